import Benchmark
import Charts
import Raster
import SeriesData

/// The feel's per-frame work: one input event and one `advance(to:)` — the y extrema queries,
/// label transitions and glides — over a synthetic 2-series, 100 000-point line chart.
/// The goal is no allocation per frame (`mallocCountTotal` per iteration ≈ 0).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, .instructions]

    func chart() -> ChartData {
        let n = 100_000
        var x = [Int64](), a = [Double](), b = [Double]()
        x.reserveCapacity(n); a.reserveCapacity(n); b.reserveCapacity(n)
        var va = 100.0, vb = 50.0, seed: UInt64 = 42
        for i in 0..<n {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            va += Double(Int64(bitPattern: seed >> 11) % 7 - 3)
            vb += Double(Int64(bitPattern: seed >> 23) % 5 - 2)
            x.append(Int64(i) * 3_600_000); a.append(va); b.append(vb)
        }
        return ChartData(x: x, series: [Series(id: "a", name: "A", color: .black, kind: .line, values: a),
                                        Series(id: "b", name: "B", color: .white, kind: .line, values: b)])
    }
    let layout = InteractionLayout(plot: Rect(x: 0, y: 0, width: 1920, height: 800),
                                   overview: Rect(x: 0, y: 900, width: 1920, height: 80))

    Benchmark("feel: drag frame (touch move + advance)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let data = chart()
        let feel = ChartFeel(chart: data, layout: layout,
                             window: XWindow(Double(data.x[50_000]), Double(data.x[60_000])))
        var t = 0.0
        feel.handle(.touchDown(id: 1, Point(1000, 400), time: t))
        var x = 1000.0, dir = -1.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 1.0 / 60
            x += dir * 7
            if x < 100 || x > 1800 { dir = -dir }
            feel.handle(.touchMove(id: 1, Point(x, 400), time: t))
            feel.advance(to: t)
            blackHole(feel.interaction.window(at: t))
        }
    }

    Benchmark("feel: glide frame (advance only)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let data = chart()
        let feel = ChartFeel(chart: data, layout: layout,
                             window: XWindow(Double(data.x[50_000]), Double(data.x[60_000])))
        var t = 0.0
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            if i % 60 == 0 {
                // A fling every second of frames: down, three fast moves, up (counted too).
                feel.handle(.touchDown(id: 1, Point(1500, 400), time: t))
                for k in 1...3 { feel.handle(.touchMove(id: 1, Point(1500 - Double(k) * 60, 400), time: t + Double(k) * 0.01)) }
                feel.handle(.touchUp(id: 1, time: t + 0.03))
                t += 0.03
            }
            t += 1.0 / 60
            feel.advance(to: t)
            blackHole(feel.interaction.window(at: t))
        }
    }
}
