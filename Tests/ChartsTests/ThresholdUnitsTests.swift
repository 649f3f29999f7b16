import Testing
@testable import Charts
@testable import SeriesData

/// Limits in the unit the user reads (issue 33): a number may end in a unit, read in its
/// series' unit family; a bare number is in the series' own unit, a 0–1 ratio's in percent; a
/// unit that does not fit is one clear line; the state, the bands, `--describe` and speech all
/// use the one converted value.
@Suite struct ThresholdUnitsTests {
    typealias Limit = ChartThresholds.Limit

    /// The one limit `text` gives, in the numbers of a series shown in `unit` (`nil`: none).
    static func raw(_ text: String, on unit: String?) throws -> Double? {
        var t = ChartThresholds()
        try t.apply(threshold: text)
        return t.limits[0].raw(shownIn: unit.flatMap(Unit.known))
    }

    static func series(_ id: String, _ values: [Double], unit: String?) -> Series {
        var s = ChartThresholdsTests.series(id, values)
        s.unit = unit.flatMap(Unit.known)
        return s
    }

    @Test func aNumberMayEndInAUnit() throws {
        var t = ChartThresholds()
        try t.apply(threshold: "warn=80%, crit=2 GiB, warn>500ms, crit<-5°C, 1.5s; mem:crit=2e3MB")
        #expect(t.limits.map(\.value) == [80, 2, 500, -5, 1.5, 2000])
        #expect(t.limits.map { $0.unit?.written } == ["%", "GiB", "ms", "°C", "s", "MB"])
        #expect(t.limits.map(\.written) == ["warn=80%", "crit=2GiB", "warn=500ms", "crit<-5°C", "crit=1.5s", "mem:crit=2000MB"])
        #expect(t.limits[3].below && t.limits[5].series == "mem")
        // A bare number keeps no unit.
        try t.apply(threshold: "warn=80")
        #expect(t.limits.last == Limit(level: .warn, value: 80))
    }

    @Test func bytesIECAndSI() throws {
        #expect(try Self.raw("crit=2GiB", on: "bytes") == 2_147_483_648)
        #expect(try Self.raw("crit=2GB", on: "bytes") == 2_000_000_000)
        #expect(try Self.raw("crit=2GiB", on: "MiB") == 2048)
        #expect(try Self.raw("crit=1.5 MiB/s", on: "B/s") == 1_572_864)
        #expect(try Self.raw("crit=100", on: "bytes") == 100)
        #expect(try Self.raw("crit=100", on: "MiB") == 100)
    }

    @Test func durations() throws {
        #expect(try Self.raw("warn=500ms", on: "s") == 0.5)
        #expect(try Self.raw("crit=1.5s", on: "ms") == 1500)
        #expect(try Self.raw("crit=2min", on: "s") == 120)
        #expect(try Self.raw("crit=1h", on: "minutes") == 60)
        #expect(try Self.raw("warn=250", on: "ms") == 250)   // bare: the series' own ms
        #expect(try Self.raw("warn=0.25", on: "s") == 0.25)
    }

    @Test func percentAndRatios() throws {
        #expect(try Self.raw("warn=80%", on: "ratio") == 0.8)
        #expect(try Self.raw("warn=80", on: "ratio") == 0.8)   // bare: percent, as the ratio is shown
        #expect(try Self.raw("warn=80%", on: "percent") == 80)
        #expect(try Self.raw("warn=80", on: "percent") == 80)
        #expect(try Self.raw("warn=80 percent", on: "%") == 80)
    }

    @Test func temperaturesAndSIUnits() throws {
        #expect(try Self.raw("warn=30°C", on: "celsius") == 30)
        #expect(try Self.raw("warn=86°F", on: "°C") == 30)
        #expect(try Self.raw("warn=30°C", on: "°F") == 86)
        #expect(try Self.raw("warn=30", on: "°F") == 30)
        #expect(try Self.raw("crit=2kW", on: "W") == 2000)
        #expect(try Self.raw("crit=2kW", on: "MW") == 0.002)
        #expect(try Self.raw("crit=500mV", on: "volts") == 0.5)
    }

    @Test func aUnitThatDoesNotFitJudgesNothing() throws {
        #expect(try Self.raw("warn=2GiB", on: "percent") == nil)
        #expect(try Self.raw("warn=500ms", on: "bytes") == nil)
        #expect(try Self.raw("warn=30°C", on: "W") == nil)
        #expect(try Self.raw("warn=2kW", on: "kWh") == nil)
        #expect(try Self.raw("warn=80%", on: nil) == nil)   // a unit on a series without one
        #expect(try Self.raw("warn=80", on: nil) == 80)
        var t = ChartThresholds()
        try t.apply(threshold: "warn=2GiB")
        #expect(t.level(of: 1e12, series: Self.series("cpu", [1], unit: "percent")) == nil)
        #expect(t.level(of: 3e9, series: Self.series("mem", [1], unit: "bytes")) == .warn)
    }

