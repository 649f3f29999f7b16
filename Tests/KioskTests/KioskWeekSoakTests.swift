import Foundation
import Raster
import Testing
@testable import Charts
@testable import Kiosk

/// A wall through a simulated week in a few seconds: a deterministic clock ticking every 30 s,
/// the rotation (30 s dwell, 1 s fade; a frame every 12 hours and now and then mid-fade), night 20:00–07:00, burn-in every minute, a finger every
/// 7 minutes (rotation pauses, the idle reset eases back 2 minutes later). Panel 1 a CSV stream
/// (a sample every 10 s, `--keep 5000`), panel 2 a server (a sample a minute, the whole range
/// refetched every 6 hours, down from 03:00 to 04:30 every night, `--keep 6h`), panel 3 a file.
/// Asserted every simulated hour: what each panel holds stays inside its bound (points, the
/// arrays' capacity, the arrival intervals, the day texts, the glyph cache); through every
/// outage the server panel keeps its last good data on screen, stale, with the problem, and
/// takes new data after it. (Memory in bytes is for the benchmark, `kiosk-soak`: docs/kiosk.md.)
@Suite(.enabled(if: KioskFixtures.fontAvailable, KioskFixtures.missingNote))
struct KioskWeekSoakTests {
    static let start: Int64 = 1_795_392_000_000   // a midnight UTC
    static let outage = "http://soak.invalid/metrics: connection refused"

    /// A server: the samples and refetches the week queues, or a failure while it is down.
    final class Server: LiveSource {
        var pending = SampleBatch(series: 2)
        var refetched: [ChartData]?
        var down = false
        var receivedAt: Int64 = 0
        func take() -> LiveUpdate {
            defer { pending = SampleBatch(series: 2); refetched = nil }
            if down { return LiveUpdate(seriesIDs: ["rx", "tx"], samples: SampleBatch(series: 2), failure: KioskWeekSoakTests.outage) }
            return LiveUpdate(seriesIDs: ["rx", "tx"], samples: pending, receivedAt: receivedAt, charts: refetched)
        }
    }

    static func value(_ i: Int, _ s: Int) -> Double {
        100 + 40 * sin(Double(i) / 500 + Double(s)) + Double((i &* 2_654_435_761 &+ s) & 255) / 16
    }

    /// The server's whole range at minute `m`: the 6 hours before it (a refetch).
    static func serverRange(endingAt m: Int) -> ChartData {
        let minutes = max(0, m - 359) ... m
        return ChartData(title: "server", x: minutes.map { start + Int64($0) * 60_000 }, series: (0 ..< 2).map { s in
            Series(id: ["rx", "tx"][s], name: ["rx", "tx"][s], color: Series.palette[s], kind: .line, values: minutes.map { value($0, s + 3) })
        })
    }

    /// Pixels of the panel in a series' colour family (green-dominant: the first palette colour).
    static func greenPixels(_ b: Bitmap) -> Int {
        var n = 0
        for y in 0 ..< b.height {
            for x in 0 ..< b.width {
                let c = Color(premultiplied: b[x, y])
                if Int(c.green) > Int(c.red) + 40 && Int(c.green) > Int(c.blue) + 40 { n += 1 }
            }
        }
        return n
    }

