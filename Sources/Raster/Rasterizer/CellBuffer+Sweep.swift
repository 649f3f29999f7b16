extension CellBuffer {
    /// The 0 … 255 coverage of an accumulated cell sum (512·256 per unit of winding).
    @inline(__always)
    static func coverage(_ acc: Int32, evenOdd: Bool) -> UInt8 {
        var c = Int(acc)
        c = c < 0 ? 0 &- c : c
        if evenOdd {
            c &= 0x3FFFF
            c = min(c, 0x40000 &- c)
        } else {
            c = min(c, 0x20000)
        }
        return UInt8(truncatingIfNeeded: (c &* 255 &+ 0x10000) &>> 17)
    }

    /// Sweeps row `row` of the band left to right: runs of touched cells become coverage spans,
    /// the gaps between them constant runs (skipped where the coverage is 0). Zeroes the cells and
    /// bits it reads. `width` is the clip width; `y` the row's clip coordinate.
    /// - Complexity: O(words per row + touched cells + covered pixels handed to the sink).
    @inline(__always)
    func sweep<S: SpanSink>(row: Int, y: Int, width: Int, evenOdd: Bool,
                            scratch: UnsafeMutablePointer<UInt8>, into sink: inout S) {
        let rowCells = cells + row &* stride
        let rowBits = bits + row &* wordsPerRow
        let stride = self.stride
        var acc: Int32 = 0
        var x = 0
        for w in 0 ..< wordsPerRow {
            var word = rowBits[w]
            if word == 0 { continue }
            rowBits[w] = 0
            while word != 0 {
                let tz = word.trailingZeroBitCount
                let ones = (~(word &>> UInt64(tz))).trailingZeroBitCount
                word &= word &+ (word & (0 &- word))
                let start = (w &<< 8) &+ (tz &<< CellBuffer.bitShift)
                let end = min(start &+ (ones &<< CellBuffer.bitShift), stride)
                // The gap before this run has the coverage carried so far.
                let gapEnd = min(start, width)
                if gapEnd > x {
                    let a = CellBuffer.coverage(acc, evenOdd: evenOdd)
                    if a != 0 { sink.run(x: x, y: y, count: gapEnd &- x, alpha: a) }
                }
                let visibleEnd = min(end, width)
                var cx = start
                while cx < visibleEnd {
                    acc &+= rowCells[cx]
                    rowCells[cx] = 0
                    scratch[cx &- start] = CellBuffer.coverage(acc, evenOdd: evenOdd)
                    cx &+= 1
                }
                if visibleEnd > start {
                    sink.span(x: start, y: y, coverage: scratch, count: visibleEnd &- start)
                }
                while cx < end {
                    acc &+= rowCells[cx]
                    rowCells[cx] = 0
                    cx &+= 1
                }
                x = end
            }
        }
        if x < width {
            let a = CellBuffer.coverage(acc, evenOdd: evenOdd)
            if a != 0 { sink.run(x: x, y: y, count: width &- x, alpha: a) }
        }
    }
}
