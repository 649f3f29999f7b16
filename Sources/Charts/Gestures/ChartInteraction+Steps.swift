#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster

/// Hover, wheel, touchpad pinch and keys: the animated-step side of the recogniser.
extension ChartInteraction {
    func hover(_ p: Point, at time: Double) {
        guard plotMode == .series else { return }
        if let b = layout.infoBoard, b.contains(p) { return }   // reaching for the board keeps it
        guard layout.plot.contains(p) else {
            if highlightFromHover { highlightX = nil; highlightFromHover = false }
            return
        }
        highlightX = pickX(p, in: window(at: time))
        highlightFromHover = true
    }

    /// Wheel or touchpad scroll: pans by ``panStep`` of the span per notch; with the zoom modifier
    /// zooms by ``wheelZoom`` per notch about the pointer. Steps accumulate on the target, eased.
    func scroll(dx: Double, dy: Double, at p: Point, zoom: Bool, time: Double) {
        let inPlot = layout.plot.contains(p)
        guard inPlot || selector.contains(p) else { return }
        if inPlot && plotMode == .pie { return }
        momentum.stop()
        let target = targetWindow
        if zoom {
            let factor = pow(wheelZoom, dy)
            let anchor = inPlot ? dataX(p.x, in: target) : target.center
            ease(to: constraints.zoom(target, by: factor, anchor: anchor), at: time)
        } else {
            ease(to: constraints.pan(target, by: (dx + dy) * panStep * target.span), at: time)
        }
    }

    /// A touchpad pinch step: zooms at once about the centre (scale > 1 spreads the fingers, zooms in).
    func touchpadPinch(scale: Double, center: Point, at time: Double) -> InteractionAction? {
        guard scale > 0, plotMode == .series else { return nil }
        momentum.stop()
        let w = window(at: time)
        if time - lastTouchpadPinch > 0.3 { wantedSpan = w.span; zoomOutSent = false }
        lastTouchpadPinch = time
        wantedSpan /= scale
        let anchor = layout.plot.contains(center) ? dataX(center.x, in: w) : w.center
        place(constraints.zoom(w, by: 1 / scale, anchor: anchor))
        return pinchedPastDay()
    }

    func key(_ key: ChartKey, at time: Double) -> InteractionAction? {
        let target = targetWindow
        switch key {
        case .left, .right:
            let dir = key == .left ? -1 : 1
            if let h = highlightX {
                if let n = neighbour(h, dir) {
                    highlightX = n
                    highlightFromHover = false
                    if !target.contains(n) { ease(to: constraints.pan(target, by: n < target.lower ? n - target.lower : n - target.upper), at: time) }
                }
            } else {
                momentum.stop()
                ease(to: constraints.pan(target, by: Double(dir) * 2 * panStep * target.span), at: time)
            }
        case .up, .zoomIn, .down, .zoomOut:
            momentum.stop()
            let zoomIn = key == .up || key == .zoomIn
            let anchor = highlightX ?? target.center
            ease(to: constraints.zoom(target, by: zoomIn ? 0.5 : 2, anchor: anchor), at: time)
            if !zoomIn && isInDay && target.span >= constraints.extent * (1 - 1e-9) { return .zoomOut }
        case .enter:
            if let h = highlightX, plotMode == .series { return .zoomIntoDay(x: h) }
        case .escape:
            if highlightX != nil { highlightX = nil; highlightFromHover = false; return nil }
            if isInDay || plotMode == .pie { return .zoomOut }
        case .home, .end:
            break   // the controller's: reading keys with a highlight, End returns a live chart to its edge
        case .nightMode:
            return .toggleNightMode
        case .nextChart:
            return .nextChart
        case .previousChart:
            return .previousChart
        case let .character(c):
            if c == "r" || c == "R" { reset(at: time); return nil }
            if !layout.presets.isEmpty, let preset = RangePreset(key: c) {
                setWindow(preset.window(in: constraints), at: time, animated: true)
                return .preset(preset)
            }
        }
        return nil
    }
}
