import Charts
import SeriesData
import Foundation
import Kiosk
import Testing
@testable import Adapters
@testable import wlcharts

/// A kiosk's stream panel: its `hidden` list names series the stream has not sent yet, as
/// `--hidden` does for `wlcharts -` / `--follow`.
@MainActor
@Suite struct LivePanelTests {
    @Test func aStreamPanelsHiddenListReachesSeriesThatArriveLater() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/power.csv"
        var text = "t,cpu,mem,disk\n"
        for i in 0 ..< 20 { text += "\(1_700_000_000_000 + i * 1000),\(i),\(2 * i),\(3 * i)\n" }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var panel = Panel(source: .stream(path), line: 3)
        panel.hidden = ["mem"]
        let built = try PanelFactory.make(panel, index: 0, kioskPath: "wall.toml", font: nil)
        let c = built.screen.controller
        built.screen.advance(to: 1)
        built.screen.advance(to: 10)   // any fade-in is over
        #expect(c.model.data.series.map(\.id) == ["cpu", "mem", "disk"])
        #expect(c.model.count == 20)
        #expect(c.model.hiddenIDs == ["mem"], "mem starts hidden and stays hidden; cpu and disk show")
        #expect(c.model.weights == [1, 0, 1])
        #expect(built.configured.hidden == ["mem"], "the panel's own state keeps the list too")
    }
}
