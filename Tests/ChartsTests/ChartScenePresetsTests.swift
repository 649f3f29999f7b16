import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The presets layout (`--presets`): tapping or keying a preset morphs the window to exactly the
/// preset's range, the line is green or red against a dashed baseline at the first visible value,
/// and the info board slides to its new place (feel path only).
@Suite(.enabled(if: SceneFixtures.available, SceneFixtures.missingNote))
struct ChartScenePresetsTests {
    static let file = "round2/1/overview.json"

    /// The chart at `w × h`; `alone`: its second series ("Left") hidden, so the trend colours the
    /// first (the trend recolours a series only while it is the only one shown).
    func scene(_ w: Int = 1280, _ h: Int = 800, presets: Bool = true, range: ClosedRange<Double>? = nil,
               alone: Bool = true) throws -> ChartScreen {
        var o = ControllerOptions(range: range, presets: presets)
        if alone { o.hidden = ["y1"] }
        let s = try SceneFixtures.scene(.init(file: Self.file, chart: 0, name: ""), width: w, height: h, options: o)
        s.layOut()
        return s
    }

    func constraints(_ s: ChartScreen) -> XConstraints {
        XConstraints(lower: s.controller.domain.min, upper: s.controller.domain.max, minSpan: s.controller.minimumSpan)
    }

    @Test func tappingAPresetMorphsToExactlyItsWindow() throws {
        let s = try scene()
        #expect(s.scene.layout.presets.count == RangePreset.allCases.count)
        let before = (s.controller.xMin, s.controller.xMax)
        let want = RangePreset.oneMonth.window(in: constraints(s))
        let r = s.scene.layout.presets[RangePreset.oneMonth.rawValue]
        s.handle(.touchDown(id: 1, Point(r.midX, r.midY), time: 1))
        s.handle(.touchUp(id: 1, time: 1.05))
        #expect(s.controller.activePreset == .oneMonth)             // the button lights as the morph starts
        s.advance(to: 1.12)
        // Mid-morph: the window is on its way, not at either end.
        #expect((s.controller.xMin, s.controller.xMax) != before)
        #expect(s.controller.xMin != want.lower || s.controller.xMax != want.upper)
        s.advance(to: 3)
        #expect(s.controller.xMin == want.lower && s.controller.xMax == want.upper)
        var t = 3.0, frames = 0                          // the y labels' postponed transition ends too
        while s.needsRender && frames < 120 { _ = SceneFixtures.render(s); t += 1.0 / 60; frames += 1; s.advance(to: t) }
        #expect(frames < 60)
    }

    @Test func clickingAPresetMorphsToItsWindowAndLightsIt() throws {
        let s = try scene()
        let want = RangePreset.oneYear.window(in: constraints(s))
        let r = s.scene.layout.presets[RangePreset.oneYear.rawValue]
        s.handle(.pointerMove(Point(r.midX, r.midY), time: 1))
        s.handle(.pointerDown(button: .primary, Point(r.midX, r.midY), time: 1.01))
        s.handle(.pointerUp(button: .primary, Point(r.midX, r.midY), time: 1.06))
        s.advance(to: 3)
        #expect(s.controller.xMin == want.lower && s.controller.xMax == want.upper)
        #expect(s.controller.activePreset == .oneYear)
        // The lit button is filled in the trend colour.
        let b = SceneFixtures.render(s)
        let tr = try #require(s.controller.presetTrend)
        let px = Color(premultiplied: b[Int(r.minX + 6), Int(r.midY)])
        #expect(px == ChartRenderer.trendColor(rising: tr.rising))
    }

    @Test func keysOneToSixChooseThePresets() throws {
        let s = try scene()
        let c = constraints(s)
        var t = 1.0
        for (key, preset) in zip("123456", RangePreset.allCases) {
            s.handle(.key(.character(key), time: t))
            t += 2
            s.advance(to: t)
            let want = preset.window(in: c)
            #expect(s.controller.xMin == want.lower && s.controller.xMax == want.upper, "key \(key)")
            #expect(s.controller.activePreset == preset)
        }
        // Without --presets the digits choose nothing.
        let plain = try scene(presets: false)
        let before = (plain.controller.xMin, plain.controller.xMax)
        plain.handle(.key(.character("3"), time: 1))
        plain.advance(to: 3)
        #expect((plain.controller.xMin, plain.controller.xMax) == before)
        #expect(plain.scene.layout.presets.isEmpty && plain.controller.presetTrend == nil)
    }

