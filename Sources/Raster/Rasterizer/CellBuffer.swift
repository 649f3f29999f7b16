/// The dense cell buffer of one band (``rows`` pixel rows × clip width + 2 cells) plus a bitset of
/// touched cells (one bit per ``cellsPerBit`` cells), as in Blend2D's analytic rasterizer.
///
/// A segment adds, for every pixel cell it crosses, its exact signed area in one `Int32`:
/// `cell[x] += cover·512 − area` and `cell[x + 1] += area` (cover = Δy in 1/256 px, area =
/// (fx0 + fx1)·Δy). Summing a row left to right then gives each pixel's coverage × 512·256 —
/// so the sweep needs no sorting. The sweep zeroes the cells it reads, so the buffer is clean
/// for the next band without a clear.
struct CellBuffer {
    /// Pixel rows per band.
    static let rows = 32
    /// Cells per bit of the touched-cell bitset (a power of two).
    static let cellsPerBit = 4
    static let bitShift = 2

    /// `(rows + 1) × stride` cells (one spare row for segments ending exactly on the band's bottom).
    private(set) var cells: UnsafeMutablePointer<Int32>
    /// `(rows + 1) × wordsPerRow` words of touched-cell bits.
    private(set) var bits: UnsafeMutablePointer<UInt64>
    /// Cells per row: clip width + 2.
    private(set) var stride = 0
    private(set) var wordsPerRow = 0
    private var cellCapacity = 0
    private var wordCapacity = 0

    init() {
        cells = .allocate(capacity: 1)
        bits = .allocate(capacity: 1)
    }

    func deallocate() {
        cells.deallocate()
        bits.deallocate()
    }

    /// Lays the buffer out for a clip `width` pixels wide. All cells and bits are zero between
    /// drawings, so a new layout needs no clearing unless memory grows.
    /// - Complexity: O(1), or O(band size) when it grows.
    mutating func prepare(width: Int) {
        stride = width + 2
        wordsPerRow = (stride + 64 * CellBuffer.cellsPerBit - 1) / (64 * CellBuffer.cellsPerBit)
        let needCells = (CellBuffer.rows + 1) * stride
        if needCells > cellCapacity {
            cells.deallocate()
            cells = .allocate(capacity: needCells)
            cells.initialize(repeating: 0, count: needCells)
            cellCapacity = needCells
        }
        let needWords = (CellBuffer.rows + 1) * wordsPerRow
        if needWords > wordCapacity {
            bits.deallocate()
            bits = .allocate(capacity: needWords)
            bits.initialize(repeating: 0, count: needWords)
            wordCapacity = needWords
        }
    }

    /// Adds `cover` (Δy, 1/256 px) and `area` ((fx0 + fx1)·Δy) to cell `x` of row `row`.
    @inline(__always)
    func add(row: Int, x: Int, cover: Int, area: Int) {
        let c = cells + (row &* stride &+ x)
        c[0] &+= Int32(truncatingIfNeeded: cover &<< 9 &- area)
        c[1] &+= Int32(truncatingIfNeeded: area)
        let b = bits + row &* wordsPerRow
        b[x &>> 8] |= 1 &<< UInt64(truncatingIfNeeded: (x &>> 2) & 63)
        let x1 = x &+ 1
        b[x1 &>> 8] |= 1 &<< UInt64(truncatingIfNeeded: (x1 &>> 2) & 63)
    }

