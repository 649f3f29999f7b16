import Charts
import Fonts
import Foundation
import Kiosk
import Raster
import SeriesData

/// A kiosk wall through a simulated week on a deterministic clock, headless: does anything grow?
///
///     kiosk-soak [DAYS=7] [FRAME_EVERY_SECONDS=60] [WxH=1280x720]
///
/// The wall (`KioskScreen`, as `wlcharts --kiosk` builds it) rotates three panels every 30 s
/// with a 1 s cross-fade, burn-in every minute, night from 20:00 to 07:00 (the simulated day
/// starts at 12:00), idle reset after 2 min. Panel 1 is a live CSV stream (5 series, 10 samples/s,
/// through the stream decoder as `wlcharts --follow` feeds it) kept to `--keep 24h`; panel 2 a
/// live source of ready batches (3 series, 10 samples/s) kept to `--keep 100000`; panel 3 a
/// static chart of 100,000 points. The clock ticks every 0.25 s like the window's loop (samples,
/// rotation, night, burn-in each tick); a frame is drawn every FRAME_EVERY_SECONDS of simulated
/// time and on every tick of a cross-fade; every 5 minutes a finger drags across the wall (the
/// rotation pauses, the panels ease back 2 minutes later). Every simulated 6 hours it prints the
/// resident memory, the open descriptors, the points each live panel holds and the frames drawn;
/// at the end the growth of memory after the first day (the warm-up: the 24 h history filling).
@main enum KioskSoak {
    static let start: Int64 = 1_795_392_000_000   // ms since the epoch, a midnight UTC; the clock starts at 12:00

    /// A source handing the controller the batches the benchmark queued.
    final class Queue: LiveSource {
        var pending = SampleBatch(series: 3)
        let ids = ["a", "b", "c"]
        var receivedAt: Int64 = 0
        var hasNews: Bool { !pending.isEmpty }
        func take() -> [LiveUpdate] {
            defer { pending = SampleBatch(series: 3) }
            return pending.isEmpty ? [] : [.samples(pending, seriesIDs: ids, receivedAt: receivedAt)]
        }
    }

    @inline(__always) static func value(_ i: Int, _ s: Int) -> Double {
        100 + 40 * sin(Double(i) / 5000 + Double(s)) + Double((i &* 2_654_435_761 &+ s) & 1023) / 64
    }

