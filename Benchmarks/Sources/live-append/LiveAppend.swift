import Charts
import Fonts
import Foundation
import Raster
import SeriesData

/// Live data at the rates of issue 12, measured as a user sees it: samples arrive, the window
/// takes them once per frame and draws a 1920×1080 frame that follows the newest sample.
///
///     live-append rate  [SAMPLES_PER_SECOND] [SECONDS] [csv|ndjson|batch]
///     live-append frame POINTS [FRAMES]
///     live-append keep  TOTAL_POINTS KEEP
///     live-append grow  POINTS
///     live-append first POINTS
///
/// `rate`: 5 series; every 16 ms of data (SAMPLES_PER_SECOND × 0.016 values, split over the 5
/// series) is handed to the controller — as CSV text through the stream decoder (`csv`, the
/// `wlcharts -` path; `ndjson`: the same as NDJSON objects) or as ready batches (`batch`, the model alone) — and a frame is drawn.
/// Prints the values appended per second of wall time, frames included.
/// `frame`: the cost of a frame at POINTS points while growing (each frame appends 16 ms of data
/// at 2 M values/s and follows the edge) against the same chart static (the window moved by
/// the same amount, nothing appended).
/// `grow`: a stream from empty to POINTS points, 6,400 points a frame as in `frame` (a frame drawn
/// every 16th time, the rest only taken and followed): the median and the slowest takes — the
/// columns' capacity growth lands in single frames — and the page faults of the whole run.
/// `first`: the first appends after a file's data — a chart of POINTS points built at exactly its
/// length, as a load builds it, then 6,400 points a take: the model alone unreadied (its first
/// append grows every column at once) against readied (``ChartModel/prepareToGrow()``, what
/// `attach` and a live reload do), with the elements each copied; then through the window
/// (`attach`, its first frame and the frames after).
/// `keep`: appends TOTAL_POINTS points of 5 series with `--keep KEEP`, a frame every 6,400
/// points, and prints the resident memory every tenth of the way (flat when the history is
/// bounded).
@main enum LiveAppend {
    static let series = 5
    static let start: Int64 = 1_700_000_000_000

    static func main() throws {
        let args = Array(CommandLine.arguments.dropFirst())
        let text = TextRenderer(font: try FontLocator.load(explicitPath: nil).font)
        switch args.first {
        case "rate":
            let rate = args.count > 1 ? Double(args[1]) ?? 2e6 : 2e6
            let seconds = args.count > 2 ? Double(args[2]) ?? 5 : 5
            let input = args.count > 3 ? args[3] : "csv"
            rateRun(text: text, valuesPerSecond: rate, seconds: seconds, csv: input != "batch", ndjson: input == "ndjson")
        case "frame":
            let points = args.count > 1 ? Int(args[1]) ?? 1_000_000 : 1_000_000
            frameRun(text: text, points: points, frames: args.count > 2 ? Int(args[2]) ?? 200 : 200)
        case "grow":
            growRun(text: text, points: args.count > 1 ? Int(args[1]) ?? 10_000_000 : 10_000_000)
        case "first":
            firstRun(text: text, points: args.count > 1 ? Int(args[1]) ?? 10_000_000 : 10_000_000)
        case "keep":
            let total = args.count > 1 ? Int(args[1]) ?? 50_000_000 : 50_000_000
            keepRun(text: text, total: total, keep: args.count > 2 ? Int(args[2]) ?? 1_000_000 : 1_000_000)
        default:
            print("usage: live-append rate [VALUES/S] [SECONDS] [csv|ndjson|batch] | frame POINTS [FRAMES] | keep TOTAL KEEP | grow POINTS | first POINTS")
        }
    }

    /// A source handing the controller whatever the benchmark queued.
    final class Queue: LiveSource {
        var pending = SampleBatch(series: LiveAppend.series)
        let ids = (0 ..< LiveAppend.series).map { "s\($0)" }
        var hasNews: Bool { !pending.isEmpty }
        func take() -> [LiveUpdate] {
            defer { pending = SampleBatch(series: LiveAppend.series) }
            return pending.isEmpty ? [] : [.samples(pending, seriesIDs: ids, receivedAt: 0)]
        }
    }

    /// The value of series `s` at point `i`: a slow wave with noise-like wiggle.
    @inline(__always) static func value(_ i: Int, _ s: Int) -> Double {
        let t = Double(i)
        return 100 + 40 * sin(t / 5000 + Double(s)) + Double((i &* 2_654_435_761 &+ s) & 1023) / 64
    }

