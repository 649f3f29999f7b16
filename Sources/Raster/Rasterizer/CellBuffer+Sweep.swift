extension CellBuffer {
    /// Sweeps row `row` of the band left to right: runs of touched cell groups become coverage
    /// spans, the gaps between them constant runs (skipped where the coverage is 0). Zeroes the
    /// cells and bits it reads. `width` is the clip width; `y` the row's clip coordinate. `sums`
    /// and `scratch` hold at least `width + 16` values.
    ///
    /// A run is whole groups of ``cellsPerBit`` (8) cells, so its running sums go in blocks of
    /// eight with no tail, each block zeroed with one store. The one cell after a run that may
    /// hold something — the area a segment in the run's last cell puts into the next cell, which
    /// `add` does not mark — is folded into the carried sum: every pixel from there to the next
    /// run has that same sum, so it starts the gap instead of lengthening the span. (When the
    /// next group is touched after all — the first group of the next bitset word — its run then
    /// starts from that sum and adds a cell that is now zero: the same sums.)
    /// - Complexity: O(words per row + touched cells + covered pixels handed to the sink).
    @inline(__always)
    func sweep<S: SpanSink, R: CoverageRule>(row: Int, y: Int, width: Int, rule: R.Type,
                                             sums: UnsafeMutablePointer<Int32>,
                                             scratch: UnsafeMutablePointer<UInt8>, into sink: inout S) {
        let rowCells = cells + row &* stride
        let rowBits = bits + row &* wordsPerRow
        var acc: Int32 = 0
        var x = 0
        for w in 0 ..< wordsPerRow {
            var word = rowBits[w]
            if word == 0 { continue }
            rowBits[w] = 0
            // A single untouched group between two touched ones joins them: sweeping its eight
            // cells costs less than starting another run (and gives the same sums).
            word |= ~word & (word &<< 1) & (word &>> 1)
            let wordStart = w &<< CellBuffer.wordShift
            while word != 0 {
                let tz = word.trailingZeroBitCount
                let ones = (~(word &>> UInt64(truncatingIfNeeded: tz))).trailingZeroBitCount
                word &= word &+ (word & (0 &- word))
                let start = wordStart &+ (tz &<< CellBuffer.bitShift)
                let n = ones &<< CellBuffer.bitShift
                // The gap before this run has the coverage carried so far.
                if acc != 0 {
                    let gapEnd = min(start, width)
                    if gapEnd > x {
                        let a = R.coverage(acc)
                        if a != 0 { sink.run(x: x, y: y, count: gapEnd &- x, alpha: a) }
                    }
                }
                let run = rowCells + start
                var i = 0
                repeat {
                    let c = run + i, s = sums + i
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
                } while i < n
                // The cell after the run starts the gap (see above).
                acc &+= run[n]
                run[n] = 0
                let visible = min(n, width &- start)
                if visible > 0 {
                    var k = 0
                    repeat {
                        let v = R.coverage8(UnsafeRawPointer(sums + k).loadUnaligned(as: SIMD8<Int32>.self))
                        UnsafeMutableRawPointer(scratch + k).storeBytes(of: v, as: SIMD8<UInt8>.self)
                        k &+= 8
                    } while k < visible
                    sink.span(x: start, y: y, coverage: scratch, count: visible)
                }
                x = start &+ n
            }
        }
        if x < width && acc != 0 {
            let a = R.coverage(acc)
            if a != 0 { sink.run(x: x, y: y, count: width &- x, alpha: a) }
        }
    }
}
