import Charts
import Kiosk
import Screens
import SeriesData
import Testing
@testable import wlcharts

/// ``ViewSpec`` read from the command line and from a kiosk panel, and checked against the
/// data: every option and key, and each problem's exact line from either origin.
@MainActor
struct ViewSpecTests {
    /// Two series over 2019-04-01 … 2019-04-30 (one point a day).
    static let chart: ChartData = {
        let day: Int64 = 86_400_000, first: Int64 = 1_554_076_800_000
        let x = (0 ..< 30).map { first + Int64($0) * day }
        return ChartData(title: "t", x: x, series: ["a", "b"].map {
            Series(id: $0, name: $0, color: Series.palette[0], kind: .line, values: x.map { Double($0 % 7) })
        })
    }()

    static func cli(_ arguments: [String], rangeOfSource: Bool = false) throws -> ViewSpec {
        try ViewSpec(options: PNGOptions.parse(arguments), rangeOfSource: rangeOfSource)
    }

    /// The line a problem prints (after `wlcharts: `).
    static func line(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch { return "\(error)" }
    }

    static func panel(_ edit: (inout Panel) -> Void) -> Panel {
        var p = Panel(source: .file("/d/x.json"), line: 4)
        p.keyLines = ["chart": 5, "range": 6, "hidden": 7]
        edit(&p)
        return p
    }

    @Test func everyOptionOfTheCommandLine() throws {
        let v = try Self.cli(["--size", "640X480", "--scale", "2", "--chart", "2", "--range", "2019-04-01..2019-04-30",
                              "--theme", "Night", "--hidden", "a, b,,", "--highlight", "2019-04-07T12:00", "--presets",
                              "--font", "/f.ttf", "--utc", "--smoothing", "monotone", "--no-value-tags"])
        #expect(v.size?.width == 640 && v.size?.height == 480 && v.scale == 2)
        #expect(v.chart == ViewSpec.ChartPick(text: "2", number: 2))
        #expect(v.range?.text == "2019-04-01..2019-04-30" && v.range?.value.map(\.time) == [1_554_076_800_000, 1_556_582_400_000])
        #expect(v.theme == .night && v.hidden == ["a", "b"] && v.presets && v.font == "/f.ttf" && v.utc)
        #expect(v.highlight?.text == "2019-04-07T12:00" && v.highlight?.value.time == 1_554_638_400_000)
        #expect(v.style == [ChartStyle.Setting("--smoothing", "monotone"), ChartStyle.Setting("--value-tags", "false")])
        #expect(v.playControl, "a window draws the play control")
        #expect(v.describesView && v.origins == .commandLine)
        let png = try Self.cli(["--png", "o.png"])
        #expect(!png.playControl && !png.describesView && png.size == nil && png.scale == 1 && png.theme == nil && png.hidden == nil)
        #expect(try Self.cli(["--png", "o.png", "--play-control"]).playControl)
        #expect(try Self.cli(["--chart", "1.0"]).chart?.number == 1 && Self.cli(["--chart", "x"]).chart?.number == nil)
        #expect(try Self.cli(["--range", "6h"], rangeOfSource: true).range == nil, "a Prometheus range is the source's")
    }

    @Test func theCommandLinesProblemsNameTheirOption() {
        let cases: [([String], String)] = [
            (["--size", "0x10"], "--size must be WxH with each side 1…16384 pixels, not '0x10'"),
            (["--scale", "5"], "--scale must be a number in 0.5…4.0, not '5'"),
            (["--theme", "Dusk"], "--theme must be day or night, not 'dusk'"),
        ]
        for (arguments, line) in cases { #expect(Self.line { try Self.cli(arguments) } == line) }
    }

    /// The command line's times are the data's (``ISO8601``): a date the CSV reader refuses is
    /// refused here, with the option's line; an integer stays epoch milliseconds.
    @Test func anImpossibleDateIsRefusedAsTheDataReadersRefuseIt() throws {
        #expect(XReading("2019-02-31").time == nil && XReading("2019-02-28").time == 1_551_312_000_000)
        #expect(XReading(" 1554076800000 ").time == 1_554_076_800_000 && XReading("2019-04-01T02:00+02:00").time == 1_554_076_800_000)
        #expect(Self.line { try Self.cli(["--range", "2019-02-31..2019-03-02"]).scene(for: [Self.chart], files: ["x.json"]) }
            == "--range must be FROM..TO with FROM before TO (dates like 2019-04-01 or epoch ms), not '2019-02-31..2019-03-02'")
    }

