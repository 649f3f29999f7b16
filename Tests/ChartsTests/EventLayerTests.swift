import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Events over a chart (issue 33): markers at the events' pixels, labels in the strip above the
/// plot, the whole text when the highlight is near, events added live, `e`/`E` stepping and
/// speaking; looked at over a stacked chart, day and night.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
@MainActor
struct EventLayerTests {
    static let day = Int64(86_400_000)
    static let start = Int64(1_714_521_600_000)   // 2024-05-01T00:00:00Z

    /// Two days, hourly, one line.
    static func lineChart() -> ChartData {
        let xs = (0 ..< 48).map { start + Int64($0) * 3_600_000 }
        let values = (0 ..< 48).map { 50 + 30 * sin(Double($0) / 5) }
        return ChartData(title: "Load", x: xs, series: [Series(id: "y0", name: "load", color: Color(rgb: 0x3DC23F), kind: .line, values: values)])
    }

    static func screen(_ data: ChartData, events: [ChartEvent], width: Int = 800, height: Int = 500,
                       options: ControllerOptions = ControllerOptions()) throws -> ChartScreen {
        let screen = ChartScreen(charts: [data], textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer(), options: options)
        screen.resize(width: width, height: height, scale: 1)
        screen.controller.setEvents(EventList(events))
        return screen
    }

    /// How many rows of column `x` inside `rows` differ from the background.
    static func marked(_ b: Bitmap, x: Int, rows: Range<Int>, background: Color) -> Int {
        let bg = Bitmap(width: 1, height: 1)
        bg.clear(to: background)
        return rows.filter { b[x, $0] != bg[0, 0] }.count
    }

