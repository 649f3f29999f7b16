/// Writing values in their unit: axis labels (`axisLabel(_:step:lower:upper:)`), exact-enough
/// values for the info board, value tags and `--describe` (``text(_:)``: three significant
/// digits, `23 GiB`, `850 ms`, `3m 35s`) and words for speech (`spoken(_:)`: `23 gibibytes`).
extension Unit {
    /// One prefix of a unit: how many base units it is, its symbol and its words.
    struct Prefix {
        var divisor: Double
        var symbol: String
        var singular: String
        var plural: String
    }

    /// The unit with its bytes written in `system` (other units unchanged).
    package func writing(bytes system: ByteSystem) -> Unit {
        var u = self
        u.bytes = system
        return u
    }

    /// The label of a grid line at `v` (data units) on an axis from `lower` to `upper` whose lines
    /// are `step` apart: every label of the axis in one prefix, the one of its largest magnitude,
    /// with the decimals the step needs (`0`, `0.5 GiB`, `1 GiB`); durations of a step of a
    /// second or more as `45 s`, `15 min`, `1h 30m`; zero as `0`.
    package func axisLabel(_ v: Double, step: Double, lower: Double, upper: Double) -> String {
        guard v.isFinite else { return NumberFormat.short(v) }
        if case .text(let t) = quantity { return NumberFormat.short(v, step: step) + Self.joined(t) }
        if v == 0 { return "0" }
        let b = v * scale, baseStep = abs(step * scale)
        if case .seconds = quantity, baseStep >= 1 - 1e-9 { return Self.duration(b, spoken: false) }
        let p = prefix(forMagnitude: max(abs(lower), abs(upper)) * scale)
        let x = b / p.divisor
        if abs(x) < 1e-3 || abs(x) >= 1e15 { return NumberFormat.scientific(x, significantDigits: 3) + separator + p.symbol }
        let decimals = max(NumberFormat.decimalsOf(baseStep / p.divisor), abs(x) >= 1 || baseStep > 0 ? 0 : 3)
        return NumberFormat.fixed(x, decimals: min(decimals, 6), trimZeros: true) + separator + p.symbol
    }

    /// `v` (data units) with three significant digits in the prefix that suits it: `23 GiB`,
    /// `1.25 kW`, `42.5%`, `-3.2 °C`, `850 ms`, `3m 35s`, `2h 5m`, `4d 3h`; a plain suffix after
    /// the exact grouped value (`1 234 req/s`); NaN as `–`.
    public func text(_ v: Double) -> String {
        guard v.isFinite else { return NumberFormat.grouped(v) }
        if case .text(let t) = quantity { return NumberFormat.grouped(v) + Self.joined(t) }
        let b = v * scale
        if case .seconds = quantity { return Self.duration(b, spoken: false) }
        let p = prefix(forMagnitude: abs(b))
        return Self.significant(b / p.divisor) + separator + p.symbol
    }

    /// `v` in words for a speech service: `23 gibibytes`, `1 kilowatt`, `42.5 percent`,
    /// `3 minutes 35 seconds`, `21.5 degrees Celsius`.
    package func spoken(_ v: Double) -> String {
        guard v.isFinite else { return text(v) }
        if case .text = quantity { return text(v) }
        let b = v * scale
        if case .seconds = quantity { return Self.duration(b, spoken: true) }
        let p = prefix(forMagnitude: abs(b))
        let n = Self.significant(b / p.divisor)
        return n + " " + (n == "1" || n == "-1" ? p.singular : p.plural)
    }

    /// What stands between the number and the symbol: nothing for `%`, else a space.
    var separator: String { quantity == .percent ? "" : " " }

    /// A plain suffix after a number: `/s` joined, other text after a space.
    static func joined(_ text: String) -> String { text.hasPrefix("/") ? text : " " + text }

    /// The prefix for a magnitude in base units: the largest not above it (the base for zero,
    /// the smallest for magnitudes below every prefix).
    func prefix(forMagnitude m: Double) -> Prefix {
        let all = prefixes
        var chosen = all.first { $0.divisor == 1 } ?? all[0]
        guard m > 0, m.isFinite else { return chosen }
        chosen = all[0]
        for p in all where p.divisor <= m * (1 + 1e-9) { chosen = p }
        return chosen
    }

    /// The prefixes of the unit, smallest first: a table made once per kind of unit, so writing
    /// a value builds no list (a y label is written every frame).
    var prefixes: [Prefix] {
        switch quantity {
        case .bytes: return bytes == .iec ? Self.iecBytes : Self.siBytes
        case .bytesPerSecond: return bytes == .iec ? Self.iecByteRates : Self.siByteRates
        case .bitsPerSecond: return Self.bitRates
        case .percent: return Self.percent
        case .celsius: return Self.celsius
        case .fahrenheit: return Self.fahrenheit
        case .seconds: return Self.seconds
        case .metric(let symbol, let name):
            if let known = Self.metricTables[symbol], known.name == name { return known.prefixes }
            return Self.metric(symbol: symbol, name: name)
        case .text(let t): return [Prefix(divisor: 1, symbol: t, singular: t, plural: t)]
        }
    }

