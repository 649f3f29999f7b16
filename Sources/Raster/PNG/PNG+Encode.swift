import CZlib

extension PNG {
    /// The bitmap as a PNG file: 8-bit RGBA, straight alpha, non-interlaced, one `IDAT`.
    ///
    /// Each row takes the filter (none, sub, up, average, Paeth) whose output has the smallest sum
    /// of absolute signed bytes (the usual heuristic), then zlib compresses at level 6.
    /// - Complexity: O(width × height).
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        let w = bitmap.width, h = bitmap.height
        let rowBytes = w * 4
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * h)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        for y in 0 ..< h {
            let row = bitmap.pixels + y * bitmap.stride
            for x in 0 ..< w {
                let c = Color(premultiplied: row[x])
                current[4 * x] = c.red; current[4 * x + 1] = c.green
                current[4 * x + 2] = c.blue; current[4 * x + 3] = c.alpha
            }
            var bestType: UInt8 = 0, bestScore = Int.max
            for type: UInt8 in 0 ... 4 {
                let score = filter(type, current, previous, into: &candidate)
                if score < bestScore { bestScore = score; bestType = type }
            }
            _ = filter(bestType, current, previous, into: &candidate)
            let start = y * (rowBytes + 1)
            raw[start] = bestType
            raw.withUnsafeMutableBufferPointer { out in
                candidate.withUnsafeBufferPointer { src in
                    guard rowBytes > 0 else { return }
                    (out.baseAddress! + start + 1).update(from: src.baseAddress!, count: rowBytes)
                }
            }
            swap(&previous, &current)
        }

        var out = signature
        var header = [UInt8]()
        header.appendBigEndian(UInt32(w))
        header.appendBigEndian(UInt32(h))
        header += [8, 6, 0, 0, 0]   // depth 8, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", deflate(raw), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Filters one row with PNG filter `type` (bytes per pixel 4); returns the heuristic score.
    static func filter(_ type: UInt8, _ cur: [UInt8], _ prev: [UInt8], into out: inout [UInt8]) -> Int {
        let n = cur.count
        var score = 0
        for i in 0 ..< n {
            let a = i >= 4 ? cur[i - 4] : 0, b = prev[i], c = i >= 4 ? prev[i - 4] : 0
            let predictor: UInt8
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
            default: predictor = paeth(a, b, c)
            }
            let v = cur[i] &- predictor
            out[i] = v
            score += Int(v < 128 ? v : 0 &- v)
        }
        return score
    }

    /// The Paeth predictor of the PNG specification.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// zlib-compressed `data` (level 6).
    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var capacity = compressBound(uLong(data.count))
        var out = [UInt8](repeating: 0, count: Int(capacity))
        let status = out.withUnsafeMutableBufferPointer { dst in
            data.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress!, &capacity, src.baseAddress ?? UnsafePointer(dst.baseAddress!), uLong(src.count), 6)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed (\(status))")
        out.removeSubrange(Int(capacity)...)
        return out
    }

    static func appendChunk(_ type: StaticString, _ data: [UInt8], to out: inout [UInt8]) {
        let tag = type.withUTF8Buffer { b in
            UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
        }
        out.appendBigEndian(UInt32(data.count))
        out.appendBigEndian(tag)
        out += data
        out.appendBigEndian(data.withUnsafeBufferPointer { crc(tag, $0) })
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(truncatingIfNeeded: v >> 24)); append(UInt8(truncatingIfNeeded: v >> 16))
        append(UInt8(truncatingIfNeeded: v >> 8)); append(UInt8(truncatingIfNeeded: v))
    }
}
