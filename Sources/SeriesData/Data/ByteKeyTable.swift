#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A map from byte strings (keys as a line writes them) to small integers, looked up straight
/// from a line's bytes: no `String`, no array per lookup. The stream decoders use it to find the
/// series of a logfmt key, an Influx measurement+tags+field or a column's key value.
/// - Complexity: O(key length) per lookup (FNV-1a, open addressing at most half full).
struct ByteKeyTable {
    private struct Entry { var start: Int; var count: Int; var value: Int }
    private var arena: [UInt8] = []
    private var entries: [Entry] = []
    /// Entry index + 1 per slot (0: empty); a power of two, at least twice ``count``.
    private var slots = [Int32](repeating: 0, count: 64)

    var count: Int { entries.count }

    /// The value of the key `b[0 ..< n]`, or `nil`.
    func find(_ b: UnsafePointer<UInt8>, _ n: Int) -> Int? {
        let mask = slots.count - 1
        var i = Int(truncatingIfNeeded: Self.hash(b, n)) & mask
        return arena.withUnsafeBufferPointer { a in
            while true {
                let e = Int(slots[i]) - 1
                if e < 0 { return nil }
                let entry = entries[e]
                if entry.count == n && (n == 0 || memcmp(a.baseAddress! + entry.start, b, n) == 0) { return entry.value }
                i = (i &+ 1) & mask
            }
        }
    }

    /// Adds the key `b[0 ..< n]` (not present) with `value`.
    mutating func insert(_ b: UnsafePointer<UInt8>, _ n: Int, value: Int) {
        precondition(find(b, n) == nil, "the key is in the table")
        entries.append(Entry(start: arena.count, count: n, value: value))
        arena.append(contentsOf: UnsafeBufferPointer(start: b, count: n))
        if entries.count * 2 > slots.count { rehash(slots.count * 2) } else { place(entries.count - 1) }
    }

    /// `find(_:_:)` and `insert(_:_:value:)` for an array (tests, names).
    func find(_ key: [UInt8]) -> Int? { key.withUnsafeBufferPointer { find($0.baseAddress ?? Self.empty, $0.count) } }
    mutating func insert(_ key: [UInt8], value: Int) {
        key.withUnsafeBufferPointer { insert($0.baseAddress ?? Self.empty, $0.count, value: value) }
    }

    mutating func removeAll() {
        arena.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        for i in slots.indices { slots[i] = 0 }
    }

    private static var empty: UnsafePointer<UInt8> { UnsafePointer(bitPattern: 1)! }

    private mutating func rehash(_ size: Int) {
        slots = [Int32](repeating: 0, count: size)
        for e in entries.indices { place(e) }
    }

    private mutating func place(_ e: Int) {
        let entry = entries[e]
        let mask = slots.count - 1
        var i = arena.withUnsafeBufferPointer { Int(truncatingIfNeeded: Self.hash(($0.baseAddress ?? Self.empty) + entry.start, entry.count)) } & mask
        while slots[i] != 0 { i = (i &+ 1) & mask }
        slots[i] = Int32(e + 1)
    }

    @inline(__always)
    private static func hash(_ b: UnsafePointer<UInt8>, _ n: Int) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for i in 0 ..< n { h = (h ^ UInt64(b[i])) &* 0x100_0000_01B3 }
        return h
    }
}