    /// Accumulates the segment (`x0`, `y0`) → (`x1`, `y1`), 24.8 fixed point, y relative to the
    /// band's top (0 … rows·256), x in 0 … width·256. Adapted from AGG's `render_line`.
    /// - Complexity: O(rows + columns crossed).
    func line(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        let dx = x1 &- x0
        var dy = y1 &- y0
        if dy == 0 { return }
        var ey0 = y0 &>> 8
        let ey1 = y1 &>> 8
        let fy0 = y0 & 255, fy1 = y1 & 255

        if ey0 == ey1 {
            hline(ey0, x0, fy0, x1, fy1)
            return
        }

        // Within one cell column: one cell per row, area from the x at each row boundary.
        let ex0 = x0 &>> 8
        if ex0 == (x1 &>> 8) {
            let fxBase = ex0 &<< 8
            if dx == 0 {
                let twoFx = (x0 &- fxBase) &<< 1
                if dy > 0 {
                    add(row: ey0, x: ex0, cover: 256 &- fy0, area: twoFx &* (256 &- fy0))
                    ey0 &+= 1
                    while ey0 < ey1 { add(row: ey0, x: ex0, cover: 256, area: twoFx &<< 8); ey0 &+= 1 }
                    if fy1 != 0 { add(row: ey1, x: ex0, cover: fy1, area: twoFx &* fy1) }
                } else {
                    if fy0 != 0 { add(row: ey0, x: ex0, cover: 0 &- fy0, area: twoFx &* (0 &- fy0)) }
                    ey0 &-= 1
                    while ey0 > ey1 { add(row: ey0, x: ex0, cover: -256, area: twoFx &* -256); ey0 &-= 1 }
                    add(row: ey1, x: ex0, cover: fy1 &- 256, area: twoFx &* (fy1 &- 256))
                }
                return
            }
        }

        // Several rows: walk them with an exact DDA on x.
        var incr = 1
        var first = 256
        var p = (256 &- fy0) &* dx
        if dy < 0 {
            p = fy0 &* dx
            first = 0
            incr = -1
            dy = 0 &- dy
        }
        var delta = p / dy
        var mod = p % dy
        if mod < 0 { delta &-= 1; mod &+= dy }
        var xFrom = x0 &+ delta
        hline(ey0, x0, fy0, xFrom, first)
        ey0 &+= incr
        if ey0 != ey1 {
            p = 256 &* dx
            var lift = p / dy
            var rem = p % dy
            if rem < 0 { lift &-= 1; rem &+= dy }
            mod &-= dy
            while ey0 != ey1 {
                delta = lift
                mod &+= rem
                if mod >= 0 { mod &-= dy; delta &+= 1 }
                let xTo = xFrom &+ delta
                hline(ey0, xFrom, 256 &- first, xTo, first)
                xFrom = xTo
                ey0 &+= incr
            }
        }
        hline(ey0, xFrom, 256 &- first, x1, fy1)
    }

    /// Accumulates the part of a segment inside row `ey`, from (`x0`, `fy0`) to (`x1`, `fy1`) with
    /// fy in 0 … 256 within the row. Adapted from AGG's `render_hline`.
    @inline(__always)
    func hline(_ ey: Int, _ x0: Int, _ fy0: Int, _ x1: Int, _ fy1: Int) {
        if fy0 == fy1 { return }
        var ex0 = x0 &>> 8
        let ex1 = x1 &>> 8
        let fx0 = x0 & 255, fx1 = x1 & 255
        if ex0 == ex1 {
            let d = fy1 &- fy0
            add(row: ey, x: ex0, cover: d, area: (fx0 &+ fx1) &* d)
            return
        }
        // A run of adjacent cells.
        var p = (256 &- fx0) &* (fy1 &- fy0)
        var first = 256
        var incr = 1
        var dx = x1 &- x0
        if dx < 0 {
            p = fx0 &* (fy1 &- fy0)
            first = 0
            incr = -1
            dx = 0 &- dx
        }
        var delta = p / dx
        var mod = p % dx
        if mod < 0 { delta &-= 1; mod &+= dx }
        add(row: ey, x: ex0, cover: delta, area: (fx0 &+ first) &* delta)
        ex0 &+= incr
        var y = fy0 &+ delta
        if ex0 != ex1 {
            p = 256 &* (fy1 &- y &+ delta)
            var lift = p / dx
            var rem = p % dx
            if rem < 0 { lift &-= 1; rem &+= dx }
            mod &-= dx
            while ex0 != ex1 {
                delta = lift
                mod &+= rem
                if mod >= 0 { mod &-= dx; delta &+= 1 }
                add(row: ey, x: ex0, cover: delta, area: 256 &* delta)
                y &+= delta
                ex0 &+= incr
            }
        }
        let d = fy1 &- y
        add(row: ey, x: ex1, cover: d, area: (fx1 &+ 256 &- first) &* d)
    }
}
