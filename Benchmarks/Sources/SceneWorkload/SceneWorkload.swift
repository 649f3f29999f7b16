import Charts
import Raster
import SeriesData

/// The workload of the moving-range scene benchmark, shared by `SceneBenchmarks` (timings and
/// mallocs) and `scene-profile` (instruction counts under callgrind).

/// A benchmark's frames: each `step` changes the view and renders one frame.
public protocol FrameWorkload: AnyObject {
    /// Changes the view and renders a frame; returns its damage.
    @discardableResult func step() -> PixelRect
}

/// 5 series × `n` points a minute apart (random walks), for the moving-range benchmark.
public func syntheticChart(points n: Int) -> ChartData {
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


/// A 1920×1080 screen of ``syntheticChart(points:)`` with 1 M points whose visible range (20 % of
/// the data) moves by 0.1 % a frame; built once, warmed over the whole path (1000 frames) so every
/// buffer is at its high-water mark.
///
/// ``styled`` is the same with every line style on (symbols, monotone curves, a gradient fill, a
/// visible average and a median of 50, missing data bridged, value tags).
public final class MovingRange: FrameWorkload {
    public let screen: ChartScreen
    public let target = Bitmap(width: 1920, height: 1080)
    let lo: Double, hi: Double, span: Double, stepSize: Double
    var start: Double

    /// `options` may set line styles (`scene-profile N styled`: every style of issue 15 at once).
    /// `points` a series, the visible `span` (a fraction of the data) and the `step` a frame (a
    /// fraction of the data) default to the moving-range workload; ``zoomedOut(text:)`` is the
    /// other one the issue names. The window wraps to the start when it reaches the end.
    public init(text: TextRenderer, options: ControllerOptions = ControllerOptions(),
                points: Int = 1_000_000, span: Double = 0.2, step: Double = 0.001, warmup: Int = 1000) {
        screen = ChartScreen(charts: [syntheticChart(points: points)], textRenderer: text, options: options)
        screen.resize(width: 1920, height: 1080, scale: 1)
        let d = screen.controller.domain
        lo = d.min; hi = d.max
        self.span = (hi - lo) * span
        stepSize = (hi - lo) * step
        start = lo
        for _ in 0 ..< warmup { _ = self.step() }
    }

    /// 5 series × 10 M points zoomed out: 95 % of the data visible (9.5 M points a series), the
    /// window moving 0.1 % a frame (it wraps every 50 frames), warmed over one whole path.
    public static func zoomedOut(text: TextRenderer, warmup: Int = 60) -> MovingRange {
        MovingRange(text: text, points: 10_000_000, span: 0.95, step: 0.001, warmup: warmup)
    }

    public static let styled = ControllerOptions(style: [
        .init("points", "circle"), .init("smoothing", "monotone"), .init("fill", "gradient"), .init("average", "visible"),
        .init("median", "50"), .init("missing", "bridge"), .init("value_tags", "true"),
    ])

    /// The five series on `count` y axes (2: three and two; 5: one each), grouped by `axis`.
    /// With `compare`, each series also has its comparison a week back (`--compare 7d`, drawn
    /// under it on its axis): the frame issue 34 bounds against two axes without.
    public static func axes(_ count: Int, compare: Bool = false) -> ControllerOptions {
        var options = ControllerOptions(style: [.init("axis", count == 2 ? "y0,y1,y2 y3,y4" : "y0 y1 y2 y3 y4")])
        if compare { options.compare = [CompareShift(milliseconds: 7 * 86_400_000)] }
        return options
    }

    /// Moves the range by 0.1 % of the data and renders a frame.
    @discardableResult
    public func step() -> PixelRect {
        start += stepSize
        if start + span > hi { start = lo }
        screen.controller.setRange(xMin: start, xMax: start + span)
        return screen.render(into: target)
    }
}

/// The pointer hovering: the 1920×1080 screen of ``syntheticChart(points:)`` at rest on 20 % of
/// the data, the highlight moving 1 000 points (a few pixels) a frame across the visible range.
/// Only the highlight and its board change; the series, overview and controls are composited
/// from their caches. Warmed for 2 s of frames so every animation has settled.
public final class MovingHighlight: FrameWorkload {
    public let screen: ChartScreen
    public let target = Bitmap(width: 1920, height: 1080)
    let first: Int, last: Int
    var index: Int, time = 0.0

    public init(text: TextRenderer, points: Int = 1_000_000, warmup: Int = 120) {
        screen = ChartScreen(charts: [syntheticChart(points: points)], textRenderer: text)
        screen.resize(width: 1920, height: 1080, scale: 1)
        let d = screen.controller.domain
        screen.controller.setRange(xMin: d.min + (d.max - d.min) * 0.4, xMax: d.min + (d.max - d.min) * 0.6)
        first = points * 4 / 10 + 1000; last = points * 6 / 10 - 1000
        index = first
        for _ in 0 ..< warmup { step() }
    }

    /// Moves the highlight and renders a frame (1/60 s later).
    @discardableResult
    public func step() -> PixelRect {
        index += 1000
        if index > last { index = first }
        time += 1.0 / 60
        screen.controller.setHighlight(index: index)
        screen.advance(to: time)
        return screen.render(into: target)
    }
}
