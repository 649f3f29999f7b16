import Benchmark
import CFreeTypeBench
import Foundation
import Raster

/// The font the numbers in docs/performance.md were measured with (fonts-dejavu-core).
let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/// About forty labels of one chart frame: axis dates and values, legend, title and info board.
let chartLabels: [String] = [
    "Apr 14", "Apr 21", "Apr 28", "May 5", "May 12", "May 19", "May 26",
    "0", "250,000", "500,000", "750,000", "1,000,000", "1,250,000",
    "0", "25K", "50K", "75K", "100K", "125K",
    "Joined", "Left", "Views", "Shares",
    "Followers", "Sat, 20 Apr 2019", "Joined", "1,234,567", "Left", "−12,345", "Views", "98.7K", "Shares", "4,321",
    "Apr 2019 — May 2019", "Zoom Out", "Daily active users (millions)", "All", "12:00", "18:00", "00:00",
]

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, .instructions]
    guard let data = FileManager.default.contents(atPath: fontPath), let font = try? Font(bytes: [UInt8](data)) else {
        print("TextBenchmarks: \(fontPath) is missing (install fonts-dejavu-core) — skipped")
        return
    }
    let glyphs = alphabet.unicodeScalars.map { font.glyph(for: $0) }

    // The harness alone: its own allocations per sample, to subtract from the rows below.
    Benchmark("text harness baseline (empty loop)") { benchmark in
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(i) }
    }

    // One iteration = one glyph mask rendered on a cache miss (outline already read), 13 px.
    // The size moves by 1/64 px per pass over the alphabet so that every glyph misses.
    Benchmark("glyph uncached, 13 px (per glyph)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let renderer = TextRenderer(font: font, cacheCapacity: 256)
        for g in glyphs { blackHole(renderer.glyphImage(g, size: 13)) }
        var size64 = 13 * 64 + 1
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let k = i % glyphs.count
            if k == 0 { size64 += 1 }
            blackHole(renderer.glyphImage(glyphs[k], size: Double(size64) / 64))
        }
    }

    // The same, reading each outline from the font too (what FreeType does per glyph).
    Benchmark("glyph uncached incl. outline, 13 px (per glyph)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let renderer = TextRenderer(font: font, cacheCapacity: 256)
        var size64 = 13 * 64
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            let k = i % glyphs.count
            if k == 0 { size64 += 1; renderer.removeCachedGlyphs(outlines: true) }
            blackHole(renderer.glyphImage(glyphs[k], size: Double(size64) / 64))
        }
    }

    // FreeType 2 on the same glyphs: FT_Load_Glyph(NO_HINTING | RENDER) at 13 px.
    Benchmark("FreeType glyph unhinted load+render, 13 px (per glyph)", configuration: .init(scalingFactor: .kilo)) { benchmark in
        var library: FT_Library?
        var face: FT_Face?
        guard FT_Init_FreeType(&library) == 0, FT_New_Face(library, fontPath, 0, &face) == 0 else { return }
        defer { FT_Done_Face(face); FT_Done_FreeType(library) }
        FT_Set_Char_Size(face, 0, 13 * 64, 72, 72)
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER | FT_LOAD_NO_BITMAP)
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            FT_Load_Glyph(face, FT_UInt(glyphs[i % glyphs.count]), flags)
            blackHole(face!.pointee.glyph.pointee.bitmap.buffer)
        }
    }

    // One iteration = the 62-glyph alphabet drawn as one label from a warm cache (divide by 62).
    Benchmark("alphabet label cached, 13 px (62 glyphs)") { benchmark in
        let renderer = TextRenderer(font: font)
        let bitmap = Bitmap(width: 800, height: 40)
        renderer.draw(alphabet, size: 13, at: Point(4, 20), color: .black, in: bitmap)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            renderer.draw(alphabet, size: 13, at: Point(4, 20), color: .black, in: bitmap)
        }
    }

    // A frame's labels, warm: layout + blits only; no allocation expected.
    Benchmark("40 chart labels, warm cache (per frame)") { benchmark in
        let renderer = TextRenderer(font: font)
        let bitmap = Bitmap(width: 1920, height: 1080)
        func frame() {
            for (i, label) in chartLabels.enumerated() {
                renderer.draw(label, size: i < 19 ? 11 : 13, at: Point(Double(40 + (i % 8) * 230) + 0.3 * Double(i), Double(60 + (i / 8) * 200)),
                              alignment: i % 3 == 0 ? .left : i % 3 == 1 ? .center : .right, color: .black, opacity: 0.8, in: bitmap)
            }
        }
        frame(); frame()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { frame() }
    }

    // The same frame from an empty glyph cache (outlines known): the first frame after a resize.
    Benchmark("40 chart labels, cold glyph cache (per frame)") { benchmark in
        let renderer = TextRenderer(font: font)
        let bitmap = Bitmap(width: 1920, height: 1080)
        for label in chartLabels { blackHole(renderer.measure(label, size: 13)) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            renderer.removeCachedGlyphs()
            for (i, label) in chartLabels.enumerated() {
                renderer.draw(label, size: i < 19 ? 11 : 13, at: Point(Double(40 + (i % 8) * 230) + 0.3 * Double(i), Double(60 + (i / 8) * 200)),
                              color: .black, in: bitmap)
            }
        }
    }
}
