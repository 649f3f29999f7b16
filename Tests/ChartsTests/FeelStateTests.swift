import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Series toggles, night mode, presets, zoom into a day and the pie of averages.
@Suite struct FeelStateTests {
    @Test func togglesFadeAndNeverHideTheLastSeries() {
        var s = SeriesVisibility(count: 3, duration: 0.2)
        let r1 = s.toggle(1, at: 0)
        #expect(r1)
        #expect(s.opacity(1, at: 0) == 1)
        #expect(s.opacity(1, at: 0.1) > 0 && s.opacity(1, at: 0.1) < 1)
        #expect(s.opacity(1, at: 0.2) == 0)
        #expect(s.isDrawn(1, at: 0.1) && !s.isDrawn(1, at: 0.2))
        s.isolate(2, at: 1)
        #expect(s.visible == [false, false, true])
        let r2 = s.toggle(2, at: 2)                 // the last one stays
        #expect(!r2)
        #expect(s.visible == [false, false, true])
        s.isolate(2, at: 3)                           // isolating the only one shows all again
        #expect(s.visible == [true, true, true])
        #expect(SeriesVisibility(count: 2, hidden: [0, 1]).visible == [true, false])
    }

    @Test func nightModeCrossFadesEveryColour() {
        var f = ColorCrossFade(night: false, duration: 0.3)
        let day = Color(rgb: 0xFFFFFF), night = Color(rgb: 0x242F3E)
        #expect(f.color(day: day, night: night, at: 0) == day)
        f.toggle(at: 1)
        #expect(f.isNight)
        #expect(f.color(day: day, night: night, at: 1) == day)
        let mid = f.color(day: day, night: night, at: 1.15)
        #expect(mid == day.mixed(with: night, 0.5))
        #expect(f.color(day: day, night: night, at: 1.3) == night)
        f.toggle(at: 1.4)
        #expect(f.color(day: day, night: night, at: 1.4) == night)   // no blink when switching back
        #expect(f.color(day: day, night: night, at: 1.7) == day)
    }

    @Test func presetsWindowsAndTrend() {
        let day = 86_400_000.0
        let c = XConstraints(lower: 0, upper: 400 * day, minSpan: day / 24)
        #expect(RangePreset.oneDay.window(in: c) == XWindow(399 * day, 400 * day))
        #expect(RangePreset.oneYear.window(in: c) == XWindow(35 * day, 400 * day))
        #expect(RangePreset.all.window(in: c) == c.full)
        #expect(RangePreset(key: "3") == .oneMonth)
        #expect(RangePreset.allCases.map(\.title) == ["1D", "5D", "1M", "6M", "1Y", "All"])
        let x: [Int64] = [0, 10, 20, 30, 40]
        let v: [Double] = [5, .nan, 7, 3, .nan]
        #expect(PresetTrend.ends(x: x, values: v, window: XWindow(5, 40))! == (7, 3))
        #expect(PresetTrend.ends(x: x, values: v, window: XWindow(0, 20))! == (5, 7))
        #expect(PresetTrend.ends(x: x, values: v, window: XWindow(40, 40)) == nil)
        var t = PresetTrend(baseline: 5, rising: true)
        t.update(first: 7, last: 3, at: 0)
        let green = Color(rgb: 0x00AA00), red = Color(rgb: 0xDD0000)
        #expect(t.lineColor(up: green, down: red, at: 0) == green)
        #expect(t.lineColor(up: green, down: red, at: 1) == red)
        #expect(t.baseline.value(at: 1) == 7)
    }

