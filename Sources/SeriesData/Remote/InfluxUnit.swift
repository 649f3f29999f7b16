/// The unit of an InfluxQL query's values from the field names it selects, where they are
/// obvious: Telegraf's `usage_*` (cpu) and `*_percent` (mem, disk) are percent, `*_bytes` and
/// `bytes_*` (diskio, net) bytes, and the suffixes Prometheus' conventions know (`_seconds`,
/// `_celsius`, `_watts`…, `PrometheusUnit`). Inside `derivative()` or
/// `non_negative_derivative()` bytes become bytes per second (the per-second rate Telegraf's
/// counters are charted with); other derivatives have no unit.
///
/// A query whose fields disagree, that computes with them (`a / b`, `x * 8`) or selects `*` has
/// no unit: a wrong unit is worse than none.
public enum InfluxUnit {
    /// The unit of `query`'s values, or `nil` when the names say none or disagree.
    /// - Complexity: O(query length).
    public static func of(query: String) -> Unit? {
        let text = Array(query.utf8)
        guard let select = keyword("select", in: text, from: 0).map({ $0 + 6 }) else { return nil }
        let end = keyword("from", in: text, from: select) ?? text.count
        var found: Unit?? = .none
        var calls: [String?] = []
        var i = select, afterAs = false
        while i < end {
            let c = text[i]
            switch c {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                var j = i + 1
                while j < end, text[j] != c { j += text[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let name = String(decoding: text[i + 1 ..< min(j, end)], as: UTF8.self)
                i = j + 1
                // A string literal ('…') is no field; neither is an alias.
                if c == UInt8(ascii: "\""), !afterAs, !field(name, rated: isRated(calls), into: &found) { return nil }
                afterAs = false
            case UInt8(ascii: "("):
                calls.append(nil)
                i += 1
            case UInt8(ascii: ")"):
                _ = calls.popLast()
                i += 1
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"):
                return nil
            case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"):
                // A number or a duration (`1s`, `-1`): no field in it.
                i += 1
                while i < end, isNamePart(text[i]) || text[i] == UInt8(ascii: ".") { i += 1 }
            default:
                guard isNameStart(c) else { i += 1; continue }
                var j = i
                while j < end, isNamePart(text[j]) { j += 1 }
                let name = String(decoding: text[i ..< j], as: UTF8.self)
                i = j
                while i < end, text[i] == UInt8(ascii: " ") { i += 1 }
                if i < end, text[i] == UInt8(ascii: "(") {
                    calls.append(name.lowercased())
                    i += 1
                    continue
                }
                if name.lowercased() == "as" { afterAs = true; continue }
                if afterAs || keywords.contains(name.lowercased()) { afterAs = false; continue }
                if !field(name, rated: isRated(calls), into: &found) { return nil }
            }
        }
        return found ?? nil
    }

    /// Takes field `name`'s unit into `found`; `false` when it disagrees with one found before.
    private static func field(_ name: String, rated: Bool, into found: inout Unit??) -> Bool {
        let u = unit(field: name, rated: rated)
        if let f = found, f != u { return false }
        found = .some(u)
        return true
    }

    /// Whether the innermost function around a field is a derivative.
    private static func isRated(_ calls: [String?]) -> Bool {
        calls.contains { $0 == "derivative" || $0 == "non_negative_derivative" }
    }

    /// The unit of field `name`, per second when `rated`.
    static func unit(field name: String, rated: Bool) -> Unit? {
        let percent = name.hasPrefix("usage_") || name.hasSuffix("_percent")
        let bytes = name.hasSuffix("_bytes") || name.hasPrefix("bytes_")
        if rated { return bytes ? Unit(.bytesPerSecond, written: "") : nil }
        if percent { return Unit(.percent, written: "") }
        if bytes { return Unit(.bytes, written: "") }
        return PrometheusUnit.unit(metric: name, rated: false)
    }

    /// The offset of keyword `word` (as a whole word, any case, not quoted) at or after `from`.
    private static func keyword(_ word: String, in text: [UInt8], from: Int) -> Int? {
        let w = Array(word.utf8)
        var i = from, quote: UInt8?
        while i + w.count <= text.count {
            let c = text[i]
            if let q = quote {
                if c == q { quote = nil }
                i += c == UInt8(ascii: "\\") ? 2 : 1
                continue
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { quote = c; i += 1; continue }
            let before = i == 0 || !isNamePart(text[i - 1])
            let after = i + w.count == text.count || !isNamePart(text[i + w.count])
            if before, after, zip(text[i ..< i + w.count], w).allSatisfy({ $0 | 0x20 == $1 }) { return i }
            i += 1
        }
        return nil
    }

    private static let keywords: Set<String> = ["distinct", "true", "false", "null"]

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }

    private static func isNamePart(_ c: UInt8) -> Bool { isNameStart(c) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) }
}
