import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Nothing in the header overlaps (issue 34): title, play control, state badge, live status
/// and date range each keep their own room at every panel size from 320×240 up; what does
/// not fit gives way in `HeaderLayout`'s order.
@Suite struct HeaderLayoutTests {
    func measure(_ s: String, _ size: Double) -> Double { Double(s.count) * size * 0.58 }

    static let titles = ["CPU", "Followers", "Requests per second by handler · production cluster eu-west-1"]

    @Test func noTwoItemsMeetAtAnySize() {
        var statusShown = 0, titlesCut = 0
        for w in stride(from: 320, through: 3840, by: 160) {
            for h in [240, 480, 600, 1080, 2160] {
                for s in [1.0, 2] {
                    for title in Self.titles {
                        for (control, badge, status) in [(true, true, true), (true, false, true), (false, true, true), (false, false, true), (true, true, false)] {
                            let trailing = (control ? PlayControlPlace.trailing : 0) + (badge ? ChartStateRenderer.trailing : 0)
                            let l = ScreenLayout(width: w, height: h, scale: s, title: title, range: ChartRenderer.widestRange,
                                                 pillLabels: ["a", "b"], titleTrailing: trailing, measure: measure)
                            let titleWidth = measure(title, l.px(ScreenLayout.Metrics.titleSize))
                            let header = HeaderLayout(layout: l, titleWidth: titleWidth,
                                                      rangeWidth: measure("1 April 2019 – 30 April 2019", l.px(ScreenLayout.Metrics.rangeSize)),
                                                      control: control, badge: badge, status: status)
                            let at = "\(title) at \(w)×\(h)@\(s) control \(control) badge \(badge)"
                            #expect(header.itemsApart, "\(at): \(header)")
                            for r in [header.title, header.range] + [header.control, header.badge, header.status].compactMap({ $0 }) {
                                #expect(r.minX >= 0 && r.maxX <= Double(w) + 1e-9 && r.maxY < l.plot.minY, "\(at): \(r) off the header")
                            }
                            if header.status != nil { statusShown += 1 }
                            if header.title.width < titleWidth { titlesCut += 1 }
                        }
                    }
                }
            }
        }
        #expect(statusShown > 1000, "the status shows where there is room (\(statusShown))")
        #expect(titlesCut > 0, "long titles are cut on narrow panels")
    }

    /// The bug seen on a 2×2 wall at 1920×1080: a live panel's play control was drawn over its
    /// "updated 09:24:08"; the status now starts after the control.
    @Test(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
    func aWallPanelsStatusStartsAfterThePlayControl() throws {
        let source = RemoteLiveControllerTests.FakeRemote()
        let screen = ChartScreen(charts: [ChartData(x: [], series: [])], textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer(), options: ControllerOptions(playControl: true))
        var chart = RemoteLiveControllerTests.chart(100)
        chart.title = "CPU"
        source.next.charts = [chart]
        source.next.receivedAt = RemoteLiveControllerTests.t0
        screen.controller.attach(source)
        screen.resize(width: 952, height: 532, scale: 1)
        screen.advance(to: 1)
        _ = SceneFixtures.render(screen)
        let header = screen.scene.header(screen.controller.snapshot)
        let control = try #require(header.control), status = try #require(header.status)
        let drawn = try #require(screen.scene.geometry.playControl)
        #expect(control.contains(drawn.center) && abs(control.width - 2 * drawn.radius) < 1e-9, "the box is the control drawn")
        #expect(status.minX >= control.maxX && header.itemsApart)
    }
}
