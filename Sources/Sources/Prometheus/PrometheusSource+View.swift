import SeriesData

/// Pan and zoom ask the server again: the controller tells the source what the view shows
/// (`ViewedSource`); once it rested (`PrometheusViewPlan.debounce`) and nothing else is on
/// its way, the view's range goes out at about one sample per pixel column of the plot's real
/// width; the answer replaces the data of that range in the chart (through the controller) unless
/// the view moved on to a range it does not serve. While the view follows the live edge, new
/// samples are asked for at the view's step, and refreshes follow that step.
extension PrometheusSource {
    package func viewChanged(_ view: LiveView) {
        if view.following { appendStep = PrometheusViewPlan.step(for: view) }
        viewFollowing = view.following
        overviewColumns = view.columns
        let t = scheduler.now
        plan.viewChanged(view, at: t)
        pacing.refresh = refreshInterval
        if let sooner = soonerRefresh(at: t) { scheduleRefresh(after: sooner) }
        scheduleViewCheck()
    }

    /// Seconds between refreshes: `--refresh`, else the step of what is shown — the view's while
    /// it follows the live edge (zoomed in: a finer step, refreshed more often), the overview's
    /// while it looks back (only the strip changes) — at least `minimumRefresh`.
    var refreshInterval: Double {
        options.refresh ?? max(Self.minimumRefresh, viewFollowing ? appendStep : overviewStep)
    }

    /// The delay to schedule the next refresh with at `t` (monotonic seconds) when the one
    /// scheduled is further away than the refresh interval now is (the view zoomed in); else `nil`.
    func soonerRefresh(at t: Double) -> Double? {
        guard range.relative, let at = refreshAt, at - t > pacing.refresh else { return nil }
        return pacing.refresh
    }

    /// The range views may ask for (seconds): the data's, moving with now for `--range 6h`.
    var bounds: ClosedRange<Double> {
        if case let .last(s) = options.range { return max(range.start, range.end - s) ... range.end }
        return range.start ... max(range.start, range.end)
    }

    /// Sends the newest view's request at time `t` (monotonic seconds) if it is due, nothing is
    /// on its way and the view is not already fetched at its step; returns what it asked for.
    @discardableResult
    func requestView(at t: Double) -> PrometheusRange? {
        guard !inFlight, haveData, let r = plan.nextRequest(at: t, within: bounds) else { return nil }
        send(.view, range: r)
        return r
    }

    /// A timer for when the newest view will have rested (one timer: a newer one replaces it).
    func scheduleViewCheck() {
        guard started else { return }
        if let t = viewTimer { scheduler.cancel(t); viewTimer = nil }
        guard let due = plan.dueTime else { return }
        viewTimer = scheduler.schedule(after: due - scheduler.now + 0.001) { [weak self] in
            guard let self else { return }
            viewTimer = nil
            pump()
        }
    }

    /// A view's answer: shown (it replaces its range) unless the view moved on.
    func receiveView(_ chart: ChartData, _ r: PrometheusRange) {
        // The whole range at the overview's step serves the overview too (the first frame's).
        if r.start <= bounds.lowerBound, r.end >= bounds.upperBound, r.step == wantedOverviewStep { receiveOverview(chart, r) }
        guard plan.answered() else { droppedAnswers += 1; return }
        for s in chart.series where !ids.contains(s.id) { ids.append(s.id) }
        if pending.samples.columns.count < ids.count {
            // Samples still untaken get a gap column for each series the answer brought.
            let n = pending.samples.count
            pending.samples = SampleBatch(x: pending.samples.x, columns: pending.samples.columns
                + Array(repeating: [Double](repeating: .nan, count: n), count: ids.count - pending.samples.columns.count))
        }
        pending.seriesIDs = ids
        recent.record(chart, since: Int64(saturating: (range.end - settle) * 1000))
        pending.ranges.append(RangeData(lower: Int64(saturating: r.start * 1000), upper: Int64(saturating: r.end * 1000),
                                        chart: chart))
        pending.confirmed = true
        pending.failure = nil
        pending.receivedAt = wallClockMilliseconds
    }

    /// A view's request failed: asked again after the refresh's back-off (the problem is said once).
    func viewFailed(_ why: String) {
        plan.failed(at: scheduler.now, retryAfter: pacing.next(after: why))
    }
}
