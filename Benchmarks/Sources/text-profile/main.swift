// A small driver for instruction counts under callgrind (timings here are noisy, counts are not):
//   swift build -c release --package-path Benchmarks --product text-profile -Xswiftc -target-cpu -Xswiftc native
//   valgrind --tool=callgrind Benchmarks/.build/release/text-profile MODE PASSES
// MODE: uncached (our masks, outlines cached), cached (the alphabet drawn as a label), freetype
// (FT_Load_Glyph NO_HINTING | RENDER). Each pass renders the 62 glyphs of A–Z a–z 0–9 at 13 px;
// instructions per glyph = (count at PASSES − count at 0) / (62 × PASSES).
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

switch mode {
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
print("\(mode): \(passes) passes, \(passes > 0 ? elapsed / Double(62 * passes) : 0) ns per glyph (checksum \(checksum))")
