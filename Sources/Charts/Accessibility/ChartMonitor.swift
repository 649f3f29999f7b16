import SeriesData

/// Monitor mode (`--monitor`): what a live chart says of itself as its data comes in — a new
/// high or low of the visible range, a threshold crossed and its recovery, the source going
/// stale and coming back — as sentences, at most one every `interval` seconds, the most
/// important of those waiting, with the count of the others it skipped ("And 3 more changes.").
///
/// A plain value on a clock it is handed (monotonic seconds): `observe(_:at:)` after each
/// frame's data, `announcement(at:)` for the sentence due, `nextAnnouncement` for the
/// wake-up. The controller owns one per chart (`ChartController+Monitor.swift`); what it says
/// goes to the accessible tree's live region, or without a screen reader to the speech output.
package struct ChartMonitor: Sendable, Equatable {
    /// One change seen, waiting to be said.
    public struct Change: Sendable, Equatable {
        /// How much it matters: the most important waiting change is the one said.
        package enum Kind: Int, Sendable, Comparable {
            case extreme, recovery, stale, crossing
            public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
        }

        public var kind: Kind
        /// What it is about (`limits`, `fresh`, `high 0`): a later change of the same topic
        /// supersedes it (stale, then live again: "live again" is said).
        public var topic: String
        package var sentence: String
    }

    /// What the chart shows at one look: the controller's state in plain values.
    struct Look {
        public var data: ChartData
        /// The points inside the visible range.
        public var visible: Range<Int>
        /// Whether each series is shown.
        public var shown: [Bool]
        public var reading: ChartState.Reading
        public var live: LiveStatus?
        public var title: String
        public var units: ChartUnits
        package var zone: TimeZoneOffsets

        public init(data: ChartData, visible: Range<Int>, shown: [Bool], reading: ChartState.Reading, live: LiveStatus?,
                    title: String, units: ChartUnits = ChartUnits(), zone: TimeZoneOffsets = .utc) {
            self.data = data; self.visible = visible; self.shown = shown; self.reading = reading; self.live = live
            self.title = title; self.units = units; self.zone = zone
        }
    }

    /// The shortest time between two sentences (seconds).
    public var interval: Double
    /// The changes waiting to be said, oldest first.
    public private(set) var pending: [Change] = []
    /// When the last sentence was said.
    private(set) var lastSaid: Double?

    /// The x of the newest sample looked at (`nil` before the first look: nothing is news then).
    private var newestX: Int64?
    /// The limit a series is beyond (`nil`: within all), and whether the source was stale.
    private var crossed: Crossing?
    private var stale = false
    private var looked = false

    private struct Crossing: Equatable {
        var state: ChartState, series: Int, limit: ChartThresholds.Limit
    }

    public init(interval: Double = 5) {
        precondition(interval > 0, "a monitor's interval is positive")
        self.interval = interval
    }

    /// When the next waiting sentence is due, or `nil` with none waiting.
    var nextAnnouncement: Double? {
        guard !pending.isEmpty else { return nil }
        return lastSaid.map { $0 + interval } ?? -.infinity
    }

    /// The sentence to say at `time`, if one waits and the last was said at least `interval`
    /// ago: the most important waiting change not superseded by a later one of its topic (the
    /// newest of equal ones), then how many others it leaves unsaid. The waiting changes are cleared.
    /// - Complexity: O(waiting²); a handful wait at most an interval.
    mutating func announcement(at time: Double) -> String? {
        guard let due = nextAnnouncement, time >= due else { return nil }
        var best = pending[pending.count - 1]
        for (i, c) in pending.enumerated().reversed() where c.kind > best.kind && !pending[(i + 1)...].contains(where: { $0.topic == c.topic }) {
            best = c
        }
        let skipped = pending.count - 1
        pending.removeAll(keepingCapacity: true)
        lastSaid = time
        guard skipped > 0 else { return best.sentence }
        return best.sentence + " And \(skipped) more change\(skipped == 1 ? "" : "s")."
    }

    /// Looks at the chart and queues what changed since the last look. The first look only
    /// notes where things stand.
    /// - Complexity: O(visible points · shown series) when new samples came, else O(1).
    mutating func observe(_ look: Look, at time: Double) {
        let first = !looked
        looked = true
        defer { newestX = look.data.x.last ?? newestX }
        noteCrossing(look, first: first)
        noteStale(look, first: first)
        guard !first, let seen = newestX, let newest = look.data.x.last, newest > seen else { return }
        noteExtremes(look, after: seen)
    }

    // MARK: What changed

    private mutating func noteCrossing(_ look: Look, first: Bool) {
        let r = look.reading
        let now = r.state >= .warn ? r.series.flatMap { s in r.limit.map { Crossing(state: r.state, series: s, limit: $0) } } : nil
        defer { crossed = now }
        guard !first, now != crossed else { return }
        if now != nil {
            let sentence = ChartStateWatch.sentence(r, data: look.data, title: look.title, units: look.units, zone: look.zone)
            pending.append(Change(kind: .crossing, topic: "limits", sentence: sentence + "."))
        } else if let was = crossed, look.data.series.indices.contains(was.series) {
            pending.append(Change(kind: .recovery, topic: "limits", sentence: "\(look.title) on \(look.data.series[was.series].name) back within limits."))
        }
    }

    private mutating func noteStale(_ look: Look, first: Bool) {
        let now = look.live?.stale ?? false
        defer { stale = now }
        guard !first, now != stale else { return }
        if now {
            let since = look.live?.updatedAt.map { ": nothing new since \(DateFormat.clock($0, zone: look.zone))" } ?? ""
            pending.append(Change(kind: .stale, topic: "fresh", sentence: "\(look.title) stale\(since)."))
        } else {
            pending.append(Change(kind: .recovery, topic: "fresh", sentence: "\(look.title) live again."))
        }
    }

    /// A new high (low) of a shown series: a sample after `seen`, inside the visible range, above
    /// (below) every visible sample before it.
    private mutating func noteExtremes(_ look: Look, after seen: Int64) {
        let data = look.data, visible = look.visible.clamped(to: 0 ..< data.count)
        // The first visible index of the new samples (x sorted ascending).
        var split = visible.upperBound
        while split > visible.lowerBound, data.x[split - 1] > seen { split -= 1 }
        guard split > visible.lowerBound, split < visible.upperBound else { return }
        for (s, series) in data.series.enumerated() where look.shown.indices.contains(s) && look.shown[s] {
            let v = series.values
            var before: (min: Double, max: Double)?
            for i in visible.lowerBound ..< split where v[i].isFinite {
                before = before.map { (min($0.min, v[i]), max($0.max, v[i])) } ?? (v[i], v[i])
            }
            guard let b = before else { continue }
            var high: Int?, low: Int?
            for i in split ..< visible.upperBound where v[i].isFinite {
                if v[i] > b.max, high.map({ v[i] > v[$0] }) ?? true { high = i }
                if v[i] < b.min, low.map({ v[i] < v[$0] }) ?? true { low = i }
            }
            for (i, word) in [(high, "high"), (low, "low")] {
                guard let i else { continue }
                var sentence = "\(series.name): new \(word), \(look.units.spoken(v[i], of: series))"
                if data.xKind == .time { sentence += " at \(DateFormat.clock(data.x[i], zone: look.zone))" }
                pending.append(Change(kind: .extreme, topic: "\(word) \(s)", sentence: sentence + "."))
            }
        }
    }
}
