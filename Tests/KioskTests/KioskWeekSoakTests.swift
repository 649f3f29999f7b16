import Foundation
import Raster
import Testing
@testable import Charts
@testable import Kiosk
@testable import SeriesData

/// A wall through a simulated week in a few seconds: a deterministic clock ticking every 30 s,
/// the rotation (30 s dwell, 1 s fade; a frame every 12 hours and now and then mid-fade), night 20:00–07:00, burn-in every minute, a finger every
/// 7 minutes (rotation pauses, the idle reset eases back 2 minutes later). Panel 1 a CSV stream
/// at 10 samples/s (`--keep 1h`; the 300 samples of each tick arrive as one read and are folded
/// into the chart by one frame's advance, as the window's loop does), panel 2 a server (a sample
/// a minute, the whole range refetched every 6 hours, down from 03:00 to 04:30 every night,
/// `--keep 6h`), panel 3 a file. Asserted every simulated hour: what each panel holds stays
/// inside its bound (points, the arrays' capacity, the arrival intervals, the day texts, the
/// glyph cache); the open descriptors do not grow after the first day; through every outage the
/// server panel keeps its last good data on screen, stale, with the problem, and takes new data
/// after it. The resident size is printed each simulated day (not asserted: the test process
/// shares its heap with the tests running beside it; docs/kiosk.md has the figures).
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
        var hasNews: Bool { !pending.isEmpty || refetched != nil || down }
        func take() -> [LiveUpdate] {
            defer { pending = SampleBatch(series: 2); refetched = nil }
            if down { return [.failing(KioskWeekSoakTests.outage)] }
            return (refetched.map { [.charts($0, receivedAt: receivedAt)] } ?? [])
                + [.samples(pending, seriesIDs: ["rx", "tx"], receivedAt: receivedAt)]
        }
    }

    /// The simulated week in seconds: `WLCHARTS_SOAK_DAYS` days (the ASan run shortens it,
    /// docs/kiosk.md), else 7.
    static let days: Int = ProcessInfo.processInfo.environment["WLCHARTS_SOAK_DAYS"].flatMap { Int($0) }.map { min(max($0, 2), 7) } ?? 7

    /// Resident set size in MiB (`/proc/self/statm`).
    static func residentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// Appends stream sample `i` (a CSV line: time, three values with two decimals) to `bytes`,
    /// digits written by hand: 6 million lines a week, formatting must not be the test's cost.
    static func appendLine(_ i: Int, to bytes: inout [UInt8]) {
        func digits(_ v: Int64) {
            var v = v, buffer: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                                UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var n = 0
            withUnsafeMutableBytes(of: &buffer) { b in
                repeat { b[n] = UInt8(48 + v % 10); v /= 10; n += 1 } while v > 0
                while n > 0 { n -= 1; bytes.append(b[n]) }
            }
        }
        digits(start + Int64(i) * 100)
        for s in 0 ..< 3 {
            let centi = Int64(value(i / 10, s) * 100)
            bytes.append(0x2C)
            digits(centi / 100)
            bytes.append(0x2E)
            bytes.append(UInt8(48 + centi / 10 % 10))
            bytes.append(UInt8(48 + centi % 10))
        }
        bytes.append(0x0A)
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
        let keepPoints = 36_000   // an hour at 10 samples/s
        streamed.controller.attach(feed, options: LiveOptions(keep: .milliseconds(3_600_000)))
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
        let wall = KioskScreen(file: file, panels: panels, configured: panels.map { _ in ControllerOptions() },
                               secondOfDay: { t in t.truncatingRemainder(dividingBy: 86_400) })
        let (width, height) = (320, 200)
        wall.resize(width: width, height: height, scale: 1)
        let target = Bitmap(width: width, height: height)
        let cell = wall.layout.cells[0]
        let alone = Bitmap(width: cell.width, height: cell.height)

        let tick = 30.0, week = Double(Self.days) * 86_400
        var streamSample = 0, serverMinute = -1, switches = 0, frames = 0, outages = 0
        var shown = wall.state.current
        var beforeOutage: (count: Int, last: Int64, green: Int)?
        var csv: [UInt8] = []
        var descriptors = DescriptorWatch()   // every simulated hour
        var resident: [Double] = []   // every simulated day
        // Bounds: a history holds up to an eighth more than it keeps until its next drop (the
        // stream: and the tick's samples, taken at once).
        let streamBound = keepPoints + keepPoints / 8 + 300 + 1, serverBound = 360 + 360 / 8 + 2
        var maxima = (stream: 0, server: 0, streamCapacity: 0, intervals: 0, dayTexts: 0, glyphs: 0)
        for k in 1 ... Int(week / tick) {
            let t = Double(k) * tick
            let minuteOfDay = Int(t.truncatingRemainder(dividingBy: 86_400)) / 60
            // The stream: 10 samples a second, the tick's 300 in one read.
            csv.removeAll(keepingCapacity: true)
            while Double(streamSample) / 10 < t {
                Self.appendLine(streamSample, to: &csv)
                streamSample += 1
            }
            feed.receive(csv, at: Self.start + Int64(t * 1000))
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
            descriptors.record()
            if k % 2880 == 0 {
                resident.append(Self.residentMiB())
                print("KioskWeekSoakTests: day \(k / 2880): RSS \(resident.last ?? 0) MiB, \(descriptors.hourly.last ?? 0) fds, stream \(streamed.controller.model.count) points (capacity \(streamed.controller.model.data.x.capacity)), server \(c.model.count)")
            }
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
        #expect(outages == Self.days, "an outage every night")
        #expect(streamSample == Self.days * 864_000 && serverMinute == Self.days * 1440, "every sample of the week went in")
        // The rotation kept turning all week, paused a little after each touch.
        #expect(switches > Self.days * 1430 && switches < Self.days * 2880, "\(switches) switches")
        #expect(frames >= 2 * Self.days)
        // Descriptors: the last day's fewest against warm-up's, with a margin (DescriptorWatch
        // says what that catches; DescriptorWatchTests plants a leak and sees it reported).
        #expect(descriptors.leak == nil, "\(descriptors.leak ?? "")")
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
