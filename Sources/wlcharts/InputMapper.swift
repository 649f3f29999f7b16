import Charts
import Raster
import Wayland

/// What a key does in the window itself rather than in the chart.
enum WindowAction: Equatable {
    case quit
    case toggleFullscreen
    /// Ctrl+Alt+Q: the one way out of a kiosk by keyboard (quits any window).
    case deliberateQuit
}

/// Turns the window's input events into the chart's plain input (and window actions).
/// Pure: no state but the touchpad pinch in progress.
struct InputMapper {
    /// The result of one event.
    enum Output: Equatable {
        case chart(ChartInput)
        case window(WindowAction)
        case none
    }

    func map(_ event: InputEvent) -> Output {
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
            return Self.key(key)
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

    /// Keys: q/Esc quit, F11 fullscreen, arrows pan, +/− zoom, n night mode, Tab next chart
    /// (Shift+Tab previous), Enter, Home/End; other typed characters go to the chart as characters
    /// (`s`, `d`, `m`, `M`, `[`, `]`: docs/accessibility.md).
    static func key(_ k: KeyEvent) -> Output {
        guard k.pressed else { return .none }
        let t = k.time
        if k.modifiers.isSuperset(of: [.ctrl, .alt]), k.keysym == Keysym.q || k.keysym == Keysym.capitalQ {
            return k.isRepeat ? .none : .window(.deliberateQuit)
        }
        switch k.keysym {
        case Keysym.escape: return k.isRepeat ? .none : .window(.quit)
        case Keysym.f11: return k.isRepeat ? .none : .window(.toggleFullscreen)
        case Keysym.left: return .chart(.key(.left, time: t))
        case Keysym.right: return .chart(.key(.right, time: t))
        case Keysym.up: return .chart(.key(.up, time: t))
        case Keysym.down: return .chart(.key(.down, time: t))
        case Keysym.home: return .chart(.key(.home, time: t))
        case Keysym.end: return .chart(.key(.end, time: t))
        case Keysym.plus, Keysym.equal, Keysym.kpAdd: return .chart(.key(.zoomIn, time: t))
        case Keysym.minus, Keysym.kpSubtract: return .chart(.key(.zoomOut, time: t))
        case Keysym.tab: return .chart(.key(k.modifiers.contains(.shift) ? .previousChart : .nextChart, time: t))
        case Keysym.isoLeftTab: return .chart(.key(.previousChart, time: t))
        case Keysym.returnKey: return .chart(.key(.enter, time: t))
        default: break
        }
        guard !k.modifiers.contains(.ctrl), let text = k.text, text.count == 1, let c = text.first else { return .none }
        switch c {
        case "q", "Q": return k.isRepeat ? .none : .window(.quit)
        case "n", "N": return k.isRepeat ? .none : .chart(.key(.nightMode, time: t))
        default: return .chart(.key(.character(c), time: t))
        }
    }
}
