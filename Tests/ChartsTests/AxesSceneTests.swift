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

    /// Hiding every series of an axis fades the axis out; the other axes keep their range.
    @Test func axesFollowHidingSeries() throws {
        let screen = try Self.screen(Self.host(3), width: 1000, height: 600)
        let strip = screen.scene.layout.axisStrip(left: true, slot: 1).enclosingPixels
        func ink(_ b: Bitmap) -> Int {
            var n = 0
            for y in strip.y ..< strip.y + strip.height { for x in strip.x ..< strip.x + strip.width where b[x, y] != b[0, y] { n += 1 } }
            return n
        }
        let before = ink(SceneFixtures.render(screen))
        let ranges = screen.controller.snapshot.axes.map(\.labels.current)
        #expect(before > 100)
        let t = screen.controller.now
        screen.controller.feel.setSeriesVisible(2, false, at: t, animated: true)
        screen.advance(to: t + 0.12)
        let fading = ink(SceneFixtures.render(screen))
        screen.advance(to: t + 2)
        let after = ink(SceneFixtures.render(screen))
        #expect(after == 0, "the hidden axis still draws \(after) pixels")
        #expect(fading > 0 && fading <= before)
        #expect(Array(screen.controller.snapshot.axes.map(\.labels.current).prefix(2)) == Array(ranges.prefix(2)))
    }
}
