import Charts
import Foundation
import Raster
import Screens
@testable import Sources
import Testing
import Wayland
@testable import Adapters
@testable import wlcharts
import SeriesData

/// Pan and zoom against a real Prometheus: the view the screen lays out goes to the source, which
/// asks `query_range` for the newly visible range at one sample per pixel column of the plot's
/// real width, once the view rested, one request at a time, the newest view winning; the answer
/// replaces the data of its range through the controller, and the values are the server's.
@Suite(.serialized, .enabled(if: PrometheusServer.available, PrometheusServer.missingNote))
@MainActor
struct PrometheusRequeryTests {
    static let t0 = RemoteCommandTests.t0
    /// One sample every 15 s for two hours: i mod 11.
    static let openMetrics: String = {
        var s = "# TYPE wall_load gauge\n"
        for i in 0 ..< 480 { s += "wall_load{room=\"lab\"} \(i % 11) \(t0 + 15 * i)\n" }
        return s + "# EOF\n"
    }()

    /// What Prometheus answers at time `t` (seconds): the newest sample at or before it.
    static func value(at t: Double) -> Double { Double((Int(t) - t0) / 15 % 11) }

    let server: PrometheusServer
    let transport = CountingTransport()
    let source: PrometheusSource
    let screen: ChartScreen
    let bitmap = Bitmap(width: 640, height: 480)

    init() throws {
        server = try PrometheusServer(openMetrics: Self.openMetrics)
        // Fetched first for 120 columns (60 s); the window's plot is wider.
        source = PrometheusSource(options: .init(server: server.url, queries: ["wall_load"], legends: ["{{room}}"],
                                                 range: .fixed(Double(Self.t0), Double(Self.t0 + 7185)), columns: 120),
                                  transport: transport, scheduler: LoopScheduler(), warn: RemoteSources.warn)
        source.request()
        #expect(source.receiveAvailable(waiting: 20) == 1)
        let setup = try SceneSetup(charts: [ChartData(title: "p", x: [], series: [])], files: ["p"], options: PNGOptions.parse([]))
        screen = try setup.makeScreen()
        screen.controller.attach(source, options: source.liveOptions)
        screen.resize(width: 640, height: 480, scale: 1)
        frame()
    }

    /// A frame: the controller takes what came, the scene lays out, the controller tells the view.
    func frame() {
        screen.advance(to: screen.controller.now + 1)
        screen.render(into: bitmap)
    }

    /// A frame in a window `width` pixels wide.
    func frame(width: Int) {
        screen.advance(to: screen.controller.now + 1)
        screen.render(into: Bitmap(width: width, height: 480))
    }

    var columns: Int { Int(screen.scene.layout.plot.width.rounded()) }

    /// Shows `from…to` seconds after t0 and lets a frame tell the source.
    func show(_ from: Double, _ to: Double) {
        screen.controller.setRange(xMin: (Double(Self.t0) + from) * 1000, xMax: (Double(Self.t0) + to) * 1000)
        frame()
    }

    /// The request the rested view sends now.
    func rested() -> PrometheusRange? { source.requestView(at: monotonicSeconds() + source.plan.debounce + 0.01) }

    /// Waits for the answer and shows it.
    func answer() {
        #expect(source.receiveAvailable(waiting: 20) == 1)
        frame()
    }

