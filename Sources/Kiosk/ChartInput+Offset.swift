import Charts
import Raster

extension ChartInput {
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
}
