import Raster

/// wlcharts's icon, drawn by the rasterizer at any size: a dark rounded square, a faint grid, a
/// filled area under a blue line and a green line above it — the look of a chart in the night theme.
/// Everything is in units of the side, so every hicolor size is the same drawing.
enum AppIcon {
    static func draw(size: Int) -> Bitmap {
        precondition(size >= 16, "an icon of at least 16 pixels")
        let s = Double(size)
        let bitmap = Bitmap(width: size, height: size)
        let rasterizer = Rasterizer()
        let inset = s * 0.04
        let tile = Rect(x: inset, y: inset, width: s - 2 * inset, height: s - 2 * inset)
        let background = LinearGradient(start: Point(0, 0), end: Point(0, s),
                                        stops: [(0, Color(rgb: 0x2A3A4F)), (1, Color(rgb: 0x1B2633))])
        rasterizer.fill(.roundedRect(tile, radius: s * 0.18), paint: .linearGradient(background), in: bitmap)

        // Three grid lines, at least a pixel wide.
        let grid = StrokeStyle(width: max(1, s / 64))
        for fraction in [0.32, 0.52, 0.72] {
            let y = (s * fraction).rounded() + 0.5
            rasterizer.strokePolyline([Point(s * 0.16, y), Point(s * 0.84, y)], style: grid,
                                      paint: .solid(Color(rgb: 0x8FA3B8, alpha: 70)), in: bitmap)
        }

        let blue = points([(0.16, 0.66), (0.30, 0.50), (0.42, 0.58), (0.56, 0.36), (0.70, 0.44), (0.84, 0.24)], side: s)
        let green = points([(0.16, 0.78), (0.30, 0.72), (0.42, 0.76), (0.56, 0.62), (0.70, 0.68), (0.84, 0.56)], side: s)
        var area = Path()
        area.addPolygon(blue + [Point(s * 0.84, s * 0.84), Point(s * 0.16, s * 0.84)])
        let shade = LinearGradient(start: Point(0, s * 0.24), end: Point(0, s * 0.84),
                                   stops: [(0, Color(rgb: 0x64ADF0, alpha: 120)), (1, Color(rgb: 0x64ADF0, alpha: 0))])
        rasterizer.fill(area, paint: .linearGradient(shade), in: bitmap)
        let line = StrokeStyle(width: max(1.5, s * 0.055), join: .round, cap: .round)
        rasterizer.strokePolyline(green, style: line, paint: .solid(Color(rgb: 0x5FD38D)), in: bitmap)
        rasterizer.strokePolyline(blue, style: line, paint: .solid(Color(rgb: 0x64ADF0)), in: bitmap)
        return bitmap
    }

    private static func points(_ fractions: [(Double, Double)], side s: Double) -> [Point] {
        fractions.map { Point($0.0 * s, $0.1 * s) }
    }
}
