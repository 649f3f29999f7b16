import CWaylandClient

/// What one `wl_pointer.frame` gathered (libwayland 1.21: version 5+ groups events in frames).
struct PointerFrame {
    var entered: (serial: UInt32, x: Double, y: Double)?
    var moved = false
    var left = false
    var buttons: [(code: UInt32, pressed: Bool)] = []
    var continuous = (x: 0.0, y: 0.0)
    var discrete = (x: 0.0, y: 0.0)
    var value120 = (x: 0.0, y: 0.0)
    var hasScroll = false
    var source: ScrollSource = .unknown
    /// When the frame's last stamped event (motion, button, axis) happened, on our clock.
    var time: Double?
}

extension Seat {
    nonisolated static func makePointerListener() -> wl_pointer_listener {
        wl_pointer_listener(
            enter: { data, _, serial, _, x, y in
                let (fx, fy) = (fixed(x), fixed(y))
                Seat.with(data) { $0.pointerFrame.entered = (serial, fx, fy); $0.pointerX = fx; $0.pointerY = fy; $0.pointerEvent() }
            },
            leave: { data, _, _, _ in Seat.with(data) { $0.pointerFrame.left = true; $0.pointerEvent() } },
            motion: { data, _, stamp, x, y in
                let (fx, fy) = (fixed(x), fixed(y))
                Seat.with(data) {
                    $0.pointerX = fx; $0.pointerY = fy; $0.pointerFrame.moved = true
                    $0.pointerFrame.time = $0.eventTime(stamp)
                    $0.pointerEvent()
                }
            },
            button: { data, _, _, stamp, button, state in
                Seat.with(data) {
                    $0.pointerFrame.buttons.append((button, state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue))
                    $0.pointerFrame.time = $0.eventTime(stamp)
                    $0.pointerEvent()
                }
            },
            axis: { data, _, stamp, axis, value in
                let v = fixed(value)
                Seat.with(data) { seat in
                    seat.pointerFrame.time = seat.eventTime(stamp)
                    if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { seat.pointerFrame.continuous.x += v } else { seat.pointerFrame.continuous.y += v }
                    seat.pointerFrame.hasScroll = true
                    seat.pointerEvent()
                }
            },
            frame: { data, _ in Seat.with(data) { $0.flushPointerFrame() } },
            axis_source: { data, _, source in
                Seat.with(data) {
                    $0.pointerFrame.source = switch source {
                    case WL_POINTER_AXIS_SOURCE_WHEEL.rawValue: .wheel
                    case WL_POINTER_AXIS_SOURCE_FINGER.rawValue: .finger
                    case WL_POINTER_AXIS_SOURCE_CONTINUOUS.rawValue: .continuous
                    case WL_POINTER_AXIS_SOURCE_WHEEL_TILT.rawValue: .wheelTilt
                    default: .unknown
                    }
                }
            },
            axis_stop: { _, _, _, _ in },
            axis_discrete: { data, _, axis, discrete in
                Seat.with(data) { seat in
                    if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { seat.pointerFrame.discrete.x += Double(discrete) } else { seat.pointerFrame.discrete.y += Double(discrete) }
                    seat.pointerFrame.hasScroll = true
                }
            },
            axis_value120: { data, _, axis, value in
                Seat.with(data) { seat in
                    if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { seat.pointerFrame.value120.x += Double(value) } else { seat.pointerFrame.value120.y += Double(value) }
                    seat.pointerFrame.hasScroll = true
                }
            })
    }

    /// Before wl_pointer v5 there are no frames: every event stands alone.
    private func pointerEvent() {
        if let pointer, wl_proxy_get_version(pointer) < 5 { flushPointerFrame() }
    }

    /// Sends the gathered frame as input events: enter, motion, buttons, one scroll, leave.
    func flushPointerFrame() {
        let f = pointerFrame
        pointerFrame = PointerFrame()
        let now = f.time ?? eventClock.seconds(readAt: monotonicSeconds())
        let (x, y) = (pointerX * scale, pointerY * scale)
        if let entered = f.entered {
            enterSerial = entered.serial
            if cursorAutoHide != nil { hideCursor() } else { cursor?.apply(pointer: pointer, serial: entered.serial) }
            send(.pointerEnter(x: x, y: y, time: now))
        }
        if f.moved {
            if f.entered == nil { cursorMoved() }
            send(.pointerMotion(x: x, y: y, time: now))
        }
        for b in f.buttons { send(.pointerButton(MouseButton(code: b.code), pressed: b.pressed, x: x, y: y, time: now)) }
        if f.hasScroll {
            func steps(_ v120: Double, _ discrete: Double, _ continuous: Double) -> Double {
                v120 != 0 ? v120 / 120 : discrete != 0 ? discrete : continuous / 15
            }
            let dx = steps(f.value120.x, f.discrete.x, f.continuous.x)
            let dy = steps(f.value120.y, f.discrete.y, f.continuous.y)
            if dx != 0 || dy != 0 {
                send(.scroll(dx: dx, dy: dy, source: f.source, modifiers: modifiers, x: x, y: y, time: now))
            }
        }
        if f.left { send(.pointerLeave(time: now)) }
    }
}