    static func batch(from first: Int, count: Int) -> SampleBatch {
        var b = SampleBatch(series: series)
        b.x.reserveCapacity(count)
        for s in 0 ..< series { b.columns[s].reserveCapacity(count) }
        for i in first ..< first + count {
            b.x.append(start + Int64(i) * 1000)
            for s in 0 ..< series { b.columns[s].append(value(i, s)) }
        }
        return b
    }

    static func csv(from first: Int, count: Int) -> [UInt8] {
        var out = ""
        out.reserveCapacity(count * 48)
        for i in first ..< first + count {
            out += String(start + Int64(i) * 1000)
            for s in 0 ..< series { out += ","; out += String(format: "%.3f", value(i, s)) }
            out += "\n"
        }
        return Array(out.utf8)
    }

    /// A line chart of `points` points of the 5 series, its columns at exactly their length.
    static func chart(points: Int) -> ChartData {
        let b = batch(from: 0, count: points)
        return ChartData(title: "live", x: b.x, series: (0 ..< series).map {
            Series(id: "s\($0)", name: "s\($0)", color: Series.palette[$0], kind: .line, values: b.columns[$0])
        })
    }

    static func screen(_ text: TextRenderer, points: Int = 0, keep: Int? = nil) -> (ChartScreen, Bitmap) {
        let screen = ChartScreen(charts: [chart(points: points)], textRenderer: text)
        screen.resize(width: 1920, height: 1080, scale: 1)
        return (screen, Bitmap(width: 1920, height: 1080))
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// NDJSON lines of the same samples (`{"t": …, "s0": …, …}`, the keys in the same order).
    static func ndjson(from first: Int, count: Int) -> [UInt8] {
        var out = ""
        out.reserveCapacity(count * 80)
        for i in first ..< first + count {
            out += "{\"t\": " + String(start + Int64(i) * 1000)
            for s in 0 ..< series { out += ", \"s\(s)\": "; out += String(format: "%.3f", value(i, s)) }
            out += "}\n"
        }
        return Array(out.utf8)
    }

    static func rateRun(text: TextRenderer, valuesPerSecond: Double, seconds: Double, csv useCSV: Bool, ndjson: Bool = false) {
        let (s, target) = screen(text)
        let perFrame = max(1, Int(valuesPerSecond * 0.016) / series)   // points per 16 ms of data
        let frames = Int(seconds / 0.016)
        let queue = Queue(), feed = StreamFeed(source: "bench")
        if useCSV {
            if !ndjson { feed.receive(Array("t,s0,s1,s2,s3,s4\n".utf8), at: 0) }
            s.controller.attach(feed)
        } else {
            s.controller.attach(queue)
        }
        // Inputs made before the clock starts: only taking, appending and drawing are timed.
        let inputs: [Any] = (0 ..< frames).map { f in
            ndjson ? Self.ndjson(from: f * perFrame, count: perFrame) as Any
                : useCSV ? csv(from: f * perFrame, count: perFrame) as Any : batch(from: f * perFrame, count: perFrame) as Any
        }
        var time = 0.0
        let t0 = now()
        for f in 0 ..< frames {
            if useCSV { feed.receive(inputs[f] as! [UInt8], at: 0) } else { queue.pending = inputs[f] as! SampleBatch }
            time += 0.016
            s.advance(to: time)
            s.render(into: target)
        }
        let wall = now() - t0
        let values = Double(frames * perFrame * series)
        print(String(format: "rate %@: %d frames of %d points × %d series in %.3f s: %.2f M values/s (%.2f M points/s), %.2f ms a frame, %d points shown",
                     ndjson ? "ndjson" : useCSV ? "csv" : "batch", frames, perFrame, series, wall, values / wall / 1e6,
                     Double(frames * perFrame) / wall / 1e6, wall / Double(frames) * 1000, s.controller.model.count))
    }

    static func frameRun(text: TextRenderer, points: Int, frames: Int) {
        let perFrame = Int(2e6 * 0.016) / series
        // Growing: the chart has `points`, each frame appends 16 ms of data and follows it.
        let (g, gt) = screen(text, points: points)
        let queue = Queue()
        g.controller.attach(queue)
        let span = 300_000.0 * 1000   // a window of 300,000 points (5 × the plot's columns × 150)
        let last = Double(start + Int64(points - 1) * 1000)
        g.controller.setRange(xMin: last - span, xMax: last)
        var time = 0.0
        g.advance(to: time); g.render(into: gt)
        let batches = (0 ..< frames).map { batch(from: points + $0 * perFrame, count: perFrame) }
        var times = [Double](repeating: 0, count: frames)
        var faults = minorFaults()
        var t0 = now()
        growingFrames(g, gt, queue, batches, time: time, times: &times)
        let growing = (now() - t0) / Double(frames)
        let growingSpread = spread(times)
        let growingFaults = minorFaults() - faults
        // Static: the same chart, the window moved by the same step each frame.
        let (st, stt) = screen(text, points: points + frames * perFrame)
        let lo = last - span, hi = last
        st.controller.setRange(xMin: lo, xMax: hi)
        st.render(into: stt)
        faults = minorFaults()
        t0 = now()
        staticFrames(st, stt, frames: frames, step: Double(perFrame) * 1000, window: (lo, hi), times: &times)
        let fixed = (now() - t0) / Double(frames)
        let fixedSpread = spread(times)
        let fixedFaults = minorFaults() - faults
        print(String(format: "frame at %d points, 1920×1080, window 300k points: growing %.2f ms, static %.2f ms (ratio %.2f); "
                     + "median %.2f / %.2f ms (ratio %.2f), slowest frame %.1f / %.1f ms, page faults %d / %d",
                     points, growing * 1000, fixed * 1000, growing / fixed, growingSpread.median * 1000, fixedSpread.median * 1000,
                     growingSpread.median / fixedSpread.median, growingSpread.max * 1000, fixedSpread.max * 1000, growingFaults, fixedFaults))
    }

    /// The median and the largest of frame times.
    static func spread(_ times: [Double]) -> (median: Double, max: Double) {
        let sorted = times.sorted()
        return (sorted[sorted.count / 2], sorted.last ?? 0)
    }

    /// The growing frames of `frame` (a function of their own: `valgrind --tool=callgrind
    /// --toggle-collect='*growingFrames*'` counts their instructions alone).
    @inline(never)
    static func growingFrames(_ g: ChartScreen, _ target: Bitmap, _ queue: Queue, _ batches: [SampleBatch], time start: Double,
                              times: inout [Double]) {
        var time = start
        for (i, b) in batches.enumerated() {
            let t0 = now()
            queue.pending = b
            time += 0.016
            g.advance(to: time)
            g.render(into: target)
            times[i] = now() - t0
        }
    }

    /// The static frames of `frame` (`--toggle-collect='*staticFrames*'`).
    @inline(never)
    static func staticFrames(_ st: ChartScreen, _ target: Bitmap, frames: Int, step: Double, window: (Double, Double),
                             times: inout [Double]) {
        var (lo, hi) = window
        for i in 0 ..< frames {
            let t0 = now()
            lo += step; hi += step
            st.controller.setRange(xMin: lo, xMax: hi)
            st.render(into: target)
            times[i] = now() - t0
        }
    }

    static func growRun(text: TextRenderer, points: Int) {
        let (s, target) = screen(text)
        let queue = Queue()
        s.controller.attach(queue)
        let perFrame = 6400
        var time = 0.0, appended = 0
        var takes: [(ms: Double, points: Int)] = []
        var grew: [Double] = []   // takes past 1 M points in which x, xs or a series' values changed capacity
        let faults = minorFaults()
        let t0 = now()
        while appended < points {
            queue.pending = batch(from: appended, count: min(perFrame, points - appended))
            appended += queue.pending.count
            time += 0.016
            let m = s.controller.model
            let caps = [m.data.x.capacity, m.xs.capacity] + m.data.series.map(\.values.capacity)
            let t = now()
            s.advance(to: time)
            takes.append(((now() - t) * 1000, appended))
            let m2 = s.controller.model
            let caps2 = [m2.data.x.capacity, m2.xs.capacity] + m2.data.series.map(\.values.capacity)
            if takes.last!.ms > 100 { print(String(format: "  %.1f ms at %d: grew %@", takes.last!.ms, appended, "\(caps.indices.filter { caps[$0] != caps2[$0] })")) }
            if caps != caps2 && appended >= 1_000_000 { grew.append(takes.last!.ms) }
            if takes.count % 16 == 0 { s.render(into: target) }
        }
        let wall = now() - t0
        let sorted = takes.sorted { $0.ms > $1.ms }
        let slowest = sorted.prefix(5).map { String(format: "%.1f ms at %.2f M", $0.ms, Double($0.points) / 1e6) }
        print(String(format: "grow to %d points: %d takes, median %.2f ms, slowest %@; %d page faults, %.1f s",
                     points, takes.count, sorted[sorted.count / 2].ms, slowest.joined(separator: ", "),
                     minorFaults() - faults, wall))
        let g = grew.sorted(by: >)
        print(String(format: "  takes past 1 M points in which a column changed capacity: %d, slowest %@; median %.2f ms",
                     g.count, g.prefix(4).map { String(format: "%.1f ms", $0) }.joined(separator: ", "), g.isEmpty ? 0 : g[g.count / 2]))
    }

    static func firstRun(text: TextRenderer, points: Int) {
        let perFrame = 6400, later = 30
        /// The model alone: `ready` or not, the first append and the median of the `later` after it.
        func model(ready: Bool) -> String {
            // Built from a temporary: the model holds the only reference to each column, as a load leaves it.
            let m = ChartModel(data: chart(points: points), hidden: [])
            var t = now()
            let prepared = ready ? m.prepareToGrow() : 0
            let prepare = now() - t
            var times: [Double] = [], copies: [Int] = []
            for i in 0 ... later {
                let b = batch(from: points + i * perFrame, count: perFrame)
                t = now()
                copies.append(m.append(b))
                times.append(now() - t)
            }
            let rest = spread(Array(times.dropFirst()))
            return String(format: "%@: prepareToGrow %.1f ms (%d elements); first append %.2f ms (%d elements copied); "
                          + "the next %d: median %.3f ms, slowest %.2f ms, at most %d elements copied",
                          ready ? "readied  " : "unreadied", prepare * 1000, prepared, times[0] * 1000, copies[0],
                          later, rest.median * 1000, rest.max * 1000, copies.dropFirst().max() ?? 0)
        }
        print("first appends after a file of \(points) points × \(series) series (\(perFrame) points a take):")
        print("  model " + model(ready: false))
        print("  model " + model(ready: true))
        // Through the window: attach readies the chart, then a frame per take following the edge.
        let (g, gt) = screen(text, points: points)
        g.render(into: gt)
        let queue = Queue()
        var t = now()
        g.controller.attach(queue)
        let attach = now() - t
        var time = 0.0, times: [Double] = [], takes: [Double] = []
        for i in 0 ... later {
            queue.pending = batch(from: points + i * perFrame, count: perFrame)
            time += 0.016
            t = now()
            g.advance(to: time)
            takes.append(now() - t)
            g.render(into: gt)
            times.append(now() - t)
        }
        let rest = spread(Array(times.dropFirst())), restTakes = spread(Array(takes.dropFirst()))
        print(String(format: "  window: attach %.1f ms; first frame %.2f ms (its take %.2f ms, then the 1920×1080 draw); "
                     + "the next %d: median %.2f ms (take %.2f ms), slowest %.2f ms",
                     attach * 1000, times[0] * 1000, takes[0] * 1000, later, rest.median * 1000, restTakes.median * 1000, rest.max * 1000))
        // The same chart static, its first frame after a move of the window by one take: what any
        // chart's first frame after a change costs (the layers drawn afresh).
        let (st, stt) = screen(text, points: points)
        st.render(into: stt)
        let w = st.controller.snapshot.window
        t = now()
        st.controller.setRange(xMin: w.lower + Double(perFrame) * 1000, xMax: w.upper + Double(perFrame) * 1000)
        st.render(into: stt)
        print(String(format: "  static chart, its first frame after moving the window by one take: %.2f ms", (now() - t) * 1000))
    }

    static func keepRun(text: TextRenderer, total: Int, keep: Int) {
        let (s, target) = screen(text)
        let queue = Queue()
        s.controller.attach(queue, options: LiveOptions(keep: .points(keep)))
        let perFrame = 6400
        var time = 0.0, appended = 0, nextReport = 0
        while appended < total {
            queue.pending = batch(from: appended, count: min(perFrame, total - appended))
            appended += queue.pending.count
            time += 0.016
            s.advance(to: time)
            s.render(into: target)
            if appended >= nextReport {
                print(String(format: "keep %d: %11d points appended, %8d kept, RSS %6.1f MB (peak %6.1f MB)",
                             keep, appended, s.controller.model.count, memory("VmRSS:"), memory("VmHWM:")))
                nextReport += total / 10
            }
        }
    }

    /// Minor page faults of the process so far (fresh pages touched).
    static func minorFaults() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_minflt
    }

    /// A line of /proc/self/status in MB.
    static func memory(_ key: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key) }) else { return .nan }
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
    }
}
