/// A rendered glyph: its coverage and where the mask's top-left corner sits relative to the pen
/// position (whole pixels, x right, y down from the baseline).
public struct GlyphImage: Sendable {
    /// The glyph's coverage.
    public var mask: CoverageMask
    /// Columns from the pen position to the mask's left edge (negative: left of the pen).
    public var left: Int
    /// Rows from the baseline to the mask's top edge (negative: above the baseline).
    public var top: Int

    /// The empty image of a blank glyph.
    public static let empty = GlyphImage(mask: CoverageMask(width: 0, height: 0), left: 0, top: 0)
}

/// A bounded least-recently-used cache of glyph images keyed by (glyph, size in 1/64 px,
/// sub-pixel x offset in quarters).
///
/// Entries live in fixed arrays linked into a recency list by index, found through an
/// open-addressing table (linear probing, backward-shift deletion): once the arrays have grown to
/// ``capacity``, hits allocate nothing, and a miss builds its mask on the memory of the entry it evicts
/// (``recycledStorage()``), allocating only when that is too small.
struct GlyphCache {
    /// The most images kept.
    let capacity: Int
    private var keys: [UInt64] = []
    private var images: [GlyphImage] = []
    private var older: [Int32] = []   // towards the tail (least recent)
    private var newer: [Int32] = []   // towards the head (most recent)
    private var head: Int32 = -1, tail: Int32 = -1
    private var table: [Int32]
    private let shift: UInt64
    private(set) var hits = 0, misses = 0, evictions = 0

    init(capacity: Int) {
        precondition(capacity >= 1, "a glyph cache holds at least one glyph")
        self.capacity = capacity
        var bits = 1
        while 1 << bits < 2 * capacity { bits += 1 }
        table = [Int32](repeating: -1, count: 1 << bits)
        shift = UInt64(64 - bits)
        keys.reserveCapacity(capacity); images.reserveCapacity(capacity)
        older.reserveCapacity(capacity); newer.reserveCapacity(capacity)
    }

    /// The number of cached images.
    var count: Int { keys.count }

    /// The key of a glyph at a size (1/64 px) and quarter-pixel offset (0…3).
    @inline(__always)
    static func key(glyph: Int, size64: Int, quarter: Int) -> UInt64 {
        (UInt64(truncatingIfNeeded: glyph) & 0xFFFF) | ((UInt64(truncatingIfNeeded: quarter) & 3) << 16)
            | (UInt64(truncatingIfNeeded: size64) << 18)
    }

    @inline(__always)
    private func home(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// The entry holding `key`, made most recent; `nil` (a miss) when absent.
    mutating func lookup(_ key: UInt64) -> Int? {
        let mask = table.count - 1
        var slot = home(key)
        while true {
            let entry = table[slot]
            if entry < 0 { misses += 1; return nil }
            if keys[Int(entry)] == key {
                hits += 1
                touch(entry)
                return Int(entry)
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `key` is cached (its recency and the statistics unchanged).
    func contains(_ key: UInt64) -> Bool {
        let mask = table.count - 1
        var slot = home(key)
        while table[slot] >= 0 {
            if keys[Int(table[slot])] == key { return true }
            slot = (slot + 1) & mask
        }
        return false
    }

    /// The image of an entry returned by ``lookup(_:)`` or ``insert(_:_:)``.
    @inline(__always)
    func image(_ entry: Int) -> GlyphImage { images[entry] }

    /// The coverage array of the entry the next insert will evict (the cache's reference
    /// dropped, so it is unique unless a caller still holds that image), to build the next mask
    /// on its memory; `nil` while the cache is not full. Its bytes are stale.
    mutating func recycledStorage() -> [UInt8]? {
        guard keys.count == capacity, tail >= 0 else { return nil }
        let t = Int(tail)
        let storage = images[t].mask.coverage
        images[t].mask = GlyphImage.empty.mask
        return storage
    }

    /// Stores `image` under `key` (which must be absent), evicting the least recent entry when
    /// full; returns the entry.
    @discardableResult
    mutating func insert(_ key: UInt64, _ image: GlyphImage) -> Int {
        let entry: Int32
        if keys.count < capacity {
            entry = Int32(keys.count)
            keys.append(key); images.append(image); older.append(-1); newer.append(-1)
        } else {
            entry = tail
            evictions += 1
            removeFromTable(keys[Int(entry)])
            unlink(entry)
            keys[Int(entry)] = key
            images[Int(entry)] = image
        }
        let mask = table.count - 1
        var slot = home(key)
        while table[slot] >= 0 { slot = (slot + 1) & mask }
        table[slot] = entry
        pushFront(entry)
        return Int(entry)
    }

    /// Forgets every image (keeps the memory of the arrays).
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true); images.removeAll(keepingCapacity: true)
        older.removeAll(keepingCapacity: true); newer.removeAll(keepingCapacity: true)
        for i in table.indices { table[i] = -1 }
        head = -1; tail = -1
    }

    /// Keys from most to least recently used (for tests).
    var keysByRecency: [UInt64] {
        var result: [UInt64] = [], e = head
        while e >= 0 { result.append(keys[Int(e)]); e = older[Int(e)] }
        return result
    }

    private mutating func touch(_ e: Int32) {
        guard e != head else { return }
        unlink(e)
        pushFront(e)
    }

    private mutating func pushFront(_ e: Int32) {
        older[Int(e)] = head
        newer[Int(e)] = -1
        if head >= 0 { newer[Int(head)] = e }
        head = e
        if tail < 0 { tail = e }
    }

    private mutating func unlink(_ e: Int32) {
        let o = older[Int(e)], n = newer[Int(e)]
        if n >= 0 { older[Int(n)] = o } else { head = o }
        if o >= 0 { newer[Int(o)] = n } else { tail = n }
    }

    /// Removes `key` from the probe table, shifting later entries of its run back.
    private mutating func removeFromTable(_ key: UInt64) {
        let mask = table.count - 1
        var i = home(key)
        while keys[Int(table[i])] != key { i = (i + 1) & mask }
        var j = i
        while true {
            j = (j + 1) & mask
            let e = table[j]
            if e < 0 { break }
            let k = home(keys[Int(e)])
            // Move e back into the hole at i unless its home lies cyclically in (i, j].
            let inRange = i <= j ? (k > i && k <= j) : (k > i || k <= j)
            if !inRange { table[i] = e; i = j }
        }
        table[i] = -1
    }
}
