import Foundation
import Raster

/// An RGB image (`0xRRGGBB` per pixel) read from a screenshot.
struct Image: Equatable {
    let width: Int, height: Int
    var pixels: [UInt32]

    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// A binary PPM (P6, maxval 255).
    static func ppm(_ path: String) -> Image? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        var fields: [Int] = [], i = 2
        guard bytes.count > 2, bytes[0] == 0x50, bytes[1] == 0x36 else { return nil }
        while fields.count < 3 && i < bytes.count {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0a || bytes[i] == 0x0d || bytes[i] == 0x09 { i += 1 }
            if i < bytes.count, bytes[i] == 0x23 { while i < bytes.count, bytes[i] != 0x0a { i += 1 }; continue }
            var v = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { v = v * 10 + Int(bytes[i] - 0x30); i += 1 }
            fields.append(v)
        }
        i += 1
        let (w, h) = (fields[0], fields[1])
        guard fields.count == 3, fields[2] == 255, bytes.count >= i + w * h * 3 else { return nil }
        var px = [UInt32](repeating: 0, count: w * h)
        for k in 0 ..< w * h {
            px[k] = UInt32(bytes[i + 3 * k]) << 16 | UInt32(bytes[i + 3 * k + 1]) << 8 | UInt32(bytes[i + 3 * k + 2])
        }
        return Image(width: w, height: h, pixels: px)
    }

    /// A PNG through Raster's decoder (composited over black, as a screen shows it).
    static func png(_ path: String) -> Image? {
        guard let data = FileManager.default.contents(atPath: path), let b = try? PNG.decode([UInt8](data)) else { return nil }
        var px = [UInt32](repeating: 0, count: b.width * b.height)
        for y in 0 ..< b.height { for x in 0 ..< b.width { px[y * b.width + x] = b[x, y] & 0xFFFFFF } }
        return Image(width: b.width, height: b.height, pixels: px)
    }

    /// The sub-image at `x, y` of `w × h`.
    func crop(x: Int, y: Int, width w: Int, height h: Int) -> Image {
        var px = [UInt32](); px.reserveCapacity(w * h)
        for row in y ..< y + h { px.append(contentsOf: pixels[(row * width + x) ..< (row * width + x + w)]) }
        return Image(width: w, height: h, pixels: px)
    }

    /// The bounding box of pixels that differ from `background`.
    func bounds(notMatching background: UInt32) -> (x: Int, y: Int, width: Int, height: Int)? {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        for y in 0 ..< height { for x in 0 ..< width where self[x, y] != background {
            x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
        } }
        return x1 < 0 ? nil : (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
    }

    /// The largest channel difference and the fraction of pixels that differ by more than `tolerance`.
    func difference(_ other: Image, tolerance: Int = 8) -> (maxDelta: Int, fraction: Double) {
        precondition(width == other.width && height == other.height, "sizes differ")
        var maxDelta = 0, differing = 0
        for k in 0 ..< pixels.count {
            let a = pixels[k], b = other.pixels[k]
            var d = 0
            for shift in [0, 8, 16] as [UInt32] { d = max(d, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
            maxDelta = max(maxDelta, d)
            if d > tolerance { differing += 1 }
        }
        return (maxDelta, Double(differing) / Double(max(1, pixels.count)))
    }

    /// x positions in row `y` where a run of non-`background` pixels starts (the demo's bar edges).
    func edges(row y: Int, background: UInt32) -> [Int] {
        var list: [Int] = [], inside = false
        for x in 0 ..< width {
            let bar = self[x, y] != background
            if bar && !inside { list.append(x) }
            inside = bar
        }
        return list
    }

    /// The demo's bars as seen on row `y`: left edge, colour and height (pixels above `y` + 1).
    func bars(row y: Int, background: UInt32) -> [(x: Int, color: UInt32, height: Int)] {
        edges(row: y, background: background).map { x in
            let column = min(x + 1, width - 1)
            var top = y
            while top > 0, self[column, top - 1] != background { top -= 1 }
            return (x, self[column, y], y - top + 1)
        }
    }

    /// Whether `self` equals `other` moved right by `dx` pixels where both overlap.
    func equals(_ other: Image, shiftedBy dx: Int) -> Bool {
        guard width == other.width, height == other.height, abs(dx) < width else { return false }
        for y in 0 ..< height {
            for x in max(0, dx) ..< min(width, width + dx) where self[x, y] != other[x - dx, y] { return false }
        }
        return true
    }
}
