import Charts
import Raster
import Wayland

/// What a key does in the window itself rather than in the chart (`KeyAction`).
package enum WindowAction: Equatable {
    case quit
    case toggleFullscreen
    /// Ctrl+Alt+Q: the one way out of a kiosk by keyboard (quits any window).
    case deliberateQuit
}

/// Turns the window's input events into the chart's plain input (and window actions).
/// Pure: no state but whether the window is a kiosk's (its keys, `KeyBindings`).
package struct InputMapper {
    /// A kiosk's window: q, Esc and F11 do nothing.
    package var kiosk = false

    /// A mapper for a desktop window, or a kiosk's (`kiosk`).
    package init(kiosk: Bool = false) { self.kiosk = kiosk }

    /// The result of one event.
    package enum Output: Equatable {
        case chart(ChartInput)
        case window(WindowAction)
        case none
    }

    /// The chart's input or the window's action for `event`.
    package func map(_ event: InputEvent) -> Output {
        switch event {
        case .pointerEnter(let x, let y, let t), .pointerMotion(let x, let y, let t):
            return .chart(.pointerMove(Point(x: x, y: y), time: t))
        case .pointerLeave(let t):
            return .chart(.pointerLeave(time: t))
        case .pointerButton(let button, let pressed, let x, let y, let t):
            guard let b = Self.button(button) else { return .none }
            let p = Point(x: x, y: y)
            return .chart(pressed ? .pointerDown(button: b, p, time: t) : .pointerUp(button: b, p, time: t))
        case .scroll(let dx, let dy, _, let modifiers, let x, let y, let t):
            return .chart(.scroll(dx: dx, dy: dy, at: Point(x: x, y: y), zoomModifier: modifiers.contains(.ctrl), time: t))
        case .touchDown(let id, let x, let y, let t):
            return .chart(.touchDown(id: id, Point(x: x, y: y), time: t))
        case .touchMotion(let id, let x, let y, let t):
            return .chart(.touchMove(id: id, Point(x: x, y: y), time: t))
        case .touchUp(let id, let t):
            return .chart(.touchUp(id: id, time: t))
        case .touchCancel(let t):
            return .chart(.touchCancel(time: t))
        case .touchFrame, .pinchBegin, .pinchEnd:
            return .none
        case .pinchUpdate(let scale, let x, let y, let t):
            return .chart(.pinch(scale: scale, center: Point(x: x, y: y), time: t))
        case .key(let key):
            return self.key(key)
        }
    }

    static func button(_ b: MouseButton) -> PointerButton? {
        switch b {
        case .left: .primary
        case .right: .secondary
        case .middle: .middle
        case .other: nil
        }
    }

    /// A key: named, then looked up in `KeyBindings` (window or kiosk mode).
    func key(_ k: KeyEvent) -> Output {
        guard k.pressed, let name = Self.name(k) else { return .none }
        var held: KeyModifiers = []
        if k.modifiers.contains(.shift) { held.insert(.shift) }
        if k.modifiers.contains(.ctrl) { held.insert(.ctrl) }
        if k.modifiers.contains(.alt) { held.insert(.alt) }
        switch KeyBindings.standard.action(for: name, held: held, isRepeat: k.isRepeat, kiosk: kiosk) {
        case .quit?: return .window(.quit)
        case .toggleFullscreen?: return .window(.toggleFullscreen)
        case .deliberateQuit?: return .window(.deliberateQuit)
        case .chart(let key)?: return .chart(.key(key, time: k.time))
        case .swallow?, nil: return .none
        }
    }

    /// The key's name: a key the bindings name, else the one character it types (with Ctrl
    /// held, the keysym's: Ctrl changes the text).
    static func name(_ k: KeyEvent) -> KeyName? {
        switch k.keysym {
        case Keysym.escape: return .escape
        case Keysym.f11: return .f11
        case Keysym.left: return .left
        case Keysym.right: return .right
        case Keysym.up: return .up
        case Keysym.down: return .down
        case Keysym.home: return .home
        case Keysym.end: return .end
        case Keysym.plus: return .plus
        case Keysym.equal: return .equal
        case Keysym.kpAdd: return .keypadPlus
        case Keysym.minus: return .minus
        case Keysym.kpSubtract: return .keypadMinus
        case Keysym.tab: return .tab
        case Keysym.isoLeftTab: return .backTab
        case Keysym.returnKey: return .enter
        default: break
        }
        if k.modifiers.contains(.ctrl) {
            guard (0x21 ... 0x7e).contains(k.keysym), let u = Unicode.Scalar(k.keysym) else { return nil }
            return .character(Character(u))
        }
        guard let text = k.text, text.count == 1, let c = text.first else { return nil }
        return .character(c)
    }
}
