/// One event shown over a chart (a deploy, an outage, a firing alert): a time, or a span when it
/// has an end, and its text.
public struct ChartEvent: Sendable, Equatable {
    /// When it happened (or began), ms since the epoch.
    public var start: Int64
    /// When it ended, ms since the epoch (not before ``start``); `nil` for a moment.
    public var end: Int64?
    /// What happened, as written (one line).
    public var text: String
    /// Tags from the source (`deploy`, `alert`), in order.
    public var tags: [String]

    public init(start: Int64, end: Int64? = nil, text: String, tags: [String] = []) {
        precondition(end.map { $0 >= start } ?? true, "an event ends before it starts")
        self.start = start; self.end = end; self.text = text; self.tags = tags
    }

    /// The last moment it covers (``start`` for a moment).
    public var last: Int64 { end ?? start }

    /// The text a screen reader or the board shows: the text, then the tags in brackets.
    package var spoken: String { tags.isEmpty ? text : "\(text) [\(tags.joined(separator: ", "))]" }
}
