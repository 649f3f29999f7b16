/// What a series' values measure, and so how they are written: bytes, durations, percent,
/// temperatures, SI quantities, or an unknown unit kept as a plain suffix (`req/s`, `m³/h`).
///
/// A unit is read from the names people write (``init(parsing:)``: `bytes`, `KiB`, `%`, `ms`,
/// `°C`, `kW`…). Values stay in the data's own unit; ``scale`` says how many base units one
/// value is (1024 for `KiB`, 0.001 for `ms`, 1000 for `kW`, 100 for a `ratio` of 0–1 shown in
/// percent), and formatting picks the prefix that suits the magnitude (`23.0 GiB`, `850 ms`).
public struct Unit: Hashable, Sendable {
    /// The kind of quantity, which decides prefixes and tick steps.
    public enum Quantity: Hashable, Sendable {
        /// Bytes, in IEC (`KiB`, 1024) or SI (`kB`, 1000) prefixes as ``Unit/bytes`` says.
        case bytes
        /// Bytes per second (`MiB/s`).
        case bytesPerSecond
        /// Bits per second, SI prefixes (`Mbit/s`).
        case bitsPerSecond
        /// Percent (0–100 in base units).
        case percent
        /// A duration in seconds (`850 ms`, `3m 35s`, `2h 5m`).
        case seconds
        /// Degrees Celsius.
        case celsius
        /// Degrees Fahrenheit.
        case fahrenheit
        /// An SI unit with metric prefixes (`mV`, `kW`): its symbol and its name in words.
        case metric(symbol: String, name: String)
        /// Anything else: the values as plain counts with the text after them.
        case text(String)
    }

    /// The prefixes bytes are written in.
    public enum ByteSystem: String, Hashable, Sendable, CaseIterable {
        /// Powers of 1024: KiB, MiB, GiB (the default).
        case iec
        /// Powers of 1000: kB, MB, GB.
        case si
    }

    package var quantity: Quantity
    /// Base units per value: 1024 for `KiB`, 0.001 for `ms`, 100 for a 0–1 ratio in percent.
    public var scale: Double
    /// The prefixes of byte quantities.
    public var bytes: ByteSystem
    /// The unit as written (`kW`, `°C`), for the legend's `name (unit)`.
    public var written: String

    public init(_ quantity: Quantity, scale: Double = 1, bytes: ByteSystem = .iec, written: String) {
        self.quantity = quantity; self.scale = scale; self.bytes = bytes; self.written = written
    }

    /// Whether the unit is one of the known ones (not a plain suffix).
    var isKnown: Bool {
        if case .text = quantity { return false }
        return true
    }

    /// The unit `name` means: a known name or symbol (case matters where it tells units apart:
    /// `MB` and `mB`, `Mbit/s` and `mbit/s`; words in any case), else `name` as a plain suffix.
    /// Never fails: an unknown unit is still written after the values.
    public init(parsing name: String) {
        let t = name.trimmingSpaces
        if let u = Unit.known(t) { self = u; return }
        self.init(.text(t), written: t)
    }

    /// The known unit `name` means, or `nil`.
    public static func known(_ name: String) -> Unit? {
        if let e = symbols[name] ?? words[name.lowercased()] {
            return Unit(e.0, scale: e.1, bytes: e.2, written: name)
        }
        // A metric symbol with an SI prefix: kW, mV, MWh, GHz.
        for (prefix, factor) in metricPrefixes where name.hasPrefix(prefix) {
            let rest = String(name.dropFirst(prefix.count))
            if let m = metricSymbols.first(where: { $0.symbol == rest }) {
                return Unit(.metric(symbol: m.symbol, name: m.name), scale: factor, written: name)
            }
        }
        if let m = metricSymbols.first(where: { $0.symbol == name || $0.name == name.lowercased() || $0.name + "s" == name.lowercased() }) {
            return Unit(.metric(symbol: m.symbol, name: m.name), written: name)
        }
        return nil
    }

    /// The names ``known(_:)`` reads as words, for messages (`--unit`'s error lists them).
    static let knownNames = ["bytes", "B", "KiB", "MiB", "GiB", "kB", "MB", "GB", "bytes/s", "B/s", "MiB/s", "bps", "bits/s",
                                    "Mbit/s", "percent", "%", "ratio", "seconds", "s", "ms", "us", "ns", "minutes", "hours", "days",
                                    "celsius", "°C", "fahrenheit", "°F", "volts", "V", "watts", "W", "kW", "joules", "J", "Wh",
                                    "kWh", "meters", "m", "km", "amperes", "A", "hertz", "Hz"]

    private typealias Entry = (Quantity, Double, ByteSystem)

