import Raster

/// What a pressed pointer or finger is doing.
enum Drag {
    case none
    /// Panning the main chart: where it started and the range then; `moved` once it went
    /// further than a tap's slop.
    case pan(start: Point, xMin: Double, xMax: Double, moved: Bool)
    /// Moving the overview window, grabbed `offset` ms from its start.
    case window(offset: Double)
    /// Dragging the overview's left or right handle.
    case leftHandle, rightHandle
    /// Pressed on a toggle pill.
    case pill(Int)
}

/// Basic input: pan and zoom of the visible range, tap to highlight, the overview window and its
/// handles, toggle pills, and keys. (The feel helper replaces this with animated gestures with
/// momentum; the state changes go through `ChartScene+State.swift` either way.)
extension ChartScene {
    /// Applies one input event.
    public func handle(_ input: ChartInput) {
        if handleWithFeel(input) { return }
        switch input {
        case .pointerDown(.primary, let p, _): press(p)
        case .pointerMove(let p, _):
            if case .none = drag { hover(p) } else { move(p) }
        case .pointerUp(.primary, let p, _): release(p)
        case .pointerDown, .pointerUp: break
        case .pointerLeave: drag = .none
        case .touchDown(let id, let p, _):
            touches[id] = p
            if touches.count == 1 { press(p) } else { beginPinch() }
        case .touchMove(let id, let p, _):
            touches[id] = p
            if touches.count >= 2 { pinchMove() } else { move(p) }
        case .touchUp(let id, _):
            let p = touches.removeValue(forKey: id)
            if touches.isEmpty, let p { release(p) } else if touches.count == 1 { drag = .none }
        case .touchCancel:
            touches.removeAll(); drag = .none
        case .scroll(let dx, let dy, let at, let zoomModifier, _):
            if zoomModifier || dx == 0 { zoom(by: pow2(dy * 0.25), aroundScreenX: at.x) }
            else { pan(byFraction: dx * 0.1) }
        case .pinch(let scale, let center, _):
            if scale > 0 { zoom(by: 1 / scale, aroundScreenX: center.x) }
        case .key(let key, _):
            press(key)
        }
    }

    // MARK: Pointer and touch

    private func press(_ p: Point) {
        let ov = layout.overview
        if let pill = layout.pills.firstIndex(where: { $0.width > 0 && $0.contains(p) }) {
            drag = .pill(pill)
        } else if ov.insetBy(dx: 0, dy: -layout.px(8)).contains(p) {
            let x0 = overviewFrame.screenX(xMin), x1 = overviewFrame.screenX(xMax)
            let grab = layout.px(ScreenLayout.Metrics.handleWidth) + layout.px(6)
            if abs(p.x - x0) <= grab && p.x < (x0 + x1) / 2 + 1 { drag = .leftHandle }
            else if abs(p.x - x1) <= grab { drag = .rightHandle }
            else if p.x > x0 && p.x < x1 { drag = .window(offset: overviewFrame.dataX(p.x) - xMin) }
            else {
                // Tap outside the window: centre the window there.
                let span = xMax - xMin
                let c = overviewFrame.dataX(p.x)
                setRange(xMin: c - span / 2, xMax: c + span / 2)
                drag = .window(offset: span / 2)
            }
        } else if layout.plot.insetBy(dx: 0, dy: -layout.px(10)).contains(p) {
            drag = .pan(start: p, xMin: xMin, xMax: xMax, moved: false)
        } else {
            drag = .none
        }
    }

    private func move(_ p: Point) {
        switch drag {
        case .pan(let start, let lo, let hi, let moved):
            let slop = layout.px(6)
            if !moved && abs(p.x - start.x) < slop && abs(p.y - start.y) < slop { return }
            let shift = (p.x - start.x) / max(layout.plot.width, 1) * (hi - lo)
            drag = .pan(start: start, xMin: lo, xMax: hi, moved: true)
            setRange(xMin: lo - shift, xMax: hi - shift)
        case .window(let offset):
            let span = xMax - xMin
            let lo = overviewFrame.dataX(p.x) - offset
            setRange(xMin: lo, xMax: lo + span)
        case .leftHandle:
            setRange(xMin: min(overviewFrame.dataX(p.x), xMax - minimumSpan), xMax: xMax)
        case .rightHandle:
            setRange(xMin: xMin, xMax: max(overviewFrame.dataX(p.x), xMin + minimumSpan))
        case .pill, .none:
            break
        }
    }

