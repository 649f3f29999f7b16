import Charts
import Testing
@testable import Adapters
@testable import wlcharts
import SeriesData

/// Bad lines of a stream on the window's path, on a deterministic clock: a burst is its first
/// warning then one line with the count of the rest, which the timer sends once the second is
/// over — without any further input.
@MainActor
@Suite struct WarningPrinterTests {
    /// A clock, stderr and the event loop's one-shot timers, all by hand.
    final class Bench {
        var now = 0.0
        var lines: [String] = []
        var timers: [(due: Double, action: () -> Void)] = []
        let feed = StreamFeed(source: "stdin")
        var printer: WarningPrinter!

        init() {
            printer = WarningPrinter(source: "stdin", clock: { [unowned self] in now }, output: { [unowned self] in lines.append($0) })
            printer.flushes { [unowned self] delay, action in timers.append((now + delay, action)) }
            let p = printer!
            feed.decoder.onWarning = { p.warn($0) }
            feed.receive(Array("t,a\n".utf8), at: 0)
        }

        /// Moves the clock to `t`, running the timers due by then in order.
        func run(until t: Double) {
            while let i = timers.indices.min(by: { timers[$0].due < timers[$1].due }), timers[i].due <= t {
                let timer = timers.remove(at: i)
                now = max(now, timer.due)
                timer.action()
            }
            now = t
        }

        /// One line of the stream at the clock's time.
        func line(_ text: String) { feed.receive(Array((text + "\n").utf8), at: 0) }
    }

    @Test func aBurstIsOneWarningThenItsCountWhenTheTimerFires() {
        let b = Bench()
        for i in 0 ..< 50 {   // 50 bad lines within half a second (lines 2…51)
            b.now = Double(i) * 0.01
            b.line("1700000000\(String(format: "%03d", i)),oops")
        }
        #expect(b.lines.count == 1 && b.lines[0].hasPrefix("wlcharts: stdin:2:"), "\(b.lines)")
        #expect(b.timers.count == 1 && b.timers[0].due == 1, "one timer, a second after the line that went out")
        b.run(until: 0.999)
        #expect(b.lines.count == 1, "nothing before the second is over")
        b.run(until: 1.0)
        #expect(b.lines == [b.lines[0], "wlcharts: stdin: 49 more warnings (at most one line a second)"])
        #expect(b.timers.isEmpty)

        // A good line warns nothing and wakes nothing; a bad one within the next second is held
        // and counted by the next timer; one after a quiet second goes out at once.
        b.now = 1.2; b.line("1700000001000,1")
        #expect(b.lines.count == 2 && b.timers.isEmpty)
        b.now = 1.5; b.line("1700000002000,x")
        #expect(b.lines.count == 2 && b.timers.count == 1 && b.timers[0].due == 2)
        b.run(until: 3)
        #expect(b.lines.last == "wlcharts: stdin: 1 more warning (at most one line a second)")
        b.now = 4.5; b.line("1700000003000,y")
        #expect(b.lines.count == 4 && b.lines[3].hasPrefix("wlcharts: stdin:54:") && b.timers.isEmpty, "\(b.lines)")
    }

    @Test func aBurstLongerThanASecondIsCountedEverySecond() {
        let b = Bench()
        for i in 0 ..< 250 {   // 2.5 s of bad lines, 100 a second
            b.run(until: Double(i) * 0.01)
            b.line("1700000000\(String(format: "%03d", i)),oops")
        }
        b.run(until: 10)
        // The first line, then a count at 1 s, 2 s and 3 s: every warning is said or counted.
        #expect(b.lines.count == 4, "\(b.lines)")
        let counted = b.lines.dropFirst().map { Int($0.split(separator: " ")[2])! }
        #expect(counted.reduce(0, +) == 249 && counted.allSatisfy { $0 > 0 }, "\(b.lines)")
        #expect(b.timers.isEmpty)
    }
}
