import Benchmark
import Raster

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, .instructions]
    Benchmark.defaultConfiguration.maxDuration = .seconds(2)

    let blue = Color(rgb: 0x1F77B4)

    // Clearing a full-HD frame: the floor under every frame wlcharts draws.
    Benchmark("clear 1920×1080") { benchmark in
        let bitmap = Bitmap(width: 1920, height: 1080)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            bitmap.clear(to: .white)
            blackHole(bitmap[1919, 1079])
        }
    }

    // The chart workload of ../shared/bench (as raster-peers), without the clear: 2 px miter stroke
    // of the polyline, and the area under it. Allocation counts should be 0 once warm.
    for n in [1_000, 10_000, 100_000] {
        Benchmark("stroke polyline \(n)") { benchmark in
            let bitmap = Bitmap(width: 1920, height: 1080)
            let points = chartPolyline(n)
            let rasterizer = Rasterizer()
            let style = StrokeStyle(width: 2, join: .miter, miterLimit: 4, cap: .butt)
            points.withUnsafeBufferPointer { rasterizer.strokePolyline($0, style: style, paint: .solid(blue), in: bitmap) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                points.withUnsafeBufferPointer { rasterizer.strokePolyline($0, style: style, paint: .solid(blue), in: bitmap) }
            }
            blackHole(bitmap[0, 0])
        }
        Benchmark("fill polygon \(n)") { benchmark in
            let bitmap = Bitmap(width: 1920, height: 1080)
            let points = chartArea(n)
            let rasterizer = Rasterizer()
            points.withUnsafeBufferPointer { rasterizer.fillPolygon($0, paint: .solid(blue), in: bitmap) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                points.withUnsafeBufferPointer { rasterizer.fillPolygon($0, paint: .solid(blue), in: bitmap) }
            }
            blackHole(bitmap[0, 0])
        }
    }

    // 100 glyph-sized shapes (curves, even-odd) into coverage masks, then blended: a label's worth.
    Benchmark("100 glyph fills into masks + blend") { benchmark in
        let bitmap = Bitmap(width: 1920, height: 1080)
        let glyphs = (0 ..< 7).map(glyphPath)
        var mask = CoverageMask(width: 16, height: 16)
        let rasterizer = Rasterizer()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for i in 0 ..< 100 {
                mask.coverage.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
                rasterizer.fill(glyphs[i % 7], rule: .evenOdd, into: &mask)
                bitmap.blend(mask, at: (x: 100 + i * 13, y: 500), color: .black)
            }
        }
        blackHole(bitmap[100, 505])
    }

    // A chart grid: 24 horizontal and 40 vertical 1 px lines across a full-HD frame.
    Benchmark("grid of 64 1-px lines") { benchmark in
        let bitmap = Bitmap(width: 1920, height: 1080)
        let rasterizer = Rasterizer()
        let style = StrokeStyle(width: 1)
        let grey = Color(rgb: 0xDDDDDD)
        let line = UnsafeMutableBufferPointer<Point>.allocate(capacity: 2)
        defer { line.deallocate() }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for i in 0 ..< 24 {
                let y = 20.5 + Double(i) * 44
                line[0] = Point(0, y); line[1] = Point(1920, y)
                rasterizer.strokePolyline(UnsafeBufferPointer(line), style: style, paint: .solid(grey), in: bitmap)
            }
            for i in 0 ..< 40 {
                let x = 30.5 + Double(i) * 48
                line[0] = Point(x, 0); line[1] = Point(x, 1080)
                rasterizer.strokePolyline(UnsafeBufferPointer(line), style: style, paint: .solid(grey), in: bitmap)
            }
        }
        blackHole(bitmap[30, 20])
    }

    // Compositing three full-frame layers (grid, translucent area, line) over a background.
    Benchmark("composite 3 full-frame layers") { benchmark in
        let target = Bitmap(width: 1920, height: 1080)
        let layers = (0 ..< 3).map { _ in Bitmap(width: 1920, height: 1080) }
        let rasterizer = Rasterizer()
        let area = chartArea(10_000), line = chartPolyline(10_000)
        area.withUnsafeBufferPointer { rasterizer.fillPolygon($0, paint: .solid(blue), opacity: 0.3, in: layers[1]) }
        line.withUnsafeBufferPointer {
            rasterizer.strokePolyline($0, style: StrokeStyle(width: 2), paint: .solid(blue), in: layers[2])
        }
        rasterizer.fillRect(Rect(x: 0, y: 0, width: 1920, height: 1), paint: .solid(.black), in: layers[0])
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            target.clear(to: .white)
            for layer in layers { target.composite(layer) }
        }
        blackHole(target[5, 5])
    }
}
