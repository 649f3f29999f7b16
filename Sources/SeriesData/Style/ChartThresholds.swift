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
        /// The number as written: in ``unit``, or (a bare number) in the unit its series is shown
        /// in (`raw(shownIn:)`).
        public var value: Double
        /// A lower limit (`crit<10`): values below it are beyond.
        public var below: Bool
        /// The series it judges (its id or name); `nil`: every series without limits of its own.
        public var series: String?
        /// The unit written after the number (`2GiB`, `80%`, `500ms`); `nil`: a bare number.
        public var unit: Unit?

        public init(level: Level, value: Double, below: Bool = false, series: String? = nil, unit: Unit? = nil) {
            self.level = level; self.value = value; self.below = below; self.series = series; self.unit = unit
        }

        /// The limit in the numbers of a series shown in `shown` (`ChartUnits.unit(of:)`). A bare
        /// number is in the series' own unit (bytes, `ms` for a series in ms), except a 0–1 ratio,
        /// which is shown in percent and so limited in percent (`80` is 0.8); a number with a
        /// unit is converted (`2GiB` on bytes: 2147483648; `1.5s` on ms: 1500; `86°F` on °C: 30).
        /// `nil`: the unit written does not fit (`2GiB` on percent; any unit on a series without one).
        package func raw(shownIn shown: Unit?) -> Double? {
            guard let unit else {
                if let shown, case .percent = shown.quantity { return value / shown.scale }
                return value
            }
            guard let shown else { return nil }
            return unit.convert(value, to: shown)
        }

        /// Whether `v` lies beyond the limit at `raw` (`raw(shownIn:)`); a gap never does.
        @inlinable
        func isBeyond(_ v: Double, raw: Double) -> Bool { below ? v < raw : v > raw }

        /// The limit as a setting writes it (`crit=2GiB`, `warn<10`).
        public var written: String {
            let n = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
            return (series.map { $0 + ":" } ?? "") + level.name + (below ? "<" : "=") + n + (unit?.written ?? "")
        }
    }

    /// A limit whose unit does not fit its series' (`warn=2GiB` on a series in percent, a unit on
    /// a series without one): such a limit judges nothing, and the command line, the kiosk file
    /// and the contest's `"style"` say so (`unitMismatches(in:units:)`).
    package struct UnitMismatch: Error, Sendable, Equatable, CustomStringConvertible {
        public var limit: Limit
        /// The series' name, and the unit it is shown in.
        public var series: String
        public var shown: Unit?

        public var description: String {
            let written = limit.unit?.written ?? "", head = "'\(limit.written)' does not fit series '\(series)': "
            guard let shown else { return head + "it has no unit to read \(written) in (give it one, or write a plain number)" }
            let named = shown.written == shown.quantityName ? "" : " (\(shown.written))"
            return head + "\(written) is \(limit.unit?.quantityName ?? "no unit"), the series is in \(shown.quantityName)\(named)"
        }
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

    /// Limit `l` in the numbers of series `s` (`Limit.raw(shownIn:)`, in the unit `units` show
    /// `s` in); `nil` when `l` does not judge `s` (`applies(_:to:)`) or its unit does not fit.
    /// Everything that judges, draws, describes or says a limit reads it here.
    /// - Complexity: O(limits + units' series).
    package func raw(_ l: Limit, for s: Series, units: ChartUnits) -> Double? {
        guard applies(l, to: s) else { return nil }
        return l.raw(shownIn: units.unit(of: s))
    }

    /// The level of value `v` of series `s`: the worst limit it lies beyond; `nil`: none (or a gap).
    /// - Complexity: O(limits²).
    package func level(of v: Double, series s: Series, units: ChartUnits = ChartUnits()) -> Level? {
        var worst: Level?
        for l in limits where (worst ?? .warn) <= l.level {
            if let raw = raw(l, for: s, units: units), l.isBeyond(v, raw: raw) { worst = l.level }
        }
        return worst
    }

    /// The limits whose unit does not fit a series they judge, one for each such pair: the
    /// command line refuses them, a kiosk panel warns (the limit then judges nothing).
    /// - Complexity: O(series · limits²).
    package func unitMismatches(in series: [Series], units: ChartUnits) -> [UnitMismatch] {
        var found: [UnitMismatch] = []
        for s in series where s.comparison == nil {
            for l in limits where l.unit != nil && applies(l, to: s) && raw(l, for: s, units: units) == nil {
                found.append(UnitMismatch(limit: l, series: s.name, shown: units.unit(of: s)))
            }
        }
        return found
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

    /// `AMOUNT`, `LEVEL=AMOUNT`, `LEVEL>AMOUNT` or `LEVEL<AMOUNT`.
    private static func limit(_ s: String, series: String?) -> Limit? {
        if let (v, unit) = amount(s) { return Limit(level: .crit, value: v, series: series, unit: unit) }
        guard let op = s.firstIndex(where: { "=<>".contains($0) }) else { return nil }
        let word = String(s[..<op]).trimmingSpaces.lowercased()
        guard let level = Level.allCases.first(where: { $0.name == word || (word == "warning" && $0 == .warn) || (word == "critical" && $0 == .crit) }),
              let (v, unit) = amount(String(s[s.index(after: op)...])) else { return nil }
        return Limit(level: level, value: v, below: s[op] == "<", series: series, unit: unit)
    }

    /// A number, and the unit written after it if any (`80`, `80%`, `2 GiB`, `1.5s`, `-5°C`): the
    /// longest start that is a number, then a unit as `--unit` reads one (`ChartUnits`).
    private static func amount(_ text: String) -> (Double, Unit?)? {
        let s = text.trimmingSpaces
        if let v = Double(s) { return v.isFinite ? (v, nil) : nil }
        var end = s.startIndex, i = s.startIndex, number: Double?
        while i < s.endIndex, "0123456789.+-eE".contains(s[i]) {
            i = s.index(after: i)
            if let v = Double(s[..<i]) { number = v; end = i }
        }
        guard let number, number.isFinite, let unit = ChartUnits.unit(named: String(s[end...]).trimmingSpaces) else { return nil }
        return (number, unit)
    }

    /// What a `threshold` setting accepts (its error message says it).
    public static let expected = "a number (a critical limit), or warn=NUMBER and crit=NUMBER joined by commas"
        + " (LEVEL<NUMBER: a lower limit), SERIES: first for one series (cpu:warn=80); a NUMBER may end in a unit (80%, 2GiB, 500ms)"
}
