import Sonification

/// Charts you can hear, in the window: the audio graph of the visible range (`s`, the play
/// control) with the highlight moving with the sound, the spoken summary (`d`), and keyboard
/// reading — with a highlight ←/→ step point by point, Home/End jump to the first/last visible
/// point, `m`/`M` to the minimum/maximum, `e`/`E` to the next/previous event, `[`/`]` choose the
/// series read; each step plays a tone
/// at the point's pitch and, with `ChartListening.speaksSteps`, speaks its date and values.
///
/// Sound and speech go out through `ChartListening`'s `AudioOutput` and `Speaker`; the
/// highlight follows the output's `AudioOutput.playingFrame` (the frame heard, latency taken
/// off) at each frame time.
extension ChartController {
    /// The series the audio graph plays and the steps sound: the one chosen with `[`/`]` while it
    /// is shown, else the first shown.
    var readingSeries: Int {
        let visible = active.visibility.visible
        if let s = listening.chosenSeries, visible.indices.contains(s), visible[s] { return s }
        return visible.firstIndex(of: true) ?? 0
    }

    /// The points inside the window the view shows or is going to.
    package var visiblePoints: Range<Int> { model.data.indices(in: active.interaction.targetWindow) }

    /// Whether the plot shows points that can be read (not a pie, not an empty chart).
    private var canRead: Bool { feel.pie == nil && model.count > 0 }

    /// The listening and reading actions of a key (`KeyBindings`); `false` leaves the key to the
    /// gestures (their actions, or one that cannot apply here: a pie, an empty chart).
    func handleListening(_ input: ChartInput) -> Bool {
        guard case let .key(key, _) = input,
              let action = KeyBindings.standard.action(for: key, reading: active.interaction.highlightX != nil) else { return false }
        switch action {
        case .playAudioGraph:
            toggleAudioGraph()
        case .speakSummary:
            speakSummary()
        case .toggleMonitor:
            toggleMonitoring()
        case let .stepEvent(direction):
            return stepEvent(forward: direction > 0)
        case let .chooseSeries(direction):
            guard canRead else { return false }
            chooseSeries(direction)
        case .firstPoint, .minimum, .maximum:
            guard canRead else { return false }
            stopAudioGraph()
            let target: Int?
            switch action {
            case .firstPoint: target = visiblePoints.first
            case .minimum: target = extremeIndex(maximum: false)
            default: target = extremeIndex(maximum: true)
            }
            guard let i = target else { return true }
            setHighlight(index: i)
            announcePoint()
        case .lastPoint, .step:
            guard canRead, highlightIndex != nil else { return false }
            stopAudioGraph()
            if action == .lastPoint {
                if let i = visiblePoints.last { setHighlight(index: i) }
            } else {
                // The gestures step to the neighbouring point and bring it into view.
                process(feel.handle(input))
            }
            announcePoint()
        default:
            return false
        }
        return true
    }

    // MARK: The audio graph

    /// Plays the audio graph of the visible range of `readingSeries`, or stops the one playing
    /// (the highlight stays on the point heard last).
    func toggleAudioGraph() {
        if listening.playback != nil { stopAudioGraph(); return }
        guard canRead else { return }
        guard let audio = listening.audio else { listening.problem("no sound output: not played"); return }
        let graph: AudioGraph
        do {
            graph = try AudioGraph(data: model.data, series: readingSeries, window: active.interaction.targetWindow,
                                   options: listening.graphOptions)
            try audio.play(graph.render())
        } catch {
            listening.problem("\(error)")
            return
        }
        listening.succeeded()
        listening.playback = AudioPlayback(graph: graph, frame: 0, highlightBefore: active.interaction.highlightX,
                                           model: ObjectIdentifier(model))
        highlight(frame: 0, of: graph)
    }

    /// Stops the audio graph (the highlight stays where it was heard).
    func stopAudioGraph() {
        guard listening.playback != nil else { return }
        listening.audio?.stop()
        listening.playback = nil
    }

    /// At a frame time: the highlight moves to the point being heard; when the sound has ended
    /// it returns to where it was. Another chart, a day or a pie stops the sound.
    func followPlayback() {
        guard var p = listening.playback else { return }
        guard p.model == ObjectIdentifier(model), feel.pie == nil else { stopAudioGraph(); return }
        guard let frame = listening.audio?.playingFrame else {
            listening.playback = nil
            active.interaction.setHighlight(p.highlightBefore)
            return
        }
        p.frame = min(max(frame, 0), max(p.graph.frameCount - 1, 0))
        listening.playback = p
        highlight(frame: p.frame, of: p.graph)
    }

