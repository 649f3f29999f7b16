import Charts
import SeriesData
import Testing
@testable import Sources

/// A chart file over HTTP without a server: refetched every refresh with the validators of the
/// last answer, a 304 confirming what is shown, failures backing off and said once, the last good
/// data kept (no charts handed on while failing).
@Suite struct RemoteFileSourceTests {
    static let url = "http://files/s.csv"

    struct Rig {
        let transport = FakeTransport()
        let clock = ManualScheduler(wallClock: 1_700_000_000)
        let warnings = WarningLog()
        let source: RemoteFileSource

        init() {
            source = RemoteFileSource(url: RemoteFileSourceTests.url, refresh: 60, timeout: 5, transport: transport,
                                      scheduler: clock, warn: warnings.warn)
        }
    }

    @Test func refetchesAreConditionalAndA304Confirms() throws {
        let rig = Rig()
        rig.source.start()
        #expect(rig.transport.open.map(\.headers) == [[:]], "the first request asks for the file")
        rig.transport.answer(body: "t,a\n1700000000000,1\n1700000060000,2\n", etag: "\"v1\"", contentType: "text/csv")
        #expect(rig.clock.deliver() == 1)
        var u = rig.source.take()
        #expect(u.charts?.first?.series.first?.values == [1, 2] && u.charts?.first?.title == "S")
        #expect(u.receivedAt == 1_700_000_000_000)
        #expect(rig.clock.timerTimes == [60])
        rig.clock.advance(to: 60)
        #expect(rig.transport.open.map(\.headers) == [["If-None-Match": "\"v1\""]])
        rig.transport.answer(status: 304, body: "")
        rig.clock.deliver()
        u = rig.source.take()
        #expect(u.charts == nil && u.confirmed && u.failure == nil && rig.source.unchangedAnswers == 1)
        #expect(rig.clock.timerTimes == [120] && rig.source.requests == 2)
    }

    @Test func failuresBackOffAreSaidOnceAndKeepTheLastGoodData() throws {
        let rig = Rig()
        rig.source.start()
        rig.transport.answer(body: "t,a\n1700000000000,1\n")
        rig.clock.deliver()
        _ = rig.source.take()
        var waits: [Double] = []
        for _ in 0 ..< 8 {
            rig.clock.advance(to: try #require(rig.clock.timerTimes.first))
            let t = rig.clock.now
            rig.transport.answer(status: 503, body: "down\n")
            rig.clock.deliver()
            let u = rig.source.take()
            #expect(u.charts == nil && u.failure == "\(Self.url): HTTP 503 Service Unavailable: down")
            waits.append(try #require(rig.clock.timerTimes.first) - t)
        }
        #expect(waits == [1, 2, 4, 8, 16, 32, 60, 60])
        #expect(rig.warnings.said == ["\(Self.url): HTTP 503 Service Unavailable: down — keeping the last good data, retrying"])
        rig.clock.advance(to: try #require(rig.clock.timerTimes.first))
        rig.transport.answer(body: "t,a\n1700000000000,1\n1700000060000,3\n")
        rig.clock.deliver()
        let u = rig.source.take()
        #expect(u.failure == nil && u.charts?.first?.series.first?.values == [1, 3])
        #expect(rig.clock.timerTimes == [rig.clock.now + 60])
    }

    @Test func aBodyThatIsNoChartIsAFailureNamingTheURL() {
        let rig = Rig()
        rig.source.start()
        rig.transport.answer(body: "t,a\n", contentType: "text/csv")
        rig.clock.deliver()
        let u = rig.source.take()
        #expect(u.charts == nil && u.failure == "\(Self.url): empty chart: a header but no rows", "\(u.failure ?? "")")
    }

    @Test func aSourceNotStartedSchedulesNothing() {
        let rig = Rig()
        rig.source.request()
        rig.transport.fail("connection refused")
        rig.clock.deliver()
        #expect(rig.source.take().failure == "\(Self.url): connection refused")
        #expect(rig.clock.timerTimes.isEmpty && rig.warnings.said.isEmpty, "--png says the failure itself")
    }
}
