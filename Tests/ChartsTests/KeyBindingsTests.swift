import Testing
@testable import Charts

/// The one key table: every binding of every mode, no key bound twice in a mode, and the lookup
/// rules (modifiers, repeats, typed characters, a kiosk's keys).
@Suite struct KeyBindingsTests {
    let keys = KeyBindings.standard

    static func text(_ b: KeyBindings.WindowBinding) -> String {
        "\(b.key.name)\(b.key.modifiers.rawValue) \(b.action)\(b.repeats ? "" : " once")"
    }

    static func text(_ b: KeyBindings.ChartBinding) -> String { "\(b.key) \(b.action)" }

    static let chartKeys = [
        "left0 chart(Charts.ChartKey.left)", "right0 chart(Charts.ChartKey.right)",
        "up0 chart(Charts.ChartKey.up)", "down0 chart(Charts.ChartKey.down)",
        "home0 chart(Charts.ChartKey.home)", "end0 chart(Charts.ChartKey.end)",
        "plus0 chart(Charts.ChartKey.zoomIn)", "equal0 chart(Charts.ChartKey.zoomIn)",
        "keypadPlus0 chart(Charts.ChartKey.zoomIn)",
        "minus0 chart(Charts.ChartKey.zoomOut)", "keypadMinus0 chart(Charts.ChartKey.zoomOut)",
        "tab0 chart(Charts.ChartKey.nextChart)", "tab1 chart(Charts.ChartKey.previousChart)",
        "backTab0 chart(Charts.ChartKey.previousChart)", "enter0 chart(Charts.ChartKey.enter)",
        "character(\"n\")0 chart(Charts.ChartKey.nightMode) once", "character(\"N\")0 chart(Charts.ChartKey.nightMode) once",
        "character(\"q\")6 deliberateQuit once", "character(\"Q\")6 deliberateQuit once",
    ]

