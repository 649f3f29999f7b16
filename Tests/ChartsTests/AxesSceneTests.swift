import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Any number of y axes and log scales, looked at (issue 34): three and five axes grouped by
/// unit (five on a 1280 px window), a log axis over five decades with gaps where the values
/// are zero or negative; axes that follow their series when hidden.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct AxesSceneTests {
    static func stamp(_ minute: Int) -> String {
        String(format: "2024-05-01T%02d:%02d:00Z", minute / 60, minute % 60)
    }

    /// Three hours every minute of a host: cpu (%), memory (GiB), temperature (°C), power (W),
    /// network (Mbit/s); `count` of them.
    static func host(_ count: Int) -> String {
        let columns = ["cpu (%)", "mem (GiB)", "temp (°C)", "power (W)", "net (Mbit/s)"].prefix(count)
        var rows = ["time," + columns.joined(separator: ",")]
        for i in 0 ..< 180 {
            let x = Double(i)
            let values = [50 + 30 * sin(x / 15), 8 + 3 * sin(x / 40), 40 + 10 * cos(x / 25), 120 + 60 * sin(x / 10),
                          300 + 250 * sin(x / 7)].prefix(count)
            rows.append(stamp(i) + "," + values.map { NumberFormat.fixed($0, decimals: 2) }.joined(separator: ","))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Requests rising over four decades, and errors that are zero for twenty minutes and
    /// negative (a bad counter reset) for five.
    static let requests: String = {
        var rows = ["time,requests,errors"]
        for i in 0 ..< 180 {
            let x = Double(i)
            let req = pow(10, 1 + 4 * x / 180) * (1 + 0.3 * sin(x / 5))
            let err = 60 ..< 80 ~= i ? 0 : 120 ..< 125 ~= i ? -5 : pow(10, 0.5 + 2 * x / 180)
            rows.append("\(stamp(i)),\(NumberFormat.fixed(req, decimals: 3)),\(NumberFormat.fixed(err, decimals: 3))")
        }
        return rows.joined(separator: "\n") + "\n"
    }()

    static func screen(_ csv: String, width: Int, height: Int, theme: Theme.Kind = .day,
                       style: [ChartStyle.Setting] = []) throws -> ChartScreen {
        let charts = try ChartLoader.read(Array(csv.utf8), path: "axes.csv", options: LoadOptions()).charts
        let screen = ChartScreen(charts: charts, textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer(), options: ControllerOptions(theme: theme, style: style))
        screen.resize(width: width, height: height, scale: 1)
        return screen
    }

    @Test func threeAxesByUnit() throws {
        for theme in [Theme.Kind.day, .night] {
            let screen = try Self.screen(Self.host(3), width: 1000, height: 600, theme: theme)
            let axes = screen.controller.snapshot.axes
            #expect(axes.map(\.series) == [[0], [1], [2]] && axes.map(\.side) == [.left, .right, .left])
            Golden.check(SceneFixtures.render(screen), named: "axes-3-units-1000x600-\(theme.rawValue)",
                         tolerance: ExampleSceneTests.tolerance)
            // The third axis stands in a strip of its own: the plot gave up its width.
            let layout = screen.scene.layout
            #expect(layout.axisStripWidth == ScreenLayout.axisStripWidth)
            #expect(layout.plot.minX == layout.px(ScreenLayout.Metrics.padding) + layout.axisStripWidth)
        }
    }

    @Test func fiveAxesOnA1280Window() throws {
        for theme in [Theme.Kind.day, .night] {
            let screen = try Self.screen(Self.host(5), width: 1280, height: 720, theme: theme)
            let axes = screen.controller.snapshot.axes
            #expect(axes.map(\.slot) == [0, 0, 1, 1, 2])
            Golden.check(SceneFixtures.render(screen), named: "axes-5-units-1280x720-\(theme.rawValue)",
                         tolerance: ExampleSceneTests.tolerance)
            // Readable: the plot keeps most of the width.
            #expect(screen.scene.layout.plot.width >= 1280 * 0.75)
        }
    }

    @Test func logScaleWithGaps() throws {
        for theme in [Theme.Kind.day, .night] {
            let screen = try Self.screen(Self.requests, width: 1000, height: 600, theme: theme, style: [.init("--log-y", "true")])
            let axis = screen.controller.snapshot.axes[0]
            // From the decade below the errors' 3.2 to the 1-2-5 line above the requests' peak, in log10.
            let peak = screen.controller.model.data.series[0].values.max()!
            let top = pow(10, axis.labels.current.upper)
            #expect(axis.log && axis.labels.current.lower == 0 && top >= peak && top <= peak * 2.5, "\(axis.labels.current)")
            let bitmap = SceneFixtures.render(screen)
            Golden.check(bitmap, named: "axes-log-gaps-1000x600-\(theme.rawValue)", tolerance: ExampleSceneTests.tolerance)
            // The gaps are marked on the plot's floor in the errors' colour.
            let plot = screen.scene.layout.plot, frame = screen.scene.geometry.main
            let mid = Int(frame.screenX(Double(screen.controller.model.data.x[70])))
            let red = screen.controller.model.data.series[1].color
            let p = Color(premultiplied: bitmap[mid, Int(plot.maxY) - 1])
            let distance: Int = abs(Int(p.red) - Int(red.red)) + abs(Int(p.green) - Int(red.green)) + abs(Int(p.blue) - Int(red.blue))
            #expect(distance < 12, "no gap mark under the zeros: \(p)")
        }
    }

    /// Hiding every series of an axis fades the axis out and eases its strip away: the plot
    /// widens smoothly into it; the other axes keep their range. Shown again, it comes back.
    @Test func axesFollowHidingSeries() throws {
        let screen = try Self.screen(Self.host(3), width: 1000, height: 600)
        // What stands left of the plot, where the third axis' strip is (nothing but padding once it has gone).
        func ink(_ b: Bitmap) -> Int {
            let plot = screen.scene.layout.plot.enclosingPixels
            var n = 0
            for y in plot.y ..< plot.maxY { for x in 0 ..< plot.x where b[x, y] != b[0, y] { n += 1 } }
            return n
        }
        let before = ink(SceneFixtures.render(screen))
        let full = screen.scene.layout.plot, w = screen.scene.layout.axisStripWidth
        let ranges = screen.controller.snapshot.axes.map(\.labels.current)
        #expect(before > 100)
        let t = screen.controller.now
        screen.controller.feel.setSeriesVisible(2, false, at: t, animated: true)
        var lefts: [Double] = []
        for dt in [0.05, 0.1, 0.15, 0.2, 0.3, 2] {
            screen.advance(to: t + dt)
            let fading = ink(SceneFixtures.render(screen))
            if dt == 0.1 { #expect(fading > 0 && fading <= before) }
            lefts.append(screen.scene.layout.plot.minX)
        }
        // The plot's left edge moved out step by step, not at once, and ended at the padding.
        #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $0 >= $1 } && lefts[1] < full.minX && lefts[1] > full.minX - w, "\(lefts)")
        let wide = screen.scene.layout.plot
        #expect(wide.minX == full.minX - w && wide.width == full.width + w && wide.maxX == full.maxX)
        let after = ink(SceneFixtures.render(screen))
        #expect(after == 0, "the hidden axis still draws \(after) pixels")
        #expect(Array(screen.controller.snapshot.axes.map(\.labels.current).prefix(2)) == Array(ranges.prefix(2)))
        // Shown again, the strip eases back in.
        let t2 = screen.controller.now
        screen.controller.feel.setSeriesVisible(2, true, at: t2, animated: true)
        screen.advance(to: t2 + 0.1)
        _ = SceneFixtures.render(screen)
        let middle = screen.scene.layout.plot.minX
        #expect(middle > wide.minX && middle < full.minX, "\(middle)")
        screen.advance(to: t2 + 2)
        #expect(ink(SceneFixtures.render(screen)) == before && screen.scene.layout.plot == full)
    }

    /// With several axes the info board marks each value with its axis (triangles toward its
    /// side, one per place outward) and keyboard reading says it; one axis, no marks.
    @Test func theBoardAndReadingSayEachValuesAxis() throws {
        let screen = try Self.screen(Self.host(5), width: 1280, height: 720)
        screen.controller.setHighlight(index: 90)
        _ = SceneFixtures.render(screen)
        let board = try #require(screen.scene.geometry.board)
        // Left axes at places 0, 1 and 2 (cpu, temp, net), right ones at 0 and 1 (mem, power).
        let size = ScreenLayout.Metrics.boardSize
        #expect(board.size.leftMarks == HighlightRenderer.axisMarkWidth(place: 2, size: size))
        #expect(board.size.rightMarks == HighlightRenderer.axisMarkWidth(place: 1, size: size))
        let c = screen.controller
        let said = PointReading.sentence(c.model, index: 90, units: c.style.units, axes: c.snapshot.axes)
        #expect(said.contains("on the left axis") && said.contains("on the right axis") && said.contains("on the second left axis")
                    && said.contains("on the second right axis") && said.contains("on the third left axis"), "\(said)")
        // Temperature hidden: its strip eases away, so net's axis is the second on the left now.
        c.setSeriesShown(2, false)
        let hidden = PointReading.sentence(c.model, index: 90, units: c.style.units, axes: c.snapshot.axes)
        #expect(hidden.contains("on the second left axis") && !hidden.contains("third"), "\(hidden)")
        _ = SceneFixtures.render(screen)
        #expect(screen.scene.geometry.board?.size.leftMarks == HighlightRenderer.axisMarkWidth(place: 1, size: size))
        let one = try Self.screen(Self.host(1), width: 1280, height: 720)
        one.controller.setHighlight(index: 90)
        _ = SceneFixtures.render(one)
        #expect(one.scene.geometry.board?.size.leftMarks == 0 && one.scene.geometry.board?.size.rightMarks == 0)
        #expect(!PointReading.sentence(one.controller.model, index: 90, axes: one.controller.snapshot.axes).contains("axis"))
    }
}
