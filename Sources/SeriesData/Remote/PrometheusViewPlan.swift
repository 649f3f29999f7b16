/// Which ranges a Prometheus chart asks for as its view moves (pan, zoom, a wider window): the
/// view's range and half a span either side (small pans then need nothing) at about one sample
/// per pixel column, once the view rested `debounce` seconds, one request at a time, and the
/// answer for the newest view winning — an answer that does not serve the view the user moved on
/// to is dropped (the newer request follows it). It remembers what was fetched at which step
/// (`spans`), so a view already covered at its step or finer costs no request.
///
/// Pure: the source gives the times and sends the requests.
package struct PrometheusViewPlan: Sendable {
    /// Data fetched for `start…end` (seconds) at `step`.
    package struct Span: Sendable, Equatable {
        public var start: Double, end: Double, step: Double
        public init(start: Double, end: Double, step: Double) { self.start = start; self.end = end; self.step = step }
    }

    /// Seconds the view must rest before its request goes.
    package var debounce: Double
    /// What was fetched, sorted by start, not overlapping (a newer fetch cuts what it covers).
    package private(set) var spans: [Span] = []
    /// The request on its way, if any.
    package private(set) var inFlight: PrometheusRange?
    private var wanted: LiveView?
    private var wantedAt = 0.0
    private var inFlightView: LiveView?

    public init(debounce: Double = 0.3) { self.debounce = debounce }

    // MARK: What was fetched

    /// Records that `r` was fetched (the first answer, a refresh's new samples, a view's answer).
    /// - Complexity: O(spans).
    public mutating func fetched(_ r: PrometheusRange) {
        guard r.end >= r.start else { return }
        var out: [Span] = []
        out.reserveCapacity(spans.count + 2)
        for s in spans {
            if s.end <= r.start || s.start >= r.end { out.append(s); continue }
            if s.start < r.start { out.append(Span(start: s.start, end: r.start, step: s.step)) }
            if s.end > r.end { out.append(Span(start: r.end, end: s.end, step: s.step)) }
        }
        out.append(Span(start: r.start, end: r.end, step: r.step))
        out.sort { $0.start < $1.start }
        // Neighbours at the same step are one span (a live edge's refreshes stay one).
        spans.removeAll(keepingCapacity: true)
        for s in out {
            if let last = spans.last, last.step == s.step, last.end >= s.start {
                spans[spans.count - 1].end = max(last.end, s.end)
            } else {
                spans.append(s)
            }
        }
    }

    /// Forgets what lies before `start` (a moving range dropped its oldest data).
    package mutating func forget(before start: Double) {
        spans.removeAll { $0.end <= start }
        if !spans.isEmpty, spans[0].start < start { spans[0].start = start }
    }

    /// Whether `lower…upper` (seconds) is fetched at `step` or finer throughout (gaps shorter
    /// than a step do not count: samples sit a step apart anyway).
    package func covers(_ lower: Double, _ upper: Double, step: Double) -> Bool {
        var reached = lower
        for s in spans where s.step <= step * 1.000_001 {
            if s.start > reached + step { break }
            reached = max(reached, s.end)
            if reached >= upper - step { return true }
        }
        return reached >= upper - step
    }

    // MARK: The view

    /// The view moved (or the plot changed width) at time `t` (seconds, any monotonic clock).
    package mutating func viewChanged(_ v: LiveView, at t: Double) {
        wanted = v
        wantedAt = t
    }

    /// When the newest view will have rested long enough for its request, or `nil`.
    package var dueTime: Double? { wanted.map { _ in wantedAt + debounce } }

    /// The request for the newest view once it rested, nothing is in flight and what it shows is
    /// not yet fetched at its step; ranges stay within `bounds` (seconds: the data's range).
    package mutating func nextRequest(at t: Double, within bounds: ClosedRange<Double>) -> PrometheusRange? {
        guard inFlight == nil, let v = wanted, t >= wantedAt + debounce else { return nil }
        wanted = nil
        guard let r = Self.range(for: v, within: bounds),
              !covers(max(v.lower / 1000, bounds.lowerBound), min(v.upper / 1000, bounds.upperBound), step: Self.step(for: v))
        else { return nil }
        inFlight = r
        inFlightView = v
        return r
    }

    /// The answer to the request in flight came: whether to show it. Not when the user moved on
    /// to a view it does not serve (the newer view's request follows); shown answers count as
    /// fetched.
    package mutating func answered() -> Bool {
        guard let r = inFlight else { return false }
        inFlight = nil
        if let w = wanted, !Self.serves(r, w) { return false }
        fetched(r)
        return true
    }

    /// The request in flight failed at `t`: its view is asked for again after `delay` seconds,
    /// unless the view moved on (then the newer one is).
    public mutating func failed(at t: Double, retryAfter delay: Double) {
        guard inFlight != nil else { return }
        inFlight = nil
        if wanted == nil, let v = inFlightView {
            wanted = v
            wantedAt = t + delay - debounce
        }
    }

    // MARK: Ranges

    /// The step for a view: its span over its columns (``PrometheusRange/step(seconds:columns:)``).
    public static func step(for v: LiveView) -> Double {
        PrometheusRange.step(seconds: max((v.upper - v.lower) / 1000, 1), columns: v.columns)
    }

    /// What to ask for a view: its range and half its span either side, within `bounds`, at the
    /// view's step (coarser if that would pass `PrometheusRange.maxPoints`), the start on the
    /// step's grid.
    public static func range(for v: LiveView, within bounds: ClosedRange<Double>) -> PrometheusRange? {
        let lo = v.lower / 1000, hi = v.upper / 1000, span = hi - lo
        guard span > 0, span.isFinite, lo.isFinite else { return nil }
        var start = max(bounds.lowerBound, lo - span / 2)
        let end = min(bounds.upperBound, hi + span / 2)
        guard end > start else { return nil }
        let step = max(self.step(for: v), ((end - start) / Double(PrometheusRange.maxPoints - 2)).rounded(.up))
        start = (start / step).rounded(.down) * step
        return PrometheusRange(start: start, end: end, step: step, relative: false)
    }

    /// Whether an answer for `r` shows view `v` well: it spans the view at the view's step or finer.
    static func serves(_ r: PrometheusRange, _ v: LiveView) -> Bool {
        let step = step(for: v)
        return r.step <= step * 1.000_001 && r.start <= v.lower / 1000 + step && r.end >= v.upper / 1000 - step
    }
}