    /// Symbols, case as written.
    private static let symbols: [String: Entry] = {
        var d: [String: Entry] = [
            "B": (.bytes, 1, .iec), "%": (.percent, 1, .iec),
            "s": (.seconds, 1, .iec), "ms": (.seconds, 1e-3, .iec), "us": (.seconds, 1e-6, .iec), "µs": (.seconds, 1e-6, .iec),
            "μs": (.seconds, 1e-6, .iec), "ns": (.seconds, 1e-9, .iec), "min": (.seconds, 60, .iec), "h": (.seconds, 3600, .iec),
            "d": (.seconds, 86400, .iec),
            "°C": (.celsius, 1, .iec), "℃": (.celsius, 1, .iec), "C": (.celsius, 1, .iec), "degC": (.celsius, 1, .iec),
            "°F": (.fahrenheit, 1, .iec), "℉": (.fahrenheit, 1, .iec), "F": (.fahrenheit, 1, .iec), "degF": (.fahrenheit, 1, .iec),
            "bps": (.bitsPerSecond, 1, .iec), "b/s": (.bitsPerSecond, 1, .iec), "Bps": (.bytesPerSecond, 1, .iec),
        ]
        for (k, p) in ["Ki", "Mi", "Gi", "Ti", "Pi", "Ei"].enumerated() {
            let f = pow1024(k + 1)
            d[p + "B"] = (.bytes, f, .iec)
            d[p + "B/s"] = (.bytesPerSecond, f, .iec)
        }
        for (k, p) in ["k", "M", "G", "T", "P", "E"].enumerated() {
            let f = pow1000(k + 1)
            d[p + "B"] = (.bytes, f, .si)
            d[p + "B/s"] = (.bytesPerSecond, f, .si)
            d[p + "bps"] = (.bitsPerSecond, f, .iec)
            d[p + "bit/s"] = (.bitsPerSecond, f, .iec)
            d[p + "b/s"] = (.bitsPerSecond, f, .iec)
        }
        d["KB"] = (.bytes, 1000, .si)
        d["KB/s"] = (.bytesPerSecond, 1000, .si)
        d["B/s"] = (.bytesPerSecond, 1, .iec)
        return d
    }()

    /// Words, lower-cased.
    private static let words: [String: Entry] = [
        "byte": (.bytes, 1, .iec), "bytes": (.bytes, 1, .iec), "bytes/s": (.bytesPerSecond, 1, .iec),
        "bytes/sec": (.bytesPerSecond, 1, .iec), "bit/s": (.bitsPerSecond, 1, .iec), "bits/s": (.bitsPerSecond, 1, .iec),
        "bits/sec": (.bitsPerSecond, 1, .iec),
        "percent": (.percent, 1, .iec), "pct": (.percent, 1, .iec), "ratio": (.percent, 100, .iec),
        "fraction": (.percent, 100, .iec), "percentunit": (.percent, 100, .iec),
        "sec": (.seconds, 1, .iec), "secs": (.seconds, 1, .iec), "second": (.seconds, 1, .iec), "seconds": (.seconds, 1, .iec),
        "msec": (.seconds, 1e-3, .iec), "millisecond": (.seconds, 1e-3, .iec), "milliseconds": (.seconds, 1e-3, .iec),
        "microsecond": (.seconds, 1e-6, .iec), "microseconds": (.seconds, 1e-6, .iec),
        "nanosecond": (.seconds, 1e-9, .iec), "nanoseconds": (.seconds, 1e-9, .iec),
        "minute": (.seconds, 60, .iec), "minutes": (.seconds, 60, .iec), "mins": (.seconds, 60, .iec),
        "hour": (.seconds, 3600, .iec), "hours": (.seconds, 3600, .iec), "hr": (.seconds, 3600, .iec),
        "day": (.seconds, 86400, .iec), "days": (.seconds, 86400, .iec),
        "celsius": (.celsius, 1, .iec), "fahrenheit": (.fahrenheit, 1, .iec),
        "metres": (.metric(symbol: "m", name: "meter"), 1, .iec), "metre": (.metric(symbol: "m", name: "meter"), 1, .iec),
    ]

    /// SI symbols that take metric prefixes, with their names.
    static let metricSymbols: [(symbol: String, name: String)] = [
        ("V", "volt"), ("W", "watt"), ("J", "joule"), ("Wh", "watt-hour"), ("m", "meter"), ("A", "ampere"),
        ("Hz", "hertz"), ("VA", "volt-ampere"), ("g", "gram"), ("Pa", "pascal"),
    ]

    /// Metric prefixes a unit may be written with, longest first where one starts another.
    static let metricPrefixes: [(String, Double)] = [
        ("n", 1e-9), ("µ", 1e-6), ("μ", 1e-6), ("u", 1e-6), ("m", 1e-3), ("c", 1e-2), ("k", 1e3), ("M", 1e6), ("G", 1e9), ("T", 1e12),
    ]

    static func pow1024(_ k: Int) -> Double { var p = 1.0; for _ in 0 ..< k { p *= 1024 }; return p }
    static func pow1000(_ k: Int) -> Double { var p = 1.0; for _ in 0 ..< k { p *= 1000 }; return p }
}

/// `series.unit = "kW"`: a literal is read like a header's unit (``Unit/init(parsing:)``).
extension Unit: ExpressibleByStringLiteral {
    public init(stringLiteral name: String) { self.init(parsing: name) }
}
