import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A remote source's error in the header: after the "updated" time, one line in the warning
/// colour, cut with "…" where the header ends, in both themes; gone once data comes again.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct LiveHeaderTests {
    static let t0 = RemoteLiveControllerTests.t0   // 22:13:20 UTC
    static let warning = LiveRenderer.staleColor
    /// Text edges may differ a little between FreeType-free renders of other font builds; the
    /// error text itself is ~40 levels of mean difference over the strip (checked below).
    static let tolerance = Golden.Tolerance(max: 255, mean: 1.5)

    static func screen() throws -> (ChartScreen, RemoteLiveControllerTests.FakeRemote) {
        let source = RemoteLiveControllerTests.FakeRemote()
        let screen = ChartScreen(charts: [ChartData(x: [], series: [])], textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer())
        var chart = RemoteLiveControllerTests.chart(100)
        chart.title = "Wall"
        source.next.charts = [chart]
        source.next.receivedAt = Self.t0
        screen.controller.attach(source)
        screen.resize(width: 640, height: 400, scale: 1)
        return (screen, source)
    }

    /// The header strip (title line) of a render, as its own bitmap.
    static func header(_ b: Bitmap) -> Bitmap {
        let out = Bitmap(width: b.width, height: 40)
        for y in 0 ..< 40 { for x in 0 ..< b.width { out[x, y] = b[x, y] } }
        return out
    }

    /// Columns of the header holding the warning colour (text core pixels).
    static func warningColumns(_ b: Bitmap, rows: Range<Int> = 0 ..< 40) -> [Int] {
        var xs: [Int] = []
        for x in 0 ..< b.width where rows.contains(where: { y in near(b[x, y], warning) }) { xs.append(x) }
        return xs
    }

    static func near(_ p: UInt32, _ c: Color) -> Bool {
        let want = c.premultiplied
        for shift: UInt32 in [16, 8, 0] where abs(Int((p >> shift) & 0xFF) - Int((want >> shift) & 0xFF)) > 40 { return false }
        return true
    }

    @Test func theErrorFollowsTheUpdatedTimeInBothThemesAndGoesOnRecovery() throws {
        let (screen, source) = try Self.screen()
        screen.advance(to: 1)
        let fresh = SceneFixtures.render(screen)
        #expect(Self.warningColumns(fresh).isEmpty, "fresh data: no warning")
        source.next.failure = "http://wall.example:9090: bad_data: 1:19: parse error: unclosed left parenthesis"
        screen.advance(to: 2)
        let day = SceneFixtures.render(screen)
        Golden.check(Self.header(day), named: "live-header-error-day", tolerance: Self.tolerance)
        let columns = Self.warningColumns(day)
        #expect(columns.count > 150, "the time and the error in the warning colour: \(columns.count) columns")
        #expect(Self.warningColumns(day, rows: 40 ..< 400).isEmpty, "one line, in the header only")
        #expect(Golden.compare(Self.header(day), Self.header(fresh)).mean > Self.tolerance.mean * 2,
                "the golden's tolerance would notice the error missing")

        screen.controller.setThemeKind(.night)
        screen.advance(to: 3)
        let night = SceneFixtures.render(screen)
        Golden.check(Self.header(night), named: "live-header-error-night", tolerance: Self.tolerance)
        #expect(Self.warningColumns(night).count > 150)

        // Data again: the error goes, the time is no longer in the warning colour.
        source.next.failure = nil
        source.next.confirmed = true
        source.next.receivedAt = Self.t0 + 60_000
        screen.advance(to: 4)
        #expect(Self.warningColumns(SceneFixtures.render(screen)).isEmpty)
    }

    @Test func aLongErrorIsCutToTheHeader() throws {
        let (screen, source) = try Self.screen()
        source.next.failure = "http://wall.example:9090: " + String(repeating: "execution: query processing would load too many samples ", count: 8)
            + "\nsecond line"
        screen.advance(to: 2)
        let b = SceneFixtures.render(screen)
        let columns = Self.warningColumns(b)
        #expect(!columns.isEmpty)
        #expect((columns.max() ?? .max) < 640 - 8, "ends before the edge (cut with …)")
        #expect(Self.warningColumns(b, rows: 40 ..< 400).isEmpty, "one line")
        #expect(LiveRenderer.statusText(updated: "22:13:20", ended: false, problem: "a\nb") == "updated 22:13:20 · a b")
        #expect(LiveRenderer.statusText(updated: nil, ended: false, problem: "down") == "down", "before any data: the error alone")
    }
}