    @Test func aWeekOfDataRefreshesAndOutagesStaysBoundedAndKeepsTheLastGoodData() throws {
        let text = try KioskFixtures.textRenderer()
        let empty = ChartData(title: "stream", x: [], series: [])
        let streamed = ChartScreen(charts: [empty], textRenderer: text)
        let feed = StreamFeed(source: "soak.csv")
        feed.receive(Array("t,a,b,c\n".utf8), at: Self.start)
        let keepPoints = 5000
        streamed.controller.attach(feed, options: LiveOptions(keep: .points(keepPoints)))
        let server = Server()
        let served = ChartScreen(charts: [ChartData(title: "server", x: [], series: [])], textRenderer: text)
        served.controller.attach(server, options: LiveOptions(keep: .milliseconds(6 * 3_600_000), staleAfter: 180))
        let still = ChartScreen(charts: try ChartLoader.load(path: KioskFixtures.examples + "/power-hourly.csv"), textRenderer: text)

        var file = KioskFile(panels: (0 ..< 3).map { Panel(source: .file("\($0)"), line: 0) })
        file.dwell = 30
        file.fade = 1
        file.idleReset = 120
        file.burnIn = 60
        file.night = NightSchedule("20:00-07:00")
        let panels = [streamed, served, still]
        let wall = KioskScreen(file: file, panels: panels, configured: panels.map { _ in SceneOptions() },
                               secondOfDay: { t in t.truncatingRemainder(dividingBy: 86_400) })
        let (width, height) = (320, 200)
        wall.resize(width: width, height: height, scale: 1)
        let target = Bitmap(width: width, height: height)
        let cell = wall.layout.cells[0]
        let alone = Bitmap(width: cell.width, height: cell.height)

        let tick = 30.0, week = 7 * 86_400.0
        var streamSample = 0, serverMinute = -1, switches = 0, frames = 0, outages = 0
        var shown = wall.state.current
        var beforeOutage: (count: Int, last: Int64, green: Int)?
        var csv = ""
        // Bounds: a history holds up to an eighth more than it keeps until its next drop.
        let streamBound = keepPoints + keepPoints / 8 + 1, serverBound = 360 + 360 / 8 + 2
        var maxima = (stream: 0, server: 0, streamCapacity: 0, intervals: 0, dayTexts: 0, glyphs: 0)
        for k in 1 ... Int(week / tick) {
            let t = Double(k) * tick
            let minuteOfDay = Int(t.truncatingRemainder(dividingBy: 86_400)) / 60
            // The stream: a sample every 10 s.
            csv.removeAll(keepingCapacity: true)
            while Double(streamSample) * 10 < t {
                csv += "\(Self.start + Int64(streamSample) * 10_000),\(Self.value(streamSample, 0)),\(Self.value(streamSample, 1)),\(Self.value(streamSample, 2))\n"
                streamSample += 1
            }
            feed.receive(Array(csv.utf8), at: Self.start + Int64(t * 1000))
            // The server: down from 03:00 to 04:30; a sample a minute; its range refetched every 6 h.
            server.down = minuteOfDay >= 180 && minuteOfDay < 270
            let minute = Int(t) / 60
            if !server.down, minute > serverMinute {
                serverMinute = minute
                server.receivedAt = Self.start + Int64(t * 1000)
                if minute % 360 == 0 {
                    server.refetched = [Self.serverRange(endingAt: minute)]
                } else {
                    server.pending.x.append(Self.start + Int64(minute) * 60_000)
                    for s in 0 ..< 2 { server.pending.columns[s].append(Self.value(minute, s + 3)) }
                }
            }
            // A finger drags across the wall every 7 minutes.
            if k % 14 == 0 {
                wall.handle(.touchDown(id: 1, Point(x: 200, y: 100), time: t))
                for step in 1 ... 4 { wall.handle(.touchMove(id: 1, Point(x: 200 - 30 * Double(step), y: 100), time: t + 0.05 * Double(step))) }
                wall.handle(.touchUp(id: 1, time: t + 0.25))
            }
            wall.advance(to: t)
            if wall.state.current != shown { switches += 1; shown = wall.state.current }
            if k % 1440 == 0 || wall.state.isAnimating && k % 4001 == 0 {   // every 12 h, and now and then mid-fade
                wall.render(into: target)
                frames += 1
            }

            let c = served.controller
            // The outage: the last good data stays, stale, with the problem; new data after it.
            if minuteOfDay == 180 && Int(t) % 60 == 0 {   // the first tick it is down: what it showed last
                served.render(into: alone)
                beforeOutage = (c.model.count, c.model.data.x.last ?? 0, Self.greenPixels(alone))
            }
            if minuteOfDay == 240 && Int(t) % 60 == 0, let before = beforeOutage {
                outages += 1
                #expect(c.model.count == before.count && c.model.data.x.last == before.last, "day \(outages): the last good data kept")
                #expect(c.liveStatus?.stale == true && c.liveStatus?.problem == Self.outage, "day \(outages): \(String(describing: c.liveStatus))")
                served.render(into: alone)
                let green = Self.greenPixels(alone)
                #expect(green > before.green / 2 && green > 100, "day \(outages): still drawn (\(green) vs \(before.green) pixels)")
            }
            if minuteOfDay == 275 && Int(t) % 60 == 0, let before = beforeOutage {
                #expect(c.model.data.x.last ?? 0 > before.last && c.liveStatus?.stale == false && c.liveStatus?.problem == nil,
                        "day \(outages): data again after the outage")
                beforeOutage = nil
            }

            guard k % 120 == 0 else { continue }   // every simulated hour: everything inside its bound
            let s = streamed.controller
            maxima.stream = max(maxima.stream, s.model.count)
            maxima.server = max(maxima.server, c.model.count)
            maxima.streamCapacity = max(maxima.streamCapacity, s.model.data.x.capacity)
            for p in panels {
                maxima.intervals = max(maxima.intervals, p.controller.live?.intervals.count ?? 0)
                maxima.dayTexts = max(maxima.dayTexts, p.scene.rangeText.cachedDayTexts)
                #expect(p.controller.live?.pendingRanges.isEmpty ?? true)
            }
            maxima.glyphs = max(maxima.glyphs, text.cacheStatistics.count)
            if t > 86_400 { #expect(s.model.count >= keepPoints, "the stream's history full after a day") }
        }
        #expect(maxima.stream <= streamBound && maxima.server <= serverBound, "\(maxima)")
        #expect(maxima.streamCapacity <= 2 * streamBound, "the stream's arrays do not keep growing: \(maxima)")
        #expect(maxima.intervals <= 64 && maxima.dayTexts <= RangeText.dayTextLimit && maxima.glyphs <= 2048, "\(maxima)")
        #expect(outages == 7, "an outage every night")
        #expect(streamSample == 60_480 && serverMinute == 10_080, "every sample of the week went in")
        // The rotation kept turning all week, paused a little after each touch.
        #expect(switches > 10_000 && switches < 20_160, "\(switches) switches")
        #expect(frames >= 14)
    }

    /// The range text's day cache is bounded (a wall meets a new day every day, for months).
    @Test func theDayTextsKeptAreBounded() throws {
        let chart = ChartData(title: "days", x: (0 ..< 400).map { Self.start + Int64($0) * 86_400_000 }, series: [
            Series(id: "y", name: "y", color: Series.palette[0], kind: .line, values: (0 ..< 400).map { Double($0) })])
        let model = ChartModel(data: chart, hidden: [])
        var text = RangeText()
        for d in 0 ..< 390 {
            text.update(model: model, window: XWindow(Double(chart.x[d]), Double(chart.x[d + 5])), zone: .utc)
            #expect(text.cachedDayTexts <= RangeText.dayTextLimit)
        }
        #expect(text.cachedDayTexts > 0)
    }
}
