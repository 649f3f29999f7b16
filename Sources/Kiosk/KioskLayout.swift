import Raster

/// Where the panels go in a buffer: the content rectangle (the buffer less the burn-in margin,
/// moved by the burn-in offset) and one cell per panel — the whole content for `rotate`, rows ×
/// columns filled row by row with a gap between them for `grid`. Pure, so hit-testing is tested
/// without a window.
public struct KioskLayout: Equatable, Sendable {
    public let width: Int, height: Int
    /// The burn-in margin on each side (buffer pixels).
    package let margin: Int
    /// Space between grid cells (buffer pixels).
    public let gap: Int
    /// The cells, relative to the content's origin, one per panel (rotate: one for all).
    package let cells: [PixelRect]
    /// The content's size (the buffer less the margins).
    package let contentWidth: Int, contentHeight: Int
    /// What no cell covers inside the content, relative to its origin: the grid's gaps and its
    /// unused cells (drawn in the separator colour).
    public let gaps: [PixelRect]

    /// The layout of `file`'s panels in a `width × height` buffer at `scale`.
    public init(file: KioskFile, width: Int, height: Int, scale: Double) {
        self.width = width
        self.height = height
        margin = file.burnIn == nil ? 0 : BurnInShift.maxShift
        gap = max(1, Int((6 * scale).rounded()))
        let cw = max(1, width - 2 * margin), ch = max(1, height - 2 * margin)
        (contentWidth, contentHeight) = (cw, ch)
        switch file.layout {
        case .rotate:
            cells = [PixelRect(x: 0, y: 0, width: cw, height: ch)]
            gaps = []
        case .grid(let rows, let columns):
            let g = gap
            func span(_ i: Int, _ n: Int, _ total: Int) -> (Int, Int) {
                let a = i * (total + g) / n, b = (i + 1) * (total + g) / n - g
                return (a, max(a + 1, b))
            }
            var list: [PixelRect] = [], free: [PixelRect] = []
            for i in 0 ..< rows * columns {
                let (x0, x1) = span(i % columns, columns, cw), (y0, y1) = span(i / columns, rows, ch)
                let r = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                if i < file.panels.count { list.append(r) } else { free.append(r) }
            }
            for c in 1 ..< max(columns, 1) {   // vertical gaps, whole height
                let x = span(c, columns, cw).0
                free.append(PixelRect(x: x - g, y: 0, width: g, height: ch))
            }
            for r in 1 ..< max(rows, 1) {   // horizontal gaps, whole width
                let y = span(r, rows, ch).0
                free.append(PixelRect(x: 0, y: y - g, width: cw, height: g))
            }
            cells = list
            gaps = free
        }
    }

    /// The content's origin in the buffer with the burn-in offset `shift`.
    package func origin(shift: (x: Int, y: Int)) -> (x: Int, y: Int) {
        (margin + shift.x, margin + shift.y)
    }

    /// The cell of panel `i` in buffer pixels (rotate: every panel has the one cell).
    package func cell(_ i: Int, shift: (x: Int, y: Int)) -> PixelRect {
        let c = cells[min(i, cells.count - 1)]
        let o = origin(shift: shift)
        return PixelRect(x: c.x + o.x, y: c.y + o.y, width: c.width, height: c.height)
    }

    /// The index into `cells` under buffer point (`x`, `y`), or `nil` in a gap or the margin.
    func cellIndex(atX x: Double, y: Double, shift: (x: Int, y: Int)) -> Int? {
        let o = origin(shift: shift)
        let (px, py) = (x - Double(o.x), y - Double(o.y))
        return cells.firstIndex { c in
            px >= Double(c.x) && px < Double(c.x + c.width) && py >= Double(c.y) && py < Double(c.y + c.height)
        }
    }
}
