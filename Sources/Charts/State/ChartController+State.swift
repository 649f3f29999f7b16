import SeriesData

extension ChartController {
    /// The chart's `ChartState` now, from the newest sample of each shown series against its
    /// limits (`ChartStyle.thresholds`) and the live source's freshness; what the header shows,
    /// a kiosk panel's edge marks, and the earcons and speech announce.
    /// - Complexity: O(series · limits).
    package var stateReading: ChartState.Reading {
        let visible = feel.visibility.visible
        return ChartState.read(model.data, thresholds: style.thresholds, units: style.units, stale: live?.status.stale == true) {
            visible.indices.contains($0) && visible[$0]
        }
    }

    /// Announces a change of the state since the last frame: its earcon through the audio graph's
    /// output (not over an audio graph playing), and with `--speak` its sentence. Nothing for a
    /// chart without limits, nor for the first state read.
    /// - Complexity: O(series · limits) per frame, no allocation without a change.
    func announceStateChange() {
        guard !style.thresholds.isEmpty else { return }
        let reading = stateReading
        guard reading.state != stateWatch.last else { return }
        guard let a = stateWatch.note(reading, data: model.data, title: title, units: style.units,
                                      zone: model.calendarDays ? .utc : timeZone) else { return }
        do {
            if let audio = listening.audio, listening.playback == nil, let earcon = a.earcon { try audio.play(earcon) }
            // Monitor mode says the crossing itself (rate-limited with the rest).
            if listening.speaksSteps, listening.monitor == nil, let speaker = listening.speaker { try speaker.speak(a.sentence) }
            listening.succeeded()
        } catch {
            listening.problem("\(error)")
        }
    }
}
