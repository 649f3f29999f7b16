import SeriesData

/// Events over the chart (`--events`, `--event-query`, `--alerts`): the one list the screen draws
/// from, added to as a followed file or a refreshed query brings more, and read with `e`/`E`
/// (the next or previous event: the highlight goes to its point, it is spoken with the point).
extension ChartController {
    /// Replaces the events shown.
    package func setEvents(_ list: EventList) {
        events = list
    }

    /// Adds the events not shown yet; returns how many were new.
    @discardableResult
    package func addEvents(_ added: [ChartEvent]) -> Int {
        events.merge(added)
    }

    /// Moves the highlight to the next (or previous) event's point — from the highlight, else
    /// from the window's start (or end) — bringing it into view, and speaks the event with the
    /// point. Returns `false` when there is nothing to step to (no events, a pie, no data).
    @discardableResult
    func stepEvent(forward: Bool) -> Bool {
        guard feel.pie == nil, model.count > 0, !events.isEmpty else { return false }
        let w = active.interaction.targetWindow, current = highlightIndex
        let from = current.map { model.xs[$0] } ?? (forward ? w.lower - 1 : w.upper + 1)
        var k = forward ? events.next(after: from) : events.previous(before: from)
        // Past the events that fall on the highlighted point (the point nearest to several).
        while let i = k, let current, model.nearestIndex(to: Double(events[i].start)) == current {
            k = forward ? (i + 1 < events.count ? i + 1 : nil) : (i > 0 ? i - 1 : nil)
        }
        guard let i = k, let point = model.nearestIndex(to: Double(events[i].start)) else { return true }
        stopAudioGraph()
        reveal(index: point)
        setHighlight(index: point)
        announcePoint(speaking: false)
        if listening.speaksSteps {
            let zone = model.calendarDays ? TimeZoneOffsets.utc : timeZone
            say(PointReading.spoken("Event: \(events[i].spoken). ") + PointReading.sentence(model, index: point, zone: zone, units: style.units,
                                                                                              axes: active.axes))
        }
        return true
    }
}
