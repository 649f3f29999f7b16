import Charts
import Raster
import SeriesData

/// The drawing path's only contact with the chart screen (controller and scene; this is the one
/// file to follow their API): make a screen for a state, size it, feed it a few inputs, render
/// one frame.
public enum DrawOneFrame {
    /// What the frame shows, read from the fuzzer's bytes.
    public struct State {
        public var width = 1, height = 1
        public var scale = 1.0
        public var options = ControllerOptions()
        public var inputs: [ChartInput] = []
        public var time = 0.0
    }

    /// A state from the next bytes: a size of 1…640 × 1…480 (both sometimes 1; see ``side``),
    /// scale 0.5…4, theme, chart, range, hidden series, highlight, presets, and up to three inputs.
    public static func state(_ input: inout FuzzInput, charts: [ChartData]) -> State {
        var s = State()
        s.width = side(&input, upTo: 640)
        s.height = side(&input, upTo: 480)
        s.scale = 0.5 + 3.5 * input.fraction()
        s.options.chartIndex = min(input.int(in: 0 ... 255), charts.count - 1)
        let chart = charts[s.options.chartIndex]
        s.options.theme = input.bool() ? .night : .day
        s.options.presets = input.bool()
        let lo = Double(chart.x.first ?? 0), hi = Double(chart.x.last ?? 0)
        if input.bool() {
            let a = lo + (hi - lo) * input.fraction(), b = lo + (hi - lo) * input.fraction()
            if a.isFinite && b.isFinite { s.options.range = min(a, b) ... max(a, b) }
        } else if input.byte() == 0xFF {
            let a = input.rawDouble(), b = input.rawDouble()   // anything at all, NaN excepted
            if !a.isNaN && !b.isNaN { s.options.range = min(a, b) ... max(a, b) }
        }
        for (i, series) in chart.series.enumerated().prefix(8) where input.byte() & (1 << (i & 7)) != 0 {
            s.options.hidden.insert(series.id)
        }
        if input.bool() { s.options.highlightX = lo + (hi - lo) * input.fraction() }
        for _ in 0 ..< input.int(in: 0 ... 3) {
            let p = Point(Double(input.int(in: 0 ... 700)) - 30, Double(input.int(in: 0 ... 500)) - 10)
            s.time += 0.016 * Double(input.int(in: 1 ... 60))
            switch input.byte() % 6 {
            case 0: s.inputs.append(.pointerMove(p, time: s.time))
            case 1: s.inputs.append(.pointerDown(button: .primary, p, time: s.time))
            case 2: s.inputs.append(.pointerUp(button: .primary, p, time: s.time))
            case 3: s.inputs.append(.scroll(dx: 0, dy: Double(Int8(bitPattern: input.byte())) / 8, at: p, zoomModifier: input.bool(), time: s.time))
            case 4: s.inputs.append(.pinch(scale: 0.25 + 4 * input.fraction(), center: p, time: s.time))
            default:
                let keys: [ChartKey] = [.left, .right, .up, .down, .zoomIn, .zoomOut, .nightMode, .nextChart, .enter, .escape]
                s.inputs.append(.key(keys[Int(input.byte()) % keys.count], time: s.time))
            }
        }
        return s
    }

    /// A side of 1…`max` pixels from two bytes `r`: for three values of `r` in four it is at most
    /// half of `max` (`r % (max / 2) + 1`), for the rest any (`r % max + 1`, as every `r` below
    /// `max` gives). A frame's cost grows with its pixels (seven layers cleared, filled and
    /// composited under ASan), so most inputs are cheap while every size stays reachable; inputs
    /// that need a large frame for their coverage keep it in the corpus.
    static func side(_ input: inout FuzzInput, upTo max: Int) -> Int {
        let r = input.int(in: 0 ... 65535)
        return (r / max) % 4 == 0 ? r % max + 1 : r % (max / 2) + 1
    }

    /// Renders one frame of `charts` in `state` with the process's renderers and returns it.
    @discardableResult
    public static func render(_ charts: [ChartData], _ state: State, text: FuzzFont.SceneText) -> Bitmap {
        let scene = ChartScreen(charts: charts, textRenderer: text.regular, boldTextRenderer: text.bold,
                                options: state.options, haloTextRenderer: text.halo)
        scene.resize(width: state.width, height: state.height, scale: state.scale)
        let bitmap = Bitmap(width: state.width, height: state.height)
        for input in state.inputs { scene.handle(input) }
        if !state.inputs.isEmpty { scene.advance(to: state.time + 0.1) }
        scene.render(into: bitmap)
        return bitmap
    }
}
