import CZlib

extension PNG {
    /// Decodes a PNG file into a new premultiplied ``Bitmap``.
    ///
    /// Reads colour types 0, 2, 3, 4, 6 at every bit depth PNG allows for them (16-bit samples are
    /// reduced to their high byte), `tRNS` transparency, and Adam7 interlacing. Every chunk's CRC is
    /// checked; ancillary chunks other than `tRNS` are skipped; gamma and colour profiles are ignored.
    /// - Parameter bytes: The whole file (Raster reads no files: load it yourself).
    /// - Returns: A new bitmap that owns its pixels.
    /// - Throws: ``PNGError`` for anything malformed or unsupported.
    /// - Complexity: O(file size + width × height).
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
        let file = try readChunks(bytes)
        let header = file.header
        let expected = header.rawSize
        var raw = [UInt8](repeating: 0, count: expected)
        var rawCount = uLongf(expected)
        let status = raw.withUnsafeMutableBufferPointer { dst in
            file.idat.withUnsafeBufferPointer { src in
                uncompress(dst.baseAddress!, &rawCount, src.baseAddress!, uLong(src.count))
            }
        }
        switch status {
        case Z_OK where Int(rawCount) == expected: break
        case Z_OK: throw .badImageData("\(rawCount) bytes decompressed, \(expected) expected")
        case Z_BUF_ERROR: throw .badImageData("zlib stream incomplete or longer than \(expected) bytes")
        default: throw .badImageData("zlib stream corrupt (zlib error \(status))")
        }

