/// Why a font could not be read, or one of its glyphs could not be loaded.
///
/// Every read from a font file is bounds-checked; a malformed or truncated file produces one of
/// these instead of a crash or an out-of-bounds read.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not a TrueType font at all (wrong or missing header).
    case notAFont(String)
    /// A valid font of a kind this reader does not handle (CFF outlines, collections …).
    case unsupported(String)
    /// A table the reader needs is absent.
    case missingTable(String)
    /// A read at `offset` (from the table's start) runs past the end of `table`.
    case truncated(table: String, offset: Int)
    /// A table holds impossible values.
    case invalidTable(String, String)
    /// Glyph `glyph` is malformed.
    case badGlyph(glyph: Int, String)
    /// A composite glyph refers, directly or through its components, back to itself.
    case compositeLoop(glyph: Int)
    /// Composite glyphs nest deeper than ``Font/maxComponentDepth``.
    case compositeTooDeep(glyph: Int)

    /// One line naming the problem and where it is.
    public var description: String {
        switch self {
        case .notAFont(let why): "not a TrueType font: \(why)"
        case .unsupported(let what): "unsupported font: \(what)"
        case .missingTable(let tag): "font has no '\(tag)' table"
        case .truncated(let table, let offset): "font table '\(table)' is truncated (read past its end at offset \(offset))"
        case .invalidTable(let tag, let why): "font table '\(tag)' is invalid: \(why)"
        case .badGlyph(let glyph, let why): "glyph \(glyph) is malformed: \(why)"
        case .compositeLoop(let glyph): "composite glyph \(glyph) refers back to itself"
        case .compositeTooDeep(let glyph): "composite glyph \(glyph) nests components too deeply"
        }
    }
}