    /// A one-month window of the first series that rises (or falls) from its first to its last value.
    func monthWindow(_ s: ChartScreen, rising: Bool) throws -> XWindow {
        let data = s.controller.model.data, v = data.series[0].values
        let month = 30 * 86_400_000.0
        var end = Double(data.x.last!)
        while end - month >= Double(data.x.first!) {
            let w = XWindow(end - month, end)
            if let e = PresetTrend.ends(x: data.x, values: v, window: w), e.first != e.last,
               PresetTrend.isRising(first: e.first, last: e.last) == rising { return w }
            end -= 86_400_000
        }
        throw CancellationError()
    }

    @Test(arguments: [true, false])
    func trendColourAndBaselineFollowTheVisibleEnds(rising: Bool) throws {
        let probe = try scene()
        let w = try monthWindow(probe, rising: rising)
        let s = try scene(range: w.lower ... w.upper)
        let e = try #require(PresetTrend.ends(x: s.controller.model.data.x, values: s.controller.model.data.series[0].values, window: w))
        let trend = try #require(s.controller.presetTrend)
        #expect(trend.baseline == e.first)
        #expect(trend.rising == (rising ? 1 : 0))
        let b = SceneFixtures.render(s)
        let plot = s.scene.layout.plot
        // The line is drawn in the trend's colour, and not in the other one.
        let want = rising ? ChartRenderer.trendUp : ChartRenderer.trendDown
        let other = rising ? ChartRenderer.trendDown : ChartRenderer.trendUp
        #expect(count(b, plot, near: want) > 50)
        #expect(count(b, plot, near: other) * 20 < count(b, plot, near: want))
        // The baseline is dashed: many on/off changes along its row.
        let y = s.scene.geometry.main.screenY(e.first, series: 0)
        let rows = [Int((y - 0.5).rounded(.down)), Int((y - 0.5).rounded(.down)) + 1]
        let changes = rows.map { transitions(b, row: $0, from: Int(plot.minX), to: Int(plot.maxX), background: s.controller.theme.background) }.max()!
        #expect(changes > 40, "dashes along the baseline at y \(y): \(changes) changes")
    }