    @Test func zoomIntoADayAndBack() {
        let day = DayZoom.dayLength
        var z = DayZoom(capability: .dayFiles, duration: 0.4)
        let w = XWindow(10 * day, 40 * day)
        let r3 = z.enter(x: nil, window: w, at: 0)          // needs a highlighted day
        #expect(r3 == nil)
        let e = z.enter(x: 20.5 * day, window: w, at: 1)
        #expect(e == .showDay(x: 20.5 * day, window: XWindow(20 * day, 21 * day)))
        #expect(z.phase == .day(dayStart: 20 * day))
        let r4 = z.enter(x: 30 * day, window: w, at: 1.1)   // already zoomed
        #expect(r4 == nil)
        #expect(z.overviewWindow(at: 1) == w)
        #expect(z.overviewWindow(at: 1.4) == XWindow(20 * day, 21 * day))
        #expect(abs(z.amount(at: 1.2) - 0.5) < 1e-12)
        let r5 = z.leave(at: 2)
        #expect(r5 == .restore(window: w))
        #expect(z.phase == .overview)
        #expect(z.amount(at: 2.4) == 0)
        let r6 = z.leave(at: 3)
        #expect(r6 == nil)
        var none = DayZoom(capability: .none)
        let r7 = none.enter(x: 1, window: w, at: 0)
        #expect(r7 == nil)
        var pie = DayZoom(capability: .pie)
        let r8 = pie.enter(x: nil, window: w, at: 0)
        #expect(r8 == .showPie(window: w))
    }

    @Test func pieOfAveragesSlicesAnimateAndHitTest() {
        let series: [[Double]] = [[1, 1, 1, 1], [3, 3, .nan, 3], [0, 0, 0, 4]]
        let avg = PieOfAverages.averages(of: series, range: 0..<3)
        #expect(avg == [1, 3, 0])
        var p = PieOfAverages(count: 3, duration: 0.3)
        p.set(averages: avg, visible: [true, true, true])
        #expect(abs(p.share(of: 0, at: 0) - 0.25) < 1e-12)
        #expect(abs(p.share(of: 1, at: 0) - 0.75) < 1e-12)
        let a0 = p.angles(of: 0, at: 0)
        #expect(a0.start == -Double.pi / 2)
        // Slice 0 covers the top-right quarter (clockwise from 12 to 3 o'clock on screen).
        let c = Point(100, 100)
        #expect(p.slice(at: Point(130, 60), center: c, radius: 80, at: 0) == 0)
        #expect(p.slice(at: Point(60, 130), center: c, radius: 80, at: 0) == 1)
        #expect(p.slice(at: Point(300, 300), center: c, radius: 80, at: 0) == nil)
        // Hiding series 1 eases slice 0 to the whole pie; shares always fill the circle.
        p.update(averages: avg, visible: [true, false, true], at: 1)
        let mid0 = p.share(of: 0, at: 1.15), mid1 = p.share(of: 1, at: 1.15)
        #expect(mid0 > 0.25 && mid0 < 1)
        #expect(abs(mid0 + mid1 + p.share(of: 2, at: 1.15) - 1) < 1e-12)
        #expect(abs(p.share(of: 0, at: 1.3) - 1) < 1e-12)
        p.select(0, at: 2)
        #expect(p.offset(of: 0, maxOffset: 10, at: 2.3).distance(to: .zero) > 9.99)
        p.select(0, at: 3)
        #expect(p.selected == nil)
    }

    @Test func rangeSelectorGrabsHandlesBeforeTheWindow() {
        let s = RangeSelector(rect: Rect(x: 0, y: 0, width: 1000, height: 40),
                              constraints: XConstraints(lower: 0, upper: 1000, minSpan: 10), handleWidth: 10, touchSlop: 16)
        let w = XWindow(400, 600)
        #expect(s.grab(at: 395, window: w) == .lowerHandle)
        #expect(s.grab(at: 405, window: w) == .lowerHandle)
        #expect(s.grab(at: 500, window: w) == .window)
        #expect(s.grab(at: 610, window: w) == .upperHandle)
        #expect(s.grab(at: 100, window: w) == .outside)
        // A narrow window keeps a middle to drag.
        let narrow = XWindow(500, 530)
        #expect(s.grab(at: 515, window: narrow) == .window)
    }
}
