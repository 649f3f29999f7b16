/// The settings that make a ``ChartStyle``, by name: the file's `"style"` keys and the command
/// line's options share them (`--smoothing monotone` is `"smoothing": "monotone"`), so both are
/// read by the one parser here.
extension ChartStyle {
    /// One named setting and its text, e.g. (`smoothing`, `monotone`).
    public struct Setting: Sendable, Equatable {
        public var key: String
        public var value: String
        public init(_ key: String, _ value: String) { self.key = key; self.value = value }

        /// The key as a file writes it: `--missing-after` is `missing_after`.
        package var name: String { String(key.drop(while: { $0 == "-" }).map { $0 == "-" ? "_" : $0 }) }
    }

    /// Why a setting cannot be applied: one line naming the key and what it accepts.
    package struct SettingError: Error, Sendable, Equatable, CustomStringConvertible {
        public var key: String
        public var value: String
        public var expected: String
        public var description: String {
            "\(key) must be \(expected), not '\(LoadError.shown(value))'"
        }
    }

    /// Every key, in the order the documentation lists them (`unit` and `bytes`: the ``ChartUnits``;
    /// `threshold`: the ``ChartThresholds``).
    public static let keys = ["points", "scatter", "smoothing", "fill", "average", "median", "missing",
                              "missing_after", "value_tags", "y_extent", "unit", "bytes",
                              "threshold", "legend_values", "legend_large", "axis", "log_y"]

    /// `style` with `settings` applied in order (a later one wins).
    package func applying(_ settings: [Setting]) throws(SettingError) -> ChartStyle {
        var s = self
        for setting in settings { try s.apply(setting) }
        return s
    }

    /// Applies one setting. Keys are written with `_` (the file's) or `-` (the command line's,
    /// leading dashes too: `--missing-after`).
    package mutating func apply(_ setting: Setting) throws(SettingError) {
        let key = setting.name
        let v = setting.value.lowercased()
        func fail(_ expected: String) -> SettingError { SettingError(key: setting.key, value: setting.value, expected: expected) }
        switch key {
        case "points", "scatter":
            if key == "points" && (v == "none" || v == "off") { symbol = nil; lines = true; return }
            guard let sym = Symbol(rawValue: v) else {
                throw fail(Symbol.allCases.map(\.rawValue).joined(separator: ", ") + (key == "points" ? " or none" : ""))
            }
            symbol = sym
            lines = key == "points"
        case "smoothing":
            guard let sm = Smoothing(rawValue: v) else { throw fail("linear, quadratic or monotone") }
            smoothing = sm
        case "fill":
            switch v {
            case "gradient": gradientFill = true
            case "none": gradientFill = false
            default: throw fail("gradient or none")
            }
        case "average":
            switch v {
            case "none", "off": average = nil
            case "visible": average = .visible
            case "all": average = .all
            default:
                guard let n = Self.window(v) else { throw fail("visible, all, none or a number of samples 1…\(Self.maxWindow) (a running average)") }
                average = .running(n)
            }
        case "median":
            if v == "none" || v == "off" { median = nil; return }
            guard let n = Self.window(v) else { throw fail("a number of samples 1…\(Self.maxWindow) or none") }
            median = n
        case "missing":
            guard let m = Missing(rawValue: v) else { throw fail("off, shade or bridge") }
            missing = m
        case "missing_after":
            guard let ms = Self.duration(v) else { throw fail("a positive duration like 90s, 5m, 2h, 1d or 500ms") }
            missingAfter = ms
            if missing == .off { missing = .shade }
        case "value_tags":
            switch v {
            case "true", "on", "yes": valueTags = true
            case "false", "off", "no": valueTags = false
            default: throw fail("true or false")
            }
        case "y_extent":
            switch v {
            case "dynamic": yExtent = .dynamic
            case "all": yExtent = .static
            default:
                // MIN..MAX, split at the first ".." (a number's own '.' comes before it or after).
                guard let r = v.firstRange(of: ".."),
                      let lo = Double(v[..<r.lowerBound]), let hi = Double(v[r.upperBound...]),
                      lo.isFinite, hi.isFinite, lo < hi else {
                    throw fail("dynamic, all or MIN..MAX with MIN below MAX")
                }
                yExtent = .fixed(min: lo, max: hi)
            }
        case "legend_values":
            guard let list = LegendValue.list(v) else { throw fail("a list of last, min, avg, max (last,max) or none") }
            legendValues = list
        case "legend_large":
            switch v {
            case "true", "on", "yes": legendLarge = true
            case "false", "off", "no": legendLarge = false
            default: throw fail("true or false")
            }
        case "unit": try units.apply(unit: setting.value, key: setting.key)
        case "bytes": try units.apply(bytes: setting.value, key: setting.key)
        case "threshold": try thresholds.apply(threshold: setting.value, key: setting.key)
        case "axis": try axes.apply(axis: setting.value, key: setting.key)
        case "log_y", "log_y_axis": try axes.apply(logY: setting.value, key: setting.key)
        default:
            throw SettingError(key: setting.key, value: setting.value,
                               expected: "a style key (" + Self.keys.joined(separator: ", ") + ")")
        }
    }

    /// A window of 1…`maxWindow` samples.
    private static func window(_ s: String) -> Int? {
        guard let n = Int(s), (1 ... maxWindow).contains(n) else { return nil }
        return n
    }

    /// Milliseconds of `90s`, `5m`, `2h`, `1d`, `500ms` or a bare number of milliseconds.
    static func duration(_ s: String) -> Double? {
        let units: [(String, Double)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000), ("d", 86_400_000)]
        var number = Substring(s), factor = 1.0
        for (suffix, f) in units where s.hasSuffix(suffix) {
            number = s.dropLast(suffix.count); factor = f
            break
        }
        guard let v = Double(number), v.isFinite, v > 0, (v * factor).isFinite else { return nil }
        return v * factor
    }
}
