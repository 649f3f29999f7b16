#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A long table (`time,key,value…`) pivoted while it is read: each key found through a
/// `ByteKeyTable` straight from the row's bytes, its times and values appended to its own columns.
/// Works while every key's times come in order (time-major exports and key-major ones, as pandas'
/// `melt` writes them); a key whose time goes back, or more keys than a key column has, ends it
/// (`add(key:time:values:)` says so) and the reader falls back to the sorting path.
struct LongTablePivot {
    /// Value columns per row.
    let perKey: Int
    private var table = ByteKeyTable()
    /// The keys in order of first appearance.
    private(set) var names: [String] = []
    /// Per key: its times, rising.
    private var times: [[Int64]] = []
    /// Per key and value column (`key * perKey + column`): one value per time of the key.
    private var columns: [[Double]] = []
    /// Rows whose time and key were already seen (the last one is kept).
    private(set) var repeats = 0

    /// Each key's bytes, and the key of the previous row (-1: none yet).
    private var keyBytes: [[UInt8]] = []
    private var last = -1

    init(perKey: Int) { self.perKey = perKey }

    @inline(__always)
    private func matches(_ k: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        keyBytes[k].withUnsafeBufferPointer { b in
            b.count == key.count && (b.isEmpty || memcmp(b.baseAddress!, key.baseAddress!, b.count) == 0)
        }
    }

    /// Adds a row; `false` when the pivot cannot go on (a key's time went back, or too many keys).
    /// - Complexity: O(key length + `perKey`) amortized.
    mutating func add(key: UnsafeBufferPointer<UInt8>, time: Int64, values: UnsafeBufferPointer<Double>) -> Bool {
        let base = key.baseAddress ?? UnsafePointer(bitPattern: 1)!
        let k: Int
        // Rows cycle through the keys in one order (time-major) or repeat a key (key-major): the
        // key after the last one, and the last one, are tried before the table.
        let next = last + 1 == keyBytes.count ? 0 : last + 1
        if next < keyBytes.count && matches(next, key) {
            k = next
        } else if last >= 0 && matches(last, key) {
            k = last
        } else if let found = table.find(base, key.count) {
            k = found
        } else {
            guard names.count < TextColumn.maxDistinct else { return false }
            k = names.count
            table.insert(base, key.count, value: k)
            names.append(String(decoding: key, as: UTF8.self))
            keyBytes.append(Array(key))
            times.append([])
            for _ in 0 ..< perKey { columns.append([]) }
        }
        last = k
        let column = k * perKey
        if let last = times[k].last, time <= last {
            guard time == last else { return false }
            repeats += 1
            for c in 0 ..< perKey { columns[column + c][columns[column + c].count - 1] = values[c] }
            return true
        }
        times[k].append(time)
        for c in 0 ..< perKey { columns[column + c].append(values[c]) }
        return true
    }

    /// The times of all keys (rising, each once) and per key and value column one value per time
    /// (`.nan` where the key has none).
    /// - Complexity: O(n) when the keys share their times; O(n log k + times × k) otherwise.
    mutating func finish() -> (times: [Int64], columns: [[Double]]) {
        guard let first = times.first else { return ([], []) }
        if times.allSatisfy({ $0 == first }) { return (first, columns) }
        let all = Self.union(times[...])
        var dense: [[Double]] = []
        dense.reserveCapacity(columns.count)
        for k in times.indices {
            var spread = [[Double]](repeating: [Double](repeating: .nan, count: all.count), count: perKey)
            var u = 0
            for (j, t) in times[k].enumerated() {
                while all[u] < t { u += 1 }
                for c in 0 ..< perKey { spread[c][u] = columns[k * perKey + c][j] }
            }
            for c in 0 ..< perKey { columns[k * perKey + c] = [] }
            dense.append(contentsOf: spread)
        }
        return (all, dense)
    }

    /// The rising union of rising lists, merged in pairs.
    private static func union(_ lists: ArraySlice<[Int64]>) -> [Int64] {
        if lists.count == 1 { return lists.first! }
        let middle = lists.startIndex + lists.count / 2
        let a = union(lists[..<middle]), b = union(lists[middle...])
        var out: [Int64] = []
        out.reserveCapacity(max(a.count, b.count))
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let t = j == b.count || (i < a.count && a[i] <= b[j]) ? a[i] : b[j]
            out.append(t)
            while i < a.count && a[i] == t { i += 1 }
            while j < b.count && b[j] == t { j += 1 }
        }
        return out
    }
}
