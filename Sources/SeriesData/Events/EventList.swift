/// The events of a chart, ordered by start (then end, then text), without repeats: the one copy
/// the view draws from. A followed file or a refreshed query adds to it (``merge(_:)``), which
/// bumps ``version`` so the screen knows to draw again.
public struct EventList: Sendable, Equatable {
    /// The events, by start.
    public private(set) var events: [ChartEvent] = []
    /// Grows by one with every change.
    public private(set) var version = 0

    public init(_ events: [ChartEvent] = []) {
        merge(events)
        version = 0
    }

    public var isEmpty: Bool { events.isEmpty }
    public var count: Int { events.count }
    public subscript(i: Int) -> ChartEvent { events[i] }

    /// Adds the events not already held (one of the same start and text is the same event: an
    /// ongoing span that grew takes its later end); returns how many were new.
    /// - Complexity: O((n + k) log(n + k)) for k events added to n.
    @discardableResult
    public mutating func merge(_ added: [ChartEvent]) -> Int {
        var index: [Key: Int] = [:]
        index.reserveCapacity(events.count + added.count)
        var all = events, new = 0, changed = false
        for (i, e) in all.enumerated() where index[Key(e)] == nil { index[Key(e)] = i }
        for e in added {
            if let i = index[Key(e)] {
                if e.last > all[i].last { all[i] = e; changed = true }
            } else {
                index[Key(e)] = all.count
                all.append(e)
                new += 1; changed = true
            }
        }
        guard changed else { return 0 }
        all.sort(by: EventList.precedes)
        events = all
        version += 1
        return new
    }

    /// What makes two events the same one.
    private struct Key: Hashable {
        let start: Int64, text: String
        init(_ e: ChartEvent) { start = e.start; text = e.text }
    }

    /// The indices of the events that touch `lower...upper` (ms), in order, without allocating.
    /// - Complexity: O(log n + events starting before `upper`).
    public func indices(touching lower: Double, _ upper: Double) -> LazyFilterSequence<Range<Int>> {
        let events = events
        return (0 ..< firstIndex(startingAfter: upper)).lazy.filter { Double(events[$0].last) >= lower }
    }

    /// The first event starting after `x` (ms), for stepping forward.
    public func next(after x: Double) -> Int? {
        let i = firstIndex(startingAfter: x)
        return i < events.count ? i : nil
    }

    /// The last event starting before `x` (ms), for stepping back.
    package func previous(before x: Double) -> Int? {
        var lo = 0, hi = events.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Double(events[mid].start) < x { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }

    /// The index of the first event whose start is after `x`.
    private func firstIndex(startingAfter x: Double) -> Int {
        var lo = 0, hi = events.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Double(events[mid].start) <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private static func precedes(_ a: ChartEvent, _ b: ChartEvent) -> Bool {
        if a.start != b.start { return a.start < b.start }
        if a.last != b.last { return a.last < b.last }
        return a.text < b.text
    }
}
