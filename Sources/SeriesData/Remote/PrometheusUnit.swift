/// The unit of a PromQL query's result by Prometheus's metric naming conventions: `_bytes`,
/// `_seconds`, `_ratio` (0–1, shown in percent), `_percent`, `_celsius`, `_volts`, `_watts`,
/// `_joules`, `_meters`, `_amperes`, `_hertz` (before `_total`, `_sum`, `_bucket`); `rate()` or
/// `irate()` of a `_total` counter per second (bytes → bytes/s, seconds → a ratio of time shown
/// in percent, joules → watts, plain counts → `/s`).
///
/// A query whose metrics disagree, or that multiplies or divides (`a / b`, `x * 8`), has no unit:
/// a wrong unit is worse than none.
package enum PrometheusUnit {
    /// The unit of `query`'s values, or `nil` when the names say none or disagree.
    /// - Complexity: O(query length).
    public static func of(query: String) -> Unit? {
        var found: Unit?? = .none
        var bytes = Array(query.utf8)[...]
        var calls: [String?] = []          // the function of each open parenthesis (nil: grouping)
        var skipList = false               // the next parenthesis is `by (…)`'s label list
        while let c = bytes.first {
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                bytes = bytes.dropFirst()
                while let d = bytes.first, d != c { bytes = bytes.dropFirst(d == UInt8(ascii: "\\") ? 2 : 1) }
                bytes = bytes.dropFirst()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = c == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                while let d = bytes.first, d != close { bytes = bytes.dropFirst() }
                bytes = bytes.dropFirst()
            case UInt8(ascii: "("):
                if skipList {
                    while let d = bytes.first, d != UInt8(ascii: ")") { bytes = bytes.dropFirst() }
                    skipList = false
                } else {
                    calls.append(nil)
                }
                bytes = bytes.dropFirst()
            case UInt8(ascii: ")"):
                _ = calls.popLast()
                bytes = bytes.dropFirst()
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return nil
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "."):
                // A number or a duration (`0.99`, `1e3`, `5m`): no metric in it.
                bytes = bytes.drop { isNamePart($0) || $0 == UInt8(ascii: ".") }
            default:
                guard isNameStart(c) else { bytes = bytes.dropFirst(); continue }
                let name = String(decoding: bytes.prefix(while: isNamePart), as: UTF8.self)
                bytes = bytes.dropFirst(name.utf8.count)
                let rest = bytes.drop { $0 == UInt8(ascii: " ") }
                if rest.first == UInt8(ascii: "(") {
                    if listKeywords.contains(name) { skipList = true; continue }
                    calls.append(name)
                    bytes = rest.dropFirst()
                    continue
                }
                guard !keywords.contains(name) else { continue }
                // Per second inside rate() or irate(), unless a quantile of the buckets is taken.
                let quantile = calls.contains { $0 == "histogram_quantile" }
                let rated = !quantile && (calls.last.flatMap { $0 }.map { ["rate", "irate"].contains($0) } ?? false)
                let u = unit(metric: name, rated: rated)
                if let f = found, f != u { return nil }
                found = .some(u)
            }
        }
        return found ?? nil
    }

    /// The unit of metric `name`, read per second when `rated`.
    static func unit(metric name: String, rated: Bool) -> Unit? {
        var base = Substring(name)
        let counter = base.hasSuffix("_total")
        if counter { base = base.dropLast(6) }
        if base.hasSuffix("_count") { return rated ? Unit(.text("/s"), written: "") : nil }
        for suffix in ["_bucket", "_sum"] where base.hasSuffix(suffix) { base = base.dropLast(suffix.count) }
        guard let unit = suffixes.first(where: { base.hasSuffix($0.0) })?.1 else {
            return rated && counter ? Unit(.text("/s"), written: "") : nil
        }
        guard rated else { return unit }
        guard counter || name.hasSuffix("_sum") else { return nil }
        switch unit.quantity {
        case .bytes: return Unit(.bytesPerSecond, written: "")
        case .seconds: return Unit(.percent, scale: 100, written: "")
        case .metric(symbol: "J", _): return Unit(.metric(symbol: "W", name: "watt"), written: "")
        default: return nil
        }
    }

    /// Name suffixes and their units (written empty: the legend keeps the series' name alone).
    private static let suffixes: [(String, Unit)] = [
        ("_bytes", Unit(.bytes, written: "")), ("_seconds", Unit(.seconds, written: "")),
        ("_ratio", Unit(.percent, scale: 100, written: "")), ("_percent", Unit(.percent, written: "")),
        ("_celsius", Unit(.celsius, written: "")), ("_volts", Unit(.metric(symbol: "V", name: "volt"), written: "")),
        ("_watts", Unit(.metric(symbol: "W", name: "watt"), written: "")),
        ("_joules", Unit(.metric(symbol: "J", name: "joule"), written: "")),
        ("_meters", Unit(.metric(symbol: "m", name: "meter"), written: "")),
        ("_amperes", Unit(.metric(symbol: "A", name: "ampere"), written: "")),
        ("_hertz", Unit(.metric(symbol: "Hz", name: "hertz"), written: "")),
    ]

    /// Words that are not metrics (aggregations written `sum by (…) (…)` among them); those
    /// before a parenthesised label list.
    private static let keywords: Set<String> = ["by", "without", "on", "ignoring", "group_left", "group_right", "offset", "bool",
                                                "and", "or", "unless", "inf", "nan", "Inf", "NaN", "start", "end",
                                                "sum", "avg", "min", "max", "count", "stddev", "stdvar", "topk", "bottomk",
                                                "quantile", "count_values", "group", "limitk", "limit_ratio"]
    private static let listKeywords: Set<String> = ["by", "without", "on", "ignoring", "group_left", "group_right"]

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: ":")
    }

    private static func isNamePart(_ c: UInt8) -> Bool { isNameStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) }
}
