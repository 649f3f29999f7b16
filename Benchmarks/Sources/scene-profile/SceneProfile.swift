import Charts
import Fonts
import Raster
import SceneWorkload

/// Moving-range frames for callgrind: instruction counts per frame are repeatable where timings
/// on a shared machine are not. Run it twice (0 and N frames after the warm-up) and divide the
/// difference by N (docs/performance.md, Scene). `scene-profile N styled` draws every line style.
@main enum SceneProfile {
    static func main() throws {
        let font = try FontLocator.load(explicitPath: nil).font
        let styled = CommandLine.arguments.dropFirst(2).first == "styled"
        let workload = MovingRange(text: TextRenderer(font: font), options: styled ? MovingRange.styled : SceneOptions())
        let frames = Int(CommandLine.arguments.dropFirst().first ?? "0") ?? 0
        for _ in 0 ..< frames { workload.step() }
        print("moving range\(styled ? " (styled)" : ""): \(frames) frames after the warm-up")
    }
}
