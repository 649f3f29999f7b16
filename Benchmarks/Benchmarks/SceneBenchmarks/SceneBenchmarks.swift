import Benchmark
import Charts
import Raster

/// The repository root (…/Benchmarks/Benchmarks/SceneBenchmarks/ → …/).
private let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
}()
private let dataDir = root + "/../shared/data/telegram/"

private func textRenderer() -> TextRenderer? {
    guard let font = try? FontLocator.load(explicitPath: nil).font else { return nil }
    return TextRenderer(font: font)
}

/// 5 series × `n` points a minute apart (random walks), for the moving-range benchmark.
private func syntheticChart(points n: Int) -> ChartData {
    var state: UInt64 = 42
    func next() -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Double(state >> 11) / Double(1 << 53) - 0.5
    }
    let x = (0 ..< n).map { Int64(1_500_000_000_000) + Int64($0) * 60_000 }
    let colors = [0x3DC23F, 0xF34C44, 0x108BE3, 0xE8AF14, 0x9ED448]
    let series = (0 ..< 5).map { s -> Series in
        var v = 1000.0 * Double(s + 1)
        let values = (0 ..< n).map { _ in v += next() * 20; return v }
        return Series(id: "y\(s)", name: "Series \(s + 1)", color: Color(rgb: UInt32(colors[s])), kind: .line, values: values)
    }
    return ChartData(title: "Synthetic", x: x, series: series)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, .instructions]
    Benchmark.defaultConfiguration.maxDuration = .seconds(3)

    // A full 1920×1080 frame of each contest chart: every layer drawn and composited.
    var files: [(String, String, Int)] = (0 ..< 5).map { ("round 1 chart \($0 + 1)", "round1/chart_data.json", $0) }
    files += (1 ... 5).map { ("round 2 chart \($0)", "round2/\($0)/overview.json", 0) }
    for (name, file, index) in files {
        Benchmark("full frame 1920×1080: \(name)") { benchmark in
            guard let text = textRenderer(), let charts = try? ChartLoader.load(path: dataDir + file) else {
                print("skipped: no font or no data at \(dataDir)"); return
            }
            let screen = ChartScreen(charts: charts, textRenderer: text, options: SceneOptions(chartIndex: index))
            screen.resize(width: 1920, height: 1080, scale: 1)
            let target = Bitmap(width: 1920, height: 1080)
            screen.render(into: target)   // warm the glyph cache and buffers
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                screen.scene.invalidateAllLayers()
                blackHole(screen.render(into: target))
            }
        }
    }

    // 5 series × 1 M points while the visible range moves: one frame per iteration. The scene is
    // built once (outside the measurement) and its buffers warmed over the whole path.
    Benchmark("moving range 1920×1080: 5 × 1M points, one frame",
              configuration: .init(maxDuration: .seconds(10), maxIterations: 300)) { benchmark in
        guard let f = MovingRange.shared else { print("skipped: no font"); return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(f.step())
        }
    }

    // The harness's own allocations, to subtract from the numbers above.
    Benchmark("baseline: an empty measured block") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(0) }
    }
}

/// The synthetic scene of the moving-range benchmark, built once.
final class MovingRange {
    nonisolated(unsafe) static let shared: MovingRange? = MovingRange()
    let screen: ChartScreen
    let target = Bitmap(width: 1920, height: 1080)
    let lo: Double, hi: Double, span: Double, stepSize: Double
    var start: Double

    init?() {
        guard let text = textRenderer() else { return nil }
        screen = ChartScreen(charts: [syntheticChart(points: 1_000_000)], textRenderer: text)
        screen.resize(width: 1920, height: 1080, scale: 1)
        let d = screen.controller.domain
        lo = d.min; hi = d.max
        span = (hi - lo) * 0.2
        stepSize = (hi - lo) * 0.001
        start = lo
        for _ in 0 ..< 1000 { _ = step() }   // warm up over the whole path (buffers at their high-water mark)
    }

    /// Moves the range by 0.1 % of the data and renders a frame.
    func step() -> PixelRect {
        start += stepSize
        if start + span > hi { start = lo }
        screen.controller.setRange(xMin: start, xMax: start + span)
        return screen.render(into: target)
    }
}
