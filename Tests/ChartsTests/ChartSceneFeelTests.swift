import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The scene driven by the feel: golden frames at fixed times inside transitions (y labels
/// crossing, a toggle fading, night mode cross-fading, zooming into a day, chart 5's pie) and a
/// flick that pans further than the finger moved, then stops.
@Suite(.enabled(if: SceneFixtures.available, SceneFixtures.missingNote))
struct ChartSceneFeelTests {
    static let tolerance = Golden.Tolerance(max: 255, mean: 0.35)

    func scene(_ file: String, _ w: Int = 1280, _ h: Int = 800) throws -> ChartScreen {
        let s = try SceneFixtures.scene(.init(file: file, chart: 0, name: ""), width: w, height: h)
        s.layOut()
        return s
    }

    @Test func zoomKeyMidTransitionShowsBothLabelGenerations() throws {
        let s = try scene("round2/1/overview.json")
        for k in 0 ..< 3 { s.handle(.key(.zoomIn, time: 1 + Double(k) * 0.01)) }   // to an eighth
        s.advance(to: 1.15)
        let feel = s.controller.feel
        #expect(feel.axes[0].labels.generations.count == 2)
        #expect(s.needsRender)
        Golden.check(SceneFixtures.render(s), named: "feel-r2-1-zoom-in-x8-at-150ms", tolerance: Self.tolerance)
        var t = 1.15, frames = 0
        while frames < 120 {
            t += 1.0 / 60; frames += 1
            s.advance(to: t)
            guard s.needsRender else { break }
            _ = SceneFixtures.render(s)
        }
        #expect(frames < 60)                           // settled: no more frames
        #expect(feel.axes[0].labels.generations.count == 1)
    }

    @Test func toggleFadesTheBarsAndRescales() throws {
        let s = try scene("round2/3/overview.json")
        let pill = s.scene.layout.pills[0]
        s.handle(.touchDown(id: 1, Point(pill.midX, pill.midY), time: 1))
        s.handle(.touchUp(id: 1, time: 1.05))
        s.advance(to: 1.17)
        #expect(s.controller.snapshot.opacity[0] > 0 && s.controller.snapshot.opacity[0] < 1)
        Golden.check(SceneFixtures.render(s), named: "feel-r2-3-toggle-at-120ms", tolerance: Self.tolerance)
        s.advance(to: 2)
        #expect(!s.controller.model.isShown(0))
    }

    @Test func nightModeCrossFades() throws {
        let s = try scene("round2/2/overview.json")
        s.handle(.key(.nightMode, time: 1))
        s.advance(to: 1.15)
        #expect(s.controller.theme != Theme.day && s.controller.theme != Theme.night)
        Golden.check(SceneFixtures.render(s), named: "feel-r2-2-night-at-150ms", tolerance: Self.tolerance)
        s.advance(to: 2)
        #expect(s.controller.theme == Theme.night)
    }

    @Test func chart4ZoomsIntoADayOfThreeLinesAndBack() throws {
        let s = try scene("round2/4/overview.json")
        let jan1 = 1_546_300_800_000.0
        s.controller.setRange(xMin: jan1 - 15 * 86_400_000, xMax: jan1 + 15 * 86_400_000)
        s.controller.setHighlight(index: s.controller.model.nearestIndex(to: jan1))
        let before = (s.controller.xMin, s.controller.xMax)
        s.handle(.key(.enter, time: 1))
        #expect(s.controller.model.data.series.count == 3)
        #expect(s.controller.model.style == .lines)
        s.advance(to: 1.15)
        Golden.check(SceneFixtures.render(s), named: "feel-r2-4-into-day-at-150ms", tolerance: Self.tolerance)
        s.advance(to: 2)
        #expect(s.controller.xMin == jan1 && s.controller.xMax == s.controller.domain.max)
        Golden.check(SceneFixtures.render(s), named: "feel-r2-4-day", tolerance: Self.tolerance)
        s.handle(.key(.escape, time: 3))
        #expect(s.controller.model.data.series.count == 1)
        s.advance(to: 4)
        #expect(s.controller.xMin == before.0 && s.controller.xMax == before.1)
    }

    @Test func chart5TurnsIntoAPieOfAverages() throws {
        let s = try scene("round2/5/overview.json")
        s.handle(.pointerMove(Point(s.scene.layout.plot.midX, s.scene.layout.plot.midY), time: 0.5))
        s.handle(.key(.enter, time: 1))
        #expect(s.controller.feel.pie != nil)
        s.advance(to: 2)
        Golden.check(SceneFixtures.render(s), named: "feel-r2-5-pie", tolerance: Self.tolerance)
        // Tap a slice: it pops out.
        let f = s.controller.feel
        let c = f.pieCenter
        s.handle(.pointerDown(button: .primary, Point(c.x + 10, c.y - f.pieRadius * 0.5), time: 3))
        s.handle(.pointerUp(button: .primary, Point(c.x + 10, c.y - f.pieRadius * 0.5), time: 3.05))
        #expect(f.pie?.selected != nil)
        s.handle(.key(.escape, time: 4))
        s.advance(to: 5)
        #expect(f.pie == nil)
    }

    @Test func aHeldFingerKeepsFramesComingUntilTheLongPress() throws {
        let s = try scene("round2/1/overview.json", 480, 800)
        let p = Point(s.scene.layout.plot.midX, s.scene.layout.plot.midY)
        s.handle(.touchDown(id: 1, p, time: 1))
        _ = SceneFixtures.render(s)
        s.advance(to: 1.2)
        #expect(s.needsRender)                         // the window keeps asking for frames
        _ = SceneFixtures.render(s)
        s.advance(to: 1.5)
        #expect(s.controller.highlightIndex != nil)               // the long press showed the highlight
        _ = SceneFixtures.render(s)
        s.advance(to: 1.7)                             // the highlight fades in (0.2 s)
        _ = SceneFixtures.render(s)
        s.advance(to: 1.8)
        #expect(!s.needsRender)                        // and then it rests
        s.handle(.touchUp(id: 1, time: 2))
    }

    @Test func flickPansFurtherThanTheFingerThenStops() throws {
        let s = try scene("round2/1/overview.json")
        s.controller.setRange(xMin: s.controller.model.xs[150], xMax: s.controller.model.xs[250])
        let start = s.controller.xMin
        let perPixel = (s.controller.xMax - s.controller.xMin) / s.scene.layout.plot.width
        var t = 1.0, x = s.scene.layout.plot.midX + 200
        s.handle(.touchDown(id: 7, Point(x, s.scene.layout.plot.midY), time: t))
        for _ in 0 ..< 8 { t += 0.008; x -= 25; s.handle(.touchMove(id: 7, Point(x, s.scene.layout.plot.midY), time: t)) }
        s.handle(.touchUp(id: 7, time: t))
        let fingerShift = 200 * perPixel
        #expect(abs((s.controller.xMin - start) - fingerShift) < perPixel)
        var frames = 0
        while frames < 200 {
            t += 1.0 / 60; frames += 1
            s.advance(to: t)                           // as the window does: advance, then ask
            guard s.needsRender else { break }
            _ = SceneFixtures.render(s)
        }
        #expect(s.controller.xMin - start > 2 * fingerShift)      // it glided
        #expect(frames < 120)                          // and stopped
        let rest = s.controller.xMin
        s.advance(to: t + 1)
        #expect(s.controller.xMin == rest)
    }
}
