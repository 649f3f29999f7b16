// A small driver for instruction counts under callgrind (timings here are noisy, counts are not):
//   swift build -c release --package-path Benchmarks --product text-profile -Xswiftc -target-cpu -Xswiftc native
//   valgrind --tool=callgrind Benchmarks/.build/release/text-profile MODE PASSES
// MODE: uncached (our masks, outlines cached), cached (the alphabet drawn as a label), freetype
// (FT_Load_Glyph NO_HINTING | RENDER). Each pass renders the 62 glyphs of A–Z a–z 0–9 at 13 px;
// instructions per glyph = (count at PASSES − count at 0) / (62 × PASSES).
//
// MODE compare [PASSES [SIZES]]: ours uncached and FreeType on the same 62 glyphs at the same sizes
// (default 9,13,24,48 px; pass p draws at size + p/64 px for both, so every one of our glyphs
// misses the cache), alternated pass by pass in one run; per size prints the best and median ns a
// glyph of each and ours ÷ FreeType (the ratio to read on a shared machine). Masks are compared
// by their total coverage (FreeType's hinting is off, so they differ only within antialiasing).
import CFreeTypeBench
import Foundation
import Raster

let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "uncached"
let passes = arguments.count > 2 ? Int(arguments[2]) ?? 30 : 30

guard let data = FileManager.default.contents(atPath: fontPath), let font = try? Font(bytes: [UInt8](data)) else {
    print("text-profile: \(fontPath) is missing (install fonts-dejavu-core)")
    exit(1)
}
let glyphs = alphabet.unicodeScalars.map { font.glyph(for: $0) }
let start = DispatchTime.now().uptimeNanoseconds
var checksum = 0

/// FreeType's face at a size in 1/64 px (FT_Set_Char_Size at 72 dpi: 1 pt = 1 px).
func freeTypeFace() -> FT_Face {
    var library: FT_Library?
    var face: FT_Face?
    guard FT_Init_FreeType(&library) == 0, FT_New_Face(library, fontPath, 0, &face) == 0, let face else {
        print("text-profile: FreeType cannot open \(fontPath)"); exit(1)
    }
    return face
}

switch mode {
case "compare":
    let sizes = (arguments.count > 3 ? arguments[3] : "9,13,24,48").split(separator: ",").compactMap { Double($0) }
    let face = freeTypeFace()
    let ftGlyphs = alphabet.unicodeScalars.map { FT_Get_Char_Index(face, FT_ULong($0.value)) }
    let renderer = TextRenderer(font: font, cacheCapacity: 256)
    print("size px | ours best / median ns | FreeType best / median ns | ours ÷ FreeType (best, median) | coverage ours ÷ FreeType")
    for size in sizes {
        var ours: [Double] = [], theirs: [Double] = []
        var coverageOurs = 0, coverageTheirs = 0
        for p in 0 ..< max(passes, 1) {
            let size64 = Int(size * 64) + p % 64 + 1
            let t0 = DispatchTime.now().uptimeNanoseconds
            for g in glyphs { checksum &+= renderer.glyphImage(g, size: Double(size64) / 64).mask.width }
            let t1 = DispatchTime.now().uptimeNanoseconds
            FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72)
            for g in ftGlyphs {
                FT_Load_Glyph(face, g, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER | FT_LOAD_NO_BITMAP))
                checksum &+= Int(face.pointee.glyph.pointee.bitmap.rows)
            }
            let t2 = DispatchTime.now().uptimeNanoseconds
            ours.append(Double(t1 - t0) / 62); theirs.append(Double(t2 - t1) / 62)
            if p == 0 {
                // Total ink of the alphabet at this size, ours against FreeType's (a sanity check that
                // both draw the same glyphs at the same size).
                for (g, ft) in zip(glyphs, ftGlyphs) {
                    let m = renderer.glyphImage(g, size: Double(size64) / 64).mask
                    for y in 0 ..< m.height { for x in 0 ..< m.width { coverageOurs += Int(m[x, y]) } }
                    FT_Load_Glyph(face, ft, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER | FT_LOAD_NO_BITMAP))
                    let b = face.pointee.glyph.pointee.bitmap
                    for y in 0 ..< Int(b.rows) { for x in 0 ..< Int(b.width) { coverageTheirs += Int(b.buffer[y * Int(b.pitch) + x]) } }
                }
            }
        }
        ours.sort(); theirs.sort()
        func f(_ v: Double) -> String { String(format: "%.0f", v) }
        let (ob, om, tb, tm) = (ours[0], ours[ours.count / 2], theirs[0], theirs[theirs.count / 2])
        print("\(size) | \(f(ob)) / \(f(om)) | \(f(tb)) / \(f(tm)) | \(String(format: "%.2f / %.2f", ob / tb, om / tm)) | \(String(format: "%.3f", Double(coverageOurs) / Double(max(coverageTheirs, 1))))")
    }
case "cached":
    let renderer = TextRenderer(font: font)
    let bitmap = Bitmap(width: 800, height: 40)
    renderer.draw(alphabet, size: 13, at: Point(4, 20), color: .black, in: bitmap)
    for _ in 0 ..< passes { checksum &+= renderer.draw(alphabet, size: 13, at: Point(4, 20), color: .black, in: bitmap).width }
case "freetype":
    var library: FT_Library?
    var face: FT_Face?
    guard FT_Init_FreeType(&library) == 0, FT_New_Face(library, fontPath, 0, &face) == 0 else { exit(1) }
    FT_Set_Char_Size(face, 0, 13 * 64, 72, 72)
    let ftGlyphs = alphabet.unicodeScalars.map { FT_Get_Char_Index(face, FT_ULong($0.value)) }
    for _ in 0 ..< passes {
        for g in ftGlyphs {
            FT_Load_Glyph(face, g, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER | FT_LOAD_NO_BITMAP))
            checksum &+= Int(face!.pointee.glyph.pointee.bitmap.rows)
        }
    }
default:
    let renderer = TextRenderer(font: font, cacheCapacity: 256)
    for g in glyphs { checksum &+= renderer.glyphImage(g, size: 13).mask.width }
    var size64 = 13 * 64
    for _ in 0 ..< passes {
        size64 += 1   // a new size each pass: every glyph misses the cache
        for g in glyphs { checksum &+= renderer.glyphImage(g, size: Double(size64) / 64).mask.width }
    }
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
if mode != "compare" { print("\(mode): \(passes) passes, \(passes > 0 ? elapsed / Double(62 * passes) : 0) ns per glyph (checksum \(checksum))") }
