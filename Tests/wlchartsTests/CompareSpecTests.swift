import Charts
import Kiosk
import Screens
import SeriesData
import Testing
@testable import wlcharts

/// `--compare` and a panel's `compare`: read into the `ViewSpec`, handed to the scene, and each
/// problem's line naming where it was written.
@MainActor
struct CompareSpecTests {
    static let week = CompareShift(milliseconds: 604_800_000)

    @Test func theCommandLineAndAPanelGiveTheSameShifts() throws {
        let v = try ViewSpecTests.cli(["--compare", "7d", "--compare", "1d", "--compare", "1w", "--compare", "1y"])
        #expect(v.compare.map(\.short) == ["7d", "1d", "365d"].map { $0 == "365d" ? "1y" : $0 }, "1w is 7d: said once")
        #expect(v.compare.first?.ago == "7 days ago" && v.compare.last?.ago == "1 year ago")
        let p = try ViewSpec(panel: ViewSpecTests.panel { $0.compare = ["7d"] }, file: "wall.toml", index: 0, font: nil, rangeOfSource: false)
        #expect(p.compare == [Self.week])
        let scene = try p.scene(for: [ViewSpecTests.chart], files: ["x.json"])
        #expect(scene.compare == [Self.week])
        // A comparison is hidden by its id.
        let hiding = try ViewSpecTests.cli(["--compare", "7d", "--hidden", "a@-7d"]).scene(for: [ViewSpecTests.chart], files: ["x.json"])
        #expect(hiding.hidden == ["a@-7d"])
    }

    @Test func aKioskFileTakesOneTimeOrAList() throws {
        let f = try KioskFile.parse("""
            [[panel]]
            file = "a.csv"
            compare = "7d"

            [[panel]]
            file = "b.csv"
            compare = ["1d", "7d"]
            """, path: "/w/wall.toml")
        #expect(f.panels.map(\.compare) == [["7d"], ["1d", "7d"]])
        #expect(Self.line { try KioskFile.parse("[[panel]]\nfile = \"a.csv\"\ncompare = 7\n", path: "/w/wall.toml") }
            == "/w/wall.toml:3: panel 1 compare: must be a list of times back like [\"1d\", \"7d\"], not an integer")
    }

    @Test func problemsNameTheOptionOrTheKey() {
        #expect(Self.line { try ViewSpecTests.cli(["--compare", "7x"]) } == "--compare must be a time back like 1h, 1d, 7d, 2w or 1y, not '7x'")
        #expect(Self.line { try ViewSpecTests.cli(["--compare", "0s"]) } == "--compare must be a time back like 1h, 1d, 7d, 2w or 1y, not '0s'")
        var p = ViewSpecTests.panel { $0.compare = ["last week"] }
        p.keyLines["compare"] = 9
        #expect(Self.line { try ViewSpec(panel: p, file: "wall.toml", index: 1, font: nil, rangeOfSource: false) }
            == "wall.toml:9: panel 2 compare: must be a time back like 1h, 1d, 7d, 2w or 1y, not 'last week'")
        // Bars are stacked and numbers are no times: nothing to lay a week over.
        var bars = ViewSpecTests.chart
        bars.series = bars.series.map { var s = $0; s.kind = .bar; return s }
        #expect(Self.line { try ViewSpecTests.cli(["--compare", "7d"]).scene(for: [bars], files: ["x.json"]) }
            == "--compare needs a chart of lines over time on one y axis; chart 1 of x.json is not one")
    }

    static func line(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch { return "\(error)" }
    }
}