    @Test func windowBindsEveryKeyOnce() {
        #expect(keys.window.map(Self.text) == [
            "escape0 quit once", "f110 toggleFullscreen once", "character(\"q\")0 quit once", "character(\"Q\")0 quit once",
        ] + Self.chartKeys)
        #expect(Set(keys.window.map(\.key)).count == keys.window.count)
    }

    @Test func kioskSwallowsTheKeysThatLeave() {
        #expect(keys.kiosk.map(Self.text) == [
            "escape0 swallow once", "f110 swallow once", "character(\"q\")0 swallow once", "character(\"Q\")0 swallow once",
        ] + Self.chartKeys)
        #expect(Set(keys.kiosk.map(\.key)).count == keys.kiosk.count)
    }

    static let bothChartModes = [
        "up zoomIn", "zoomIn zoomIn", "down zoomOut", "zoomOut zoomOut",
        "nightMode toggleNightMode", "nextChart nextChart", "previousChart previousChart",
        "character(\"r\") reset", "character(\"R\") reset",
        "character(\"s\") playAudioGraph", "character(\"S\") playAudioGraph",
        "character(\"d\") speakSummary", "character(\"D\") speakSummary",
        "character(\"[\") chooseSeries(-1)", "character(\"]\") chooseSeries(1)",
        "home firstPoint", "character(\"m\") minimum", "character(\"M\") maximum",
        "character(\"e\") stepEvent(1)", "character(\"E\") stepEvent(-1)",
        "character(\"1\") preset(Charts.RangePreset.oneDay)", "character(\"2\") preset(Charts.RangePreset.fiveDays)",
        "character(\"3\") preset(Charts.RangePreset.oneMonth)", "character(\"4\") preset(Charts.RangePreset.sixMonths)",
        "character(\"5\") preset(Charts.RangePreset.oneYear)", "character(\"6\") preset(Charts.RangePreset.all)",
        "character(\"0\") preset(Charts.RangePreset.all)",
        "character(\"a\") toggleMonitor", "character(\"A\") toggleMonitor",
        "character(\"l\") legendList", "character(\"L\") legendList",
    ]

    @Test func browsingBindsEveryKeyOnce() {
        #expect(keys.browsing.map(Self.text) == [
            "left pan(-1)", "right pan(1)", "end returnToLiveEdge", "escape back",
        ] + Self.bothChartModes)
        #expect(Set(keys.browsing.map(\.key)).count == keys.browsing.count)
    }

    @Test func readingBindsEveryKeyOnce() {
        #expect(keys.reading.map(Self.text) == [
            "left step(-1)", "right step(1)", "end lastPoint", "escape dropHighlight", "enter zoomIntoDay",
        ] + Self.bothChartModes)
        #expect(Set(keys.reading.map(\.key)).count == keys.reading.count)
    }

    @Test func theMostModifiersWin() {
        #expect(keys.action(for: .character("q"), held: [.ctrl, .alt], isRepeat: false, kiosk: true) == .deliberateQuit)
        #expect(keys.action(for: .character("Q"), held: [.ctrl, .alt, .shift], isRepeat: false, kiosk: false) == .deliberateQuit)
        #expect(keys.action(for: .tab, held: [.shift], isRepeat: false, kiosk: false) == .chart(.previousChart))
        #expect(keys.action(for: .tab, held: [.ctrl], isRepeat: false, kiosk: false) == .chart(.nextChart))
        #expect(keys.action(for: .plus, held: [.ctrl, .shift], isRepeat: false, kiosk: false) == .chart(.zoomIn))
    }

    @Test func ctrlTypesNoCharacter() {
        #expect(keys.action(for: .character("q"), held: [.ctrl], isRepeat: false, kiosk: false) == nil)
        #expect(keys.action(for: .character("s"), held: [.ctrl], isRepeat: false, kiosk: false) == nil)
        #expect(keys.action(for: .character("q"), held: [.alt], isRepeat: false, kiosk: false) == .quit)
    }

    @Test func unboundCharactersGoToTheChart() {
        #expect(keys.action(for: .character("s"), held: [], isRepeat: true, kiosk: false) == .chart(.character("s")))
        #expect(keys.action(for: .character("M"), held: [.shift], isRepeat: false, kiosk: true) == .chart(.character("M")))
    }

    @Test func onlySomeKeysRepeat() {
        #expect(keys.action(for: .left, held: [], isRepeat: true, kiosk: false) == .chart(.left))
        #expect(keys.action(for: .character("n"), held: [], isRepeat: true, kiosk: false) == nil)
        #expect(keys.action(for: .escape, held: [], isRepeat: true, kiosk: false) == nil)
        #expect(keys.action(for: .character("q"), held: [.ctrl, .alt], isRepeat: true, kiosk: false) == nil)
    }

    @Test func aKioskCannotBeLeftByQEscOrF11() {
        for name: KeyName in [.escape, .f11, .character("q"), .character("Q")] {
            #expect(keys.action(for: name, held: [], isRepeat: false, kiosk: true) == .swallow)
            #expect(keys.action(for: name, held: [], isRepeat: false, kiosk: false) != .swallow)
        }
    }

    @Test func theLegendListBindsEveryKeyOnce() {
        #expect(keys.legend.map(Self.text) == [
            "up legendStep(-1)", "left legendStep(-1)", "down legendStep(1)", "right legendStep(1)",
            "enter legendToggle", "character(\" \") legendToggle",
            "escape legendList", "character(\"l\") legendList", "character(\"L\") legendList",
        ])
        #expect(Set(keys.legend.map(\.key)).count == keys.legend.count)
        #expect(keys.legendAction(for: .character("n")) == nil, "other keys act as without the list")
    }

    @Test func theChartModesDependOnTheHighlight() {
        #expect(keys.action(for: .left, reading: false) == .pan(-1))
        #expect(keys.action(for: .left, reading: true) == .step(-1))
        #expect(keys.action(for: .enter, reading: false) == nil)
        #expect(keys.action(for: .character("x"), reading: true) == nil)
    }
}
