import Foundation
import Raster
import Testing
@testable import Charts
@testable import Kiosk
@testable import SeriesData

/// A frame drawn by damage equals the same frame drawn whole: two walls given the same samples,
/// pans, zooms, hovers, night switches, rotations, fades and burn-in steps on one deterministic
/// clock; one draws only what changed into the buffer holding its last frame
/// (`KioskScreen.renderChanges`), the other every pixel into a buffer of garbage. Byte-identical
/// (every layer is drawn straight into the frame either way) but for one stated tolerance: a
/// part of a panel drawn alone (`ChartRenderer.renderChanges(_:into:damage:)`) is clipped at its
/// left edge, where the rasterizer splits a line crossing the clip in floating point rather than
/// in its fixed point, so pixels of that line up to ``seamReach`` right of the edge may differ by
/// 1 of 255 in a channel (until the panel is drawn whole again). Every pixel that changed lies in one of the damage's
/// rectangles; a frame nothing asked for draws nothing. The streams start with more history than
/// they keep, so they follow in whole pixel columns and most samples change only a panel's
/// right edge.
@Suite(.enabled(if: KioskFixtures.fontAvailable, KioskFixtures.missingNote))
struct KioskDamageTests {
    static let start: Int64 = 1_795_392_000_000

    /// SplitMix64: the same sequence on every run.
    struct Mix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A wall of two followed streams and two example files; the feeds of its streams. Its panels
    /// draw with one `rasterizer` when given (as a kiosk's do), else each with its own.
    static func wall(_ layout: KioskFile.Layout, rasterizer: Rasterizer? = nil) throws -> (KioskScreen, [StreamFeed]) {
        let text = try KioskFixtures.textRenderer()
        var feeds: [StreamFeed] = []
        var screens: [ChartScreen] = []
        for i in 0 ..< 2 {
            let screen = ChartScreen(charts: [ChartData(title: "stream \(i)", x: [], series: [])], textRenderer: text,
                                     rasterizer: rasterizer ?? Rasterizer())
            let feed = StreamFeed(source: "s\(i).csv")
            var history = "t,a,b\n"
            for k in 0 ..< historyPoints { history += "\(start - Int64(historyPoints - k) * 1000),\(k % 37),\(50 + k % 23)\n" }
            feed.receive(Array(history.utf8), at: start)
            screen.controller.attach(feed, options: LiveOptions(keep: .milliseconds(600_000)))
            feeds.append(feed)
            screens.append(screen)
        }
        for f in ["daily-joined-left.json", "power-hourly.csv"] {
            screens.append(ChartScreen(charts: try ChartLoader.load(path: KioskFixtures.examples + "/" + f), textRenderer: text,
                                       rasterizer: rasterizer ?? Rasterizer()))
        }
        var file = KioskFile(layout: layout, panels: (0 ..< 4).map { Panel(source: .file("\($0)"), line: 0) })
        (file.dwell, file.fade, file.idleReset, file.burnIn) = (8, 1, 6, 20)
        let wall = KioskScreen(file: file, panels: screens, configured: screens.map { _ in ControllerOptions() },
                               secondOfDay: { _ in 12 * 3600 })
        wall.resize(width: 480, height: 300, scale: 1)
        return (wall, feeds)
    }

    /// Steps of the walk: 240, or `WLCHARTS_DAMAGE_STEPS` (120–240; the ASan run takes 120, as it
    /// takes two days of the kiosk soak: under the sanitizer each step costs several times more).
    static let steps: Int = ProcessInfo.processInfo.environment["WLCHARTS_DAMAGE_STEPS"].flatMap { Int($0) }.map { min(max($0, 120), 240) } ?? 240

    /// Seconds of history before the walk (the streams keep 600 s).
    static let historyPoints = 700

