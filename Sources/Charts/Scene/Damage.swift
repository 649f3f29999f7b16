import Raster

/// What a frame changed: a few rectangles (pixels) that never overlap, so that the window copies
/// and the compositor repaints only those (`wl_surface.damage_buffer` once per rectangle). Past
/// ``maxRects`` a new rectangle is merged with the last one.
public struct Damage {
    /// The rectangles, none overlapping another.
    public private(set) var rects: [PixelRect] = []

    /// The most rectangles kept.
    public static let maxRects = 16

    public init() { rects.reserveCapacity(Self.maxRects) }

    /// Whether nothing changed.
    public var isEmpty: Bool { rects.isEmpty }

    /// The smallest rectangle holding every change.
    public var bounds: PixelRect { rects.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }

    /// The pixels changed.
    public var area: Int { rects.reduce(0) { $0 + $1.width * $1.height } }

    /// Adds `rect` (an empty one adds nothing): merged with every rectangle it meets, until none
    /// overlap.
    /// - Complexity: O(``maxRects``²), no allocation (the list keeps its capacity).
    public mutating func add(_ rect: PixelRect) { Self.merge(rect, into: &rects, limit: Self.maxRects) }

    /// Adds `rect` to `rects` (none overlapping): merged with every rectangle it meets, and past
    /// `limit` with the last one, until none overlap (also a layer's drawn records, `RenderLayer`).
    /// - Complexity: O(`limit`²), no allocation once `rects` has the capacity.
    static func merge(_ rect: PixelRect, into rects: inout [PixelRect], limit: Int) {
        var r = rect
        guard !r.isEmpty else { return }
        while true {
            var i = rects.count - 1
            while i >= 0 {
                if rects[i].intersection(r).isEmpty {
                    i -= 1
                } else {
                    r = r.union(rects.remove(at: i))   // the union may meet rectangles checked already
                    i = rects.count - 1
                }
            }
            if rects.count < limit { break }
            r = r.union(rects.removeLast())
        }
        rects.append(r)
    }

    /// Adds every rectangle of `other` moved by (`dx`, `dy`).
    public mutating func add(_ other: Damage, dx: Int, dy: Int) {
        for r in other.rects { add(PixelRect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height)) }
    }

    /// Forgets every rectangle (keeping the list's memory).
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }
}
