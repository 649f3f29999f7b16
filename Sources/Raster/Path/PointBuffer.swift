/// A growable buffer of points that keeps its memory (high-water mark) across uses, so that
/// flattening and dashing allocate nothing once warm. Owned by a ``Rasterizer``.
struct PointBuffer {
    private(set) var base: UnsafeMutablePointer<Point>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    /// Frees the memory; the buffer must not be used afterwards.
    func deallocate() { base.deallocate() }

    /// Appends a point, growing by doubling when full.
    /// - Complexity: O(1) amortised.
    @inline(__always)
    mutating func append(_ p: Point) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: p)
        count += 1
    }

    /// Makes room for at least `n` points.
    mutating func grow(to n: Int) {
        guard n > capacity else { return }
        let newCapacity = max(n, capacity * 2)
        let fresh = UnsafeMutablePointer<Point>.allocate(capacity: newCapacity)
        fresh.moveInitialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = newCapacity
    }

    /// The last point. - Precondition: not empty.
    var last: Point { base[count - 1] }

    /// The points as a buffer (valid until the next append).
    var buffer: UnsafeBufferPointer<Point> { UnsafeBufferPointer(start: base, count: count) }
}