    @Test func misfitsAreNamed() throws {
        var style = ChartStyle()
        try style.apply(.init("threshold", "warn=2GiB;mem:crit=90%"))
        let cpu = Self.series("cpu", [1], unit: "percent"), mem = Self.series("mem", [1], unit: "bytes")
        let plain = Self.series("n", [1], unit: nil)
        let found = style.thresholds.unitMismatches(in: [cpu, mem, plain], units: style.units)
        #expect(found.map(\.description) == [
            "'warn=2GiB' does not fit series 'CPU': GiB is bytes, the series is in percent",
            "'mem:crit=90%' does not fit series 'MEM': % is percent, the series is in bytes",
            "'warn=2GiB' does not fit series 'N': it has no unit to read GiB in (give it one, or write a plain number)",
        ])
        // `--unit` decides what a series is shown in.
        try style.apply(.init("unit", "n=bytes"))
        #expect(style.thresholds.unitMismatches(in: [plain], units: style.units).isEmpty)
    }

    @Test(arguments: ["warn=80byts", "warn=80 eighty", "warn=80x", "warn=GiB", "crit=2e"])
    func anUnknownUnitIsOneClearLine(_ text: String) {
        var caught: ChartStyle.SettingError?
        do { _ = try ChartStyle().applying([.init("--threshold", text)]) } catch { caught = error }
        #expect(caught?.description == "--threshold must be \(ChartThresholds.expected), not '\(text)'")
    }

    @Test func aContestStyleThatDoesNotFitIsOneLine() {
        let json = #"[{"columns":[\#(ChartStyleTests.x),["y0",1,2,3]],"types":{"x":"x","y0":"line"},"#
            + #""names":{"y0":"CPU"},"style":{"unit":"percent","threshold":"warn=2GiB"}}]"#
        do {
            _ = try ChartLoader.parse(Array(json.utf8), path: "s.json")
            Issue.record("loaded")
        } catch {
            #expect(error.description == #"s.json: chart 1: "style": threshold: 'warn=2GiB' does not fit series 'CPU': GiB is bytes, the series is in percent"#)
        }
    }

    /// CPU busy as a 0–1 ratio shown in percent, limited at `warn=80,crit=95%`: the state, the
    /// time beyond, the sentence and the scene all read 0.8 and 0.95.
    @Test func theConvertedValueIsUsedEverywhere() throws {
        var style = ChartStyle()
        try style.apply(.init("threshold", "warn=80,crit=95%"))
        try style.apply(.init("unit", "ratio"))
        let start: Int64 = 1_714_567_320_000   // 2024-05-01T12:42:00Z
        let data = ChartData(x: (0 ..< 6).map { start + $0 * 60_000 },
                             series: [Series(id: "web-1", name: "web-1", color: Series.palette[0], kind: .line,
                                             values: [0.5, 0.85, 0.6, 0.96, 0.97, 0.98])])
        let r = ChartState.read(data, thresholds: style.thresholds, units: style.units, stale: false) { _ in true }
        #expect(r.state == .crit && r.value == 0.95 && r.index == 5)
        #expect(ChartState.since(r, in: data) == start + 3 * 60_000)
        #expect(ChartStateWatch.sentence(r, data: data, title: "CPU", units: style.units) == "CPU on web-1 above 95 percent, critical since 12:45")
        let text = ThresholdSummary.text(data, style: style, window: XWindow(Double(start), Double(start + 5 * 60_000)))
        #expect(text == "Time beyond the limits:\nweb-1 above 80% (warn): 3 min in 2 runs\nweb-1 above 95% (crit): 2 min in 1 run")
        // Without the ratio unit the bare 80 is 80: nothing is beyond it.
        var bare = style
        bare.units = ChartUnits()
        #expect(ChartState.read(data, thresholds: bare.thresholds, units: bare.units, stale: false) { _ in true }.state == .ok)

        // The scene: the warn line at 0.8 on the plot, the crit band above 0.95.
        let controller = ChartController(charts: [data], options: ControllerOptions(style: [.init("threshold", "warn=80,crit=95%"),
                                                                                            .init("unit", "ratio")]))
        #expect(controller.stateReading.value == 0.95)
        #expect(controller.style.thresholds.raw(controller.style.thresholds.limits[0], for: data.series[0],
                                                units: controller.style.units) == 0.8)
    }
}

/// A percent axis of values within 0–100 % ends at 100 %, not a round step beyond; other units
/// keep their round top.
@Suite struct PercentAxisTopTests {
    @Test func aPercentAxisStopsAt100() {
        let percent = Unit.known("percent"), ratio = Unit.known("ratio")
        let s = YScale(fitting: 7, 88, zeroBased: false, rows: 6, unit: percent)
        #expect(s.max == 120)
        #expect(YScale.top(s.max, dataMax: 88, unit: percent) == 100)
        #expect(YScale.top(1.2, dataMax: 0.88, unit: ratio) == 1)
        // Data beyond 100 %, a top within it, and other units keep theirs.
        #expect(YScale.top(150, dataMax: 130, unit: percent) == 150)
        #expect(YScale.top(90, dataMax: 88, unit: percent) == 90)
        #expect(YScale.top(120, dataMax: 88, unit: Unit.known("bytes")) == 120)
        #expect(YScale.top(120, dataMax: 88, unit: nil) == 120)
    }

    @Test func theCutAxisHasRoundLinesInside() {
        var lines: [Double] = []
        var span = YLabelTransitions.Span(0, 100)
        span.cut = true
        AxesRenderer.forEachLine(span, log: false, rows: 6, fixed: false) { if $0.labelled { lines.append($0.value) } }
        #expect(lines == [0, 20, 40, 60, 80, 100])
    }
}
