/// What fills the covered pixels of a drawing.
public enum Paint: Sendable {
    /// One colour.
    case solid(Color)
    /// A colour ramp along a line (see ``LinearGradient``).
    case linearGradient(LinearGradient)
}