    private static let iecBytes = byteTable(iec: true, rate: false), siBytes = byteTable(iec: false, rate: false)
    private static let iecByteRates = byteTable(iec: true, rate: true), siByteRates = byteTable(iec: false, rate: true)
    private static let bitRates: [Prefix] = ["", "k", "M", "G", "T", "P"].enumerated().map { k, s in
        let word = ["", "kilo", "mega", "giga", "tera", "peta"][k] + "bit"
        return Prefix(divisor: pow1000(k), symbol: s + "bit/s", singular: word + " per second", plural: word + "s per second")
    }
    private static let percent = [Prefix(divisor: 1, symbol: "%", singular: "percent", plural: "percent")]
    private static let celsius = [Prefix(divisor: 1, symbol: "°C", singular: "degree Celsius", plural: "degrees Celsius")]
    private static let fahrenheit = [Prefix(divisor: 1, symbol: "°F", singular: "degree Fahrenheit", plural: "degrees Fahrenheit")]
    /// Durations below a minute: ns, µs, ms, s.
    private static let seconds = metric(symbol: "s", name: "second").filter { $0.divisor <= 1 }
    /// The prefixes of each of `Unit.metricSymbols`, by symbol.
    private static let metricTables: [String: (name: String, prefixes: [Prefix])] = Dictionary(
        metricSymbols.map { ($0.symbol, ($0.name, metric(symbol: $0.symbol, name: $0.name))) }, uniquingKeysWith: { a, _ in a })

    /// Bytes or bytes per second in IEC (1024) or SI (1000) prefixes.
    private static func byteTable(iec: Bool, rate: Bool) -> [Prefix] {
        let names: [(symbol: String, word: String)] = iec
            ? [("B", "byte"), ("KiB", "kibibyte"), ("MiB", "mebibyte"), ("GiB", "gibibyte"), ("TiB", "tebibyte"),
               ("PiB", "pebibyte"), ("EiB", "exbibyte")]
            : [("B", "byte"), ("kB", "kilobyte"), ("MB", "megabyte"), ("GB", "gigabyte"), ("TB", "terabyte"),
               ("PB", "petabyte"), ("EB", "exabyte")]
        return names.enumerated().map { k, n in
            Prefix(divisor: iec ? pow1024(k) : pow1000(k), symbol: n.symbol + (rate ? "/s" : ""),
                   singular: n.word + (rate ? " per second" : ""), plural: n.word + "s" + (rate ? " per second" : ""))
        }
    }

    /// An SI unit's prefixes from nano to tera.
    private static func metric(symbol: String, name: String) -> [Prefix] {
        let list: [(Double, String, String)] = [(1e-9, "n", "nano"), (1e-6, "µ", "micro"), (1e-3, "m", "milli"), (1, "", ""),
                                                (1e3, "k", "kilo"), (1e6, "M", "mega"), (1e9, "G", "giga"), (1e12, "T", "tera")]
        let plural = name.hasSuffix("z") ? name : name + "s"
        return list.map { Prefix(divisor: $0.0, symbol: $0.1 + symbol, singular: $0.2 + name, plural: $0.2 + plural) }
    }

    /// `x` with three significant digits, trailing zeros dropped (`23`, `1.25`, `0.425`, `850`).
    static func significant(_ x: Double) -> String {
        let m = abs(x)
        // Beyond the largest prefix (more than 9999 of it) or below the smallest: 8.67e11 EiB.
        if m >= 1e4 || (m > 0 && m < 1e-4) { return NumberFormat.scientific(x, significantDigits: 3) }
        var decimals = m >= 100 ? 0 : m >= 10 ? 1 : 2
        var t = m
        while t > 0 && t < 1 && decimals < 8 { t *= 10; decimals += 1 }
        return NumberFormat.fixed(x, decimals: decimals, trimZeros: true)
    }

    /// A duration of `s` seconds: below a minute in ns, µs, ms or s with three significant
    /// digits; above in two parts rounded to the smaller (`3m 35s`, `2h 5m`, `4d 3h`), a whole
    /// one alone (`15 min`, `2 h`, `3 d`); spoken in words (`3 minutes 35 seconds`).
    static func duration(_ s: Double, spoken: Bool) -> String {
        let sign = s < 0 ? "-" : "", m = abs(s)
        if m == 0 { return spoken ? "0 seconds" : "0 s" }
        if m >= 1e15 { return NumberFormat.scientific(s, significantDigits: 3) + (spoken ? " seconds" : " s") }
        if m < 59.5 {
            let p = Unit(.seconds, written: "s").prefix(forMagnitude: m)
            let n = significant(s / p.divisor)
            return n + " " + (spoken ? (n == "1" ? p.singular : p.plural) : p.symbol)
        }
        let units = durationUnits
        // The largest unit the value reaches once rounded to the next smaller one.
        let k = units.indices.first { m >= units[$0].0 - units[min($0 + 1, 3)].0 / 2 } ?? 3
        let small = units[min(k + 1, 3)].0
        let total = (m / small).rounded()
        let per = (units[k].0 / small).rounded()
        let big = (total / per).rounded(.down), rest = total - big * per
        func word(_ n: Double, _ i: Int) -> String {
            let count = NumberFormat.fixed(n, decimals: 0)
            return spoken ? count + " " + units[i].3 + (n == 1 ? "" : "s") : count + units[i].1
        }
        if rest == 0 {
            return sign + (spoken ? word(big, k) : NumberFormat.fixed(big, decimals: 0) + " " + units[k].2)
        }
        return sign + word(big, k) + " " + word(rest, min(k + 1, 3))
    }

    /// The parts of a duration of a minute or more: (seconds per unit, written short, written
    /// alone, word).
    private static let durationUnits: [(Double, String, String, String)] = [
        (86400, "d", "d", "day"), (3600, "h", "h", "hour"), (60, "m", "min", "minute"), (1, "s", "s", "second"),
    ]
}