    /// Highlights the point of `graph` sounding at `frame`: the nearest to the x heard.
    private func highlight(frame: Int, of graph: AudioGraph) {
        let x = graph.x(atFrame: frame)
        let i = model.nearestIndex(to: x) ?? graph.points.lowerBound
        setHighlight(index: min(max(i, graph.points.lowerBound), graph.points.upperBound - 1))
    }

    // MARK: Speech

    /// Speaks the summary of the visible range; without a speech service it is reported as text.
    func speakSummary() {
        let summary = ChartSummary(data: model.data, index: chartIndex, window: active.interaction.targetWindow,
                                   hidden: model.hiddenIDs, zone: timeZone, units: style.units)
        guard let speaker = listening.speaker else { listening.report(.summary(summary.text)); return }
        do {
            try speaker.speak(PointReading.spoken(summary.spokenText))
            listening.succeeded()
        } catch {
            listening.problem("\(error)")
            listening.report(.summary(summary.text))
        }
    }

    // MARK: Reading

    /// The first visible point of `readingSeries` with the lowest (or highest) value.
    private func extremeIndex(maximum: Bool) -> Int? {
        let values = model.data.series[readingSeries].values
        var best: Int?
        for i in visiblePoints where values[i].isFinite {
            if let b = best, maximum ? values[i] <= values[b] : values[i] >= values[b] { continue }
            best = i
        }
        return best
    }

    /// The next (`+1`) or previous shown series becomes the one read; the step is announced.
    private func chooseSeries(_ direction: Int) {
        let visible = active.visibility.visible
        let shown = visible.indices.filter { visible[$0] }
        guard let at = shown.firstIndex(of: readingSeries), !shown.isEmpty else { return }
        listening.chosenSeries = shown[(at + direction + shown.count) % shown.count]
        if listening.speaksSteps { say(PointReading.spoken(model.data.series[readingSeries].name)) }
        if highlightIndex != nil { announcePoint(speaking: false) }
    }

    /// The highlighted point heard: a tone at its pitch in the visible range of `readingSeries`
    /// (placed left to right as in the audio graph), and with `ChartListening.speaksSteps` its
    /// date and values spoken, cutting off what was being said.
    func announcePoint(speaking: Bool = true) {
        guard let i = highlightIndex else { return }
        let s = readingSeries, w = active.interaction.targetWindow
        let v = model.data.series[s].values[i]
        if let audio = listening.audio, v.isFinite, let range = model.extrema.series[s].minMax(model.data.indices(in: w)) {
            let pitch = PitchScale(minValue: range.min, maxValue: range.max, frequencies: listening.graphOptions.frequencies)
            let position = w.span > 0 ? (model.xs[i] - w.lower) / w.span : 0.5
            do {
                try audio.play(AudioGraph.tone(of: v, pitch: pitch, position: position, options: listening.graphOptions))
                listening.succeeded()
            } catch {
                listening.problem("\(error)")
            }
        }
        if speaking && listening.speaksSteps { say(PointReading.sentence(model, index: i, zone: model.calendarDays ? .utc : timeZone, units: style.units,
                                                                           axes: active.axes)) }
    }

    // MARK: Scrubbing

    /// The least room between visible points, pixels, for pointer and touch scrubbing to tick:
    /// the tones of closer points (0.12 s each) could not be heard apart.
    static let scrubTickSpacing = 12.0

    /// After pointer or touch input that moved the highlight to another point: its tone, as a
    /// keyboard step sounds (no speech), when the visible points are sparse enough to hear
    /// apart (`scrubTickSpacing` pixels each); none while the audio graph plays.
    func tickScrub(_ input: ChartInput, from before: Int?) {
        switch input {
        case .pointerMove, .pointerDown, .touchDown, .touchMove: break
        default: return
        }
        guard listening.audio != nil, listening.playback == nil, let i = highlightIndex, i != before,
              Double(visiblePoints.count) * Self.scrubTickSpacing <= active.interaction.layout.plot.width else { return }
        announcePoint(speaking: false)
    }

    func say(_ text: String) {
        guard let speaker = listening.speaker else { return }
        do {
            try speaker.speak(text)
            listening.succeeded()
        } catch {
            listening.problem("\(error)")
        }
    }
}
