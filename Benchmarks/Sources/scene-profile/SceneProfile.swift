import Charts
import Raster
import SceneWorkload

/// Moving-range frames for callgrind: instruction counts per frame are repeatable where timings
/// on a shared machine are not. Run it twice (0 and N frames after the warm-up) and divide the
/// difference by N (docs/performance.md, Scene).
@main enum SceneProfile {
    static func main() throws {
        let font = try FontLocator.load(explicitPath: nil).font
        let workload = MovingRange(text: TextRenderer(font: font))
        let frames = Int(CommandLine.arguments.dropFirst().first ?? "0") ?? 0
        for _ in 0 ..< frames { workload.step() }
        print("moving range: \(frames) frames after the warm-up")
    }
}
