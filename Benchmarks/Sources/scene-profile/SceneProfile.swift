import Charts
import Foundation
import Fonts
import Raster
import SceneWorkload

/// Moving-range frames for callgrind: instruction counts per frame are repeatable where timings
/// on a shared machine are not. Run it twice (0 and N frames after the warm-up) and divide the
/// difference by N (docs/performance.md, Scene). `scene-profile N styled` draws every line style;
/// `scene-profile N zoomed` is 5 series × 10 M points zoomed out (95 % visible); `scene-profile N
/// hover` keeps the range still and moves the highlight (``MovingHighlight``); `scene-profile N
/// axes2` and `axes5` are the moving range with its five series on two and on five y axes, and
/// `axes5compare` five axes with a 7-day comparison of each series (``MovingRange/axes(_:compare:)``).
///
/// `scene-profile N [styled|zoomed] --time` also prints each frame's wall-clock time (min, median,
/// p90, max in ms; release builds for this CPU, see Benchmarks/README.md). `--warmup N` shortens
/// the warm-up (1000 frames, 60 zoomed out, 120 hovering); `measuredFrames` is the function to hand
/// callgrind's `--toggle-collect` so the warm-up is not counted.
@main enum SceneProfile {
    static func main() throws {
        let font = try FontLocator.load(explicitPath: nil).font
        let args = Array(CommandLine.arguments.dropFirst())
        let styled = args.contains("styled"), zoomed = args.contains("zoomed"), time = args.contains("--time")
        let frames = Int(args.first ?? "0") ?? 0
        let text = TextRenderer(font: font)
        let warmup = args.firstIndex(of: "--warmup").flatMap { args.indices.contains($0 + 1) ? Int(args[$0 + 1]) : nil }
        let workload: any FrameWorkload = args.contains("hover") ? MovingHighlight(text: text, warmup: warmup ?? 120)
            : zoomed ? MovingRange.zoomedOut(text: text, warmup: warmup ?? 60)
            : MovingRange(text: text, options: styled ? MovingRange.styled : args.contains("axes2") ? MovingRange.axes(2)
                              : args.contains("axes5compare") ? MovingRange.axes(5, compare: true)
                              : args.contains("axes5") ? MovingRange.axes(5) : ControllerOptions(), warmup: warmup ?? 1000)
        var ms: [Double] = []
        ms.reserveCapacity(frames)
        measuredFrames(workload, frames, time, &ms)
        let name = workload is MovingHighlight ? "hover" : zoomed ? "moving range (5 × 10 M points, zoomed out)"
            : styled ? "moving range (styled)" : args.contains("axes2") ? "moving range (2 y axes)"
            : args.contains("axes5compare") ? "moving range (5 y axes, --compare 7d)"
            : args.contains("axes5") ? "moving range (5 y axes)" : "moving range"
        print("\(name): \(frames) frames after the warm-up")
        printTimes(&ms)
    }

    static func printTimes(_ ms: inout [Double]) {
        guard !ms.isEmpty else { return }
        ms.sort()
        func f(_ v: Double) -> String { String(format: "%.2f", v) }
        print("ms a frame: min \(f(ms[0])) median \(f(ms[ms.count / 2])) p90 \(f(ms[ms.count * 9 / 10])) max \(f(ms[ms.count - 1]))")
    }

    @inline(never)
    static func measuredFrames(_ workload: any FrameWorkload, _ frames: Int, _ time: Bool, _ ms: inout [Double]) {
        for _ in 0 ..< frames {
            let t0 = DispatchTime.now().uptimeNanoseconds
            workload.step()
            if time { ms.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6) }
        }
    }
}