    /// Every point the chart has in `from…to` (seconds after t0): `step` apart, the server's values.
    func expectServersValues(_ from: Double, _ to: Double, step: Double) {
        let m = screen.controller.model
        let lo = m.lowerBound((Double(Self.t0) + from) * 1000), hi = m.lowerBound((Double(Self.t0) + to) * 1000)
        #expect(hi - lo >= Int((to - from) / step) - 1, "\(hi - lo) points")
        for i in lo ..< hi {
            let t = Double(m.data.x[i]) / 1000
            if i > lo { #expect(t - Double(m.data.x[i - 1]) / 1000 == step) }
            #expect(m.data.series[0].values[i] == Self.value(at: t), "at \(t)")
        }
    }

    @Test func theStepFollowsTheRealPlotAndAZoomAsksForTheVisibleRange() throws {
        #expect(source.firstRange.step == 60)
        // The first frame's plot is wider than 120 columns: the whole range again at its step.
        let whole = try #require(rested())
        let span = (screen.controller.xMax - screen.controller.xMin) / 1000
        #expect(whole.step == PrometheusRange.step(seconds: span, columns: columns) && whole.step < 60, "\(whole)")
        #expect(whole.start <= Double(Self.t0) && whole.end == Double(Self.t0 + 7185), "the whole --range")
        answer()
        expectServersValues(0, 7140, step: whole.step)
        #expect(rested() == nil, "nothing more to ask")

        // Zoomed into ten minutes: that range and half of it either side, at 600 s / columns.
        show(3000, 3600)
        let zoom = try #require(rested())
        let step = PrometheusRange.step(seconds: 600, columns: columns)
        #expect(zoom == PrometheusRange(start: ((Double(Self.t0) + 2700) / step).rounded(.down) * step,
                                        end: Double(Self.t0 + 3900), step: step, relative: false))
        let window = screen.controller.snapshot.window
        answer()
        #expect(screen.controller.snapshot.window == window, "the view does not move")
        expectServersValues(2700, 3900, step: step)
        // The y axis shows the values drawn: 0…10.
        let y = screen.controller.snapshot.yWindow(0)
        #expect(y.min <= 0 && y.max >= 10)
    }

    @Test func twoQuickPansAreOneRequestForTheLastRangeAndTheNewestAnswerWins() throws {
        _ = rested()
        answer()
        source.plan.debounce = 10   // "quick" on a loaded machine too
        let before = transport.count
        show(1000, 1600)
        show(5000, 5600)
        #expect(source.requestView(at: monotonicSeconds()) == nil, "the view has not rested")
        let last = try #require(rested())
        #expect(transport.count == before + 1, "one request")
        #expect(last.start <= Double(Self.t0 + 4700) && last.end == Double(Self.t0 + 5900), "for the last range: \(last)")
        // The user moves far away while the answer travels: it is dropped, the new view asked.
        show(200, 800)
        #expect(source.receiveAvailable(waiting: 20) == 1)
        #expect(source.droppedAnswers == 1)
        frame()
        let far = try #require(rested())
        #expect(far.start <= Double(Self.t0 + 200) && far.end == Double(Self.t0 + 1100))
        answer()
        expectServersValues(0, 1100, step: far.step)
        let m = screen.controller.model
        let i = m.lowerBound((Double(Self.t0) + 5000) * 1000)
        #expect(Double(m.data.x[i + 1] - m.data.x[i]) / 1000 > far.step, "the dropped answer's range kept its coarser data")
    }

    /// The points the overview strip draws (its own data, else the chart's), seconds after t0 and values.
    func overviewPoints() -> [(t: Double, v: Double)] {
        let s = screen.controller.snapshot
        let m = s.overview.model ?? s.model
        return s.overview.points.clamped(to: 0 ..< m.count).map {
            (Double(m.data.x[$0]) / 1000 - Double(Self.t0), m.data.series[0].values[$0])
        }
    }

    /// The strip's points: the whole range, `step` apart, the server's values.
    func expectOverview(step: Double, _ note: Comment) {
        let points = overviewPoints()
        #expect(points.count >= Int(7140 / step), "\(points.count) points: \(note)")
        #expect((points.first?.t ?? .infinity) <= 0 && (points.last?.t ?? 0) >= 7185 - step, note)
        for (a, b) in zip(points, points.dropFirst()) { #expect(b.t - a.t == step, "at \(a.t): \(note)") }
        for p in points { #expect(p.v == Self.value(at: Double(Self.t0) + p.t), "at \(p.t): \(note)") }
    }

    @Test func theOverviewShowsTheWholeRangeAtItsOwnCoarseStepWhileTheViewIsFine() throws {
        // The first frame: the whole range at the real plot's step serves the plot and the strip.
        let whole = try #require(rested())
        answer()
        expectOverview(step: whole.step, "the whole range at the first frame's step")
        #expect(source.nextOverviewRange(at: monotonicSeconds()) == nil, "the view's whole answer served the strip too")

        // Zoomed in: the plot gets a fine step, the strip keeps the coarse one.
        show(3000, 3600)
        let zoom = try #require(rested())
        #expect(zoom.step < whole.step)
        answer()
        expectServersValues(2700, 3900, step: zoom.step)
        expectOverview(step: whole.step, "zoomed in")
        #expect(screen.controller.snapshot.overview.domain == screen.controller.model.data.viewDomain)

        // A wider window: the strip's step follows its width, fetched apart; the plot keeps its data.
        frame(width: 900)
        let strip = try #require(source.requestOverview(at: monotonicSeconds()))
        #expect(strip.step == PrometheusRange.step(seconds: 7185, columns: columns) && strip.step < whole.step)
        #expect(strip.start <= Double(Self.t0) && strip.end == Double(Self.t0 + 7185), "\(strip)")
        #expect(source.receiveAvailable(waiting: 20) == 1)
        frame(width: 900)
        expectOverview(step: strip.step, "after the strip's own answer")
        expectServersValues(2700, 3900, step: zoom.step)
        #expect(source.requestOverview(at: monotonicSeconds()) == nil, "nothing more: a fixed range does not move")
    }
}

/// libcurl, counting the requests the source sends (what it asked for, seen from outside it).
final class CountingTransport: HTTPTransport, @unchecked Sendable {
    private let fetcher = HTTPFetcher(timeout: 30)
    private let lock = NSLock()
    private var sent = 0

    var count: Int { lock.withLock { sent } }

    func get(_ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPAnswer, HTTPFailure>) -> Void) {
        lock.withLock { sent += 1 }
        fetcher.get(request, completion: completion)
    }
}
