import Raster
import SeriesData

/// Presses, drags and releases: touch points and the primary pointer button share this path
/// (the pointer is a touch with id `ChartInteraction.pointerID` that never scrubs).
extension ChartInteraction {
    func down(id: Int, _ p: Point, at time: Double, pointer: Bool) -> InteractionAction? {
        // Any new contact stops a glide and an animated step where they are.
        let now = window(at: time)
        momentum.stop()
        place(now)
        touches.removeAll { $0.id == id }
        touches.append((id, p))

        if touches.count == 2 {
            switch mode {
            case .press(region: .plot, _, _, _), .pan, .scrub:
                if plotMode == .series { beginPinch(at: time) }
            default: break
            }
            return nil
        }
        guard touches.count == 1 else { return nil }

        tracker.reset()
        let region = layout.region(at: p, overviewSlop: selector.touchSlop)
        switch region {
        case .overview:
            let grab = selector.grab(at: p.x, window: now)
            if grab == .outside {
                mode = .press(region: .overview, start: p, time: time, pointer: pointer)
            } else {
                mode = .select(grab: grab, startX: p.x, window: now)
                tracker.add(p.x, at: time)
            }
        case .plot where plotMode == .series && !pointer:
            if let h = highlightX, abs(screenX(h, in: now) - p.x) <= highlightGrabRadius * layout.scale {
                mode = .scrub(start: p, moved: false)
                highlightFromHover = false
            } else {
                mode = .press(region: .plot, start: p, time: time, pointer: pointer)
            }
        default:
            mode = .press(region: region, start: p, time: time, pointer: pointer)
        }
        return nil
    }

    func move(id: Int, _ p: Point, at time: Double) -> InteractionAction? {
        guard let k = touches.firstIndex(where: { $0.id == id }) else { return nil }
        touches[k].point = p
        if case .pinch = mode { return pinchMoved(at: time) }
        guard touches.count == 1 else { return nil }
        tracker.add(p.x, at: time)

        switch mode {
        case let .press(region, start, _, _):
            guard p.distance(to: start) > slop else { return nil }
            switch region {
            case .plot where plotMode == .series:
                highlightX = nil
                mode = .pan(start: start, window: window(at: time), pointer: false)
                return move(id: id, p, at: time)
            case .overview:
                // Dragging from outside the window: the window jumps under the finger, then follows.
                let w = selector.centered(at: start.x, window: window(at: time))
                place(w)
                mode = .select(grab: .window, startX: start.x, window: w)
                return move(id: id, p, at: time)
            default:
                mode = .held
            }
        case let .pan(start, w, _):
            let perPixel = w.span / max(layout.plot.width, 1)
            place(constraints.pan(w, by: -(p.x - start.x) * perPixel))
        case let .scrub(start, moved):
            if !moved && p.distance(to: start) <= slop { return nil }
            mode = .scrub(start: start, moved: true)
            let x = min(max(dataX(p.x, in: window(at: time)), lower.value(at: time)), upper.value(at: time))
            highlightX = snap(x)
        case let .select(grab, startX, w):
            place(selector.drag(grab, from: w, by: p.x - startX))
        case .idle, .pinch, .held:
            break
        }
        return nil
    }

    func up(id: Int, at time: Double) -> InteractionAction? {
        guard let k = touches.firstIndex(where: { $0.id == id }) else { return nil }
        touches.remove(at: k)
        if case .pinch = mode {
            if touches.count == 1 {
                // One finger stays: it pans from here.
                tracker.reset()
                mode = .pan(start: touches[0].point, window: window(at: time), pointer: false)
            } else if touches.isEmpty {
                mode = .idle
            }
            return nil
        }
        guard touches.isEmpty else { return nil }
        let finished = mode
        mode = .idle
        switch finished {
        case let .press(region, start, _, _):
            return tap(region, at: start, time: time)
        case let .pan(_, w, _):
            let perPixel = w.span / max(layout.plot.width, 1)
            glide = .plot(base: window(at: time), dataPerPixel: perPixel)
            momentum.start(velocity: tracker.velocity(at: time), at: time)
        case let .select(grab, _, _):
            glide = .selector(grab: grab, base: window(at: time))
            momentum.start(velocity: tracker.velocity(at: time), at: time)
        case let .scrub(start, moved):
            if !moved { return tap(.plot, at: start, time: time) }
        case .idle, .pinch, .held:
            break
        }
        return nil
    }

    func cancel(at time: Double) {
        touches.removeAll { $0.id != Self.pointerID }
        if touches.isEmpty { mode = .idle }
        momentum.stop()
    }

    func tap(_ region: InteractionRegion, at p: Point, time: Double) -> InteractionAction? {
        switch region {
        case .plot:
            if plotMode == .pie { return .pieTap(p) }
            if let last = lastTap, time - last.time <= doubleTapInterval,
               p.distance(to: last.point) <= doubleTapDistance * layout.scale {
                lastTap = nil
                reset(at: time)
                return nil
            }
            lastTap = (time, p)
            highlightX = pickX(p, in: window(at: time))
            highlightFromHover = false
            return nil
        case .infoBoard:
            if let h = highlightX { return .zoomIntoDay(x: h) }
            return nil
        case .backControl:
            return .zoomOut
        case .playControl:
            return .toggleAudioGraph
        case let .toggle(i):
            return .toggleSeries(i)
        case .legendList:
            return .legendList
        case let .preset(i):
            let preset = RangePreset.allCases[i]
            setWindow(preset.window(in: constraints), at: time, animated: true)
            return .preset(preset)
        case .overview:
            // A tap outside the selected window centres the window there.
            let w = selector.centered(at: p.x, window: targetWindow)
            ease(to: w, at: time)
            return nil
        case .none:
            highlightX = nil
            return nil
        }
    }

    func longPress(region: InteractionRegion, at p: Point, pointer: Bool) -> InteractionAction? {
        switch region {
        case .plot where plotMode == .series && !pointer:
            highlightX = pickX(p, in: targetWindow)
            highlightFromHover = false
            mode = .scrub(start: p, moved: true)
            return nil
        case let .toggle(i):
            mode = .held
            return .isolateSeries(i)
        default:
            return nil
        }
    }

    func beginPinch(at time: Double) {
        let a = touches[0].point, b = touches[1].point
        let w = window(at: time)
        let mid = (a.x + b.x) / 2
        highlightX = nil
        wantedSpan = w.span
        zoomOutSent = false
        mode = .pinch(anchor: dataX(mid, in: w), distance: max(a.distance(to: b), 1), span: w.span)
    }

    func pinchMoved(at time: Double) -> InteractionAction? {
        guard touches.count >= 2, case let .pinch(anchor, d0, span0) = mode else { return nil }
        let a = touches[0].point, b = touches[1].point
        let d = max(a.distance(to: b), 1)
        wantedSpan = span0 * d0 / d
        let span = constraints.clampSpan(wantedSpan)
        let f = layout.plot.width > 0 ? ((a.x + b.x) / 2 - layout.plot.x) / layout.plot.width : 0.5
        let lo = anchor - f * span
        place(constraints.clamp(XWindow(lo, lo + span)))
        return pinchedPastDay()
    }

    /// Pinching out well past the whole day leaves it (once per pinch).
    func pinchedPastDay() -> InteractionAction? {
        guard isInDay, !zoomOutSent, wantedSpan > constraints.extent * 1.5 else { return nil }
        zoomOutSent = true
        return .zoomOut
    }
}