    /// Beside another series the first keeps its own colour and no baseline is drawn (a falling
    /// first series would otherwise take the red of its neighbour "Left"); hiding the other lets
    /// the trend colour it, eased with the toggle's fade.
    @Test func theTrendColoursTheFirstSeriesOnlyWhileItIsAlone() throws {
        let probe = try scene()
        let w = try monthWindow(probe, rising: false)
        let s = try scene(range: w.lower ... w.upper, alone: false)
        let first = s.controller.model.data.series[0].color
        let plot = s.scene.layout.plot
        #expect(s.controller.presetTrend?.solo == 0)
        let both = SceneFixtures.render(s)
        #expect(count(both, plot, near: first) > 50, "the first series in its own colour")
        #expect(count(both, plot, near: ChartRenderer.trendDown) * 20 < count(both, plot, near: first))
        // No baseline: its row changes colour no more often than a row a few pixels above it
        // (only the lines cross either), where alone it is dashed.
        func changes(_ b: Bitmap, _ s: ChartScreen, above: Int = 0) throws -> Int {
            let y = s.scene.geometry.main.screenY(try #require(s.controller.presetTrend).baseline, series: 0)
            let row = Int((y - 0.5).rounded(.down)) - above
            return (row ... row + 1).map {
                transitions(b, row: $0, from: Int(plot.minX), to: Int(plot.maxX), background: s.controller.theme.background)
            }.max()!
        }
        #expect(try changes(both, s) <= changes(both, s, above: 4) + 10)
        // Toggle "Left" off: mid-fade the line is between the two colours; at the end it is red.
        let pill = s.scene.layout.pills[1]
        s.handle(.touchDown(id: 1, Point(pill.midX, pill.midY), time: 1))
        s.handle(.touchUp(id: 1, time: 1.05))
        s.advance(to: 1.17)
        let mid = try #require(s.controller.presetTrend)
        #expect(mid.solo > 0 && mid.solo < 1)
        s.advance(to: 3)
        #expect(s.controller.presetTrend?.solo == 1)
        let alone = SceneFixtures.render(s)
        #expect(count(alone, plot, near: ChartRenderer.trendDown) > 50)
        #expect(count(alone, plot, near: first) * 20 < count(alone, plot, near: ChartRenderer.trendDown))
        #expect(try changes(alone, s) > changes(alone, s, above: 4) + 30, "the baseline's dashes")
    }

    @Test func theTrendEasesInTheFeel() throws {
        let probe = try scene()
        let up = try monthWindow(probe, rising: true), down = try monthWindow(probe, rising: false)
        let s = try scene(range: up.lower ... up.upper)
        s.handle(.pointerMove(Point(s.scene.layout.plot.midX, s.scene.layout.plot.midY), time: 0.5))   // makes the feel
        s.advance(to: 0.6)
        #expect(s.controller.presetTrend?.rising == 1)
        s.controller.setRange(xMin: down.lower, xMax: down.upper)            // at once: the trend follows
        s.advance(to: 0.7)
        s.advance(to: 0.8)
        let e = try #require(PresetTrend.ends(x: s.controller.model.data.x, values: s.controller.model.data.series[0].values, window: down))
        s.advance(to: 3)
        let end = try #require(s.controller.presetTrend)
        #expect(end.rising == 0 && abs(end.baseline - e.first) < 1e-9)
    }

    @Test func theBoardSlidesToItsNewPlace() throws {
        let s = try scene(presets: false)
        let plot = s.scene.layout.plot
        func tap(_ fx: Double, _ t: Double) {
            let p = Point(plot.minX + plot.width * fx, plot.maxY - 4)
            s.handle(.touchDown(id: 1, p, time: t))
            s.handle(.touchUp(id: 1, time: t + 0.02))
        }
        tap(0.12, 1)
        s.advance(to: 1.05); _ = SceneFixtures.render(s)
        s.advance(to: 2); _ = SceneFixtures.render(s)
        let old = try #require(s.controller.snapshot.board)
        tap(0.88, 5)                                     // far from the first tap (and from the board)
        _ = SceneFixtures.render(s)                      // the frame after the tap starts the slide
        s.advance(to: 5.1); _ = SceneFixtures.render(s)
        let mid = try #require(s.controller.snapshot.board)
        s.advance(to: 7); _ = SceneFixtures.render(s)
        s.advance(to: 7.1); _ = SceneFixtures.render(s)
        let new = try #require(s.controller.snapshot.board)
        #expect(!s.needsRender)
        let target = try #require(s.highlightGeometry()).board
        #expect(abs(new.x - target.minX) < 1e-9 && abs(new.y - target.minY) < 1e-9)
        #expect(abs(new.x - old.x) > 20)
        #expect(mid.x > min(old.x, new.x) + 1 && mid.x < max(old.x, new.x) - 1)
    }

    @Test func goldenPresetsScreen() throws {
        let probe = try scene()
        let w = RangePreset.sixMonths.window(in: constraints(probe))
        let s = try scene(range: w.lower ... w.upper)
        #expect(s.controller.activePreset == .sixMonths)
        Golden.check(SceneFixtures.render(s), named: "presets-r2-1-6M", tolerance: Golden.Tolerance(max: 255, mean: 0.35))
    }

    private func count(_ b: Bitmap, _ r: Rect, near c: Color) -> Int {
        var n = 0
        for y in Int(r.minY) ..< Int(r.maxY) {
            for x in Int(r.minX) ..< Int(r.maxX) {
                let p = Color(premultiplied: b[x, y])
                if abs(Int(p.red) - Int(c.red)) < 6 && abs(Int(p.green) - Int(c.green)) < 6 && abs(Int(p.blue) - Int(c.blue)) < 6 { n += 1 }
            }
        }
        return n
    }

    private func transitions(_ b: Bitmap, row y: Int, from x0: Int, to x1: Int, background: Color) -> Int {
        let bg = background.premultiplied
        var n = 0, last = b[x0, y] == bg
        for x in x0 ..< x1 {
            let now = b[x, y] == bg
            if now != last { n += 1; last = now }
        }
        return n
    }

    /// The board's value of the first series is coloured against the preset's baseline: green at
    /// or above it, red below (as much as the series is alone); other series keep their colour.
    @Test func theHighlightedValueIsColouredAgainstTheBaseline() throws {
        let s = try scene()
        s.controller.setHighlight(index: s.controller.model.count - 3)
        _ = SceneFixtures.render(s)
        let snap = s.controller.snapshot
        let trend = try #require(snap.trend)
        #expect(trend.solo == 1)
        let ctx = DrawContext(snapshot: snap, layout: s.scene.layout, geometry: s.scene.geometry, layer: s.scene.layer(.board),
                              target: Bitmap(width: 1, height: 1), trendColor: ChartRenderer.trendColor(snap))
        #expect(HighlightRenderer.valueColor(series: 0, value: trend.baseline + 1, ctx) == ChartRenderer.trendUp)
        #expect(HighlightRenderer.valueColor(series: 0, value: trend.baseline - 1, ctx) == ChartRenderer.trendDown)
        #expect(HighlightRenderer.valueColor(series: 1, value: trend.baseline - 1, ctx) == snap.model.data.series[1].color)
    }
}
