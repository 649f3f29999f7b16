import Screens
import Testing
import Charts
import SeriesData
import Raster
@testable import wlcharts

/// The command line on a chart whose x are numbers (row numbers): `--range` and `--highlight`
/// take numbers and refuse dates, `--missing-after` takes x units and refuses durations.
@Suite struct NumericXOptionTests {
    static let rows = ChartData(x: (1 ... 500).map(Int64.init),
                                series: [Series(id: "y", name: "Y", color: .black, kind: .line, values: (1 ... 500).map { Double($0 % 9) })],
                                xKind: .number, xName: "row")
    static let days = ChartData(x: (0 ..< 30).map { 1_554_076_800_000 + Int64($0) * 86_400_000 },   // from 2019-04-01
                                series: [Series(id: "y", name: "Y", color: .black, kind: .line, values: (0 ..< 30).map(Double.init))])

    static func setup(_ chart: ChartData, _ arguments: [String]) throws -> SceneSetup {
        try SceneSetup(charts: [chart], files: ["n.csv"], options: PNGOptions.parse(arguments))
    }

    static func error(_ chart: ChartData, _ arguments: [String]) -> String? {
        do { _ = try setup(chart, arguments); return nil } catch { return "\(error)" }
    }

    @Test func rangeAndHighlightTakeNumbers() throws {
        let s = try Self.setup(Self.rows, ["--range", "120..480", "--highlight", "240"])
        #expect(s.sceneOptions.range == 120 ... 480 && s.sceneOptions.highlightX == 240)
        #expect(try Self.setup(Self.rows, ["--range", "1.5..2e2"]).sceneOptions.range == 1.5 ... 200)
    }

    @Test func datesAreRefusedForNumbers() {
        #expect(Self.error(Self.rows, ["--range", "2019-04-01..2019-04-30"])
                == "--range 2019-04-01..2019-04-30: chart 1 of n.csv has numbers as x, not dates; give FROM..TO as numbers like 120..480")
        #expect(Self.error(Self.rows, ["--range", "600..900"]) == "--range 600..900 lies outside chart 1 of n.csv's data (row 1 – 500)")
        #expect(Self.error(Self.rows, ["--highlight", "2019-04-07"]) == "--highlight must be a number (chart 1 of n.csv has numbers as x), not '2019-04-07'")
        #expect(Self.error(Self.rows, ["--range", "480..120"]) == "--range must be FROM..TO with FROM below TO (numbers like 120..480), not '480..120'")
    }

    @Test func timesStillTakeDatesAndEpochMilliseconds() throws {
        let s = try Self.setup(Self.days, ["--range", "2019-04-05..2019-04-20"])
        #expect(s.sceneOptions.range == 1_554_422_400_000 ... 1_555_718_400_000)
        #expect(Self.error(Self.days, ["--range", "120..480"])?.hasPrefix("--range 120..480 lies outside chart 1 of n.csv's data (1 April 2019") == true)
    }

    @Test func missingAfterIsInXUnitsForNumbers() throws {
        #expect(Self.error(Self.rows, ["--missing-after", "90s"])
                == "--missing-after 90s: chart 1 of n.csv has numbers as x; give the step in x units (like 5), not a duration")
        let s = try Self.setup(Self.rows, ["--missing-after", "5"])
        #expect(try Self.rows.style.applying(s.sceneOptions.style).missingAfter == 5)
        #expect(Self.error(Self.days, ["--missing-after", "2d"]) == nil)
    }
}
