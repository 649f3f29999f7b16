extension CellBuffer {
    /// Sweeps row `row` of the band left to right: runs of touched cell groups (and the cell after
    /// each run) become coverage spans, the gaps between them constant runs (skipped where the
    /// coverage is 0). Zeroes the cells and bits it reads. `width` is the clip width; `y` the
    /// row's clip coordinate. `sums` and `scratch` hold at least `stride + 8` values.
    ///
    /// Two passes per run: the running sums (sequential), then their coverage eight at a time.
    /// - Complexity: O(words per row + touched cells + covered pixels handed to the sink).
    @inline(__always)
    func sweep<S: SpanSink, R: CoverageRule>(row: Int, y: Int, width: Int, rule: R.Type,
                                             sums: UnsafeMutablePointer<Int32>,
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
                // The run, plus one cell: a write to `x + 1` is not marked (see `add`).
                let start = max((w &<< CellBuffer.wordShift) &+ (tz &<< CellBuffer.bitShift), x)
                let end = min((w &<< CellBuffer.wordShift) &+ ((tz &+ ones) &<< CellBuffer.bitShift) &+ 1, stride)
                // The gap before this run has the coverage carried so far.
                let gapEnd = min(start, width)
                if gapEnd > x {
                    let a = R.coverage(acc)
                    if a != 0 { sink.run(x: x, y: y, count: gapEnd &- x, alpha: a) }
                }
                var i = 0
                let n = end &- start
                let cellsOfRun = rowCells + start
                while i < n {
                    acc &+= cellsOfRun[i]
                    cellsOfRun[i] = 0
                    sums[i] = acc
                    i &+= 1
                }
                // Zero coverage past the run (the sink may blend whole blocks of eight).
                UnsafeMutableRawPointer(sums + n).storeBytes(of: SIMD8<Int32>(), as: SIMD8<Int32>.self)
                let visible = min(end, width) &- start
                if visible > 0 {
                    var k = 0
                    while k < visible {
                        let v = R.coverage8(UnsafeRawPointer(sums + k).loadUnaligned(as: SIMD8<Int32>.self))
                        UnsafeMutableRawPointer(scratch + k).storeBytes(of: v, as: SIMD8<UInt8>.self)
                        k &+= 8
                    }
                    sink.span(x: start, y: y, coverage: scratch, count: visible)
                }
                x = end
            }
        }
        if x < width {
            let a = R.coverage(acc)
            if a != 0 { sink.run(x: x, y: y, count: width &- x, alpha: a) }
        }
    }
}
