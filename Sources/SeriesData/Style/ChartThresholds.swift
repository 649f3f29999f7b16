/// The limits a chart's values are judged by (`--threshold warn=80,crit=95`, `crit<10` for a
/// lower limit, `cpu:warn=80` for one series): part of the ``ChartStyle``, read once by
/// `apply(threshold:key:)`. The scene draws them as lines and bands, and the chart's
/// ``ChartState`` is read from the newest samples against them.
public struct ChartThresholds: Sendable, Equatable {
    /// How bad a value beyond a limit is.
    public enum Level: Int, Sendable, Comparable, CaseIterable {
        case warn = 1, crit = 2
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        /// The word written in settings and messages (`warn`, `crit`).
        public var name: String { self == .warn ? "warn" : "crit" }
    }

    /// One limit: values above it (or below it, a lower limit) are at its level.
    public struct Limit: Sendable, Equatable {
        package var level: Level
        public var value: Double
        /// A lower limit (`crit<10`): values below it are beyond.
        public var below: Bool
        /// The series it judges (its id or name); `nil`: every series without limits of its own.
        public var series: String?

        public init(level: Level, value: Double, below: Bool = false, series: String? = nil) {
            self.level = level; self.value = value; self.below = below; self.series = series
        }

        /// Whether `v` lies beyond the limit (a gap never does).
        @inlinable
        func isBeyond(_ v: Double) -> Bool { below ? v < value : v > value }
    }

    /// Every limit, in the order given.
    package var limits: [Limit] = []

    public init() {}
    public init(_ limits: [Limit]) { self.limits = limits }

    public var isEmpty: Bool { limits.isEmpty }

    /// Whether `l` judges series `s`: its own limits when it has any, else the chart's.
    public func applies(_ l: Limit, to s: Series) -> Bool {
        if let name = l.series { return name == s.id || name == s.name }
        return !limits.contains { $0.series == s.id || $0.series == s.name }
    }

    /// The level of value `v` of series `s`: the worst limit it lies beyond; `nil`: none (or a gap).
    /// - Complexity: O(limits).
    package func level(of v: Double, series s: Series) -> Level? {
        var worst: Level?
        for l in limits where l.isBeyond(v) && applies(l, to: s) && (worst ?? .warn) <= l.level { worst = l.level }
        return worst
    }

    /// Reads one `threshold` setting: `80` (a critical upper limit), `warn=80,crit=95` (upper
    /// limits), `crit<10` (a lower one), `warn>80` (upper, said so), each list optionally after
    /// `SERIES:` for one series (its id or name); several such lists joined by `;`. Limits add to
    /// those read before; a setting with any bad part adds none.
    package mutating func apply(threshold text: String, key: String = "threshold") throws(ChartStyle.SettingError) {
        var read: [Limit] = []
        for group in text.split(separator: ";", omittingEmptySubsequences: false) {
            var body = group, series: String?
            if let colon = group.firstIndex(of: ":"), !group[..<colon].contains(where: { "=<>".contains($0) }) {
                series = String(group[..<colon]).trimmingSpaces
                body = group[group.index(after: colon)...]
            }
            for part in body.split(separator: ",", omittingEmptySubsequences: false) {
                guard let limit = Self.limit(String(part).trimmingSpaces, series: series), series?.isEmpty != true else {
                    throw ChartStyle.SettingError(key: key, value: text, expected: Self.expected)
                }
                read.append(limit)
            }
        }
        limits += read
    }

    /// `NUMBER`, `LEVEL=NUMBER`, `LEVEL>NUMBER` or `LEVEL<NUMBER`.
    private static func limit(_ s: String, series: String?) -> Limit? {
        if let v = number(s) { return Limit(level: .crit, value: v, series: series) }
        guard let op = s.firstIndex(where: { "=<>".contains($0) }) else { return nil }
        let word = String(s[..<op]).trimmingSpaces.lowercased()
        guard let level = Level.allCases.first(where: { $0.name == word || (word == "warning" && $0 == .warn) || (word == "critical" && $0 == .crit) }),
              let v = number(String(s[s.index(after: op)...])) else { return nil }
        return Limit(level: level, value: v, below: s[op] == "<", series: series)
    }

    private static func number(_ s: String) -> Double? {
        guard let v = Double(s.trimmingSpaces), v.isFinite else { return nil }
        return v
    }

    /// What a `threshold` setting accepts (its error message says it).
    public static let expected = "a number (a critical limit), or warn=NUMBER and crit=NUMBER joined by commas"
        + " (LEVEL<NUMBER: a lower limit), SERIES: first for one series (cpu:warn=80)"
}
