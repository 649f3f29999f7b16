/// Bounds-checked big-endian reads from one table of a font file.
///
/// Offsets are relative to the table's start; every read checks that it stays inside the table
/// and throws ``FontError/truncated(table:offset:)`` otherwise.
struct FontReader {
    /// The whole file (shared, not copied).
    let bytes: [UInt8]
    /// The table's name, for error messages.
    let table: String
    /// Where the table starts in `bytes`.
    let start: Int
    /// The table's length in bytes (already checked to lie inside the file).
    let count: Int

    init(bytes: [UInt8], table: String, start: Int, count: Int) {
        self.bytes = bytes; self.table = table; self.start = start; self.count = count
    }

    /// A reader for a sub-range of this table (checked).
    func slice(_ offset: Int, _ length: Int, as name: String? = nil) throws(FontError) -> FontReader {
        try require(offset, length)
        return FontReader(bytes: bytes, table: name ?? table, start: start + offset, count: length)
    }

    /// Throws unless `length` bytes at `offset` lie inside the table.
    @inline(__always)
    func require(_ offset: Int, _ length: Int) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw .truncated(table: table, offset: offset)
        }
    }

    @inline(__always)
    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try require(offset, 1)
        return bytes[start + offset]
    }

    @inline(__always)
    func i8(_ offset: Int) throws(FontError) -> Int8 { Int8(bitPattern: try u8(offset)) }

    @inline(__always)
    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try require(offset, 2)
        let o = start + offset
        return UInt16(bytes[o]) << 8 | UInt16(bytes[o + 1])
    }

    @inline(__always)
    func i16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    @inline(__always)
    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try require(offset, 4)
        let o = start + offset
        return UInt32(bytes[o]) << 24 | UInt32(bytes[o + 1]) << 16 | UInt32(bytes[o + 2]) << 8 | UInt32(bytes[o + 3])
    }

    /// A 2.14 fixed-point number (composite glyph scales).
    @inline(__always)
    func f2dot14(_ offset: Int) throws(FontError) -> Float { Float(try i16(offset)) / 16384 }

    /// Four bytes as a tag string (for messages and table names).
    static func tag(_ v: UInt32) -> String {
        String(decoding: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)], as: UTF8.self)
    }
}
