// seeds: /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf Seeds/font
// dict: truetype.dict
// smoke-runs: 1000
import FuzzSupport
import Raster

/// The TrueType reader: every input is a `Font` (whose glyphs lay out, measure and draw into a
/// small bitmap without trapping) or a `FontError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    guard let font = try? Font(bytes: input.bytes) else { return 0 }
    let text = TextRenderer(font: font, cacheCapacity: 64)
    let bitmap = Bitmap(width: 64, height: 32)
    for (sample, size) in [("Aa 0123456789 Jan 1.2K –∞", 13.0), ("fi Wg", 300.0), ("8", 0.0)] {
        _ = text.measure(sample, size: size)
        text.draw(sample, size: size, at: Point(2, 24), alignment: .left, color: Color(rgb: 0), opacity: 1,
                  maxWidth: 60, in: bitmap)
    }
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzFont) } }
