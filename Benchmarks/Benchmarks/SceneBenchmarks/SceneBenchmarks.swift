import Benchmark
#if canImport(Glibc)
import Glibc
#endif
import Charts
import Fonts
import Raster
import SceneWorkload
import SeriesData

/// The repository root (…/Benchmarks/Benchmarks/SceneBenchmarks/ → …/).
private let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/")
}()
/// The contest's data (`WLCHARTS_TELEGRAM_DATA` for a worktree not beside `shared/`).
private let dataDir = getenv("WLCHARTS_TELEGRAM_DATA").map { String(cString: $0) + "/" } ?? root + "/../shared/data/telegram/"

private func textRenderer() -> TextRenderer? {
    guard let font = try? FontLocator.load(explicitPath: nil).font else { return nil }
    return TextRenderer(font: font)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, .instructions]
    Benchmark.defaultConfiguration.maxDuration = .seconds(3)

    // A full 1920×1080 frame of each contest chart: every layer drawn and composited; round 2
    // chart 1 again with `--compare 7d`, every series laid over itself a week before
    // (docs/performance.md compares the two, one run).
    var files: [(String, String, Int, [CompareShift])] = (0 ..< 5).map { ("round 1 chart \($0 + 1)", "round1/chart_data.json", $0, []) }
    files += (1 ... 5).map { ("round 2 chart \($0)", "round2/\($0)/overview.json", 0, []) }
    files.append(("round 2 chart 1, --compare 7d", "round2/1/overview.json", 0, [CompareShift(milliseconds: 7 * 86_400_000)]))
    for (name, file, index, compare) in files {
        Benchmark("full frame 1920×1080: \(name)") { benchmark in
            guard let text = textRenderer(), let charts = try? ChartLoader.load(path: dataDir + file) else {
                print("skipped: no font or no data at \(dataDir)"); return
            }
            var options = ControllerOptions(chartIndex: index)
            options.compare = compare
            let screen = ChartScreen(charts: charts, textRenderer: text, options: options)
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
        guard let f = sharedMovingRange else { print("skipped: no font"); return }
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

/// The moving-range scene, built once (outside the measurement).
nonisolated(unsafe) let sharedMovingRange: MovingRange? = textRenderer().map { MovingRange(text: $0) }
