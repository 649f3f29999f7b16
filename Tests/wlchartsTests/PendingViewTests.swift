import Charts
import Screens
import Testing
@testable import wlcharts
import SeriesData

/// A saved view waiting for a live chart's first data (``PendingView``, a server's chart at
/// start): the skin at once, the window once the samples came. With the presets row on too: the
/// view now carries the lit preset, and the empty chart lights All (its window is its whole empty
/// extent) — the pending restore must not take that for a change of the reader's.
@MainActor
struct PendingViewTests {
    static let t0: Int64 = 1_700_000_000_000

    /// `r` days of NDJSON samples from `t0`, one a day: 400 of them open at their last quarter,
    /// a window no preset has.
    static func samples(_ r: Range<Int>) -> [UInt8] {
        Array(r.map { "{\"t\": \(t0 + Int64($0) * day), \"cpu\": \(Double($0 % 17))}\n" }.joined().utf8)
    }
    static let day: Int64 = 86_400_000

    @Test(arguments: [false, true])
    func theSavedWindowComesBackWithTheFirstData(presets: Bool) throws {
        let w = XWindow(Double(Self.t0 + 100 * Self.day), Double(Self.t0 + 200 * Self.day))
        let saved = ChartViewState(chartIndex: 0, window: w, hidden: [], theme: .night)
        let feed = StreamFeed(source: "test")
        let c = ChartController(charts: [ChartData(x: [], series: [])], options: ControllerOptions(presets: presets))
        c.attach(feed, options: LiveOptions())
        let p = PendingView(restoring: saved, into: c)
        #expect(p.waiting == saved && c.themeKind == .night, "the skin at once, the window waits")
        #expect(p.settle() == nil, "no data yet")
        feed.receive(Self.samples(0 ..< 400), at: Self.t0 + 400 * Self.day)
        c.advance(to: 1)
        #expect(p.settle() == saved)
        #expect(c.snapshot.window == w, "\(c.snapshot.window)")
        #expect(c.liveStatus?.following == false && p.waiting == nil)
    }
}