    @Test func theDataChecksNameTheirOption() throws {
        func bound(_ arguments: [String]) -> String? {
            Self.line { try Self.cli(arguments).scene(for: [Self.chart], files: ["x.json"]) }
        }
        // A range or a highlight is read as the chart's x (dates here; numbers: NumericXOptionTests).
        #expect(bound(["--range", "2019-04-30..2019-04-01"]) == "--range must be FROM..TO with FROM before TO (dates like 2019-04-01 or epoch ms), not '2019-04-30..2019-04-01'")
        #expect(bound(["--highlight", "soon"]) == "--highlight must be a date (2019-04-07, 2019-04-07T12:00) or epoch ms, not 'soon'")
        #expect(bound(["--chart", "2"]) == "--chart must be a whole number in 1…1, not '2'")
        #expect(bound(["--chart", "x"]) == "--chart must be a whole number in 1…1, not 'x'")
        #expect(bound(["--hidden", "a,q"]) == "--hidden: chart 1 of x.json has no series 'q' (it has a, b)")
        #expect(bound(["--hidden", "a,b"]) == "--hidden hides every series of chart 1 of x.json")
        #expect(bound(["--range", "2020-01-01..2020-02-01"]) == "--range 2020-01-01..2020-02-01 lies outside chart 1 of x.json's data (\(DateFormat.range(from: Self.chart.x[0], to: Self.chart.x[29])))")
        #expect(bound(["--range", "2019-04-10..2019-04-20", "--highlight", "2019-04-02"]) == "--highlight 2019-04-02: the point nearest to it lies outside --range 2019-04-10..2019-04-20")
        #expect(bound(["--smoothing", "wobbly"]) == "--smoothing must be linear, quadratic or monotone, not 'wobbly'")
        let two = Self.line { try Self.cli(["--chart", "3"]).scene(for: [Self.chart, Self.chart], files: ["a.json", "b.json"]) }
        #expect(two == "--chart must be a whole number in 1…2, not '3'")
        #expect(Self.line { try Self.cli(["--hidden", "q"]).scene(for: [Self.chart, Self.chart], files: ["a.json", "b.json"]) }
            == "--hidden: chart 1 has no series 'q' (it has a, b)")
        let scene = try Self.cli(["--chart", "1", "--hidden", "b", "--range", "2019-04-10..2019-04-20", "--theme", "night"])
            .scene(for: [Self.chart], files: ["x.json"])
        #expect(scene.chartIndex == 0 && scene.hidden == ["b"] && scene.theme == .night && scene.range == 1_554_854_400_000 ... 1_555_718_400_000)
        let empty = ChartData(title: "s", x: [], series: [])
        #expect(try Self.cli(["--hidden", "later"]).scene(for: [empty], files: ["stdin"]).hidden == ["later"], "series still to come")
    }

    @Test func everyKeyOfAKioskPanel() throws {
        let p = Self.panel {
            $0.chart = 1; $0.range = "2019-04-01..2019-04-30"; $0.theme = "night"; $0.hidden = ["a", " b"]; $0.presets = true
        }
        let v = try ViewSpec(panel: p, file: "wall.toml", index: 1, font: "/f.ttf", rangeOfSource: false)
        #expect(v.chart == ViewSpec.ChartPick(text: "1", number: 1) && v.range?.value.map(\.time) == [1_554_076_800_000, 1_556_582_400_000])
        #expect(v.theme == .night && v.hidden == ["a", "b"] && v.presets && v.font == "/f.ttf" && v.playControl && !v.utc)
        #expect(v.origins == .panel(file: "wall.toml", index: 1, line: 4, keyLines: ["chart": 5, "range": 6, "hidden": 7]))
        let none = try ViewSpec(panel: Self.panel { _ in }, file: "wall.toml", index: 0, font: nil, rangeOfSource: false)
        #expect(none.chart == nil && none.range == nil && none.theme == nil && none.hidden == nil && !none.presets)
        let prometheus = try ViewSpec(panel: Self.panel { $0.range = "6h" }, file: "wall.toml", index: 0, font: nil, rangeOfSource: true)
        #expect(prometheus.range == nil)
    }

    @Test func aPanelsProblemsNameTheKioskFileTheLineAndTheKey() {
        func line(_ edit: (inout Panel) -> Void) -> String? {
            Self.line {
                try ViewSpec(panel: Self.panel(edit), file: "wall.toml", index: 1, font: nil, rangeOfSource: false)
                    .scene(for: [Self.chart], files: ["x.json"])
            }
        }
        #expect(line { $0.range = "soon" } == "wall.toml:6: panel 2 range: must be FROM..TO with FROM before TO (dates like 2019-04-01 or epoch ms), not 'soon'")
        #expect(line { $0.chart = 3 } == "wall.toml:5: panel 2 chart: must be a whole number in 1…1, not '3'")
        #expect(line { $0.hidden = ["q"] } == "wall.toml:7: panel 2 hidden: chart 1 of x.json has no series 'q' (it has a, b)")
        #expect(line { $0.hidden = ["a", "b"] } == "wall.toml:7: panel 2 hidden: hides every series of chart 1 of x.json")
        #expect(line { $0.range = "2020-01-01..2020-02-01" }?.hasPrefix("wall.toml:6: panel 2 range: 2020-01-01..2020-02-01 lies outside chart 1 of x.json's data (") == true)
        #expect(line { $0.keyLines = [:]; $0.line = 0; $0.range = "x" } == "wall.toml: range: must be FROM..TO with FROM before TO (dates like 2019-04-01 or epoch ms), not 'x'",
                "a panel not written in a file: the file and the key")
    }

    @Test func sizesDefaultPerSurfaceAndWholeFramesAreBounded() throws {
        let none = try Self.cli([])
        #expect(try none.frame(for: .window) == (800, 600) && none.frame(for: .picture) == (1280, 800) && none.frame(for: .wall) == (1280, 800))
        let huge = try Self.cli(["--size", "16384x16384"])
        #expect(try huge.frame(for: .picture) == (16384, 16384), "a picture is drawn a strip at a time")
        let line = "--size 16384x16384 is 268 million pixels; a window or a kiosk wall is drawn whole and takes at most 67 million (8192x8192)"
        #expect(Self.line { try huge.frame(for: .window) } == line && Self.line { try huge.frame(for: .wall) } == line)
    }

    @Test func aChartFileAsTheKiosksOnePanelTakesOnlyTheViewOptions() throws {
        let v = try ViewSpec.singlePanel(options: PNGOptions.parse(["--png", "o.png", "--chart", "2", "--theme", "night", "--highlight", "1",
                                                                    "--utc", "--smoothing", "monotone", "--font", "/f.ttf"]))
        #expect(v.chart?.number == 2 && v.theme == .night && v.font == "/f.ttf")
        #expect(v.highlight == nil && !v.utc && v.style.isEmpty && v.playControl, "the wall's panels as a kiosk file's")
    }
}
