#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster

/// Capacity for the columns of a growing chart, so that they do not all grow at the same append.
///
/// Every column of a chart (x, the series values, their extrema pyramids) has the same length,
/// and a full Swift array doubles its capacity: they would all be copied into fresh memory at
/// the same append — at 10 M points ≈ 600 MB and 150,000 page faults in one frame, a freeze of
/// about a second. Here column `slot` of `slots` grows to the next capacity of the form
/// ⌈2^(m + slot/slots)⌉: each column still doubles (amortized O(1) per value), but at its own
/// length, so one append copies about one column.
enum ColumnGrowth {
    /// Makes room in `column` for `needed` elements, at this slot's capacity, when it has less.
    /// - Complexity: O(1) when there is room; else one copy of the column (amortized O(1)).
    static func reserve<Element>(_ column: inout [Element], for needed: Int, slot: Int, of slots: Int) {
        guard column.capacity < needed else { return }
        column.reserveCapacity(capacity(for: needed, slot: slot, of: slots))
    }

    /// The smallest ⌈2^(m + slot/slots)⌉ ≥ `needed` (m a whole number ≥ 4).
    static func capacity(for needed: Int, slot: Int, of slots: Int) -> Int {
        let factor = exp2(Double(slots > 0 ? slot % slots : 0) / Double(max(slots, 1)))   // in [1, 2)
        var m = 4
        while Double(1 << m) * factor < Double(needed) && m < 62 { m += 1 }
        return max(Int(saturating: Double(1 << m) * factor, rounding: .up), needed)
    }
}