    @Test func markersStandAtTheEventsPixels() throws {
        let t = Self.start + Self.day   // the second midnight: the window's middle
        let screen = try Self.screen(Self.lineChart(), events: [ChartEvent(start: t, text: "deploy")])
        let b = SceneFixtures.render(screen)
        let layout = screen.scene.layout, c = screen.controller
        let plot = layout.plot
        let x = plot.minX + (Double(t) - c.xMin) / (c.xMax - c.xMin) * plot.width
        let column = Int((x - 0.5).rounded())
        let rows = Int(plot.minY) + 2 ..< Int(plot.maxY) - 2
        let background = c.theme.background
        #expect(Self.marked(b, x: column, rows: rows, background: background) > rows.count * 9 / 10,
                "the marker covers its column at x \(x)")
        #expect(Self.marked(b, x: column - 6, rows: rows, background: background) < rows.count / 4, "and only its column")
    }

    @Test func labelsGoInTheStripAboveThePlot() throws {
        let plain = try Self.screen(Self.lineChart(), events: [])
        _ = SceneFixtures.render(plain)
        #expect(plain.scene.layout.eventStrip == nil, "no events, no strip: the layout (and every golden) as before")
        let t = Self.start + Self.day
        let screen = try Self.screen(Self.lineChart(), events: [ChartEvent(start: t, text: "deploy of the new version 2.4.1")])
        let b = SceneFixtures.render(screen)
        let strip = try #require(screen.scene.layout.eventStrip)
        #expect(strip.maxY < screen.scene.layout.plot.minY, "the labels never cover the data")
        #expect(screen.scene.layout.plot.height == plain.scene.layout.plot.height - strip.height)
        let x = Int(screen.scene.geometry.screenX(Double(t)))
        let ink = (x + 6 ..< x + 60).reduce(0) { $0 + Self.marked(b, x: $1, rows: Int(strip.minY) ..< Int(strip.maxY), background: screen.controller.theme.background) }
        #expect(ink > 20, "the label is written right of its tick")
    }

    @Test func theHighlightNearAMarkerShowsTheWholeText() throws {
        let t = Self.start + Self.day
        let long = "Deploy of the new version 2.4.1 with the reworked cache and a longer text than any label"
        let screen = try Self.screen(Self.lineChart(), events: [ChartEvent(start: t, text: long, tags: ["deploy"])])
        let c = screen.controller
        _ = SceneFixtures.render(screen)
        let frame = screen.scene.geometry.main
        #expect(EventLayer.near(c.events, x: Double(t) + 1_800_000, frame: frame, tolerance: 12) == 0, "half an hour off: near")
        #expect(EventLayer.near(c.events, x: Double(t) + 6 * 3_600_000, frame: frame, tolerance: 12) == nil, "six hours off: not")
        let before = SceneFixtures.render(screen)
        c.setHighlight(index: c.model.nearestIndex(to: Double(t)))
        let after = SceneFixtures.render(screen)
        // The card: its text at the top of the plot over the marker, where only the marker was.
        let plot = screen.scene.layout.plot
        let x = Int(screen.scene.geometry.screenX(Double(t)))
        var changed = 0
        for y in Int(plot.minY) + 8 ..< Int(plot.minY) + 50 {
            for px in x - 100 ..< x + 100 where before[px, y] != after[px, y] { changed += 1 }
        }
        #expect(changed > 500, "the card is there: \(changed) pixels changed")
        let lines = EventLayer.wrap(long + " [deploy]", width: 200) { Double($0.count) * 7 }
        #expect(lines.joined(separator: " ") == long + " [deploy]", "wrapped, nothing lost")
        #expect(lines.allSatisfy { Double($0.count) * 7 <= 200 })
    }

    @Test func eventsAddedLiveAreDrawnAtTheNextFrame() throws {
        let t = Self.start + Self.day
        let screen = try Self.screen(Self.lineChart(), events: [ChartEvent(start: t, text: "first")])
        _ = SceneFixtures.render(screen)
        #expect(!screen.needsRender)
        #expect(screen.controller.addEvents([ChartEvent(start: t, text: "first"), ChartEvent(start: t + 6 * 3_600_000, text: "second")]) == 1)
        #expect(screen.needsRender, "a new event asks for a frame")
        let b = SceneFixtures.render(screen)
        let plot = screen.scene.layout.plot
        let x = Int((screen.scene.geometry.screenX(Double(t + 6 * 3_600_000)) - 0.5).rounded())
        let rows = Int(plot.minY) + 2 ..< Int(plot.maxY) - 2
        #expect(Self.marked(b, x: x, rows: rows, background: screen.controller.theme.background) > rows.count * 9 / 10)
    }

    @Test func eStepsToEventsAndSpeaksThem() throws {
        let c = ChartController(charts: [Self.lineChart()])
        let speaker = RecordingSpeaker()
        c.listening.speaker = speaker
        c.listening.speaksSteps = true
        let h = Int64(3_600_000)
        c.setEvents(EventList([ChartEvent(start: Self.start + 5 * h, text: "deploy"),
                               ChartEvent(start: Self.start + 5 * h + 60_000, text: "same hour"),
                               ChartEvent(start: Self.start + 20 * h, end: Self.start + 22 * h, text: "outage", tags: ["db"])]))
        c.handle(.key(.character("e"), time: 1))
        #expect(c.highlightIndex == 5)
        #expect(speaker.said.last?.hasPrefix("Event: deploy. ") == true, "\(speaker.said)")
        c.handle(.key(.character("e"), time: 2))
        #expect(c.highlightIndex == 20, "past the other event of the same point")
        #expect(speaker.said.last?.hasPrefix("Event: outage [db]. ") == true)
        c.handle(.key(.character("e"), time: 3))
        #expect(c.highlightIndex == 20, "no event after the last: the highlight stays")
        c.handle(.key(.character("E"), time: 4))
        #expect(c.highlightIndex == 5)
        let none = ChartController(charts: [Self.lineChart()])
        #expect(!none.stepEvent(forward: true), "without events `e` is left to the other keys")
    }

    /// Looked at: a year of stacked bars with a release, an outage span and a campaign over them,
    /// labels cut where the next begins (none where only `…` would fit: the night's outage); day at
    /// 1280 × 800, night at 480 × 800.
    @Test func eventsOverAStackedChart() throws {
        let charts = try ChartLoader.load(path: SceneFixtures.examplesDirectory + "/messages-stacked-bars.json")
        let ms = { (s: String) in ISO8601.instant(s)! }
        let events = [
            ChartEvent(start: ms("2019-03-20T12:00:00Z"), text: "Release 5.4", tags: ["deploy"]),
            ChartEvent(start: ms("2019-04-10T00:00:00Z"), end: ms("2019-04-14T00:00:00Z"), text: "Outage: media servers in the EU region", tags: ["incident"]),
            ChartEvent(start: ms("2019-04-16T00:00:00Z"), text: "Hotfix 5.4.1"),
            ChartEvent(start: ms("2019-05-06T00:00:00Z"), text: "Spring campaign in six countries"),
        ]
        for (theme, w, h) in [(Theme.Kind.day, 1280, 800), (.night, 480, 800)] {
            let options = ControllerOptions(theme: theme, range: Double(ms("2019-03-01T00:00:00Z")) ... Double(ms("2019-05-31T00:00:00Z")))
            let screen = try Self.screen(charts[0], events: events, width: w, height: h, options: options)
            Golden.check(SceneFixtures.render(screen), named: "events-stacked-\(w)x\(h)-\(theme.rawValue)", tolerance: ExampleSceneTests.tolerance)
        }
    }
}
