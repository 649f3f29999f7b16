import Charts
import SeriesData
import Testing
@testable import Sources

/// A week of a `--range 6h` chart refreshed every minute, the reader panning back and returning
/// to the edge every hour and the server away for ten minutes a day, all on the hand-driven clock:
/// what the source holds stays the same size (no request history, the fetched spans forgotten
/// with the range, one refresh timer, nothing untaken).
@Suite struct PrometheusSoakTests {
    /// What grows if anything does: the spans the plan remembers, the ids, the timers pending,
    /// what waits for the frame (samples, range and strip answers).
    struct Footprint: Equatable, CustomStringConvertible {
        var spans: Int, ids: Int, timers: Int, pending: Int
        var description: String { "spans \(spans), ids \(ids), timers \(timers), pending \(pending)" }
    }

    @Test func aWeekOfRefreshesKeepsTheSourceFlat() throws {
        let rig = PrometheusSourceTests.Rig(refresh: 60)
        let s = rig.source
        let now = PrometheusSourceTests.now
        s.start()
        rig.answer()
        // The biggest footprint of each day.
        var days: [Footprint] = []
        let minutes = 7 * 24 * 60
        for minute in 1 ... minutes {
            let t = 1000 + Double(minute) * 60
            let wall = now + Double(minute) * 60
            // Every hour the reader looks back half an hour, then returns to the edge.
            if minute % 60 == 30 {
                s.viewChanged(PrometheusSourceTests.view(1800, endingAt: wall - 3600, following: false))
            } else if minute % 60 == 31 {
                s.viewChanged(PrometheusSourceTests.view(21_600, endingAt: wall, following: true))
            }
            rig.clock.advance(to: t)
            // Whatever went out is answered: the server is away from 03:00 to 03:10 each day.
            while !rig.transport.open.isEmpty {
                if minute % 1440 >= 180 && minute % 1440 < 190 { rig.fail() } else { rig.answer() }
            }
            let f = Footprint(spans: s.plan.spans.count, ids: s.ids.count, timers: rig.clock.timerTimes.count,
                              pending: s.pending.samples.count + s.pending.ranges.count + s.pending.overview.count)
            _ = s.take()   // the frame takes what came
            if (minute - 1) % 1440 == 0 { days.append(f) }
            let d = days.count - 1
            days[d] = Footprint(spans: max(days[d].spans, f.spans), ids: max(days[d].ids, f.ids),
                                timers: max(days[d].timers, f.timers), pending: max(days[d].pending, f.pending))
        }
        #expect(days.count == 7)
        let first = days[0]
        #expect(first.spans <= 16 && first.ids == 1 && first.timers <= 2 && first.pending <= 64, "\(first)")
        for (i, d) in days.enumerated().dropFirst() {
            #expect(d.spans <= first.spans && d.ids == 1 && d.timers <= first.timers && d.pending <= first.pending,
                    "day \(i + 1) holds more than the first: \(d) against \(first)")
        }
        #expect(s.cycles > minutes, "it kept refreshing: \(s.cycles) cycles")
        #expect(s.take().failure == nil, "and recovered each day")
    }
}

