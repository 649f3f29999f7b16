import SeriesData

/// Monitor mode: a live chart says what changes in it (`ChartMonitor`) — through the accessible
/// tree's live region (`ChartListening.monitorSaid`) and, without a screen reader, the speech
/// output — at most one sentence every few seconds.
extension ChartController {
    /// Whether monitor mode is on.
    package var isMonitoring: Bool { listening.monitor != nil }

    /// Turns monitor mode on or off (the `a` key), saying so at once.
    package func toggleMonitoring() {
        let on = !isMonitoring
        listening.monitor = on ? ChartMonitor() : nil
        listening.monitorLooked = nil
        deliver(on ? (live == nil ? "Monitor on; this chart does not change." : "Monitor on.") : "Monitor off.")
    }

    /// When the monitor's next sentence is due (the window wakes for it), or `nil`.
    var nextMonitorAnnouncement: Double? { live == nil ? nil : listening.monitor?.nextAnnouncement }

    /// At a frame time: the monitor looks at the chart when its data, range, state or freshness
    /// changed, and the sentence due is said.
    /// - Complexity: O(series · limits) per frame without a change, no allocation.
    func followMonitor() {
        guard listening.monitor != nil, let l = live else { return }
        let reading = stateReading, visible = visiblePoints
        let key = MonitorLookKey(model: ObjectIdentifier(model), version: model.version, visible: visible,
                                 reading: reading, stale: l.status.stale)
        if key != listening.monitorLooked {
            listening.monitorLooked = key
            let shown = active.visibility.visible
            listening.monitor?.observe(ChartMonitor.Look(
                data: model.data, visible: visible, shown: shown, reading: reading, live: l.status, title: title,
                units: style.units, zone: model.calendarDays ? .utc : timeZone), at: now)
        }
        if let sentence = listening.monitor?.announcement(at: now) { deliver(sentence) }
    }

    /// A sentence of the monitor: the live region's text, and spoken without a screen reader.
    private func deliver(_ sentence: String) {
        listening.monitorSaid = sentence
        listening.monitorSentences += 1
        if listening.monitorSpeaks { say(sentence) }
    }
}

/// What the monitor's last look saw: another look is taken only when it changes.
struct MonitorLookKey: Equatable {
    var model: ObjectIdentifier
    var version: Int
    var visible: Range<Int>
    var reading: ChartState.Reading
    var stale: Bool
}
