/// How a series is drawn: the contest format's `types` values other than `x`.
public enum SeriesKind: String, Sendable, CaseIterable {
    case line
    case bar
    case area
}
