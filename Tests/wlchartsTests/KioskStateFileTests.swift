import Charts
import Foundation
import Kiosk
import Screens
import Sources
import Testing
@testable import Adapters
@testable import wlcharts
import SeriesData

/// The kiosk's saved state on disk: one write after the wall settles (never per change), an
/// atomic replacement, read back; a corrupt or foreign file is no state; a place that cannot be
/// written does not stop the wall.
@MainActor
struct KioskStateFileTests {
    static let view = ChartViewState(chartIndex: 0, window: XWindow(10, 20), hidden: ["y1"], theme: .night)

    @Test func writesOnceTheWallSettlesAndReadsItBack() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/state/wlcharts/wall.toml-1.json"   // folders made as needed
        let f = KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3)
        #expect(f.load() == nil, "no file: a first start")
        let views = [Self.view, Self.view, Self.view]
        // A burst of changes (a quick tap through the panels): nothing until one stays 1.5 s.
        f.note(panel: 1, views: views, at: 10)
        f.note(panel: 2, views: views, at: 10.5)
        f.note(panel: 1, views: views, at: 11)
        f.note(panel: 1, views: views, at: 12.4)
        #expect(f.writes == 0 && !FileManager.default.fileExists(atPath: path))
        f.note(panel: 1, views: views, at: 12.5)
        #expect(f.writes == 1)
        for t in stride(from: 12.75, to: 60, by: 0.25) { f.note(panel: 1, views: views, at: t) }
        #expect(f.writes == 1, "the same state is not written again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/state/wlcharts") == ["wall.toml-1.json"], "no temporary file left")
        #expect(KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3).load() == SavedWall(kiosk: "/k/wall.toml", panels: 3, panel: 1, views: views))
        // A panel's view changing is a change of the wall's state too.
        var hidden = views
        hidden[2].hidden = []
        f.note(panel: 1, views: hidden, at: 100)
        f.note(panel: 1, views: hidden, at: 101.5)
        #expect(f.writes == 2 && KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3).load()?.views == hidden)
        // The same file for a wall with another panel count, or garbage: no state.
        #expect(KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 2).load() == nil)
        try Data([0x7B, 0x22, 0xFF, 0x00]).write(to: URL(fileURLWithPath: path))
        #expect(KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3).load() == nil)
        try FileManager.default.createDirectory(atPath: folder + "/dir.json", withIntermediateDirectories: false)
        #expect(KioskStateFile(path: folder + "/dir.json", kiosk: "/k/wall.toml", panels: 3).load() == nil, "a folder: unreadable")
    }

    @Test func aPlaceThatCannotBeWrittenDoesNotStopTheWall() throws {
        let f = KioskStateFile(path: "/proc/wlcharts-cannot/state.json", kiosk: "/k/wall.toml", panels: 3)
        var warnings: [String] = []
        f.file.warn = { warnings.append($0) }
        #expect(throws: StateWriteError.self) { try f.file.write(SavedWall(kiosk: "/k/wall.toml", panels: 3, panel: 1).encoded) }
        f.note(panel: 1, at: 0)
        f.note(panel: 1, at: 2)
        f.note(panel: 2, at: 3)
        f.note(panel: 2, at: 5)
        #expect(f.writes == 0)
        #expect(warnings.count == 1 && warnings[0].hasPrefix("wlcharts: /proc/wlcharts-cannot/state.json: cannot save the state"), "said once: \(warnings)")
    }

    @Test func stateOffAndTheOptionChooseThePlace() {
        #expect(KioskStateFile.path(option: "off", kiosk: "/k/w.toml", environment: ["HOME": "/h"]) == nil)
        #expect(KioskStateFile.path(option: "/run/wall.json", kiosk: "/k/w.toml", environment: ["HOME": "/h"]) == "/run/wall.json")
        #expect(KioskStateFile.path(option: nil, kiosk: "/k/w.toml", environment: ["XDG_STATE_HOME": "/s"])?.hasPrefix("/s/wlcharts/w.toml-") == true)
        #expect(ViewStateFile.path(option: nil, source: ["/d/a.json"], environment: ["XDG_STATE_HOME": "/s"])?.hasPrefix("/s/wlcharts/a.json-") == true)
        #expect(ViewStateFile.path(option: "off", source: ["/d/a.json"], environment: ["XDG_STATE_HOME": "/s"]) == nil)
    }

    /// Live and server sources have their own keys: a followed file is not the file opened
    /// whole, a URL and a Prometheus query set are named by what they fetch (not `--range`),
    /// standard input is kept only where `--state` says.
    @Test @MainActor func liveAndServerSourcesHaveTheirOwnPlaces() {
        let env = ["XDG_STATE_HOME": "/s"]
        let whole = ViewStateFile.path(option: nil, source: ViewStateFile.source(files: ["/d/live.csv"]), environment: env)
        let followed = ViewStateFile.path(option: nil, source: ViewStateFile.source(follow: "/d/live.csv"), environment: env)
        #expect(followed?.hasPrefix("/s/wlcharts/live.csv-") == true && followed?.hasSuffix(".view.json") == true, "\(followed ?? "nil")")
        #expect(followed != whole && whole != nil)
        #expect(ViewStateFile.source(follow: "live.csv") == ["--follow " + FileManager.default.currentDirectoryPath + "/live.csv"])
        let url = ViewStateFile.path(option: nil, source: RemoteSpec.file(url: "https://h/x/data.json", refresh: 5, timeout: 30).viewSource, environment: env)
        #expect(url?.hasPrefix("/s/wlcharts/data.json-") == true, "\(url ?? "nil")")
        func prometheus(_ queries: [String], range: PrometheusSource.Options.RangeSpec) -> String? {
            var o = PrometheusSource.Options(server: "http://p:9090", queries: queries)
            o.range = range
            return ViewStateFile.path(option: nil, source: RemoteSpec.prometheus(o).viewSource, environment: env)
        }
        #expect(prometheus(["up"], range: .last(3600)) == prometheus(["up"], range: .last(600)), "the range is not the key")
        #expect(prometheus(["up"], range: .last(3600)) != prometheus(["up", "rate(x[1m])"], range: .last(3600)))
        #expect(prometheus(["up"], range: .last(3600)) != url)
        #expect(ViewStateFile.path(option: nil, source: nil, environment: env) == nil, "stdin: nowhere by default")
        #expect(ViewStateFile.path(option: "/run/s.json", source: nil, environment: env) == "/run/s.json", "stdin with --state")
    }
}
