import CFreeType
import Foundation

/// FreeType, used only by tests as an independent reference for glyph metrics, outlines and
/// unhinted anti-aliased rendering.
final class FreeTypeOracle {
    private var library: FT_Library?
    private(set) var face: FT_Face?

    /// The test font, or `nil` (with a note printed) when it is not installed.
    static let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    init?(path: String) {
        guard FT_Init_FreeType(&library) == 0 else { return nil }
        guard FT_New_Face(library, path, 0, &face) == 0 else { FT_Done_FreeType(library); return nil }
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    var glyphCount: Int { Int(face!.pointee.num_glyphs) }
    var unitsPerEm: Int { Int(face!.pointee.units_per_EM) }
    var ascender: Int { Int(face!.pointee.ascender) }
    var descender: Int { Int(face!.pointee.descender) }

    func glyphIndex(_ c: UInt32) -> Int { Int(FT_Get_Char_Index(face, FT_ULong(c))) }

    /// Advance in font units (unscaled load).
    func advance(_ glyph: Int) -> Int {
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return -1 }
        return Int(face!.pointee.glyph.pointee.advance.x)
    }

    /// Kerning in font units from the `kern` table.
    func kerning(_ left: Int, _ right: Int) -> Int {
        var v = FT_Vector()
        FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &v)
        return Int(v.x)
    }

    /// The glyph's outline points in font units: (x, y, on-curve) and contour ends.
    func outlinePoints(_ glyph: Int) -> (points: [(Int, Int, Bool)], ends: [Int])? {
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0 else { return nil }
        let outline = face!.pointee.glyph.pointee.outline
        var points: [(Int, Int, Bool)] = []
        for i in 0 ..< Int(outline.n_points) {
            let p = outline.points[i]
            points.append((Int(p.x), Int(p.y), outline.tags[i] & 1 != 0))
        }
        let ends = (0 ..< Int(outline.n_contours)).map { Int(outline.contours[$0]) }
        return (points, ends)
    }

    /// Renders the glyph unhinted at `size` pixels per em into a `width × height` coverage mask
    /// whose baseline origin is at (`originX`, `baselineY`) measured from the top-left corner.
    func render(_ glyph: Int, size: Double, originX: Double, baselineY: Int, width: Int, height: Int) -> [UInt8] {
        FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 72, 72)
        guard FT_Load_Glyph(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0 else { return [] }
        var outline = face!.pointee.glyph.pointee.outline
        FT_Outline_Translate(&outline, FT_Pos((originX * 64).rounded()), FT_Pos((height - baselineY) * 64))
        var buffer = [UInt8](repeating: 0, count: width * height)
        buffer.withUnsafeMutableBufferPointer { b in
            var bitmap = FT_Bitmap()
            bitmap.rows = UInt32(height)
            bitmap.width = UInt32(width)
            bitmap.pitch = Int32(width)
            bitmap.buffer = b.baseAddress
            bitmap.num_grays = 256
            bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
            FT_Outline_Get_Bitmap(library, &outline, &bitmap)
        }
        return buffer
    }
}
