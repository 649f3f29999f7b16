/// An easing curve: maps animation progress `t` in 0…1 to eased progress (0 at 0, 1 at 1).
///
/// `cubicOut` is the house default: it starts fast and settles gently, so a value answers a
/// gesture at once and never lurches at the end.
public enum Easing: Hashable, Sendable {
    case linear
    case quadOut
    case cubicOut
    case quintOut
    case cubicIn
    case cubicInOut

    /// The eased progress at `t` (clamped to 0…1).
    @inlinable
    public func value(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .quadOut: let u = 1 - t; return 1 - u * u
        case .cubicOut: let u = 1 - t; return 1 - u * u * u
        case .quintOut: let u = 1 - t; return 1 - u * u * u * u * u
        case .cubicIn: return t * t * t
        case .cubicInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = 2 - 2 * t
            return 1 - u * u * u / 2
        }
    }

    /// The slope d(value)/dt at `t` (clamped to 0…1); used to keep velocity continuous when an
    /// animation is retargeted.
    @inlinable
    package func derivative(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return 1
        case .quadOut: return 2 * (1 - t)
        case .cubicOut: let u = 1 - t; return 3 * u * u
        case .quintOut: let u = 1 - t; return 5 * u * u * u * u
        case .cubicIn: return 3 * t * t
        case .cubicInOut:
            if t < 0.5 { return 12 * t * t }
            let u = 2 - 2 * t
            return 3 * u * u
        }
    }
}