    static func residentKiB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return -1 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }

    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }

    /// A line to stdout now, unbuffered (a long run is watched, or cut short).
    static func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

    static func main() throws {
        let args = Array(CommandLine.arguments.dropFirst())
        let days = args.count > 0 ? Double(args[0]) ?? 7 : 7
        let frameEvery = args.count > 1 ? Double(args[1]) ?? 60 : 60
        let size = (args.count > 2 ? args[2] : "1280x720").split(separator: "x").compactMap { Int($0) }
        guard size.count == 2, size[0] > 0, size[1] > 0, days > 0, frameEvery > 0 else {
            say("usage: kiosk-soak [DAYS=7] [FRAME_EVERY_SECONDS=60] [WxH=1280x720]")
            return
        }
        let (width, height) = (size[0], size[1])
        let text = TextRenderer(font: try FontLocator.load(explicitPath: nil).font)

        // Panel 1: a CSV stream. Panel 2: batches. Panel 3: static.
        let empty = { (title: String) in ChartData(title: title, x: [], series: []) }
        let streamed = ChartScreen(charts: [empty("stream")], textRenderer: text)
        let feed = StreamFeed(source: "soak.csv")
        feed.receive(Array("t,s0,s1,s2,s3,s4\n".utf8), at: start)
        streamed.controller.attach(feed, options: LiveOptions(keep: .milliseconds(24 * 3_600_000)))
        let batched = ChartScreen(charts: [empty("batches")], textRenderer: text)
        let queue = Queue()
        batched.controller.attach(queue, options: LiveOptions(keep: .points(100_000)))
        let n = 100_000
        let still = ChartScreen(charts: [ChartData(title: "static", x: (0 ..< n).map { start + Int64($0) * 60_000 }, series: (0 ..< 4).map { s in
            Series(id: "y\(s)", name: "y\(s)", color: Series.palette[s], kind: .line, values: (0 ..< n).map { value($0, s) })
        })], textRenderer: text)

        var file = KioskFile(panels: (0 ..< 3).map { Panel(source: .file("\($0)"), line: 0) })
        file.dwell = 30
        file.fade = 1
        file.idleReset = 120
        file.burnIn = 60
        file.night = NightSchedule("20:00-07:00")
        let panels = [streamed, batched, still]
        let wall = KioskScreen(file: file, panels: panels, configured: panels.map { _ in ControllerOptions() },
                               secondOfDay: { t in (43_200 + t).truncatingRemainder(dividingBy: 86_400) })
        wall.resize(width: width, height: height, scale: 1)
        let target = Bitmap(width: width, height: height)

        let tick = 0.25
        let ticks = Int(days * 86_400 / tick)
        let reportEvery = Int(6 * 3600 / tick), gestureEvery = Int(300 / tick), frameTicks = max(1, Int(frameEvery / tick))
        var sample = 0, frames = 0
        var rssAfterFirstDay: Int?
        var csv = ""
        let began = Date()
        say("kiosk-soak: \(days) simulated days, a frame every \(frameEvery) s and during fades, \(width)×\(height)")
        say(" sim time   RSS MiB   fds   stream pts   batch pts   frames   wall s")
        func report(_ t: Double) {
            say(String(format: "%6.1f h  %8.1f  %4d  %11d  %10d  %7d  %7.1f", t / 3600, Double(residentKiB()) / 1024, openDescriptors(),
                         streamed.controller.model.count, batched.controller.model.count, frames, Date().timeIntervalSince(began)))
        }
        report(0)
        for k in 1 ... ticks {
            let t = Double(k) * tick
            // 10 samples a second: 2 or 3 a tick, by the sample clock.
            let due = Int(t * 10)
            csv.removeAll(keepingCapacity: true)
            var batch = SampleBatch(series: 3)
            while sample < due {
                let x = start + Int64(sample) * 100
                csv += String(x)
                for s in 0 ..< 5 { csv += ","; csv += String(format: "%.2f", value(sample, s)) }
                csv += "\n"
                batch.x.append(x)
                for s in 0 ..< 3 { batch.columns[s].append(value(sample, s + 5)) }
                sample += 1
            }
            let now = start + Int64(t * 1000)
            feed.receive(Array(csv.utf8), at: now)
            queue.pending = batch
            queue.receivedAt = now
            if k % gestureEvery == 0 {   // a finger drags across the middle of the wall
                let y = Double(height) / 2
                wall.handle(.touchDown(id: 1, Point(x: Double(width) * 0.3, y: y), time: t))
                for step in 1 ... 4 { wall.handle(.touchMove(id: 1, Point(x: Double(width) * (0.3 + 0.1 * Double(step)), y: y), time: t + 0.05 * Double(step))) }
                wall.handle(.touchUp(id: 1, time: t + 0.25))
            }
            wall.advance(to: t)
            if k % frameTicks == 0 || wall.state.isAnimating {
                wall.render(into: target)
                frames += 1
            }
            if k % reportEvery == 0 {
                report(t)
                if k == Int(86_400 / tick) { rssAfterFirstDay = residentKiB() }
            }
        }
        if let first = rssAfterFirstDay {
            let end = residentKiB()
            say(String(format: "kiosk-soak: RSS after day 1 %.1f MiB, at the end %.1f MiB (%+.1f MiB over %.1f days); %d frames; %.0f s wall time",
                         Double(first) / 1024, Double(end) / 1024, Double(end - first) / 1024, days - 1, frames, Date().timeIntervalSince(began)))
        }
    }
}
