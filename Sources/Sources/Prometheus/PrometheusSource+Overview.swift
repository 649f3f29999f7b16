import SeriesData

/// The overview strip shows the whole `--range` at its own coarse step (about one sample per
/// pixel column of the strip), while the main plot holds what pan and zoom re-queried at a finer
/// one. The first answer is the whole range at that step and serves both; after that the overview
/// is asked for apart, rarely: whole again when the strip's width changes its step, and for a
/// range moving with now (`--range 6h`) what is new of it once a step of it has passed (never
/// more often than the refresh). Its answers reach the controller as `LiveUpdate.overview` and
/// change only the strip.
extension PrometheusSource {
    /// The seconds the whole range spans.
    var rangeSeconds: Double {
        switch options.range {
        case let .last(s): s
        case let .fixed(a, b): b - a
        }
    }

    /// The step the overview wants for the plot's columns.
    var wantedOverviewStep: Double { PrometheusRange.step(seconds: rangeSeconds, columns: overviewColumns) }

    /// The overview's next request at `t` (monotonic seconds), if one is due: the whole range at a
    /// new step, or what is new of a moving range after a step of it passed (and at least the
    /// refresh interval) — `nil` while another cycle is on its way or after a failure's back-off.
    func nextOverviewRange(at t: Double) -> PrometheusRange? {
        guard !inFlight, haveData, t >= overviewRetryAt else { return nil }
        let step = wantedOverviewStep
        let b = bounds
        guard let end = overviewEnd, step == overviewStep else {
            let start = (b.lowerBound / step).rounded(.down) * step
            let end = range.relative ? (b.upperBound / step).rounded(.down) * step : b.upperBound
            return end > start ? PrometheusRange(start: start, end: end, step: step, relative: false) : nil
        }
        guard range.relative else { return nil }
        let newEnd = (b.upperBound / step).rounded(.down) * step
        guard newEnd > end, newEnd - end >= max(step, pacing.refresh) else { return nil }
        return PrometheusRange(start: max(end, (b.lowerBound / step).rounded(.down) * step), end: newEnd, step: step, relative: false)
    }

    /// Sends the overview's request at `t` if one is due; returns what it asked for.
    @discardableResult
    func requestOverview(at t: Double) -> PrometheusRange? {
        guard let r = nextOverviewRange(at: t) else { return nil }
        cycles += 1
        overviewStep = r.step
        send(.overview, range: r)
        return r
    }

    /// An answer that holds the overview's points for `r` (its own, the first whole range, or a
    /// view's answer that happens to be the whole range at the overview's step).
    func receiveOverview(_ chart: ChartData, _ r: PrometheusRange) {
        overviewStep = r.step
        overviewEnd = max(overviewEnd ?? r.end, r.end)
        overviewRetryAt = -.infinity
        pending.overview.append(RangeData(lower: Int64(saturating: r.start * 1000), upper: Int64(saturating: r.end * 1000),
                                          chart: chart))
    }

    /// The overview's request failed at `t` (monotonic seconds): asked again after the refresh's back-off.
    func overviewFailed(_ why: String, at t: Double) {
        overviewRetryAt = t + pacing.next(after: why)
    }
}
