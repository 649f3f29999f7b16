/// Which key does what, in one place (as foot's `[key-bindings]`), per mode:
///
/// - `window`: a key pressed in the window: the window's own actions (quit, fullscreen) or a
///   `ChartKey` handed to the chart; an unbound character without Ctrl goes to the chart as typed.
/// - `kiosk`: the same, but only Ctrl+Alt+Q leaves (q, Esc and F11 are swallowed).
/// - `browsing`: a `ChartKey` in the chart without a highlight.
/// - `reading`: a `ChartKey` with a highlight (keyboard exploration: arrows step point by
///   point, Home/End jump, Enter opens the point's day, Esc drops the highlight).
/// - `legend`: a `ChartKey` while the legend list (`l`, the `+7` pill) is open: arrows walk
///   its rows, Enter or Space shows or hides the row's series, Esc or `l` closes it; other
///   keys go on to `browsing` or `reading`.
///
/// An action found here may still not apply (reading keys on a pie, presets without the presets
/// layout, the live edge of a chart that is not live): then the key does nothing.
package struct KeyBindings: Sendable {
    /// One key of a mode and what it does; `repeats` when key repeat does it again.
    package struct Binding<Key: Hashable & Sendable, Action: Hashable & Sendable>: Hashable, Sendable {
        package var key: Key
        package var action: Action
        package var repeats: Bool

        package init(_ key: Key, _ action: Action, repeats: Bool = true) {
            self.key = key; self.action = action; self.repeats = repeats
        }
    }

    package typealias WindowBinding = Binding<KeyChord, KeyAction>
    package typealias ChartBinding = Binding<ChartKey, ChartAction>

    package var window: [WindowBinding]
    package var kiosk: [WindowBinding]
    package var browsing: [ChartBinding]
    package var reading: [ChartBinding]
    package var legend: [ChartBinding]

    /// The keys of wlcharts (README, docs/accessibility.md, docs/kiosk.md).
    package static let standard: KeyBindings = {
        let chartKeys: [WindowBinding] = [
            .init(KeyChord(.left), .chart(.left)), .init(KeyChord(.right), .chart(.right)),
            .init(KeyChord(.up), .chart(.up)), .init(KeyChord(.down), .chart(.down)),
            .init(KeyChord(.home), .chart(.home)), .init(KeyChord(.end), .chart(.end)),
            .init(KeyChord(.plus), .chart(.zoomIn)), .init(KeyChord(.equal), .chart(.zoomIn)),
            .init(KeyChord(.keypadPlus), .chart(.zoomIn)),
            .init(KeyChord(.minus), .chart(.zoomOut)), .init(KeyChord(.keypadMinus), .chart(.zoomOut)),
            .init(KeyChord(.tab), .chart(.nextChart)), .init(KeyChord(.tab, .shift), .chart(.previousChart)),
            .init(KeyChord(.backTab), .chart(.previousChart)),
            .init(KeyChord(.enter), .chart(.enter)),
            .init(KeyChord(.character("n")), .chart(.nightMode), repeats: false),
            .init(KeyChord(.character("N")), .chart(.nightMode), repeats: false),
            .init(KeyChord(.character("q"), [.ctrl, .alt]), .deliberateQuit, repeats: false),
            .init(KeyChord(.character("Q"), [.ctrl, .alt]), .deliberateQuit, repeats: false),
        ]
        let leaving: [(KeyChord, KeyAction)] = [
            (KeyChord(.escape), .quit), (KeyChord(.f11), .toggleFullscreen),
            (KeyChord(.character("q")), .quit), (KeyChord(.character("Q")), .quit),
        ]
        let window = leaving.map { WindowBinding($0.0, $0.1, repeats: false) } + chartKeys
        let kiosk = leaving.map { WindowBinding($0.0, .swallow, repeats: false) } + chartKeys

        let both: [ChartBinding] = [
            .init(.up, .zoomIn), .init(.zoomIn, .zoomIn), .init(.down, .zoomOut), .init(.zoomOut, .zoomOut),
            .init(.nightMode, .toggleNightMode), .init(.nextChart, .nextChart), .init(.previousChart, .previousChart),
            .init(.character("r"), .reset), .init(.character("R"), .reset),
            .init(.character("s"), .playAudioGraph), .init(.character("S"), .playAudioGraph),
            .init(.character("d"), .speakSummary), .init(.character("D"), .speakSummary),
            .init(.character("["), .chooseSeries(-1)), .init(.character("]"), .chooseSeries(1)),
            .init(.home, .firstPoint), .init(.character("m"), .minimum), .init(.character("M"), .maximum),
            .init(.character("e"), .stepEvent(1)), .init(.character("E"), .stepEvent(-1)),
            .init(.character("1"), .preset(.oneDay)), .init(.character("2"), .preset(.fiveDays)),
            .init(.character("3"), .preset(.oneMonth)), .init(.character("4"), .preset(.sixMonths)),
            .init(.character("5"), .preset(.oneYear)), .init(.character("6"), .preset(.all)),
            .init(.character("0"), .preset(.all)),
            .init(.character("a"), .toggleMonitor), .init(.character("A"), .toggleMonitor),
            .init(.character("l"), .legendList), .init(.character("L"), .legendList),
        ]
        let browsing: [ChartBinding] = [
            .init(.left, .pan(-1)), .init(.right, .pan(1)), .init(.end, .returnToLiveEdge), .init(.escape, .back),
        ] + both
        let reading: [ChartBinding] = [
            .init(.left, .step(-1)), .init(.right, .step(1)), .init(.end, .lastPoint), .init(.escape, .dropHighlight),
            .init(.enter, .zoomIntoDay),
        ] + both
        let legend: [ChartBinding] = [
            .init(.up, .legendStep(-1)), .init(.left, .legendStep(-1)), .init(.down, .legendStep(1)), .init(.right, .legendStep(1)),
            .init(.enter, .legendToggle), .init(.character(" "), .legendToggle),
            .init(.escape, .legendList), .init(.character("l"), .legendList), .init(.character("L"), .legendList),
        ]
        return KeyBindings(window: window, kiosk: kiosk, browsing: browsing, reading: reading, legend: legend)
    }()

    /// What `name` pressed with `held` does in the window (`kiosk`: a kiosk's window): the
    /// binding asking for the most of the held modifiers; else an unbound character without Ctrl
    /// is handed to the chart. `nil`: nothing (unbound, or a repeat of a key that does not repeat).
    package func action(for name: KeyName, held: KeyModifiers, isRepeat: Bool, kiosk: Bool) -> KeyAction? {
        let bindings = kiosk ? self.kiosk : window
        let found = bindings.filter { $0.key.matches(name, held: held) }
            .max { $0.key.modifiers.rawValue.nonzeroBitCount < $1.key.modifiers.rawValue.nonzeroBitCount }
        if let found { return isRepeat && !found.repeats ? nil : found.action }
        if case let .character(c) = name, !held.contains(.ctrl) { return .chart(.character(c)) }
        return nil
    }

    /// What `key` does in the chart, with a highlight (`reading`) or without.
    package func action(for key: ChartKey, reading: Bool) -> ChartAction? {
        (reading ? self.reading : browsing).first { $0.key == key }?.action
    }

    /// What `key` does while the legend list is open (`nil`: what it does without the list).
    package func legendAction(for key: ChartKey) -> ChartAction? {
        legend.first { $0.key == key }?.action
    }
}
