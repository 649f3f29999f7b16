import SeriesData

/// `--mqtt mqtt://host:1883 --topic 'home/+/temperature'`: every topic that matches a filter is
/// a series (named by ``MQTTLegend``), a topic first seen later becomes a new series, payloads are
/// read by `MQTTPayload`. Retained messages are shown as they come, at once after subscribing.
/// A lost connection keeps what is shown, marked stale (the failure), says why once and reconnects
/// after a back-off of 1, 2, 4… seconds (`RefreshPacing`, as the HTTP sources). What is received
/// goes to an `MQTTHistoryStore` in batches and is shown again at the next start
/// (`MQTTSource+History.swift`).
///
/// Threads: everything on the scheduler's thread, the client's events included.
package final class MQTTSource: RemoteSource {
    public struct Options: Sendable, Equatable {
        /// The broker as the user wrote it (`mqtt://host:1883`): the source's name.
        package var broker: String
        package var filters: [MQTTTopicFilter]
        public var legend: MQTTLegend
        public var payload: MQTTPayload
        /// Quality of service of the subscriptions (0 or 1).
        package var qos: Int
        /// `--keep` (default 24 h): the chart's history and the history file's.
        public var keep: HistoryLimit?
        /// Seconds the first message may take (`--png`, `--check`).
        package var timeout: Double
        /// Seconds between writes of the history file (a batch each).
        var historyInterval = 5.0
        /// The longest wait between reconnects, seconds.
        var maxBackoff = 30.0

        /// - Throws: `MQTTTopicFilterError` for a `--topic` that is no filter.
        public init(broker: String, topics: [String], legend: String? = nil, payload: MQTTPayload, qos: Int = 1,
                    keep: HistoryLimit? = .milliseconds(24 * 3_600_000), timeout: Double = 30) throws(MQTTTopicFilterError) {
            precondition(!topics.isEmpty, "at least one --topic")
            self.broker = broker
            var filters: [MQTTTopicFilter] = []
            for t in topics { filters.append(try MQTTTopicFilter(t)) }
            self.filters = filters
            self.legend = MQTTLegend(legend)
            self.payload = payload
            self.qos = qos
            self.keep = keep
            self.timeout = timeout
        }
    }

    public let options: Options
    public var name: String { options.broker }
    package let liveOptions: LiveOptions
    package var timeout: Double { options.timeout }
    package let scheduler: any SourceScheduler
    let client: any MQTTClient
    let warn: SourceWarning
    private var pacing: RefreshPacing
    private var connecting = false
    private(set) var connected = false
    /// `start()` was called: a lost connection is connected again by itself.
    private var started = false
    private var reconnectTimer: SourceTimer?
    /// Connections made (tests).
    private(set) var connects = 0

    /// The series, in order of appearance.
    private(set) var ids: [String] = []
    private var seriesIndex: [String: Int] = [:]
    /// How many series the last take handed (more announce themselves even without samples).
    private var handedIDs = 0
    /// Samples not taken yet; their columns follow `ids`.
    private var pending = SampleBatch(series: 0)
    private var failure: String?
    private var confirmed = false
    private var receivedAt: Int64?
    /// The newest sample's time and all its values (a later value of that time fills it in).
    private var lastTime: Int64?
    private var lastRow: [Double] = []
    private var lastArrival: Int64 = .min
    /// The newest sample was a retained message placed at its arrival.
    private var lastRetained = false
    /// The newest time taken: a sample older than it has no place any more.
    private var takenUpTo: Int64?
    /// Each topic's newest payload (a retained message sent again after a reconnect is no news).
    private var lastPayload: [String: [UInt8]] = [:]
    /// What was said about each topic's payloads (said again only when it changes).
    private var said: [String: String] = [:]
    /// Samples dropped for coming too late (tests).
    private(set) var droppedLate = 0

    /// History (`MQTTSource+History.swift`).
    let history: (any MQTTHistoryStore)?
    var writer = MQTTHistory.Writer()
    var unsaved: [UInt8] = []
    var saveTimer: SourceTimer?
    var fileBytes = 0, compactedBytes = 0

    /// The source of `options` over `client`, on `scheduler`'s thread; `history` (if any) is
    /// read now: what it holds within `keep` is the first data taken.
    public init(options: Options, client: any MQTTClient, history: (any MQTTHistoryStore)?, scheduler: any SourceScheduler,
                warn: @escaping SourceWarning) {
        self.options = options
        self.client = client
        self.history = history
        self.scheduler = scheduler
        self.warn = warn
        pacing = RefreshPacing(refresh: options.maxBackoff, warn: warn)
        liveOptions = LiveOptions(keep: options.keep)
        if let contents = restoreHistory() { restore(contents) }
    }

    deinit { saveHistory() }

    public private(set) var hasNews = false

    public func take() -> [LiveUpdate] {
        hasNews = false
        var updates: [LiveUpdate] = []
        if !pending.isEmpty || ids.count > handedIDs { updates.append(.samples(pending, seriesIDs: ids, receivedAt: receivedAt)) }
        if confirmed { updates.append(.confirmed(receivedAt: receivedAt)) }
        if let failure { updates.append(.failing(failure)) }
        handedIDs = ids.count
        if let last = pending.x.last { takenUpTo = max(takenUpTo ?? last, last) }
        pending = SampleBatch(series: ids.count)
        confirmed = false
        return updates
    }

    public func start() {
        started = true
        request()
    }

    /// Connects unless connected or connecting (a retry waiting is sent now).
    package func request() {
        guard !connected, !connecting else { return }
        if let t = reconnectTimer { scheduler.cancel(t); reconnectTimer = nil }
        connecting = true
        connects += 1
        client.onEvent = { [weak self] in self?.handle($0) }
        client.connect()
    }

    /// Disconnects and writes what is not saved yet (the window closes).
    package func stop() {
        started = false
        if let t = reconnectTimer { scheduler.cancel(t); reconnectTimer = nil }
        client.disconnect()
        connected = false; connecting = false
        saveHistory()
    }

    func handle(_ event: MQTTClientEvent) {
        hasNews = true
        switch event {
        case .connected:
            connecting = false
            connected = true
            _ = pacing.next(after: nil)
            failure = nil
            confirmed = true
            client.subscribe(options.filters.map(\.text), qos: options.qos)
        case let .disconnected(why):
            connecting = false
            connected = false
            failure = "\(name): \(why)"
            guard started else { return }
            let wait = pacing.next(after: failure)
            reconnectTimer = scheduler.schedule(after: wait) { [weak self] in
                self?.reconnectTimer = nil
                self?.request()
            }
        case let .message(topic, payload, retained):
            receive(topic: topic, payload: payload, retained: retained)
        }
    }

    private func receive(topic: String, payload: [UInt8], retained: Bool) {
        guard options.filters.contains(where: { $0.matches(topic) }) else { return }
        if retained && lastPayload[topic] == payload { return }
        lastPayload[topic] = payload
        let arrival = wallClockMilliseconds
        receivedAt = arrival
        let readings: [MQTTReading]
        do {
            readings = try options.payload.read(payload, topic: topic)
            said[topic] = nil
        } catch {
            say("\(options.broker): \(error)", about: topic)
            return
        }
        for reading in readings {
            var values: [(series: Int, value: Double)] = []
            for v in reading.values {
                if let s = series(named: options.legend.name(topic: topic, field: v.field), topic: topic) { values.append((s, v.value)) }
            }
            if !values.isEmpty { add(at: reading.time, values, arrival: arrival, topic: topic, retained: retained) }
        }
        scheduleSave()
    }

    /// Says `line` about `topic` unless it was the last thing said about it.
    private func say(_ line: String, about topic: String) {
        guard said[topic] != line else { return }
        said[topic] = line
        warn(line)
    }

    /// The index of series `name`, added when new (`nil` beyond `StreamDecoder.maxSeries`).
    func series(named name: String, topic: String) -> Int? {
        if let s = seriesIndex[name] { return s }
        guard ids.count < StreamDecoder.maxSeries else {
            say("\(options.broker): more than \(StreamDecoder.maxSeries) series; \(name) and later new ones are left out",
                about: "")
            return nil
        }
        seriesIndex[name] = ids.count
        ids.append(name)
        pending.addSeries()
        lastRow.append(.nan)
        return ids.count - 1
    }

    /// Places one sample: at its own time `t`, else at its arrival — joining the newest sample
    /// when it came in the same millisecond, or both are `retained` (the broker's burst on
    /// subscribing: one moment), and fills only what that lacks, else a millisecond after it at
    /// least (so a burst keeps every message). A time older than the newest goes
    /// among the samples not taken yet, or is dropped (said once per topic) when they are gone.
    func add(at t: Int64?, _ values: [(series: Int, value: Double)], arrival: Int64, topic: String, retained: Bool = false) {
        let time: Int64
        if let t {
            time = t
        } else if let last = lastTime {
            let overlaps = values.contains { !lastRow[$0.series].isNaN }
            let sameMoment = arrival == lastArrival || (retained && lastRetained)
            time = sameMoment && !overlaps ? last : max(arrival, last &+ 1)
        } else {
            time = arrival
        }
        lastRetained = retained && t == nil
        if let last = lastTime, time < last {
            if let taken = takenUpTo, time <= taken {
                droppedLate += 1
                say("\(options.broker): \(topic): a sample at \(CivilDate(milliseconds: time).isoDateTime) is older than the newest shown; dropped",
                    about: topic)
                return
            }
            insert(at: time, values)
        } else if time == lastTime {
            for (s, v) in values { lastRow[s] = v }
            if pending.x.last == time {
                for (s, v) in values { pending.columns[s][pending.count - 1] = v }
            } else {
                pending.append(x: time, values: lastRow)   // taken already: the chart replaces its last point
            }
        } else {
            lastTime = time
            lastArrival = arrival
            for s in lastRow.indices { lastRow[s] = .nan }
            for (s, v) in values { lastRow[s] = v }
            pending.append(x: time, values: lastRow)
        }
        if history != nil { writer.sample(at: time, values.map { (ids[$0.series], $0.value) }, into: &unsaved) }
    }

    /// Puts values at `time` among the untaken samples (all newer than what was taken).
    /// - Complexity: O(log n) to find the place, O(n · series) to make room.
    private func insert(at time: Int64, _ values: [(series: Int, value: Double)]) {
        let lo = XSearch.partitionPoint(pending.count) { pending.x[$0] < time }
        if lo < pending.count && pending.x[lo] == time {
            for (s, v) in values { pending.columns[s][lo] = v }
            return
        }
        pending.x.insert(time, at: lo)
        for s in pending.columns.indices { pending.columns[s].insert(.nan, at: lo) }
        for (s, v) in values { pending.columns[s][lo] = v }
    }

    /// What the history held: the first data.
    private func restore(_ contents: MQTTHistory.Contents) {
        ids = contents.ids
        seriesIndex = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($0.element, $0.offset) })
        pending = contents.samples
        lastTime = pending.x.last
        lastRow = pending.columns.map { $0.last ?? .nan }
        hasNews = !pending.isEmpty
    }

    var wallClockMilliseconds: Int64 { Int64((scheduler.wallClock * 1000).rounded(.down)) }
}
