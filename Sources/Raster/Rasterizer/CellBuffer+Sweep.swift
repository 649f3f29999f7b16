extension CellBuffer {
    /// Sweeps row `row` of the band left to right: runs of touched cell groups (and the cell after
    /// each run) become coverage spans, the gaps between them constant runs (skipped where the
    /// coverage is 0). Zeroes the cells and bits it reads. `width` is the clip width; `y` the
    /// row's clip coordinate. `sums` and `scratch` hold at least `width + 16` values.
    ///
    /// Two passes per run: the running sums (sequential), then their coverage eight at a time.
    /// - Complexity: O(words per row + touched cells + covered pixels handed to the sink).
    @inline(__always)
    func sweep<S: SpanSink, R: CoverageRule>(row: Int, y: Int, width: Int, rule: R.Type,
                                             sums: UnsafeMutablePointer<Int32>,
                                             scratch: UnsafeMutablePointer<UInt8>, into sink: inout S) {
        let rowCells = cells + row &* stride
        let rowBits = bits + row &* wordsPerRow
        let cellsPerRow = width &+ 2
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
                let end = min((w &<< CellBuffer.wordShift) &+ ((tz &+ ones) &<< CellBuffer.bitShift) &+ 1, cellsPerRow)
                // The gap before this run has the coverage carried so far.
                let gapEnd = min(start, width)
                if gapEnd > x {
                    let a = R.coverage(acc)
                    if a != 0 { sink.run(x: x, y: y, count: gapEnd &- x, alpha: a) }
                }
                // Eight cells at a time, zeroed with one store: the cells up to 7 past the run
                // are zero (the rest of the group after the run, or the row's padding), so they
                // add nothing, and their sums are overwritten below. A run that reaches the
                // word's last group leaves its last partial block to the scalar loop: the next
                // group belongs to the next word and may be touched.
                var i = 0
                let n = end &- start
                let blocks = tz &+ ones == 64 ? n & ~7 : n
                let cellsOfRun = rowCells + start
                while i < blocks {
                    let c = cellsOfRun + i, s = sums + i
                    acc &+= c[0]; s[0] = acc
                    acc &+= c[1]; s[1] = acc
                    acc &+= c[2]; s[2] = acc
                    acc &+= c[3]; s[3] = acc
                    acc &+= c[4]; s[4] = acc
                    acc &+= c[5]; s[5] = acc
                    acc &+= c[6]; s[6] = acc
                    acc &+= c[7]; s[7] = acc
                    UnsafeMutableRawPointer(c).storeBytes(of: SIMD8<Int32>(), as: SIMD8<Int32>.self)
                    i &+= 8
                }
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
