extension CoverageMask {
    /// A `width × height` mask built on `storage`'s memory when it holds enough (no allocation);
    /// otherwise on a new array whose capacity is rounded up to a power of two (at least 64 bytes),
    /// so that it can serve a later, somewhat larger glyph too. Coverage values are left as they
    /// are (stale bytes, or 0 where the array grew): the caller overwrites or clears every byte.
    /// - Complexity: O(1) when `storage` is reused and large enough, else O(width × height).
    init(width: Int, height: Int, reusing storage: consuming [UInt8]) {
        precondition(width >= 0 && height >= 0, "CoverageMask size must not be negative")
        let n = width * height
        var coverage = storage
        if coverage.capacity < n {
            coverage = []
            var capacity = 64
            while capacity < n { capacity &<<= 1 }
            coverage.reserveCapacity(capacity)
        }
        if coverage.count > n {
            coverage.removeLast(coverage.count - n)
        } else if coverage.count < n {
            coverage.append(contentsOf: repeatElement(0, count: n - coverage.count))
        }
        self.width = width; self.height = height
        self.coverage = coverage
    }
}
