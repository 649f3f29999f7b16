import Testing
@testable import Raster

/// Builds PNG files by hand — CRC, Adler-32 and zlib "stored" blocks written here, independently of
/// the encoder under test — so the decoder is checked against bytes it did not make.
struct HandPNG {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0 ..< 8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    /// A zlib stream of uncompressed ("stored") deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, data.count - i)
            let final: UInt8 = i + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            out += data[i ..< i + n]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    static func header(width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [depth, colorType, 0, 0, interlace])
    }

    /// A whole file from unfiltered rows (each row gets filter byte 0 unless `filters` says otherwise).
    static func file(width: Int, height: Int, depth: UInt8, colorType: UInt8, rows: [[UInt8]],
                     filters: [UInt8]? = nil, extra: [[UInt8]] = []) -> [UInt8] {
        var raw: [UInt8] = []
        for (i, row) in rows.enumerated() { raw += [filters?[i] ?? 0] + row }
        return PNG.signature + header(width: width, height: height, depth: depth, colorType: colorType)
            + extra.flatMap { $0 } + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }
}

@Suite struct PNGTests {
    /// A bitmap with opaque, translucent and transparent pixels of many colours.
    static func sample(width: Int = 37, height: Int = 23) -> Bitmap {
        let b = Bitmap(width: width, height: height)
        var seed: UInt32 = 12345
        for y in 0 ..< height {
            for x in 0 ..< width {
                seed = seed &* 1_103_515_245 &+ 12345
                let alpha: UInt8 = [255, 255, 128, 0, 1, 200][Int(seed >> 28) % 6]
                let c = Color(red: UInt8(truncatingIfNeeded: x * 7), green: UInt8(truncatingIfNeeded: y * 11),
                              blue: UInt8(truncatingIfNeeded: seed >> 16), alpha: alpha)
                b[x, y] = c.premultiplied
            }
        }
        return b
    }

    @Test func roundTripKeepsEveryPremultipliedPixel() throws {
        let original = Self.sample()
        let bytes = PNG.encode(original)
        #expect(Array(bytes.prefix(8)) == PNG.signature)
        let decoded = try PNG.decode(bytes)
        #expect(decoded.width == original.width && decoded.height == original.height)
        for y in 0 ..< original.height {
            for x in 0 ..< original.width where decoded[x, y] != original[x, y] {
                Issue.record("pixel \(x),\(y): \(String(decoded[x, y], radix: 16)) ≠ \(String(original[x, y], radix: 16))")
                return
            }
        }
    }

    @Test func encodesAViewWithItsStrideAndCompressesFlatImages() throws {
        let big = Bitmap(width: 300, height: 200)
        big.clear(to: Color(rgb: 0x336699))
        let view = big.view(PixelRect(x: 10, y: 20, width: 100, height: 50))
        view[0, 0] = Color.white.premultiplied
        let bytes = PNG.encode(view)
        #expect(bytes.count < 1000, "a flat 100×50 image compresses well (got \(bytes.count) bytes)")
        let decoded = try PNG.decode(bytes)
        #expect(decoded.width == 100 && decoded.height == 50)
        #expect(decoded[0, 0] == 0xFFFF_FFFF)
        #expect(decoded[99, 49] == 0xFF33_6699)
    }

