/// A line of an events file (`--events`) that could not be read: one line naming the file, the
/// line and the problem.
public struct EventFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Error, Sendable, Equatable {
        /// No cell or key gives the time.
        case noTime
        /// The time (or end) cell is not a time like the file's others.
        case badTime(String, reading: String)
        /// The end comes before the start.
        case endBeforeStart
        /// No text: an event says what happened.
        case noText
        /// A JSON line that does not parse, or is not an object.
        case json(String)
        /// A header without a time column.
        case noTimeColumn(columns: [String])
        /// The file is not text.
        case binary
    }

    /// The file or URL as given.
    public var path: String
    /// 1-based line number.
    public var line: Int
    public var problem: Problem

    public init(path: String, line: Int, problem: Problem) {
        self.path = path; self.line = line; self.problem = problem
    }

    public var description: String { "\(path):\(line): \(Self.printable(message))" }

    /// The problem in words.
    public var message: String {
        switch problem {
        case .noTime: "an event without a time"
        case .badTime(let t, let reading): "'\(Self.shown(t))' is not a time (the file's times are \(reading))"
        case .endBeforeStart: "the event ends before it starts"
        case .noText: "an event without text"
        case .json(let m): "not a JSON object: \(m)"
        case .noTimeColumn(let columns): "no time column among \(columns.map { "'\(Self.shown($0))'" }.joined(separator: ", ")) (name one time, start or timestamp)"
        case .binary: "not a text file"
        }
    }

    /// At most 40 characters of a cell (a file's words reach the terminal).
    static func shown(_ s: String) -> String {
        s.count > 40 ? String(s.prefix(39)) + "…" : s
    }

    /// `s` with control characters (C0, DEL, C1, line and paragraph separators) as `?`.
    static func printable(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: isControl) else { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.map { isControl($0) ? "?" : $0 }))
    }

    /// Whether `c` would break the line or drive the terminal.
    public static func isControl(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x20 || (0x7F ... 0x9F).contains(c.value) || c.value == 0x2028 || c.value == 0x2029
    }
}