    @Test(arguments: [KioskFile.Layout.grid(rows: 2, columns: 2), .rotate])
    func aFrameDrawnByDamageEqualsTheFrameDrawnWhole(layout: KioskFile.Layout) throws {
        let (damaged, feedsA) = try Self.wall(layout, rasterizer: Rasterizer()), (whole, feedsB) = try Self.wall(layout)
        let (w, h) = (480, 300)
        let kept = Bitmap(width: w, height: h), fresh = Bitmap(width: w, height: h), before = Bitmap(width: w, height: h)
        var rng = Mix(state: 35)
        var t = 0.0, sample = 0, drawn = 0, skipped = 0, partial = 0, edges = 0
        var damage = Damage()
        // The columns where a part drawn alone had its left edge (the tolerance's columns).
        var seams = Set<Int>()
        damaged.advance(to: t); whole.advance(to: t)
        damaged.render(into: kept)
        whole.render(into: fresh)
        for step in 0 ..< Self.steps {
            t += [0.016, 0.1, 0.5, 1, 2.5][Int.random(in: 0 ..< 5, using: &rng)]
            var inputs: [ChartInput] = []
            switch Int.random(in: 0 ..< 10, using: &rng) {
            case 0 ... 3:   // samples, one panel or both
                var line: [UInt8] = []
                let panels = Int.random(in: 0 ..< 3, using: &rng)
                for _ in 0 ..< Int.random(in: 1 ... 3, using: &rng) {
                    sample += 1
                    let v = Double(Int.random(in: 0 ..< 10_000, using: &rng)) / 100
                    line += Array("\(Self.start + Int64(sample) * 1000),\(v),\(100 - v)\n".utf8)
                }
                for (i, pair) in zip(feedsA, feedsB).enumerated() where panels == 2 || panels == i {
                    pair.0.receive(line, at: Self.start + Int64(t * 1000))
                    pair.1.receive(line, at: Self.start + Int64(t * 1000))
                }
            case 4:   // a pan
                let p = Point(x: Double.random(in: 20 ..< 460, using: &rng), y: Double.random(in: 40 ..< 120, using: &rng))
                let dx = Double.random(in: -80 ..< 80, using: &rng)
                inputs = [.touchDown(id: 1, p, time: t), .touchMove(id: 1, Point(x: p.x + dx / 2, y: p.y), time: t + 0.01),
                          .touchMove(id: 1, Point(x: p.x + dx, y: p.y), time: t + 0.02), .touchUp(id: 1, time: t + 0.03)]
            case 5:   // a zoom
                let p = Point(x: Double.random(in: 20 ..< 460, using: &rng), y: Double.random(in: 40 ..< 260, using: &rng))
                inputs = [.scroll(dx: 0, dy: Double.random(in: -3 ..< 3, using: &rng), at: p, zoomModifier: true, time: t)]
            case 6:   // a hover (the highlight and its board)
                inputs = [.pointerMove(Point(x: Double.random(in: 0 ..< 480, using: &rng), y: Double.random(in: 0 ..< 300, using: &rng)), time: t)]
            case 7 where step % 5 == 0:
                inputs = [.key(.nightMode, time: t)]
            default:   // time passes: animations, rotation, fades, burn-in
                break
            }
            for input in inputs {
                damaged.handle(input)
                whole.handle(input)
            }
            damaged.advance(to: t); whole.advance(to: t)
            let due = damaged.needsFrame(at: t)
            for y in 0 ..< h { Self.copy(kept.row(y), to: before.row(y)) }
            damage.removeAll()
            damaged.renderChanges(into: kept, damage: &damage)
            for y in 0 ..< h { fresh.row(y).update(repeating: UInt32(truncatingIfNeeded: y &* 2_654_435_761)) }
            whole.render(into: fresh)
            for r in damage.rects { seams.insert(r.x) }
            let d = Self.difference(kept, fresh, seams: seams)
            #expect(d.elsewhere == 0 && d.largest <= 1,
                    "step \(step) at \(t) s: the frame drawn by damage differs from the frame drawn whole: \(d.elsewhere) pixels off the seams, \(d.atSeams) on them, by up to \(d.largest)")
            #expect(Self.changedOutside(damage, before, kept) == 0, "step \(step): pixels changed outside the damage \(damage.rects)")
            if damage.isEmpty {
                skipped += 1
            } else {
                drawn += 1
                if damage.area < w * h { partial += 1 }
                if damage.area * 8 < w * h { edges += 1 }
            }
            if !due { #expect(damage.isEmpty, "step \(step): nothing was due, yet \(damage) was drawn") }
        }
        // The counts below are for 240 steps; a shorter walk (the ASan run's) expects its share.
        func share(_ n: Int) -> Int { n * Self.steps / 240 }
        #expect(skipped > share(20) && drawn > share(20), "both kinds of frame happen: \(skipped) without changes, \(drawn) drawn")
        if case .grid = layout { #expect(partial > share(10), "a grid redraws only the panels that changed: \(partial) partial frames") }
        // A rotation shows the streams half of the time.
        #expect(edges > share(layout == .rotate ? 3 : 10), "new samples redraw a panel's right edge, not the panel: \(edges) frames under an eighth of the wall")
    }

    /// Panels sharing one rasterizer (a kiosk's, `SceneSetup.Faces`) draw exactly the pixels of
    /// panels with one each: it keeps buffers between drawings, no state.
    @Test func panelsSharingARasterizerDrawTheSamePixels() throws {
        let (shared, feedsA) = try Self.wall(.grid(rows: 2, columns: 2), rasterizer: Rasterizer())
        let (own, feedsB) = try Self.wall(.grid(rows: 2, columns: 2))
        let a = Bitmap(width: 480, height: 300), b = Bitmap(width: 480, height: 300)
        for step in 0 ..< 6 {
            let t = Double(step) * 1.5
            let line = Array("\(Self.start + Int64(step + 1) * 1000),\(step * 7 % 40),\(60 - step)\n".utf8)
            for (fa, fb) in zip(feedsA, feedsB) {
                fa.receive(line, at: Self.start + Int64(t * 1000)); fb.receive(line, at: Self.start + Int64(t * 1000))
            }
            shared.advance(to: t); own.advance(to: t)
            shared.render(into: a); own.render(into: b)
            let differing = (0 ..< 300).filter { memcmp(a.row($0).baseAddress!, b.row($0).baseAddress!, 480 * 4) != 0 }.count
            #expect(differing == 0, "step \(step): \(differing) rows differ")
        }
    }

    /// How far right of a seam the tolerance reaches (pixels): a line split at the clip is drawn
    /// from its split point to its end, a few pixels at most where it crosses the clip.
    static let seamReach = 8

    /// The pixels where `a` and `b` differ, less than ``seamReach`` right of a column of `seams` and
    /// elsewhere, and the largest difference in a channel (rows alike are skipped whole: this test
    /// compares 144 000 pixels a step).
    static func difference(_ a: Bitmap, _ b: Bitmap, seams: Set<Int>) -> (atSeams: Int, elsewhere: Int, largest: Int) {
        var atSeams = 0, elsewhere = 0, largest = 0
        for y in 0 ..< a.height where memcmp(a.row(y).baseAddress!, b.row(y).baseAddress!, a.width * 4) != 0 {
            let ra = a.row(y), rb = b.row(y)
            for x in 0 ..< a.width where ra[x] != rb[x] {
                if (0 ..< seamReach).contains(where: { seams.contains(x - $0) }) { atSeams += 1 } else { elsewhere += 1 }
                for shift in stride(from: UInt32(0), to: 32, by: 8) {
                    largest = max(largest, abs(Int((ra[x] >> shift) & 255) - Int((rb[x] >> shift) & 255)))
                }
            }
        }
        return (atSeams, elsewhere, largest)
    }

    static func copy(_ from: UnsafeMutableBufferPointer<UInt32>, to: UnsafeMutableBufferPointer<UInt32>) {
        to.baseAddress!.update(from: from.baseAddress!, count: from.count)
    }

    /// Pixels that differ between `a` and `b` outside every rectangle of `damage` (rows alike are
    /// skipped whole).
    static func changedOutside(_ damage: Damage, _ a: Bitmap, _ b: Bitmap) -> Int {
        var n = 0
        for y in 0 ..< a.height where memcmp(a.row(y).baseAddress!, b.row(y).baseAddress!, a.width * 4) != 0 {
            let ra = a.row(y), rb = b.row(y)
            for x in 0 ..< a.width where ra[x] != rb[x] && !damage.rects.contains(where: { $0.contains(x: x, y: y) }) { n += 1 }
        }
        return n
    }
}
