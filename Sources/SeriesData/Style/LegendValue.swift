/// A value written beside a series' name in the legend (`--legend-values last,min,avg,max`),
/// each over the visible points.
package enum LegendValue: String, CaseIterable, Sendable {
    case last, min, avg, max

    /// `last,min,avg,max` (also `mean`, `current`; `none` for none), in the order written,
    /// without repeats; `nil` for anything else.
    public static func list(_ text: String) -> [LegendValue]? {
        let words = text.lowercased().split(separator: ",").map { $0.filter { $0 != " " } }.filter { !$0.isEmpty }
        if words == ["none"] { return [] }
        var out: [LegendValue] = []
        for w in words {
            guard let v = LegendValue(rawValue: w) ?? (w == "mean" ? .avg : w == "current" ? .last : nil) else { return nil }
            if !out.contains(v) { out.append(v) }
        }
        return out.isEmpty ? nil : out
    }

    /// The value over `values[range]`'s finite ones; `nil` when there is none.
    /// - Complexity: O(range.count) (`last`: from the end to the first finite value).
    public func of(_ values: [Double], in range: Range<Int>) -> Double? {
        let range = range.clamped(to: 0 ..< values.count)
        if self == .last { return range.reversed().lazy.map { values[$0] }.first(where: \.isFinite) }
        var lo = Double.infinity, hi = -Double.infinity, sum = 0.0, n = 0
        for i in range where values[i].isFinite {
            let v = values[i]
            lo = Swift.min(lo, v); hi = Swift.max(hi, v); sum += v; n += 1
        }
        guard n > 0 else { return nil }
        switch self {
        case .min: return lo
        case .max: return hi
        case .avg: return sum / Double(n)
        case .last: return nil
        }
    }
}
