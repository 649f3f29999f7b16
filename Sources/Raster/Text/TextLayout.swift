/// Places the glyphs of one line of text: character map, kerning, tabular digits and `…`
/// truncation, in font units. Buffers grow to a high-water mark and are reused, so laying out
/// allocates nothing once warm.
struct TextLayout {
    /// The glyphs, in order.
    private(set) var glyphs: [Int32] = []
    /// The pen position of each glyph, in font units from the start of the line.
    private(set) var positions: [Int32] = []
    /// The total advance in font units.
    private(set) var advance = 0
    /// Whether the last layout was truncated.
    private(set) var truncated = false

    /// Apply `kern` pair kerning.
    var kerning = true
    /// Use the font's tabular digits (`tnum`) and do not kern between digits, so numbers in
    /// columns and on axes line up.
    var tabularDigits = true

    var count: Int { glyphs.count }

    init() {
        glyphs.reserveCapacity(64)
        positions.reserveCapacity(64)
    }

    /// Lays out `text`; with `maxWidth` (font units) cuts it to fit with an ellipsis.
    /// Control characters are skipped; a tab advances like a space.
    /// - Complexity: O(characters × log kerning pairs).
    mutating func layout(_ text: String, font: Font, maxWidth: Int? = nil) {
        glyphs.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        truncated = false
        var pen = 0, previous = -1, previousIsDigit = false
        for scalar in text.unicodeScalars {
            var value = scalar.value
            if value == 9 { value = 0x20 }
            if value < 0x20 || (0x7F ..< 0xA0).contains(value) { continue }
            let isDigit = value >= 0x30 && value <= 0x39
            var glyph = font.glyph(for: Unicode.Scalar(value) ?? " ")
            if isDigit && tabularDigits { glyph = font.tabularGlyph(glyph) }
            if previous >= 0 && kerning && !(tabularDigits && isDigit && previousIsDigit) {
                pen += font.kerning(previous, glyph)
            }
            glyphs.append(Int32(glyph))
            positions.append(Int32(clamping: pen))
            pen += font.advance(ofGlyph: glyph)
            previous = glyph
            previousIsDigit = isDigit
        }
        advance = pen
        if let maxWidth, pen > maxWidth { truncate(to: maxWidth, font: font) }
    }

    /// Keeps the longest prefix that fits with an ellipsis after it (trailing spaces dropped).
    private mutating func truncate(to maxWidth: Int, font: Font) {
        truncated = true
        let ellipsis = font.glyph(for: "\u{2026}")
        // Without a `…` glyph, three full stops.
        let dot = ellipsis != 0 ? ellipsis : font.glyph(for: "."), dotCount = ellipsis != 0 ? 1 : 3
        let dotsWidth = dotCount * font.advance(ofGlyph: dot)
        var keep = glyphs.count
        func end(_ k: Int) -> Int { k == 0 ? 0 : Int(positions[k - 1]) + font.advance(ofGlyph: Int(glyphs[k - 1])) }
        func kern(_ k: Int) -> Int { k == 0 || !kerning ? 0 : font.kerning(Int(glyphs[k - 1]), dot) }
        while keep > 0 && end(keep) + kern(keep) + dotsWidth > maxWidth { keep -= 1 }
        let space = font.glyph(for: " ")
        while keep > 0 && glyphs[keep - 1] == Int32(space) { keep -= 1 }
        if keep == 0 && dotsWidth > maxWidth {
            // Not even the ellipsis fits: draw nothing.
            glyphs.removeAll(keepingCapacity: true); positions.removeAll(keepingCapacity: true)
            advance = 0
            return
        }
        var pen = end(keep) + kern(keep)
        glyphs.removeSubrange(keep...)
        positions.removeSubrange(keep...)
        for _ in 0 ..< dotCount {
            glyphs.append(Int32(dot)); positions.append(Int32(clamping: pen))
            pen += font.advance(ofGlyph: dot)
        }
        advance = pen
    }
}