    private func release(_ p: Point) {
        defer { drag = .none }
        switch drag {
        case .pan(_, _, _, let moved) where !moved:
            highlight(atScreenX: p.x)
        case .pill(let i) where layout.pills[i].contains(p):
            toggleSeries(i)
        default:
            break
        }
    }

    /// A mouse hovering over the plot highlights the point under it.
    private func hover(_ p: Point) {
        if layout.plot.contains(p) { highlight(atScreenX: p.x) }
    }

    /// Highlights the point nearest to screen x `sx` in the main chart (bars: the bar under it).
    public func highlight(atScreenX sx: Double) {
        var x = mainFrame.dataX(sx)
        if model.style == .bars { x -= Double(model.unit) / 2 }
        setHighlight(index: model.nearestIndex(to: x))
    }

    private func beginPinch() {
        let p = Array(touches.values.prefix(2))
        pinchDistance = abs(p[0].x - p[1].x)
        drag = .none
    }

    private func pinchMove() {
        let p = Array(touches.values.prefix(2))
        let d = abs(p[0].x - p[1].x)
        if pinchDistance > 4 && d > 4 { zoom(by: pinchDistance / d, aroundScreenX: (p[0].x + p[1].x) / 2) }
        pinchDistance = d
    }

    // MARK: Keys, zoom and pan

    private func press(_ key: ChartKey) {
        switch key {
        case .left: if let i = highlightIndex { setHighlight(index: i - 1) } else { pan(byFraction: -0.1) }
        case .right: if let i = highlightIndex { setHighlight(index: i + 1) } else { pan(byFraction: 0.1) }
        case .up, .zoomIn: zoom(by: 0.8, aroundScreenX: layout.plot.midX)
        case .down, .zoomOut: zoom(by: 1.25, aroundScreenX: layout.plot.midX)
        case .nightMode: setThemeKind(theme.kind == .day ? .night : .day)
        case .nextChart: selectChart(chartIndex + 1)
        case .previousChart: selectChart(chartIndex - 1)
        case .escape: setHighlight(index: nil)
        case .enter: break
        case .character(let c):
            switch c {
            case "n", "N": setThemeKind(theme.kind == .day ? .night : .day)
            case "+", "=": zoom(by: 0.8, aroundScreenX: layout.plot.midX)
            case "-", "_": zoom(by: 1.25, aroundScreenX: layout.plot.midX)
            case "\t": selectChart(chartIndex + 1)
            default:
                if let d = c.wholeNumberValue, d >= 1 { toggleSeries(d - 1) }
            }
        }
    }

    /// Multiplies the visible span by `factor` (> 1 zooms out) keeping the data under screen x
    /// `sx` in place.
    public func zoom(by factor: Double, aroundScreenX sx: Double) {
        guard factor.isFinite, factor > 0 else { return }
        let anchor = mainFrame.dataX(min(max(sx, layout.plot.minX), layout.plot.maxX))
        let t = (anchor - xMin) / max(xMax - xMin, 1)
        let span = max((xMax - xMin) * factor, minimumSpan)
        setRange(xMin: anchor - t * span, xMax: anchor - t * span + span)
    }

    /// Moves the visible range by `fraction` of its span (positive = later).
    public func pan(byFraction fraction: Double) {
        let shift = (xMax - xMin) * fraction
        setRange(xMin: xMin + shift, xMax: xMax + shift)
    }

    private func pow2(_ e: Double) -> Double {
        var r = 1.0, e = e
        let base = e >= 0 ? 2.0 : 0.5
        e = abs(e)
        while e >= 1 { r *= base; e -= 1 }
        // Linear interpolation of the fractional step is close enough for wheel zooming.
        return r * (1 + (base - 1) * e)
    }
}

extension PlotFrame {
    /// Data x at screen x (inverse of ``screenX(_:)``).
    func dataX(_ sx: Double) -> Double {
        let t = xTransform
        return (sx - t.b) / t.a
    }
}
