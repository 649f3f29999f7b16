/// Which points a path covers where its contours overlap.
public enum FillRule: Sendable, Hashable {
    /// Covered where the contours wind around the point a non-zero number of times.
    case nonZero
    /// Covered where the contours wind around the point an odd number of times.
    case evenOdd
}
