import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The layout rules a chart scene holds at any size, scale, range and highlight: x labels never
/// overlap, y label rows have room, pills stay on screen, the info board stays on screen and covers
/// no highlight circle. Shared by the real-data and the `Examples/` layout tests.
enum SceneLayoutRules {
    /// Checks chart `chart` of `charts` at `iterations` random sizes, scales, ranges, hidden series
    /// and highlights drawn from a generator seeded by `name`; each failure names the case.
    static func check(_ charts: [ChartData], chart: Int, name: String, text: TextRenderer, iterations: Int = 40) {
        var rng = SeededRandom(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        let scales = [1.0, 1.25, 1.5, 2, 3]
        for _ in 0 ..< iterations {
            let w = 320 + Int(rng.next() % 3521), h = 480 + Int(rng.next() % 1681)
            let scale = scales[Int(rng.next() % 5)]
            let scene = ChartScreen(charts: charts, textRenderer: text, options: ControllerOptions(chartIndex: chart))
            scene.resize(width: w, height: h, scale: scale)
            let d = scene.controller.domain
            let a = d.min + rng.double() * (d.max - d.min), b = d.min + rng.double() * (d.max - d.min)
            scene.controller.setRange(xMin: min(a, b), xMax: max(a, b))
            if rng.next() % 3 == 0 { scene.controller.toggleSeries(Int(rng.next() % UInt64(charts[chart].series.count))) }
            scene.layOut()
            let layout = scene.scene.layout
            let where_ = "\(name) at \(w)×\(h)@\(scale), range \(scene.controller.xMin)…\(scene.controller.xMax)"

            // X labels: no two overlap (with the gap), measured with the real font.
            let size = layout.px(ScreenLayout.Metrics.axisSize)
            var previousRight = -Double.infinity
            scene.scene.geometry.xLabels.forEachLabel(xMin: scene.controller.xMin, xMax: scene.controller.xMax, extra: 0) { label in
                let wd = text.measure(DateFormat.axisLabel(label), size: size).advance
                let cx = scene.scene.geometry.main.screenX(Double(label.ms))
                #expect(cx - wd / 2 >= previousRight + scene.scene.geometry.xLabels.gap - 1e-6, "x labels overlap: \(where_)")
                previousRight = cx + wd / 2
            }
            // Y labels: a row is taller than a label.
            for s in scene.scene.geometry.yScales {
                #expect(layout.plot.height / Double(s.rows) >= size * 1.3, "y labels crowd: \(where_)")
            }
            // Pills and overview inside the screen.
            for p in layout.pills where p.width > 0 {
                #expect(p.minX >= 0 && p.maxX <= Double(w) + 1e-9 && p.minY >= 0 && p.maxY <= Double(h) + 1e-9, "pill off screen: \(where_)")
            }
            // The info board at a random visible point.
            let i = scene.controller.model.nearestIndex(to: scene.controller.xMin + rng.double() * (scene.controller.xMax - scene.controller.xMin))
            scene.controller.setHighlight(index: i)
            if let g = scene.highlightGeometry() {
                let r = g.board
                #expect(r.minX >= -1e-9 && r.minY >= -1e-9 && r.maxX <= Double(w) + 1e-6 && r.maxY <= Double(h) + 1e-6,
                        "board \(r) off screen: \(where_)")
                for circle in g.circles {
                    #expect(!BoardPlacement.covers(r, circle, margin: 0), "board \(r) covers \(circle): \(where_)")
                }
            }
        }
    }
}
