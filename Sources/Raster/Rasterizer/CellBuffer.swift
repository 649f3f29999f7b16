/// The dense cell buffer of one band (``rows`` pixel rows × clip width + 2 + ``padding`` cells) plus a bitset of
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
    static let cellsPerBit = 8
    static let bitShift = 3
    /// log2 of the cells per bitset word (64 bits).
    static let wordShift = bitShift + 6

    /// Cells past the last one a segment can touch (clip width + 1) in every row: always zero, so
    /// the sweep may read and zero whole groups of ``cellsPerBit`` and the cell after them.
    static let padding = 16

    /// `(rows + 1) × stride` cells (one spare row for segments ending exactly on the band's bottom).
    private(set) var cells: UnsafeMutablePointer<Int32>
    /// `(rows + 1) × wordsPerRow` words of touched-cell bits.
    private(set) var bits: UnsafeMutablePointer<UInt64>
    /// Cells per row: clip width + 2 + ``padding``.
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
        stride = width + 2 + CellBuffer.padding
        wordsPerRow = (width + 2 + 64 * CellBuffer.cellsPerBit - 1) / (64 * CellBuffer.cellsPerBit)
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

    /// Adds `cover` (Δy, 1/256 px) and `area` ((fx0 + fx1)·Δy) to cell `x` of the row whose cells
    /// start at `rowCells` and whose touched bits start at `rowBits`, and marks the cell's group as
    /// touched. (The write to cell `x + 1` is not marked: the sweep reads one cell past every run of
    /// touched groups.)
    @inline(__always)
    static func add(_ rowCells: UnsafeMutablePointer<Int32>, _ rowBits: UnsafeMutablePointer<UInt64>,
                    x: Int, cover: Int, area: Int) {
        let c = rowCells + x
        c[0] &+= Int32(truncatingIfNeeded: cover &<< 9 &- area)
        c[1] &+= Int32(truncatingIfNeeded: area)
        rowBits[x &>> CellBuffer.wordShift] |= 1 &<< UInt64(truncatingIfNeeded: (x &>> CellBuffer.bitShift) & 63)
    }

    /// Accumulates the segment (`x0`, `y0`) → (`x1`, `y1`), 24.8 fixed point, y relative to the
    /// band's top (0 … rows·256), x in 0 … width·256.
    ///
    /// Each row gets its exact share of Δy (the covers add up to Δy exactly, so coverage is
    /// watertight); x at row boundaries and y at column boundaries come from one 16.16 slope per
    /// segment (at most two divisions per segment), which can move area within a row by a
    /// fraction of 1/256 px.
    /// - Complexity: O(rows + columns crossed).
    @_optimize(size)
    func line(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        segment(x0, y0, x1, y1)
    }

    /// Accumulates a band's stored edges, `count` Int32s at `edges` as (x0, y0, x1, y1) quads in
    /// 24.8 fixed point with y relative to the picture's top; `top` is the band's first row × 256.
    /// The same as ``line(_:_:_:_:)`` for each edge, without a call per edge.
    /// - Complexity: O(rows + columns crossed, summed over the edges).
    @_optimize(size)
    func lines(_ edges: UnsafePointer<Int32>, count: Int, top: Int) {
        var e = edges
        let end = edges + count
        while e < end {
            segment(Int(e[0]), Int(e[1]) &- top, Int(e[2]), Int(e[3]) &- top)
            e += 4
        }
    }

    @inline(__always)
    private func segment(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        let dy = y1 &- y0
        if dy == 0 { return }
        let ex0 = x0 &>> 8
        if ex0 == (x1 &>> 8) {
            column(ex0, x0, y0, x1, y1)
            return
        }
        let dx = x1 &- x0
        let ady = dy < 0 ? 0 &- dy : dy
        let adx = dx < 0 ? 0 &- dx : dx
        // y progress (0 … |Δy|) per unit of x progress, 16.16.
        let yStep = (ady &<< 16) / adx
        let ey = y0 &>> 8
        let ey1 = y1 &>> 8
        let stride = self.stride, wordsPerRow = self.wordsPerRow
        var rowCells = cells + ey &* stride
        var rowBits = bits + ey &* wordsPerRow
        if ey == ey1 {
            CellBuffer.span(rowCells, rowBits, x0, y0 & 255, x1, y1 & 255, yStep)
            return
        }
        // x per unit of y progress, 16.16 (signed).
        let xStep = (dx &<< 16) / ady
        let fy0 = y0 & 255, fy1 = y1 & 255
        let down = dy > 0
        let cellStep = down ? stride : 0 &- stride, bitStep = down ? wordsPerRow : 0 &- wordsPerRow
        // The first row: from fy0 to the row's far boundary.
        let progress = down ? 256 &- fy0 : fy0
        // x at the row boundaries: x0 + (xStep·progress + ½) >> 16, the product accumulated with
        // x0 · 2¹⁶ folded in (the same values, one register less in the row loop).
        var acc = xStep &* progress &+ 0x8000 &+ (x0 &<< 16)
        let accStep = xStep &<< 8
        var xTo = acc &>> 16
        CellBuffer.span(rowCells, rowBits, x0, fy0, xTo, down ? 256 : 0, yStep)
        rowCells += cellStep
        rowBits += bitStep
        // A whole row's cover, signed; the rows between the first and the last counted down
        // (the loop keeps few values live, so they stay in registers).
        // One loop per direction, so that the cover is a constant.
        @inline(__always) func rows(_ full: Int, _ count: Int) {
            var rowsLeft = count
            while rowsLeft > 0 {
                acc &+= accStep
                let xFrom = xTo
                xTo = acc &>> 16
                let ex = xFrom &>> 8
                if ex == (xTo &>> 8) {
                    // Steep: the row stays in one cell.
                    CellBuffer.add(rowCells, rowBits, x: ex, cover: full, area: ((xFrom & 255) &+ (xTo & 255)) &* full)
                } else {
                    CellBuffer.span(rowCells, rowBits, xFrom, (256 &- full) &>> 1, xTo, (256 &+ full) &>> 1, yStep)
                }
                rowsLeft &-= 1
                rowCells += cellStep
                rowBits += bitStep
            }
        }
        if down { rows(256, ey1 &- ey &- 1) } else { rows(-256, ey &- ey1 &- 1) }
        CellBuffer.span(rowCells, rowBits, xTo, down ? 0 : 256, x1, fy1, yStep)
    }

    /// A segment inside cell column `ex` spanning rows: one cell update and one bit per row, x at
    /// row boundaries from a 16.16 slope.
    @inline(__always)
    func column(_ ex: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        let base = ex &<< 8
        let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: (ex &>> CellBuffer.bitShift) & 63)
        let stride = self.stride, wordsPerRow = self.wordsPerRow
        let cell = cells + ex
        let word = bits + (ex &>> CellBuffer.wordShift)
        @inline(__always) func put(_ row: Int, _ fxa: Int, _ fxb: Int, _ d: Int) {
            let area = (fxa &+ fxb) &* d
            let c = cell + row &* stride
            c[0] &+= Int32(truncatingIfNeeded: d &<< 9 &- area)
            c[1] &+= Int32(truncatingIfNeeded: area)
            word[row &* wordsPerRow] |= bit
        }
        var ey = y0 &>> 8
        let ey1 = y1 &>> 8
        let fy0 = y0 & 255, fy1 = y1 & 255
        let fxa = x0 &- base, fxb = x1 &- base
        if ey == ey1 {
            put(ey, fxa, fxb, fy1 &- fy0)
            return
        }
        let dy = y1 &- y0
        if dy > 0 {
            let xStep = ((fxb &- fxa) &<< 16) / dy
            let progress = 256 &- fy0
            var fx = fxa &+ ((xStep &* progress &+ 0x8000) &>> 16)
            put(ey, fxa, fx, progress)
            ey &+= 1
            // Whole rows: the slope accumulated, cell and bit pointers stepped (same values as
            // `put(ey, fx, next, 256)` with `xStep · progress`).
            var acc = xStep &* progress &+ 0x8000
            let accStep = xStep &<< 8
            var c = cell + ey &* stride
            var w = word + ey &* wordsPerRow
            while ey < ey1 {
                acc &+= accStep
                let next = fxa &+ (acc &>> 16)
                let area = (fx &+ next) &<< 8
                c[0] &+= Int32(truncatingIfNeeded: (256 &<< 9) &- area)
                c[1] &+= Int32(truncatingIfNeeded: area)
                w[0] |= bit
                c += stride
                w += wordsPerRow
                fx = next
                ey &+= 1
            }
            if fy1 != 0 { put(ey1, fx, fxb, fy1) }
        } else {
            let xStep = ((fxb &- fxa) &<< 16) / (0 &- dy)
            let progress = fy0
            var fx = fxa &+ ((xStep &* progress &+ 0x8000) &>> 16)
            if fy0 != 0 { put(ey, fxa, fx, 0 &- fy0) }
            ey &-= 1
            var acc = xStep &* progress &+ 0x8000
            let accStep = xStep &<< 8
            var c = cell + ey &* stride
            var w = word + ey &* wordsPerRow
            while ey > ey1 {
                acc &+= accStep
                let next = fxa &+ (acc &>> 16)
                let area = (fx &+ next) &<< 8
                c[0] &+= Int32(truncatingIfNeeded: (-256 &<< 9) &+ area)
                c[1] &-= Int32(truncatingIfNeeded: area)
                w[0] |= bit
                c -= stride
                w -= wordsPerRow
                fx = next
                ey &-= 1
            }
            put(ey1, fx, fxb, fy1 &- 256)
        }
    }

    /// The part of a segment inside one row (cells at `rowCells`, touched bits at `rowBits`), from
    /// (`x0`, `fy0`) to (`x1`, `fy1`) with fy in 0 … 256 within the row, crossing cells left or
    /// right. `yStep` is the segment's |Δy| per unit of |Δx| (16.16); the last cell takes what is
    /// left of the row's Δy, so covers are exact.
    @inline(__always)
    static func span(_ rowCells: UnsafeMutablePointer<Int32>, _ rowBits: UnsafeMutablePointer<UInt64>,
                     _ x0: Int, _ fy0: Int, _ x1: Int, _ fy1: Int, _ yStep: Int) {
        let d = fy1 &- fy0
        if d == 0 { return }
        var ex = x0 &>> 8
        let ex1 = x1 &>> 8
        let fx0 = x0 & 255, fx1 = x1 & 255
        if ex == ex1 {
            add(rowCells, rowBits, x: ex, cover: d, area: (fx0 &+ fx1) &* d)
            return
        }
        let ad = d < 0 ? 0 &- d : d
        let sign = d < 0 ? -1 : 1
        if x1 > x0 {
            var acc = (256 &- fx0) &* yStep
            var done = min((acc &+ 0x8000) &>> 16, ad)
            add(rowCells, rowBits, x: ex, cover: done &* sign, area: (fx0 &+ 256) &* done &* sign)
            ex &+= 1
            let perCell = yStep &<< 8
            while ex < ex1 {
                acc &+= perCell
                let next = min((acc &+ 0x8000) &>> 16, ad)
                let c = (next &- done) &* sign
                add(rowCells, rowBits, x: ex, cover: c, area: c &<< 8)
                done = next
                ex &+= 1
            }
            let c = (ad &- done) &* sign
            add(rowCells, rowBits, x: ex1, cover: c, area: fx1 &* c)
        } else {
            var acc = fx0 &* yStep
            var done = min((acc &+ 0x8000) &>> 16, ad)
            add(rowCells, rowBits, x: ex, cover: done &* sign, area: fx0 &* done &* sign)
            ex &-= 1
            let perCell = yStep &<< 8
            while ex > ex1 {
                acc &+= perCell
                let next = min((acc &+ 0x8000) &>> 16, ad)
                let c = (next &- done) &* sign
                add(rowCells, rowBits, x: ex, cover: c, area: c &<< 8)
                done = next
                ex &-= 1
            }
            let c = (ad &- done) &* sign
            add(rowCells, rowBits, x: ex1, cover: c, area: (fx1 &+ 256) &* c)
        }
    }
}