    /// The streaming encoder hands out the same file in pieces: a noisy image large enough for
    /// several 64 KiB `IDAT` chunks decodes to the same pixels, and no piece is image-sized.
    @Test func encodesRowByRowIntoASinkInSeveralChunks() throws {
        let original = Self.sample(width: 400, height: 300)
        var pieces: [[UInt8]] = []
        PNG.encode(original) { (bytes: UnsafeRawBufferPointer) throws(Never) in pieces.append(Array(bytes)) }
        let file = pieces.flatMap { $0 }
        #expect(file == PNG.encode(original))
        #expect(pieces.map(\.count).max()! <= 1 << 16, "no piece larger than one chunk's data")
        // Chunk types in order: IHDR, then IDATs, then IEND.
        var types: [String] = [], offset = 8
        while offset + 8 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            types.append(String(decoding: file[offset + 4 ..< offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(offset == file.count)
        #expect(types.first == "IHDR" && types.last == "IEND" && types.filter { $0 == "IDAT" }.count >= 2, "\(types)")
        let decoded = try PNG.decode(file)
        for y in 0 ..< original.height where !decoded.row(y).elementsEqual(original.row(y)) {
            Issue.record("row \(y) differs"); return
        }
    }

    /// A sink's error stops the encoding at once and comes back typed.
    @Test func aFailingSinkStopsTheEncoding() {
        struct Full: Error, Equatable {}
        var calls = 0
        #expect(throws: Full()) {
            try PNG.encode(Self.sample()) { (_: UnsafeRawBufferPointer) throws(Full) in
                calls += 1
                if calls == 3 { throw Full() }
            }
        }
        #expect(calls == 3)
    }

    @Test func emptyRowsAndOnePixelImagesRoundTrip() throws {
        let one = Bitmap(width: 1, height: 1)
        one[0, 0] = 0x8040_2010
        #expect(try PNG.decode(PNG.encode(one))[0, 0] == 0x8040_2010)
    }

    @Test func decodesHandMadeGreyRGBAndRGBA() throws {
        let grey = HandPNG.file(width: 3, height: 1, depth: 8, colorType: 0, rows: [[0, 128, 255]])
        let g = try PNG.decode(grey)
        #expect([g[0, 0], g[1, 0], g[2, 0]] == [0xFF00_0000, 0xFF80_8080, 0xFFFF_FFFF])

        let rgb = HandPNG.file(width: 2, height: 2, depth: 8, colorType: 2,
                               rows: [[255, 0, 0, 0, 255, 0], [0, 0, 255, 1, 2, 3]])
        let c = try PNG.decode(rgb)
        #expect([c[0, 0], c[1, 0], c[0, 1], c[1, 1]] == [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF01_0203])

        let rgba = HandPNG.file(width: 2, height: 1, depth: 8, colorType: 6, rows: [[255, 255, 255, 128, 10, 20, 30, 0]])
        let a = try PNG.decode(rgba)
        #expect(a[0, 0] == Color(red: 255, green: 255, blue: 255, alpha: 128).premultiplied)
        #expect(a[1, 0] == 0, "fully transparent premultiplies to zero")

        let greyAlpha = HandPNG.file(width: 1, height: 1, depth: 8, colorType: 4, rows: [[200, 255]])
        #expect(try PNG.decode(greyAlpha)[0, 0] == 0xFFC8_C8C8)
    }

    @Test func decodesPalettesWithTransparencyAndLowBitDepths() throws {
        let plte = HandPNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
        let trns = HandPNG.chunk("tRNS", [255, 0])
        // 2-bit indices 0,1,2,3 packed in one byte: 00 01 10 11.
        let file = HandPNG.file(width: 4, height: 1, depth: 2, colorType: 3, rows: [[0b00_01_10_11]], extra: [plte, trns])
        let p = try PNG.decode(file)
        #expect([p[0, 0], p[1, 0], p[2, 0], p[3, 0]] == [0xFFFF_0000, 0, 0xFF00_00FF, 0xFF0A_141E])

        // 1-bit grey: 1,0,1,1,0,0,0,1 then 1 (9 pixels, two bytes).
        let bits = HandPNG.file(width: 9, height: 1, depth: 1, colorType: 0, rows: [[0b1011_0001, 0b1000_0000]])
        let b = try PNG.decode(bits)
        #expect((0 ..< 9).map { b[$0, 0] == 0xFFFF_FFFF } == [true, false, true, true, false, false, false, true, true])

        // 16-bit RGB with a tRNS colour key.
        let key = HandPNG.chunk("tRNS", [0x12, 0x34, 0, 0, 0xFF, 0xFF])
        let wide = HandPNG.file(width: 2, height: 1, depth: 16, colorType: 2,
                                rows: [[0x12, 0x34, 0, 0, 0xFF, 0xFF, 0x12, 0x35, 0, 0, 0xFF, 0xFF]], extra: [key])
        let w = try PNG.decode(wide)
        #expect(w[0, 0] == 0, "the tRNS key colour is transparent")
        #expect(w[1, 0] == 0xFF12_00FF)
    }

    @Test func undoesEveryFilterType() throws {
        // One 2×5 RGB image; each row uses a different filter, encoded by hand from these pixels.
        let pixels: [[UInt8]] = [[10, 20, 30, 40, 50, 60], [15, 25, 35, 45, 55, 65], [200, 100, 50, 25, 12, 6],
                                 [0, 0, 0, 255, 255, 255], [9, 8, 7, 6, 5, 4]]
        var rows: [[UInt8]] = []
        for (y, row) in pixels.enumerated() {
            let prev = y > 0 ? pixels[y - 1] : [UInt8](repeating: 0, count: 6)
            let type = UInt8(y)
            rows.append((0 ..< 6).map { i in
                let a = i >= 3 ? row[i - 3] : 0, b = prev[i], c = i >= 3 ? prev[i - 3] : 0
                let predictor: UInt8 = switch type {
                case 0: 0
                case 1: a
                case 2: b
                case 3: UInt8((Int(a) + Int(b)) / 2)
                default: PNG.paeth(a, b, c)
                }
                return row[i] &- predictor
            })
        }
        let file = HandPNG.file(width: 2, height: 5, depth: 8, colorType: 2, rows: rows, filters: [0, 1, 2, 3, 4])
        let d = try PNG.decode(file)
        for (y, row) in pixels.enumerated() {
            for x in 0 ..< 2 {
                let expected = Color(red: row[3 * x], green: row[3 * x + 1], blue: row[3 * x + 2]).premultiplied
                #expect(d[x, y] == expected, "row \(y) (filter \(y)) pixel \(x)")
            }
        }
    }

    @Test func decodesAdam7Interlacing() throws {
        // 3×3 grey, interlaced: passes 1 (0,0), 2 none, 3 none, 4 (2,0), 5 (0,2)+(2,2), 6 (1,0), (1,2), 7 row 1.
        let value = { (x: Int, y: Int) -> UInt8 in UInt8(10 * (y * 3 + x) + 5) }
        var raw: [UInt8] = []
        raw += [0, value(0, 0)]                       // pass 1: 1×1
        raw += [0, value(2, 0)]                       // pass 4: x 2, y 0 → 1×1
        raw += [0, value(0, 2), value(2, 2)]          // pass 5: y 2, x 0,2 → 2×1
        raw += [0, value(1, 0), 0, value(1, 2)]       // pass 6: x 1, y 0,2 → 1×2
        raw += [0, value(0, 1), value(1, 1), value(2, 1)] // pass 7: y 1 → 3×1
        let file = PNG.signature + HandPNG.header(width: 3, height: 3, depth: 8, colorType: 0, interlace: 1)
            + HandPNG.chunk("IDAT", HandPNG.zlibStored(raw)) + HandPNG.chunk("IEND", [])
        let d = try PNG.decode(file)
        for y in 0 ..< 3 {
            for x in 0 ..< 3 {
                let v = UInt32(value(x, y))
                #expect(d[x, y] == 0xFF00_0000 | v << 16 | v << 8 | v, "pixel \(x),\(y)")
            }
        }
    }

    @Test func rejectsCorruptInputWithTypedErrors() throws {
        let good = PNG.encode(Self.sample(width: 5, height: 4))
        #expect(throws: PNGError.notPNG) { try PNG.decode([1, 2, 3]) }
        #expect(throws: PNGError.notPNG) { try PNG.decode([]) }

        // Truncated anywhere: always an error, never a crash.
        for cut in stride(from: 8, to: good.count, by: 1) {
            #expect(throws: PNGError.self) { try PNG.decode(Array(good.prefix(cut))) }
        }
        // Any single flipped byte after the signature is caught (CRC, or the header checks).
        for i in 8 ..< good.count {
            var bad = good
            bad[i] ^= 0x5A
            #expect(throws: PNGError.self, "flipped byte \(i)") { try PNG.decode(bad) }
        }
        var badCRC = good
        badCRC[29] ^= 1   // last CRC byte of IHDR (8 + 4 + 4 + 13 = 29 … 32)
        #expect(throws: PNGError.badCRC(chunk: "IHDR", offset: 8)) { try PNG.decode(badCRC) }
    }

    @Test func rejectsBadHeadersFiltersAndData() {
        func expectError(_ bytes: [UInt8], _ comment: Comment) {
            #expect(throws: PNGError.self, comment) { try PNG.decode(bytes) }
        }
        let idat = HandPNG.chunk("IDAT", HandPNG.zlibStored([0, 1, 2, 3]))
        let end = HandPNG.chunk("IEND", [])
        expectError(PNG.signature + HandPNG.header(width: 0, height: 1, depth: 8, colorType: 0) + idat + end, "zero width")
        expectError(PNG.signature + HandPNG.header(width: 1, height: 1, depth: 3, colorType: 0) + idat + end, "bit depth 3")
        expectError(PNG.signature + HandPNG.header(width: 1, height: 1, depth: 8, colorType: 5) + idat + end, "colour type 5")
        expectError(PNG.signature + HandPNG.header(width: 1, height: 1, depth: 8, colorType: 0) + end, "no IDAT")
        expectError(PNG.signature + idat + end, "IDAT before IHDR")
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000)) {
            try PNG.decode(PNG.signature + HandPNG.header(width: 100_000, height: 100_000, depth: 8, colorType: 6) + idat + end)
        }
        #expect(throws: PNGError.badFilter(type: 7, row: 0)) {
            try PNG.decode(HandPNG.file(width: 1, height: 1, depth: 8, colorType: 0, rows: [[9]], filters: [7]))
        }
        // Too little and too much image data.
        expectError(HandPNG.file(width: 2, height: 2, depth: 8, colorType: 0, rows: [[1, 2], [3]]), "short data")
        expectError(HandPNG.file(width: 2, height: 1, depth: 8, colorType: 0, rows: [[1, 2], [3, 4]]), "long data")
        // Palette index past the palette, and a palette image without PLTE.
        let plte = HandPNG.chunk("PLTE", [1, 2, 3])
        #expect(throws: PNGError.badPalette("index 5 past 1 entries")) {
            try PNG.decode(HandPNG.file(width: 1, height: 1, depth: 8, colorType: 3, rows: [[5]], extra: [plte]))
        }
        expectError(HandPNG.file(width: 1, height: 1, depth: 8, colorType: 3, rows: [[0]]), "no PLTE")
        // Unknown critical chunk.
        #expect(throws: PNGError.unsupported("critical chunk ABCD")) {
            try PNG.decode(HandPNG.file(width: 1, height: 1, depth: 8, colorType: 0, rows: [[0]],
                                        extra: [HandPNG.chunk("ABCD", [1])]))
        }
        // Unknown ancillary chunks are skipped.
        #expect((try? PNG.decode(HandPNG.file(width: 1, height: 1, depth: 8, colorType: 0, rows: [[0]],
                                               extra: [HandPNG.chunk("abCD", [1])]))) != nil)
    }

    @Test func errorsDescribeTheProblem() {
        #expect(PNGError.badCRC(chunk: "IDAT", offset: 33).description == "PNG chunk IDAT at byte 33 has a bad CRC")
        #expect(PNGError.truncated(offset: 8).description.contains("truncated"))
    }
}
