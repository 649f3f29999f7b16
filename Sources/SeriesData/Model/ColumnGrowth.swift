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
///
/// With a `ColumnAhead` beside it, a column is not even copied at once: through the last quarter
/// before it is full, each append copies a few elements per new one into the next, larger storage,
/// and when the column is full the two are exchanged — the copy (and the fresh pages it touches)
/// is spread over the frames of that quarter instead of freezing one.
enum ColumnGrowth {
    /// Columns shorter than this are copied at once (cheap); longer ones are copied ahead.
    static let aheadFrom = 4096
    /// Elements copied ahead per element appended: the copy starts at ¾ of the capacity, so
    /// 4 would just finish; 5 leaves room for the elements appended meanwhile.
    static let aheadRate = 5
    /// The last elements of a column may still change (a replaced last value, a pyramid level's
    /// last block): they are not copied ahead.
    static let unsettled = 2

    /// Makes room in `column` for `needed` elements, at this slot's capacity, when it has less.
    /// - Complexity: O(1) when there is room; else one copy of the column (amortized O(1)).
    static func reserve<Element>(_ column: inout [Element], for needed: Int, slot: Int, of slots: Int) {
        guard column.capacity < needed else { return }
        column.reserveCapacity(capacity(for: needed, slot: slot, of: slots))
    }

    /// Makes room in `column` for `needed` elements like `reserve(_:for:slot:of:)`, copying it
    /// ahead into `ahead` through its last quarter; when it is full the copy is finished (the few
    /// unsettled elements) and takes its place. Call it before every append that makes the column
    /// `needed` long; between calls the column may only change in its last `unsettled` elements
    /// and at the end (a drop from the front must `ColumnAhead.drop(from:)`).
    /// Returns the number of elements it copied.
    /// - Complexity: O(k · `aheadRate`) for an append of k elements; a whole copy of the column
    ///   only when one append more than fills its last quarter.
    @discardableResult
    static func reserve<Element>(_ column: inout [Element], ahead: inout ColumnAhead<Element>, for needed: Int,
                                 slot: Int, of slots: Int) -> Int {
        let n = column.count, cap = column.capacity
        if cap < needed {
            if ahead.next.capacity >= needed {
                let copied = n - ahead.next.count
                ahead.next.append(contentsOf: column[ahead.next.count...])
                swap(&column, &ahead.next)
                ahead.next = []
                return copied
            }
            ahead.next = []
            reserve(&column, for: needed, slot: slot, of: slots)
            return n
        }
        // A bounded history refilling to its length before the last drop copies nothing ahead —
        // unless that length is so near the capacity that a copy started later could not finish
        // before the column is full (5 elements a step need the last fifth).
        guard cap >= aheadFrom, needed > cap - cap / 4, needed > min(ahead.dropped, cap - cap / 5) else { return 0 }
        if ahead.next.capacity == 0 { ahead.next.reserveCapacity(capacity(for: cap + 1, slot: slot, of: slots)) }
        let done = ahead.next.count
        let k = min(max(n - unsettled - done, 0), aheadRate * max(needed - n, 1))
        if k > 0 { ahead.next.append(contentsOf: column[done ..< done + k]) }
        return k
    }

    /// Gives a column that is about to grow (a chart loaded at exact capacity whose source can
    /// append) room for a third more at this slot's capacity, when it has less: its first appends
    /// then find it at most ¾ full, so it is copied ahead like any other instead of whole at the
    /// first append. A copy ahead under way is forgotten (the column moved). Returns the elements
    /// copied (0 when it had room).
    /// - Complexity: O(n) once when it copies, O(1) otherwise.
    @discardableResult
    static func reserveHeadroom<Element>(_ column: inout [Element], ahead: inout ColumnAhead<Element>,
                                         slot: Int, of slots: Int) -> Int {
        let n = column.count, wanted = n + n / 3 + 1
        guard column.capacity < wanted else { return 0 }
        ahead.next = []
        column.reserveCapacity(capacity(for: wanted, slot: slot, of: slots))
        return n
    }

    /// Where `column` keeps its elements and where `ahead` fills its next storage — for tests
    /// that check a column only ever moves into its copy ahead.
    static func storage<Element>(_ column: [Element], _ ahead: ColumnAhead<Element>) -> ColumnStorage {
        ColumnStorage(column: column.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
                      ahead: ahead.next.capacity > 0 ? ahead.next.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } : nil,
                      count: column.count, capacity: column.capacity)
    }

    /// The smallest ⌈2^(m + slot/slots)⌉ ≥ `needed` (m a whole number ≥ 4).
    static func capacity(for needed: Int, slot: Int, of slots: Int) -> Int {
        let factor = exp2(Double(slots > 0 ? slot % slots : 0) / Double(max(slots, 1)))   // in [1, 2)
        var m = 4
        while Double(1 << m) * factor < Double(needed) && m < 62 { m += 1 }
        return max(Int(saturating: Double(1 << m) * factor, rounding: .up), needed)
    }
}

/// The next storage of a growing column, filled ahead of need (`ColumnGrowth`): its first
/// `next.count` elements are the column's.
struct ColumnAhead<Element>: Sendable where Element: Sendable {
    /// The copy so far, at the column's next capacity (capacity 0: not started).
    var next: [Element] = []
    /// The column's length before its last drop from the front: a bounded history that only
    /// refills to that length does not grow, so nothing is copied ahead until it is passed (or
    /// the column is four fifths full, the last moment a copy ahead can still finish in time).
    var dropped = 0

    /// The column lost elements at its front (every index moved): the copy is forgotten.
    mutating func drop(from count: Int) {
        next = []
        dropped = count
    }
}

/// Where a growing column keeps its elements and where its next storage is (`nil`: not started),
/// by name in `ChartModel.columnStorages`.
struct ColumnStorage {
    var column: UnsafeRawPointer?
    var ahead: UnsafeRawPointer?
    var count: Int
    var capacity: Int
}
