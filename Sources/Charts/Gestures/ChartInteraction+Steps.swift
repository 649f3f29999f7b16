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

    /// Wheel or touchpad scroll: pans by `panStep` of the span per notch; with the zoom modifier
    /// zooms by `wheelZoom` per notch about the pointer. Steps accumulate on the target, eased.
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

    /// A key, as `KeyBindings` binds it with a highlight (reading) or without; the controller's
    /// actions (listening, the live edge) do nothing here.
    func key(_ key: ChartKey, at time: Double) -> InteractionAction? {
        guard let action = KeyBindings.standard.action(for: key, reading: highlightX != nil) else { return nil }
        let target = targetWindow
        switch action {
        case let .step(dir):
            guard let h = highlightX, let n = neighbour(h, dir) else { break }
            highlightX = n
            highlightFromHover = false
            if !target.contains(n) { ease(to: constraints.pan(target, by: n < target.lower ? n - target.lower : n - target.upper), at: time) }
        case let .pan(dir):
            momentum.stop()
            ease(to: constraints.pan(target, by: Double(dir) * 2 * panStep * target.span), at: time)
        case .zoomIn, .zoomOut:
            momentum.stop()
            let zoomIn = action == .zoomIn
            let anchor = highlightX ?? target.center
            ease(to: constraints.zoom(target, by: zoomIn ? 0.5 : 2, anchor: anchor), at: time)
            if !zoomIn && isInDay && target.span >= constraints.extent * (1 - 1e-9) { return .zoomOut }
        case .zoomIntoDay:
            if let h = highlightX, plotMode == .series { return .zoomIntoDay(x: h) }
        case .dropHighlight:
            highlightX = nil; highlightFromHover = false
        case .back:
            if isInDay || plotMode == .pie { return .zoomOut }
        case .toggleNightMode:
            return .toggleNightMode
        case .nextChart:
            return .nextChart
        case .previousChart:
            return .previousChart
        case .reset:
            reset(at: time)
        case let .preset(preset):
            guard !layout.presets.isEmpty else { break }
            setWindow(preset.window(in: constraints), at: time, animated: true)
            return .preset(preset)
        case .returnToLiveEdge, .playAudioGraph, .speakSummary, .chooseSeries, .firstPoint, .lastPoint, .minimum, .maximum,
             .stepEvent, .toggleMonitor, .legendList, .legendStep, .legendToggle:
            break   // the controller's
        }
        return nil
    }
}
