import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The basic input handling: taps highlight, drags pan, the overview window and handles move the
/// range, pills toggle series, keys zoom, pan, switch charts and skins.
@Suite(.enabled(if: SceneFixtures.available, SceneFixtures.missingNote))
struct ChartSceneInputTests {
    func scene(_ file: String = "round1/chart_data.json") throws -> ChartScreen {
        let s = try SceneFixtures.scene(.init(file: file, chart: 0, name: ""), width: 1280, height: 800)
        s.layOut()
        return s
    }

    @Test func tapHighlightsTheNearestPoint() throws {
        let s = try scene()
        let p = Point(s.scene.layout.plot.midX, s.scene.layout.plot.midY)
        s.handle(.pointerDown(button: .primary, p, time: 0))
        s.handle(.pointerUp(button: .primary, p, time: 0.1))
        let i = try #require(s.controller.highlightIndex)
        #expect(abs(s.scene.geometry.main.screenX(s.controller.model.xs[i]) - p.x) <= s.scene.layout.plot.width / Double(s.scene.geometry.visibleRange.count) )
        s.handle(.key(.escape, time: 1))
        #expect(s.controller.highlightIndex == nil)
    }

    @Test func dragPansByTheFingersDistance() throws {
        let s = try SceneFixtures.scene(.init(file: "round2/1/overview.json", chart: 0, name: ""), width: 1280, height: 800)
        s.layOut()
        let (lo, hi) = (s.controller.xMin, s.controller.xMax)
        let a = Point(s.scene.layout.plot.midX, s.scene.layout.plot.midY)
        s.handle(.touchDown(id: 1, a, time: 0))
        s.handle(.touchMove(id: 1, Point(a.x + 200, a.y), time: 0.1))
        s.handle(.touchUp(id: 1, time: 0.2))
        let shift = 200 / s.scene.layout.plot.width * (hi - lo)
        #expect(abs((lo - s.controller.xMin) - shift) < 1)
        #expect(abs((hi - lo) - (s.controller.xMax - s.controller.xMin)) < 1)
        #expect(s.controller.highlightIndex == nil)
    }

    @Test func overviewHandleAndWindowMoveTheRange() throws {
        let s = try SceneFixtures.scene(.init(file: "round2/1/overview.json", chart: 0, name: ""), width: 1280, height: 800)
        s.layOut()
        let y = s.scene.layout.overview.midY
        let x0 = s.scene.geometry.overview.screenX(s.controller.xMin)
        let hi = s.controller.xMax
        s.handle(.pointerDown(button: .primary, Point(x0, y), time: 0))   // the handle moves with the pointer
        s.handle(.pointerMove(Point(x0 - 100, y), time: 0.1))
        s.handle(.pointerUp(button: .primary, Point(x0 - 100, y), time: 0.2))
        #expect(s.controller.xMax == hi)
        #expect(abs(s.scene.geometry.overview.screenX(s.controller.xMin) - (x0 - 100)) < 0.5)
        // Drag the window by its middle.
        let mid = (s.scene.geometry.overview.screenX(s.controller.xMin) + s.scene.geometry.overview.screenX(s.controller.xMax)) / 2
        let span = s.controller.xMax - s.controller.xMin
        s.handle(.pointerDown(button: .primary, Point(mid, y), time: 1))
        s.handle(.pointerMove(Point(mid - 50, y), time: 1.1))
        s.handle(.pointerUp(button: .primary, Point(mid - 50, y), time: 1.2))
        #expect(abs((s.controller.xMax - s.controller.xMin) - span) < 1)
        #expect(s.controller.xMax < hi)
    }

    @Test func pillsToggleButNeverHideTheLastSeries() throws {
        let s = try scene()
        let pill = s.scene.layout.pills[0]
        let c = Point(pill.midX, pill.midY)
        s.handle(.pointerDown(button: .primary, c, time: 0))
        s.handle(.pointerUp(button: .primary, c, time: 0.1))
        s.advance(to: 1)                                                   // the series fades out
        #expect(!s.controller.model.isShown(0))
        s.controller.toggleSeries(1)
        #expect(s.controller.model.isShown(1))
    }

    @Test func keysZoomPanSwitchChartsAndSkins() throws {
        let s = try scene()
        s.controller.setRange(xMin: s.controller.model.xs[40], xMax: s.controller.model.xs[80])
        let span = s.controller.xMax - s.controller.xMin
        // Keys step with animation: advance past each step.
        s.handle(.key(.zoomIn, time: 0))
        s.advance(to: 1)
        #expect(s.controller.xMax - s.controller.xMin < span)
        let lo = s.controller.xMin
        s.handle(.key(.right, time: 1))
        s.advance(to: 2)
        #expect(s.controller.xMin > lo)
        s.handle(.key(.nightMode, time: 2))
        s.advance(to: 3)
        #expect(s.controller.theme.kind == .night)
        s.handle(.key(.nextChart, time: 0))
        #expect(s.controller.chartIndex == 1)
        s.handle(.key(.previousChart, time: 0))
        s.handle(.key(.previousChart, time: 0))
        #expect(s.controller.chartIndex == 4)
        // Zooming never goes below the minimum span.
        for _ in 0 ..< 50 { s.handle(.scroll(dx: 0, dy: -3, at: Point(s.scene.layout.plot.midX, s.scene.layout.plot.midY), zoomModifier: true, time: 3)) }
        s.advance(to: 4)
        #expect(s.controller.xMax - s.controller.xMin >= s.controller.minimumSpan - 1e-6)
    }

    @Test func renderingDrawsOnlyDirtyLayers() throws {
        let s = try scene()
        let b = Bitmap(width: 1280, height: 800)
        #expect(s.render(into: b) == b.bounds)
        #expect(!s.needsRender)
        s.controller.setHighlight(index: 50)
        let dirty = s.scene.changes(s.controller.snapshot)
        #expect(!dirty.whole)
        #expect(dirty.layers.contains(.highlight) && !dirty.layers.contains(.series) && !dirty.layers.contains(.overview))
        let damage = s.render(into: b)
        #expect(!damage.isEmpty && damage.width < 1280 / 2)
    }

    /// A frame drawn straight into the target (every layer dirty) and one composited from the
    /// layers' caught-up bitmaps look the same.
    @Test func directAndCachedFramesAgree() throws {
        for file in ["round1/chart_data.json", "round2/3/overview.json", "round2/5/overview.json"] {
            let s = try scene(file)
            let direct = Bitmap(width: 1280, height: 800), cached = Bitmap(width: 1280, height: 800)
            s.render(into: direct)
            s.controller.setHighlight(index: 10)
            s.render(into: cached)          // the other layers catch up into their bitmaps
            s.controller.setHighlight(index: nil)
            s.render(into: cached)          // everything but highlight, board, grid and labels composited from caches
            #expect(s.scene.layers.allSatisfy { $0.cacheValid || $0.drawsEveryFrame || $0.kind == .highlight || $0.kind == .board })
            let d = Golden.compare(direct, cached)
            #expect(d.max <= 2 && d.mean < 0.01, "\(file): \(d)")
        }
    }
}
