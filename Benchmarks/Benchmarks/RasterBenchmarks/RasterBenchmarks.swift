import Benchmark
import Raster

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, .instructions]

    // Clearing a full-HD frame: the floor under every frame wlcharts draws.
    Benchmark("clear 1920×1080") { benchmark in
        let bitmap = Bitmap(width: 1920, height: 1080)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            bitmap.clear(to: .white)
            blackHole(bitmap[1919, 1079])
        }
    }
}