        let bitmap = Bitmap(width: header.width, height: header.height)
        var converter = PixelConverter(header: header, palette: file.palette, transparency: file.transparency)
        if file.palette.isEmpty && header.colorType == 3 { throw .badPalette("palette image without PLTE") }
        var offset = 0
        if header.interlaced {
            for pass in adam7 {
                let pw = (header.width - pass.x0 + pass.dx - 1) / pass.dx
                let ph = (header.height - pass.y0 + pass.dy - 1) / pass.dy
                guard pw > 0 && ph > 0 else { continue }
                try decodePass(&raw, &offset, width: pw, height: ph, header: header, converter: &converter,
                               place: { x, y in (pass.x0 + x * pass.dx, pass.y0 + y * pass.dy) }, into: bitmap)
            }
        } else {
            try decodePass(&raw, &offset, width: header.width, height: header.height, header: header,
                           converter: &converter, place: { x, y in (x, y) }, into: bitmap)
        }
        return bitmap
    }

    /// Adam7 pass origins and steps.
    static let adam7: [(x0: Int, y0: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// Unfilters one (sub-)image in place inside `raw` from `offset` and stores its pixels.
    static func decodePass(_ raw: inout [UInt8], _ offset: inout Int, width: Int, height: Int,
                           header: Header, converter: inout PixelConverter,
                           place: (Int, Int) -> (Int, Int), into bitmap: Bitmap) throws(PNGError) {
        let rowBytes = header.rowBytes(width)
        let bpp = max(1, header.bitsPerPixel / 8)
        try raw.withUnsafeMutableBufferPointer { (buf: inout UnsafeMutableBufferPointer<UInt8>) throws(PNGError) in
            let base = buf.baseAddress!
            var prev: UnsafeMutablePointer<UInt8>? = nil
            for y in 0 ..< height {
                let type = base[offset]
                let row = base + offset + 1
                try unfilter(type, row: row, previous: prev, count: rowBytes, bpp: bpp, rowIndex: y)
                for x in 0 ..< width {
                    let (px, py) = place(x, y)
                    bitmap.pixels[py * bitmap.stride + px] = try converter.pixel(row, x)
                }
                prev = row
                offset += rowBytes + 1
            }
        }
    }

    /// Reverses PNG filter `type` on one row.
    @inline(__always)
    static func unfilter(_ type: UInt8, row: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?,
                         count n: Int, bpp: Int, rowIndex: Int) throws(PNGError) {
        switch type {
        case 0: break
        case 1:
            if n > bpp { for i in bpp ..< n { row[i] &+= row[i - bpp] } }
        case 2:
            if let p = previous { for i in 0 ..< n { row[i] &+= p[i] } }
        case 3:
            for i in 0 ..< n {
                let a = i >= bpp ? Int(row[i - bpp]) : 0, b = previous.map { Int($0[i]) } ?? 0
                row[i] &+= UInt8((a + b) >> 1)
            }
        case 4:
            for i in 0 ..< n {
                let a = i >= bpp ? row[i - bpp] : 0
                let b = previous?[i] ?? 0
                let c = (i >= bpp ? previous?[i - bpp] : nil) ?? 0
                row[i] &+= paeth(a, b, c)
            }
        default: throw .badFilter(type: type, row: rowIndex)
        }
    }

    /// The fields of `IHDR`.
    struct Header {
        var width = 0, height = 0, bitDepth = 0, colorType = 0, interlaced = false

        var channels: Int { [1, 0, 3, 1, 2, 0, 4][colorType] }
        var bitsPerPixel: Int { channels * bitDepth }
        func rowBytes(_ w: Int) -> Int { (w * bitsPerPixel + 7) / 8 }

        /// Bytes of filtered image data, filter bytes included.
        var rawSize: Int {
            guard interlaced else { return (rowBytes(width) + 1) * height }
            var total = 0
            for p in PNG.adam7 {
                let pw = (width - p.x0 + p.dx - 1) / p.dx, ph = (height - p.y0 + p.dy - 1) / p.dy
                if pw > 0 && ph > 0 { total += (rowBytes(pw) + 1) * ph }
            }
            return total
        }
    }

    /// What the chunks of a file hold.
    struct Chunks {
        var header = Header()
        var palette: [Color] = []
        var transparency: [UInt8] = []
        var idat: [UInt8] = []
    }

    /// Walks the chunks, checking signature, lengths, CRCs and order.
    static func readChunks(_ bytes: [UInt8]) throws(PNGError) -> Chunks {
        guard bytes.count >= 8, Array(bytes[0 ..< 8]) == signature else { throw .notPNG }
        var result = Chunks()
        var offset = 8, sawHeader = false, sawEnd = false, sawIDAT = false
        while !sawEnd {
            guard offset + 8 <= bytes.count else { throw .truncated(offset: offset) }
            let length = Int(bytes.bigEndianUInt32(at: offset))
            let type = bytes.bigEndianUInt32(at: offset + 4)
            let name = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else { throw .truncated(offset: offset) }
            let data = offset + 8 ..< offset + 8 + length
            let stored = bytes.bigEndianUInt32(at: data.upperBound)
            let actual = bytes.withUnsafeBufferPointer { crc(type, UnsafeBufferPointer(rebasing: $0[data])) }
            guard stored == actual else { throw .badCRC(chunk: name, offset: offset) }
            if !sawHeader && name != "IHDR" { throw .badChunkOrder("first chunk is \(name), not IHDR") }
            switch name {
            case "IHDR":
                guard !sawHeader else { throw .badChunkOrder("second IHDR") }
                sawHeader = true
                result.header = try parseHeader(bytes, data)
            case "PLTE":
                guard !sawIDAT else { throw .badChunkOrder("PLTE after IDAT") }
                guard length % 3 == 0, length > 0, length <= 768 else { throw .badPalette("PLTE length \(length)") }
                result.palette = stride(from: data.lowerBound, to: data.upperBound, by: 3).map {
                    Color(red: bytes[$0], green: bytes[$0 + 1], blue: bytes[$0 + 2])
                }
            case "tRNS":
                result.transparency = Array(bytes[data])
            case "IDAT":
                sawIDAT = true
                result.idat += bytes[data]
            case "IEND":
                sawEnd = true
            default:
                // Ancillary chunks have a lower-case first letter and may be skipped.
                if bytes[offset + 4] & 0x20 == 0 { throw .unsupported("critical chunk \(name)") }
            }
            offset = data.upperBound + 4
        }
        guard sawIDAT else { throw .badChunkOrder("no IDAT chunk") }
        guard !result.idat.isEmpty else { throw .badImageData("IDAT chunks are empty") }
        return result
    }

    static func parseHeader(_ bytes: [UInt8], _ data: Range<Int>) throws(PNGError) -> Header {
        guard data.count == 13 else { throw .invalidHeader("IHDR has \(data.count) bytes, not 13") }
        let o = data.lowerBound
        var h = Header()
        h.width = Int(bytes.bigEndianUInt32(at: o))
        h.height = Int(bytes.bigEndianUInt32(at: o + 4))
        h.bitDepth = Int(bytes[o + 8])
        h.colorType = Int(bytes[o + 9])
        guard h.width > 0, h.height > 0, h.width <= Int(Int32.max), h.height <= Int(Int32.max) else {
            throw .invalidHeader("size \(h.width)×\(h.height)")
        }
        guard h.width * h.height <= maxPixels else { throw .tooLarge(width: h.width, height: h.height) }
        let allowed: [Int]
        switch h.colorType {
        case 0: allowed = [1, 2, 4, 8, 16]
        case 3: allowed = [1, 2, 4, 8]
        case 2, 4, 6: allowed = [8, 16]
        default: throw .invalidHeader("colour type \(h.colorType)")
        }
        guard allowed.contains(h.bitDepth) else {
            throw .invalidHeader("bit depth \(h.bitDepth) with colour type \(h.colorType)")
        }
        guard bytes[o + 10] == 0 else { throw .unsupported("compression method \(bytes[o + 10])") }
        guard bytes[o + 11] == 0 else { throw .unsupported("filter method \(bytes[o + 11])") }
        switch bytes[o + 12] {
        case 0: h.interlaced = false
        case 1: h.interlaced = true
        default: throw .invalidHeader("interlace method \(bytes[o + 12])")
        }
        return h
    }
}

/// Turns unfiltered samples into premultiplied pixels.
struct PixelConverter {
    let header: PNG.Header
    let palette: [UInt32]
    let transparentKey: (r: Int, g: Int, b: Int)?

    init(header: PNG.Header, palette: [Color], transparency: [UInt8]) {
        self.header = header
        var premultiplied = [UInt32]()
        for (i, c) in palette.enumerated() {
            var c = c
            if i < transparency.count { c.alpha = transparency[i] }
            premultiplied.append(c.premultiplied)
        }
        self.palette = premultiplied
        func u16(_ i: Int) -> Int { i + 1 < transparency.count ? Int(transparency[i]) << 8 | Int(transparency[i + 1]) : -1 }
        switch header.colorType {
        case 0 where transparency.count >= 2: transparentKey = (u16(0), u16(0), u16(0))
        case 2 where transparency.count >= 6: transparentKey = (u16(0), u16(2), u16(4))
        default: transparentKey = nil
        }
    }

    /// Sample `index` of `row` (channel `index % channels` of a pixel) at full precision.
    @inline(__always)
    func sample(_ row: UnsafeMutablePointer<UInt8>, _ index: Int) -> Int {
        switch header.bitDepth {
        case 8: return Int(row[index])
        case 16: return Int(row[2 * index]) << 8 | Int(row[2 * index + 1])
        default:
            let d = header.bitDepth, bit = index * d
            return Int(row[bit >> 3] >> UInt8(8 - d - (bit & 7))) & (1 << d - 1)
        }
    }

    /// A sample scaled to 8 bits.
    @inline(__always)
    func eight(_ v: Int) -> UInt8 {
        switch header.bitDepth {
        case 16: UInt8(v >> 8)
        case 8: UInt8(v)
        default: UInt8(v * 255 / (1 << header.bitDepth - 1))
        }
    }

    mutating func pixel(_ row: UnsafeMutablePointer<UInt8>, _ x: Int) throws(PNGError) -> UInt32 {
        let n = header.channels
        switch header.colorType {
        case 0:
            let v = sample(row, x)
            let a: UInt8 = transparentKey.map { $0.r == v ? 0 : 255 } ?? 255
            let g = eight(v)
            return Color(red: g, green: g, blue: g, alpha: a).premultiplied
        case 2:
            let r = sample(row, 3 * x), g = sample(row, 3 * x + 1), b = sample(row, 3 * x + 2)
            let a: UInt8 = transparentKey.map { $0.r == r && $0.g == g && $0.b == b ? 0 : 255 } ?? 255
            return Color(red: eight(r), green: eight(g), blue: eight(b), alpha: a).premultiplied
        case 3:
            let i = sample(row, x)
            guard i < palette.count else { throw .badPalette("index \(i) past \(palette.count) entries") }
            return palette[i]
        case 4:
            let g = eight(sample(row, n * x))
            return Color(red: g, green: g, blue: g, alpha: eight(sample(row, n * x + 1))).premultiplied
        default:
            return Color(red: eight(sample(row, 4 * x)), green: eight(sample(row, 4 * x + 1)),
                         blue: eight(sample(row, 4 * x + 2)), alpha: eight(sample(row, 4 * x + 3))).premultiplied
        }
    }
}

extension [UInt8] {
    /// The big-endian `UInt32` at `offset` (caller checks bounds).
    @inline(__always)
    func bigEndianUInt32(at offset: Int) -> UInt32 {
        UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16 | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
    }
}
