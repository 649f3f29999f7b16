extension CellBuffer {
    /// Sweeps row `row` of the band left to right: runs of touched cell groups become coverage
    /// spans, the gaps between them constant runs (skipped where the coverage is 0). Zeroes the
    /// cells and bits it reads. `width` is the clip width; `y` the row's clip coordinate. `sums`
    /// and `scratch` hold at least `width + 16` values (indexed by cell), `runs` three values per
    /// run a row can have (`(width + 16) / 8 + 2` runs).
    ///
    /// Two passes: first every run's running sums (stored into `sums`) and its start, length and
    /// the sum after it (into `runs`); then, in order, the gap before each run and the run's
    /// coverage, read from `sums` as vectors. Loading eight sums as one vector right after storing
    /// them one by one would wait for the stores to reach the cache (a store does not forward to
    /// a wider load); a pass later they are there.
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
                                             scratch: UnsafeMutablePointer<UInt8>, runs: UnsafeMutablePointer<Int>,
                                             into sink: inout S) {
        let rowCells = cells + row &* stride
        let rowBits = bits + row &* wordsPerRow
        var acc: Int32 = 0
        var count = 0
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
                let run = rowCells + start
                let s = sums + start
                var i = 0
                repeat {
                    let c = run + i
                    acc &+= c[0]; s[i] = acc
                    acc &+= c[1]; s[i &+ 1] = acc
                    acc &+= c[2]; s[i &+ 2] = acc
                    acc &+= c[3]; s[i &+ 3] = acc
                    acc &+= c[4]; s[i &+ 4] = acc
                    acc &+= c[5]; s[i &+ 5] = acc
                    acc &+= c[6]; s[i &+ 6] = acc
                    acc &+= c[7]; s[i &+ 7] = acc
                    UnsafeMutableRawPointer(c).storeBytes(of: SIMD8<Int32>(), as: SIMD8<Int32>.self)
                    i &+= 8
                } while i < n
                // The cell after the run starts the gap (see above).
                acc &+= run[n]
                run[n] = 0
                runs[count] = start
                runs[count &+ 1] = n
                runs[count &+ 2] = Int(acc)
                count &+= 3
            }
        }
        // Second pass: the runs' coverage and the gaps between them, in order. Read back only now,
        // the running sums are no longer waiting in the store buffer: a vector load of eight
        // scalar stores still in flight would wait for them to reach the cache.
        var x = 0
        var carried: Int32 = 0
        var k = 0
        while k < count {
            let start = runs[k], n = runs[k &+ 1]
            // The gap before this run has the coverage carried so far.
            if carried != 0 {
                let gapEnd = min(start, width)
                if gapEnd > x {
                    let a = R.coverage(carried)
                    if a != 0 { sink.run(x: x, y: y, count: gapEnd &- x, alpha: a) }
                }
            }
            let visible = min(n, width &- start)
            if visible > 0 {
                let s = sums + start, c = scratch + start
                var j = 0
                repeat {
                    let v = R.coverage8(UnsafeRawPointer(s + j).loadUnaligned(as: SIMD8<Int32>.self))
                    UnsafeMutableRawPointer(c + j).storeBytes(of: v, as: SIMD8<UInt8>.self)
                    j &+= 8
                } while j < visible
                sink.span(x: start, y: y, coverage: c, count: visible)
            }
            x = start &+ n
            carried = Int32(truncatingIfNeeded: runs[k &+ 2])
            k &+= 3
        }
        if x < width && carried != 0 {
            let a = R.coverage(carried)
            if a != 0 { sink.run(x: x, y: y, count: width &- x, alpha: a) }
        }
    }
}
