/// The UTC offsets of one time zone as a table of transitions: what the chart needs to show times
/// in the reader's zone. The executable builds it from the system's zone database (Foundation's
/// `TimeZone`, which reads TZ and /etc/localtime); tests build fixed zones with a daylight-saving
/// change. ``utc`` is the zone of calendar-day data and of `--utc`.
///
/// "Local milliseconds" below are a wall-clock reading written as milliseconds since the epoch, as
/// if that wall clock were UTC (so ``CivilDate`` turns them into the local date and time).
public struct TimeZoneOffsets: Hashable, Sendable {
    /// The zone's name for messages and docs (`Europe/Berlin`, `UTC`).
    public let name: String
    /// Instants (ms since the epoch, UTC) at which the offset changes, increasing.
    private let transitions: [Int64]
    /// `offsets[0]` applies before `transitions[0]`, `offsets[i]` from `transitions[i - 1]` on;
    /// milliseconds east of UTC.
    private let offsets: [Int64]

    /// Coordinated Universal Time: no offset ever.
    public static let utc = TimeZoneOffsets(name: "UTC", initialOffset: 0, transitions: [])

    /// A zone that is `offset` seconds east of UTC forever.
    public static func fixed(seconds offset: Int, name: String? = nil) -> TimeZoneOffsets {
        TimeZoneOffsets(name: name ?? "UTC\(offset >= 0 ? "+" : "")\(offset / 3600)", initialOffset: offset, transitions: [])
    }

    /// A zone `initialOffset` seconds east of UTC until the first transition; each transition sets
    /// a new offset (seconds) from its instant (ms since the epoch). Transitions out of order or
    /// offsets beyond ±26 hours are misuse.
    public init(name: String, initialOffset: Int, transitions: [(at: Int64, offset: Int)]) {
        precondition(zip(transitions, transitions.dropFirst()).allSatisfy { $0.at < $1.at }, "transitions must increase")
        let all = [initialOffset] + transitions.map(\.offset)
        precondition(all.allSatisfy { abs($0) <= 26 * 3600 }, "an offset beyond ±26 hours")
        self.name = name
        self.transitions = transitions.map(\.at)
        offsets = all.map { Int64($0) * 1000 }
    }

    /// Whether the offset never changes.
    var isFixed: Bool { transitions.isEmpty }

    /// Milliseconds east of UTC at instant `utc` (ms since the epoch).
    /// - Complexity: O(log transitions), no allocation.
    public func offset(at utc: Int64) -> Int64 { offsets[index(at: utc)] }

    /// The index into `offsets` in force at `utc`: the number of transitions at or before it.
    func index(at utc: Int64) -> Int {
        XSearch.partitionPoint(transitions.count) { transitions[$0] <= utc }
    }

    /// The wall-clock reading at instant `utc` (local milliseconds), saturating at the ends of `Int64`.
    package func local(_ utc: Int64) -> Int64 { utc.addingSaturating(offset(at: utc)) }

    /// The instant of local wall-clock reading `local`: the earlier one when the clock shows it
    /// twice (the hour repeated when daylight saving ends); `nil` when the clock skips it (the hour
    /// lost when it starts).
    /// - Complexity: O(log transitions), no allocation.
    package func instant(ofLocal local: Int64) -> Int64? {
        if transitions.isEmpty { return local.subtractingSaturating(offsets[0]) }
        // Offsets a day either side cover every candidate (zones change at most once a day).
        let day: Int64 = 86_400_000
        let before = offset(at: local.subtractingSaturating(day)), after = offset(at: local.addingSaturating(day))
        // The earlier reading first: with the offset after the change the instant is earlier
        // only when the clock went back (the repeated hour).
        let uBefore = local.subtractingSaturating(before), uAfter = local.subtractingSaturating(after)
        let okBefore = offset(at: uBefore) == before, okAfter = offset(at: uAfter) == after
        switch (okBefore, okAfter) {
        case (true, true): return min(uBefore, uAfter)
        case (true, false): return uBefore
        case (false, true): return uAfter
        case (false, false): return nil
        }
    }

    /// Whether the wall clock shows the reading of instant `utc` twice (the hour repeated when
    /// daylight saving ends): then a time alone does not say which instant it is.
    /// - Complexity: O(log transitions), no allocation.
    func readingRepeats(at utc: Int64) -> Bool {
        guard !transitions.isEmpty else { return false }
        let local = local(utc), day: Int64 = 86_400_000
        let before = offset(at: local.subtractingSaturating(day)), after = offset(at: local.addingSaturating(day))
        guard before != after else { return false }
        let uBefore = local.subtractingSaturating(before), uAfter = local.subtractingSaturating(after)
        return offset(at: uBefore) == before && offset(at: uAfter) == after
    }

    /// The first instant at or after the skipped wall-clock reading `local` (the end of the gap
    /// it falls in); `local` mapped as in `instant(ofLocal:)` when it is not skipped.
    func firstInstant(atOrAfterLocal local: Int64) -> Int64 {
        if let u = instant(ofLocal: local) { return u }
        // In a gap: read with the offset before it, the reading lies just after the transition
        // that opened the gap.
        let u = local.subtractingSaturating(offset(at: local.subtractingSaturating(86_400_000)))
        let i = index(at: u)
        return i > 0 ? transitions[i - 1] : u
    }

    /// The smallest and largest offsets (ms) in force at any instant in `lower…upper`.
    /// - Complexity: O(log transitions + transitions inside the range).
    func offsetBounds(_ lower: Int64, _ upper: Int64) -> (min: Int64, max: Int64) {
        var i = index(at: lower)
        var lo = offsets[i], hi = offsets[i]
        while i < transitions.count, transitions[i] <= upper {
            i += 1
            lo = min(lo, offsets[i]); hi = max(hi, offsets[i])
        }
        return (lo, hi)
    }
}

extension Int64 {
    func addingSaturating(_ d: Int64) -> Int64 {
        let (r, o) = addingReportingOverflow(d)
        return o ? (d > 0 ? .max : .min) : r
    }

    func subtractingSaturating(_ d: Int64) -> Int64 {
        let (r, o) = subtractingReportingOverflow(d)
        return o ? (d < 0 ? .max : .min) : r
    }
}
