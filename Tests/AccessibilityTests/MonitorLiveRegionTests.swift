import Testing
import Accessibility
import Charts
import SeriesData

/// What a screen reader hears of a live chart: monitor mode's sentences as the status's text
/// (a `text-changed` each), and no summary read out per sample.
@Suite struct MonitorLiveRegionTests {
    static let t0: Int64 = 1_700_000_000_000

    static func line(_ i: Int, _ v: Double) -> [UInt8] { Array("{\"t\": \(t0 + Int64(i) * 1000), \"cpu\": \(v)}\n".utf8) }

    /// A live chart of five samples.
    static func live() -> (ChartController, StreamFeed) {
        let feed = StreamFeed(source: "test")
        for i in 0 ..< 5 { feed.receive(line(i, Double(10 * i)), at: t0) }
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        c.attach(feed, options: LiveOptions(staleAfter: 5))
        c.advance(to: 0.5)
        return (c, feed)
    }

    static func tree(_ c: ChartController) -> AccessibleTree {
        AccessibleTree(application: "wlcharts", window: "wlcharts — \(c.title)", active: true, charts: [c])
    }

    @Test func theMonitorsSentencesAreTheStatussText() throws {
        let (c, feed) = Self.live()
        let before = Self.tree(c)
        #expect(before["chart0/status"]?.text == "Live.")
        #expect(before["chart0/status"]?.attributes["live"] == "polite")
        c.listening.monitorSpeaks = false
        c.toggleMonitoring()
        c.advance(to: 1)   // the monitor's first look: where things stand
        let on = Self.tree(c)
        #expect(on["chart0/status"]?.text == "Monitor on.")
        #expect(on.events(from: before).contains(.textChanged("chart0/status", inserted: true, text: "Monitor on.")))
        feed.receive(Self.line(5, 99), at: Self.t0 + 6_000)
        c.advance(to: 6)
        let high = Self.tree(c)
        #expect(high["chart0/status"]?.text == "cpu: new high, 99 at 22:13:25.")
        // And as a notification that shows (what Orca 43 reads wherever its focus is).
        let notices = high.order.compactMap { high[$0] }.filter { $0.role == .notification }
        #expect(notices.map(\.name) == ["cpu: new high, 99 at 22:13:25."])
        #expect(notices.first.map { high.events(from: on).contains(.stateChanged($0.id, state: "showing", on: true)) } == true)
        let texts = high.events(from: on).filter { if case .textChanged = $0 { true } else { false } }
        #expect(texts == [.textChanged("chart0/status", inserted: false, text: "Monitor on."),
                          .textChanged("chart0/status", inserted: true, text: "cpu: new high, 99 at 22:13:25.")])
    }

    @Test func dataAloneKeepsTheSummaryTheNextInputBringsItUpToDate() throws {
        let (c, feed) = Self.live()
        let before = Self.tree(c)
        feed.receive(Self.line(5, 99), at: Self.t0 + 6_000)
        c.advance(to: 1)
        let fresh = Self.tree(c)
        #expect(fresh["chart0"]?.description != before["chart0"]?.description, "the summary changed with the sample")
        let quiet = fresh.keepingChartDescriptions(of: before)
        #expect(quiet["chart0"]?.description == before["chart0"]?.description)
        #expect(!quiet.events(from: before).contains(.descriptionChanged("chart0")))
        #expect(fresh.events(from: quiet).contains(.descriptionChanged("chart0")), "sent with the next input's tree")
    }

    /// The same sentence said again is a new notification: a screen reader reads it again.
    @Test func aRepeatedSentenceIsANewNotification() throws {
        let (c, _) = Self.live()
        c.listening.monitorSpeaks = false
        c.toggleMonitoring()
        let first = Self.tree(c)
        c.toggleMonitoring()
        c.toggleMonitoring()   // off and on again before the next tree: "Monitor on." twice
        let again = Self.tree(c)
        let notices = { (t: AccessibleTree) in t.order.compactMap { t[$0] }.filter { $0.role == .notification } }
        #expect(notices(first).map(\.name) == ["Monitor on."] && notices(again).map(\.name) == ["Monitor on."])
        let id = try #require(notices(again).first?.id)
        #expect(id != notices(first).first?.id)
        #expect(again.events(from: first).contains(.stateChanged(id, state: "showing", on: true)), "\(again.events(from: first))")
    }
}
