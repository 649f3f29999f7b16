import Testing
@testable import Charts
@testable import SeriesData

/// The style settings: one parser for the file's `"style"` keys and the command line's options.
struct ChartStyleTests {
    @Test func defaultIsTheContestLook() {
        let s = ChartStyle()
        #expect(s.symbol == nil && s.lines && s.smoothing == .linear && !s.gradientFill && s.average == nil
                && s.median == nil && s.missing == .off && s.missingAfter == nil && !s.valueTags && s.yExtent == .dynamic)
    }

    @Test func everyKeyParses() throws {
        let s = try ChartStyle().applying([
            .init("points", "square"), .init("smoothing", "monotone"), .init("fill", "gradient"),
            .init("average", "visible"), .init("median", "25"), .init("missing", "bridge"),
            .init("missing_after", "2h"), .init("value_tags", "true"), .init("y_extent", "-5..12.5"),
        ])
        #expect(s.symbol == .square && s.lines)
        #expect(s.smoothing == .monotone && s.gradientFill)
        #expect(s.average == .visible && s.median == 25)
        #expect(s.missing == .bridge && s.missingAfter == 7_200_000)
        #expect(s.valueTags && s.yExtent == .fixed(min: -5, max: 12.5))
    }

    @Test func scatterHasNoLinesAndCommandLineKeysNormalise() throws {
        let s = try ChartStyle().applying([.init("--scatter", "Diamond"), .init("--average", "12"), .init("--y-extent", "all"),
                                           .init("--missing-after", "90s")])
        #expect(s.symbol == .diamond && !s.lines)
        #expect(s.average == .running(12))
        #expect(s.yExtent == .static)
        // --missing-after alone turns shading on.
        #expect(s.missing == .shade && s.missingAfter == 90_000)
        let none = try s.applying([.init("points", "none")])
        #expect(none.symbol == nil && none.lines)
    }

    @Test(arguments: [("500ms", 500.0), ("1.5s", 1500), ("5m", 300_000), ("1d", 86_400_000), ("250", 250)])
    func durations(_ text: String, _ ms: Double) {
        #expect(ChartStyle.duration(text) == ms)
    }

    @Test(arguments: [
        ("--smoothing", "cubic", "--smoothing must be linear, quadratic or monotone, not 'cubic'"),
        ("median", "0", "median must be a number of samples 1…1000 or none, not '0'"),
        ("median", "1001", "median must be a number of samples 1…1000 or none, not '1001'"),
        ("y_extent", "10..5", "y_extent must be dynamic, all or MIN..MAX with MIN below MAX, not '10..5'"),
        ("missing_after", "-3m", "missing_after must be a positive duration like 90s, 5m, 2h, 1d or 500ms, not '-3m'"),
        ("colour", "red", "colour must be a style key (points, scatter, smoothing, fill, average, median, missing, missing_after, value_tags, y_extent, unit, bytes, threshold, legend_values, legend_large, axis, log_y), not 'red'"),
    ])
    func badSettingsSayWhatTheyAccept(_ key: String, _ value: String, _ message: String) {
        #expect(throws: ChartStyle.SettingError.self) { try ChartStyle().applying([.init(key, value)]) }
        do { _ = try ChartStyle().applying([.init(key, value)]) } catch { #expect(error.description == message) }
    }

    static let x = "[\"x\",1546300800000,1546387200000,1546473600000]"

    @Test func fileStyleObjectIsRead() throws {
        let json = #"{"columns":[\#(Self.x),["y0",1,2,3]],"types":{"x":"x","y0":"line"},"#
            + #""style":{"scatter":"triangle","median":5,"value_tags":true,"y_extent":"0..10"}}"#
        let chart = try ChartLoader.parse(Array(json.utf8), path: "s.json")[0]
        #expect(chart.style.symbol == .triangle && !chart.style.lines)
        #expect(chart.style.median == 5 && chart.style.valueTags && chart.style.yExtent == .fixed(min: 0, max: 10))
    }

    @Test func badFileStyleIsOneLineNamingTheChart() {
        let json = #"[{"columns":[\#(Self.x),["y0",1,2,3]],"types":{"x":"x","y0":"line"},"style":{"smoothing":"wobbly"}}]"#
        do {
            _ = try ChartLoader.parse(Array(json.utf8), path: "s.json")
            Issue.record("loaded")
        } catch {
            #expect(error.description == #"s.json: chart 1: "style": smoothing must be linear, quadratic or monotone, not 'wobbly'"#)
        }
        let nested = #"[{"columns":[\#(Self.x),["y0",1,2,3]],"types":{"x":"x","y0":"line"},"style":{"median":[5]}}]"#
        #expect(throws: LoadError.self) { try ChartLoader.parse(Array(nested.utf8), path: "s.json") }
    }

    /// The command line's settings go over the file's; the controller hands the result to the
    /// scene and sets the feel's y mode.
    @Test func controllerMergesAndShares() throws {
        var chart = ChartData(x: [0, 86_400_000, 172_800_000, 259_200_000],
                              series: [Series(id: "y0", name: "y0", color: .black, kind: .line, values: [1, 5, 2, 8])])
        chart.style.smoothing = .quadratic
        chart.style.median = 3
        let c = ChartController(charts: [chart], options: ControllerOptions(style: [.init("--smoothing", "monotone"),
                                                                                  .init("--y-extent", "-10..20")]))
        #expect(c.snapshot.style.smoothing == .monotone && c.snapshot.style.median == 3)
        #expect(c.active.extremaMode == .fixed(min: -10, max: 20))
        #expect(c.snapshot.yWindow(0) == (-10, 20))
    }

    /// `all`: the axis spans every value and does not move while panning; `dynamic` follows.
    @Test func yExtentAllDoesNotRescaleWhilePanning() {
        let values = (0 ..< 100).map { Double($0) }
        let chart = ChartData(x: (0 ..< 100).map { Int64($0) * 86_400_000 },
                              series: [Series(id: "y0", name: "y0", color: .black, kind: .line, values: values)])
        let all = ChartController(charts: [chart], options: ControllerOptions(style: [.init("y_extent", "all")]))
        let dynamic = ChartController(charts: [chart])
        for c in [all, dynamic] { c.setRange(xMin: 0, xMax: 10 * 86_400_000) }
        let a0 = all.snapshot.yWindow(0), d0 = dynamic.snapshot.yWindow(0)
        for c in [all, dynamic] { c.setRange(xMin: 80 * 86_400_000, xMax: 90 * 86_400_000) }
        #expect(all.snapshot.yWindow(0) == a0)
        #expect(a0.min <= 0 && a0.max >= 99)
        #expect(dynamic.snapshot.yWindow(0) != d0)
    }
}
