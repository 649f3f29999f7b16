import Raster

/// Test helpers that measure what a drawing covered.
enum Coverage {
    /// Sum of a mask's coverage in pixels (255 = one pixel).
    static func area(_ mask: CoverageMask) -> Double {
        Double(mask.coverage.reduce(0) { $0 + Int($1) }) / 255
    }

    /// Sum of a bitmap's alpha in pixels.
    static func alphaArea(_ bitmap: Bitmap) -> Double {
        var sum = 0
        for y in 0 ..< bitmap.height { for x in 0 ..< bitmap.width { sum += Int(bitmap[x, y] >> 24) } }
        return Double(sum) / 255
    }

    /// Fills a polygon into a fresh mask and returns the mask.
    static func mask(_ points: [Point], rule: FillRule = .nonZero, width: Int = 100, height: Int = 100) -> CoverageMask {
        var path = Path()
        path.addPolygon(points)
        var mask = CoverageMask(width: width, height: height)
        Rasterizer().fill(path, rule: rule, into: &mask)
        return mask
    }
}
