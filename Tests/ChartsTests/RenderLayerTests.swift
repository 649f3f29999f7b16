import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Layers with memory only for the rows they cover (`RenderLayer.cover`, grown to what a draw
/// reaches) compose the same frames as the full-size layers they replace, and as frames drawn
/// with no caching at all, through pans, animations, hovering, a theme change, a resize, a scale
/// of 2 and odd sizes.
@Suite(.enabled(if: SceneFixtures.available, SceneFixtures.missingNote))
struct RenderLayerTests {
    /// The same screen three times: region-sized layers (the window's), full-size layers (before
    /// region-sized memory) and no caching (every layer redrawn straight into every frame).
    struct Trio {
        let regions: ChartScreen, fullFrame: ChartScreen, uncached: ChartScreen
        var all: [ChartScreen] { [regions, fullFrame, uncached] }
        var time = 0.0
        var frames = 0
        /// How far a composited frame may be from the uncached one (the rounding of compositing
        /// premultiplied layers); `nil` where today's full-size layers already differ further, so
        /// that only the exact comparison with them holds.
        var uncachedTolerance: Int? = 2

        init(_ file: String, width: Int, height: Int, scale: Double = 1, options: ControllerOptions = ControllerOptions()) throws {
            let c = SceneFixtures.Case(file: file, chart: 0, name: "")
            regions = try SceneFixtures.scene(c, width: width, height: height, scale: scale, options: options)
            fullFrame = try SceneFixtures.scene(c, width: width, height: height, scale: scale, options: options)
            uncached = try SceneFixtures.scene(c, width: width, height: height, scale: scale, options: options)
            for l in fullFrame.scene.layers { l.fullFrameMemory = true }
        }

        /// Sends `input` (stamped now) to all three screens.
        func handle(_ input: (Double) -> ChartInput) { for s in all { s.handle(input(time)) } }

        /// Advances all three by `dt` and draws a frame of each; the region-sized frame must equal
        /// the full-size one exactly and the uncached one within the rounding of compositing.
        mutating func frame(_ what: String, dt: Double = 1.0 / 60, sourceLocation: SourceLocation = #_sourceLocation) {
            time += dt
            frames += 1
            var bitmaps: [Bitmap] = []
            for s in all {
                s.advance(to: time)
                if s === uncached { s.scene.invalidateAllLayers() }
                let b = Bitmap(width: s.scene.width, height: s.scene.height)
                s.render(into: b)
                bitmaps.append(b)
            }
            let exact = Golden.compare(bitmaps[0], bitmaps[1])
            #expect(exact.max == 0, "\(what), frame \(frames): region-sized against full-size layers: \(exact)", sourceLocation: sourceLocation)
            guard let tolerance = uncachedTolerance else { return }
            let direct = Golden.compare(bitmaps[0], bitmaps[2])
            #expect(direct.max <= tolerance && direct.mean < 0.01, "\(what), frame \(frames): against no caching: \(direct)",
                    sourceLocation: sourceLocation)
        }

        /// A drag across the plot (a pan) in `steps` frames, then frames until the motion stops.
        mutating func pan(by dx: Double, steps: Int = 3) {
            let plot = regions.scene.layout.plot
            let start = Point(plot.midX, plot.midY)
            handle { .touchDown(id: 1, start, time: $0) }
            frame("pan start")
            for i in 1 ... steps {
                let p = Point(start.x + dx * Double(i) / Double(steps), start.y)
                handle { .touchMove(id: 1, p, time: $0) }
                frame("pan")
            }
            handle { .touchUp(id: 1, time: $0) }
            settle("after the pan")
        }

        /// Frames until nothing moves (at most 3 s of them).
        mutating func settle(_ what: String) {
            var n = 0
            repeat { frame(what, dt: 0.15); n += 1 } while regions.needsRender && n < 20
        }

        /// The pointer hovers over the plot at `fractions` of its width (the highlight follows).
        mutating func hover(_ fractions: [Double]) {
            let plot = regions.scene.layout.plot
            for f in fractions {
                let p = Point(plot.minX + plot.width * f, plot.midY)
                handle { .pointerMove(p, time: $0) }
                frame("hover")
            }
        }

        /// A frame where only `kind` is redrawn: every other layer is composited from its cache.
        mutating func redrawOnly(_ kind: RenderLayer.Kind) {
            for s in all { s.scene.layer(kind).isDirty = true }
            frame("only \(kind) redrawn")
        }

        /// Rows with memory over all layers of the region-sized screen.
        var memoryRows: Int { regions.scene.layers.reduce(0) { $0 + $1.bitmap.rowsWithMemory.count } }
    }

    /// Panning caches the overview (and the empty highlight and board), the end of the pan the
    /// controls; their memory is the overview strip and the strip from it down.
    @Test func panningCachesStrips() throws {
        var t = try Trio("round1/chart_data.json", width: 960, height: 640)
        t.frame("first")
        #expect(t.memoryRows == 0, "a frame where every layer changes needs no layer memory")
        t.pan(by: -200)
        let scene = t.regions.scene
        #expect(scene.layer(.overview).cacheValid && scene.layer(.controls).cacheValid)
        let overview = scene.layer(.overview).bitmap.rowsWithMemory
        #expect(overview.count > 0 && overview.count <= scene.layer(.overview).region.height)
        let controls = scene.layer(.controls).bitmap.rowsWithMemory
        #expect(controls.lowerBound < Int(scene.layout.overview.minY) && controls.upperBound <= 640
                && controls.count < 640 / 4, "controls: \(controls)")
        #expect(scene.layer(.highlight).bitmap.rowsWithMemory.isEmpty && scene.layer(.board).bitmap.rowsWithMemory.isEmpty)
        // The full-size twin holds every row of the layers it cached (series, overview, controls);
        // the series layer keeps the plot's rows, the strips and the empty layers little.
        let full = t.fullFrame.scene.layers.reduce(0) { $0 + $1.bitmap.rowsWithMemory.count }
        #expect(full >= 3 * 640 && t.memoryRows < full / 2, "rows with memory: \(t.memoryRows) against \(full)")
        t.hover([0.3, 0.7])
        t.pan(by: 150)
        t.redrawOnly(.series)
        // The grid and the labels are drawn into every frame, never cached: no memory, in either twin.
        for s in [t.regions, t.fullFrame] {
            for kind in [RenderLayer.Kind.grid, .labels] {
                #expect(s.scene.layer(kind).drawsEveryFrame && s.scene.layer(kind).bitmap.rowsWithMemory.isEmpty && !s.scene.layer(kind).cacheValid,
                        "\(kind): \(s.scene.layer(kind).bitmap.rowsWithMemory)")
            }
        }
    }

    /// The highlight and its board start with no memory and grow to the rows they draw in when
    /// cached with content (the draw is repeated once); the composited frame stays the same.
    @Test func cachedHighlightGrowsToWhatItDraws() throws {
        var t = try Trio("round1/chart_data.json", width: 800, height: 600)
        t.frame("first")
        t.hover([0.4])
        t.redrawOnly(.series)
        let scene = t.regions.scene
        for kind in [RenderLayer.Kind.highlight, .board] {
            let l = scene.layer(kind)
            #expect(l.cacheValid && !l.bitmap.rowsWithMemory.isEmpty, "\(kind)")
            let drawn = l.drawnBounds
            #expect(l.bitmap.rowsWithMemory.contains(drawn.y) && l.bitmap.rowsWithMemory.contains(drawn.maxY - 1), "\(kind)")
        }
        t.hover([0.6])
        t.redrawOnly(.labels)
    }

    /// A theme change redraws everything straight into the frame; a new size lays the layers out
    /// again, their memory following the new strips. The caches catch up after either.
    @Test(arguments: ["theme", "resize"]) func changeBetweenPans(_ change: String) throws {
        var t = try Trio(change == "theme" ? "round2/3/overview.json" : "round1/chart_data.json", width: 900, height: 600)
        t.frame("first")
        t.pan(by: -150)
        if change == "theme" {
            t.handle { .key(.nightMode, time: $0) }
        } else {
            for s in t.all { s.resize(width: 701, height: 503, scale: 1) }
        }
        t.settle(change)
        t.pan(by: 100)
        let l = t.regions.scene.layer(.overview)
        #expect(l.cacheValid && l.bitmap.height == t.regions.scene.height && l.bitmap.rowsWithMemory.count <= l.region.height)
        t.hover([0.2, 0.8])
        t.redrawOnly(change == "theme" ? .grid : .series)
    }

    /// The rectangles a layer records never overlap (each is composited once), cover everything
    /// marked, and stay at most ``RenderLayer/maxRecords``: with A and B apart, C meeting A, a D
    /// joining A and B, and then more small marks than records.
    @Test func drawnRecordsNeverOverlap() {
        let layer = RenderLayer(kind: .controls)
        layer.region = PixelRect(x: 0, y: 0, width: 400, height: 300)
        var marked: [PixelRect] = [PixelRect(x: 10, y: 10, width: 20, height: 20), PixelRect(x: 100, y: 10, width: 20, height: 20),
                                   PixelRect(x: 25, y: 25, width: 20, height: 20)]
        for r in marked { layer.markDrawn(r) }
        #expect(layer.drawn.count == 2, "C merged with A only: \(layer.drawn)")
        marked.append(PixelRect(x: 40, y: 12, width: 70, height: 4))
        layer.markDrawn(marked[3])
        #expect(layer.drawn.count == 1, "D meets the merged A+C and B: \(layer.drawn)")
        for i in 0 ..< 30 {
            let r = PixelRect(x: 13 * i % 380, y: 40 + 17 * i % 250, width: 9, height: 5)
            marked.append(r)
            layer.markDrawn(r)
        }
        let drawn = layer.drawn
        #expect(drawn.count <= RenderLayer.maxRecords)
        for (i, a) in drawn.enumerated() {
            for b in drawn[(i + 1)...] { #expect(a.intersection(b).isEmpty, "\(a) and \(b) overlap") }
        }
        for r in marked { #expect(drawn.contains { $0.intersection(r) == r }, "\(r) is not covered by one record: \(drawn)") }
    }

    /// A scale of 2 and odd sizes, with and without the presets row and the play control (the
    /// controls reach the header: their memory grows to it).
    @Test func scaleTwoOddSizesPresetsAndPlayControl() throws {
        for (w, h, scale, file, extras) in [(1201, 901, 2.0, "round1/chart_data.json", true), (999, 777, 1.0, "round2/5/overview.json", false),
                                            // 12 and more control rectangles (six pills, six presets, the window):
                                            // the overview's translucent mask was composited twice
                                            (999, 777, 1.0, "round2/5/overview.json", true),
                                            (641, 479, 1.0, "round2/1/overview.json", true)] {
            var t = try Trio(file, width: w, height: h, scale: scale, options: ControllerOptions(presets: extras, playControl: extras))
            t.frame("first \(w)×\(h)")
            t.pan(by: -Double(w) / 5)
            let controls = t.regions.scene.layer(.controls)
            #expect(controls.cacheValid && controls.bitmap.rowsWithMemory.count < h)
            if extras {
                #expect(controls.bitmap.rowsWithMemory.lowerBound < Int(t.regions.scene.layout.plot.minY),
                        "the play control in the header grows the controls' memory: \(controls.bitmap.rowsWithMemory)")
            }
            t.hover([0.25, 0.75])
            t.redrawOnly(.series)
            t.pan(by: Double(w) / 7)
        }
    }
}
