import Charts
import Raster

extension ChartInput {
    /// The input's position (buffer pixels), for the inputs that have one.
    var point: Point? {
        switch self {
        case .touchDown(_, let p, _), .touchMove(_, let p, _), .pointerMove(let p, _), .pointerDown(_, let p, _),
             .pointerUp(_, let p, _):
            return p
        case .scroll(_, _, let p, _, _): return p
        case .pinch(_, let p, _): return p
        default: return nil
        }
    }

    /// The same input moved by (−`dx`, −`dy`): into a panel whose cell starts at (`dx`, `dy`).
    func moved(by dx: Double, _ dy: Double) -> ChartInput {
        func m(_ p: Point) -> Point { Point(x: p.x - dx, y: p.y - dy) }
        switch self {
        case .touchDown(let id, let p, let t): return .touchDown(id: id, m(p), time: t)
        case .touchMove(let id, let p, let t): return .touchMove(id: id, m(p), time: t)
        case .pointerMove(let p, let t): return .pointerMove(m(p), time: t)
        case .pointerDown(let b, let p, let t): return .pointerDown(button: b, m(p), time: t)
        case .pointerUp(let b, let p, let t): return .pointerUp(button: b, m(p), time: t)
        case .scroll(let dx, let dy, let p, let zoom, let t): return .scroll(dx: dx, dy: dy, at: m(p), zoomModifier: zoom, time: t)
        case .pinch(let s, let p, let t): return .pinch(scale: s, center: m(p), time: t)
        default: return self
        }
    }

    /// When it happened (monotonic seconds).
    var time: Double {
        switch self {
        case .touchDown(_, _, let t), .touchMove(_, _, let t), .touchUp(_, let t), .touchCancel(let t), .pointerMove(_, let t),
             .pointerDown(_, _, let t), .pointerUp(_, _, let t), .pointerLeave(let t), .scroll(_, _, _, _, let t),
             .pinch(_, _, let t), .key(_, let t):
            return t
        }
    }
}
