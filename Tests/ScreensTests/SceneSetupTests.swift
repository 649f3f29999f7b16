import Charts
import Foundation
import Screens
import SeriesData
import Testing

/// The screen's setup without a window: files read, the view checked, durations as written.
struct SceneSetupTests {
    @Test func durationsReadAsTheCommandLineWritesThem() {
        #expect(SourceSpec.duration("250ms") == 0.25)
        #expect(SourceSpec.duration("15m") == 900)
        #expect(SourceSpec.duration("7d") == 604_800)
        #expect(SourceSpec.duration("42") == 42)
        for bad in ["", "s", "-1s", "3x", "infs"] { #expect(SourceSpec.duration(bad) == nil, "\(bad)") }
    }

    @Test func aMissingFileIsOneErrorAtItsOrigin() {
        let origin = SpecOrigin.kioskKey(file: "wall.toml", line: 4, panel: 1, key: "file")
        var warnings: [String] = []
        do {
            _ = try SceneSetup.load(files: ["/nonexistent/x.csv"], options: LoadOptions(), origin: origin) { warnings.append($0) }
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.origin == origin)
        }
        #expect(warnings.isEmpty)
    }

    @Test func chartsReadAreCheckedAgainstTheView() throws {
        let path = FileManager.default.temporaryDirectory.path + "/scene-setup-\(getpid()).csv"
        try "time,a,b\n2024-01-01,1,3\n2024-01-02,2,4\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let charts = try SceneSetup.load(files: [path], options: LoadOptions(), origin: .arguments) { _ in }
        #expect(charts.count == 1 && charts[0].series.count == 2)
        var view = ViewSpec(origins: .commandLine)
        view.hidden = ["nope"]
        #expect(throws: SpecError.self) { try SceneSetup(charts: charts, files: [path], view: view) }
        view.hidden = nil
        let setup = try SceneSetup(charts: charts, files: [path], view: view)
        #expect(setup.place(files: [path]) == "chart 1 of \(path)")
        #expect(setup.sceneOptions.chartIndex == 0 && setup.sceneOptions.hidden.isEmpty)
    }

    /// A limit in a unit its series' does not fit: the command line's is the error naming the
    /// option; a kiosk panel's a warning naming the file, the line and the key, the panel kept.
    @Test func aLimitInAUnitThatDoesNotFit() throws {
        var cpu = Series(id: "cpu", name: "CPU", color: Series.palette[0], kind: .line, values: [0.5, 0.9])
        cpu.unit = Unit.known("ratio")
        let charts = [ChartData(x: [0, 60_000], series: [cpu])]
        var view = ViewSpec(origins: .commandLine)
        view.style = [.init("--threshold", "warn=80%,crit=2GiB")]
        do {
            _ = try SceneSetup(charts: charts, files: ["c.csv"], view: view)
            Issue.record("a limit in GiB on a ratio was taken")
        } catch {
            #expect(error.description == "--threshold: 'crit=2GiB' does not fit series 'CPU': GiB is bytes, the series is in percent (ratio)")
        }
        view.style = [.init("--threshold", "warn=80%,crit=95")]
        #expect(throws: Never.self) { try SceneSetup(charts: charts, files: ["c.csv"], view: view) }

        var panel = ViewSpec(origins: .panel(file: "wall.toml", index: 1, line: 3, keyLines: ["threshold": 7]))
        panel.style = [.init("threshold", "crit=2GiB")]
        var warnings: [String] = []
        let setup = try SceneSetup(charts: charts, files: ["c.csv"], view: panel) { warnings.append($0.description) }
        #expect(warnings == ["wall.toml:7: panel 2 threshold: 'crit=2GiB' does not fit series 'CPU': GiB is bytes, the series is in percent (ratio)"])
        #expect(setup.sceneOptions.style == panel.style)
    }
}
