import Raster
import SeriesData

/// Comparisons (`--compare`) of dense lines, drawn cheaply: a comparison that is its series' own
/// points moved forward (`ShiftedCopy`) takes its columns from the series' decimation of the same
/// frame — the view's grid, moved by the shift in whole columns — and only the columns left of the
/// view are decimated for it; a dense comparison is a thin line through the middle of each
/// column's extremes, filled column by column (`Bitmap.fillColumns`) instead of a band polygon.
extension SeriesRenderer {
    /// Forgets the columns kept (`decimated`), room kept; `draw` begins and ends its lines with it.
    func forgetColumns(_ model: ChartModel) {
        while decimated.count < model.data.series.count {
            decimated.append([])
            decimated[decimated.count - 1].reserveCapacity(m4.capacity)
        }
        for s in isDecimated.indices { isDecimated[s] = false }
        while isDecimated.count < decimated.count { isDecimated.append(false) }
    }

    /// Series `s`'s columns of this frame into `m4`: the ones a comparison made earlier in the
    /// frame (exchanged, not copied), else decimated now.
    func takeColumns(_ model: ChartModel, series s: Int, range: Range<Int>, frame: PlotFrame, width: Int) {
        if s < isDecimated.count && isDecimated[s] {
            swap(&m4, &decimated[s])
            isDecimated[s] = false
        } else {
            model.decimators[s].decimate(x: model.data.x, range: range, xMin: frame.xMin, xMax: frame.xMax,
                                         width: width, into: &m4)
        }
    }

    /// Whether comparison `s` is drawn from its series' columns (`shiftedColumns`): a shifted copy
    /// whose view holds none of the comparison's own points.
    func shiftedCopy(_ model: ChartModel, series s: Int, range: Range<Int>) -> ShiftedCopy? {
        guard s < model.shiftedCopies.count, let copy = model.shiftedCopies[s],
              copy.headIsGap || range.lowerBound >= copy.points else { return nil }
        return copy
    }

    /// Fills `m4` with comparison `copy`'s columns over the view: its series' columns of this
    /// frame (decimated once for both) in the view's grid, with those left of the view decimated
    /// in the same grid. Returns how many columns right they are drawn: the shift in columns,
    /// rounded to whole ones (half a pixel at most; the columns land on the pixel grid).
    /// - Complexity: O(columns), and O(columns the shift spans · log n) for those left of the view.
    func shiftedColumns(_ model: ChartModel, _ copy: ShiftedCopy, range: Range<Int>, frame: PlotFrame, width: Int) -> Double {
        let source = copy.source, xs = model.xs
        let scale = Double(width) / (frame.xMax - frame.xMin)
        if decimated.count < model.data.series.count { forgetColumns(model) }
        if !isDecimated[source] {
            model.decimators[source].decimate(x: model.data.x, range: range, xMin: frame.xMin, xMax: frame.xMax,
                                              width: width, into: &decimated[source])
            isDecimated[source] = true
        }
        // The source's points shown shifted, and the first of them inside the view.
        let lo = max(range.lowerBound - copy.points, 0), hi = max(range.upperBound - copy.points, lo)
        let inside = min(max(model.lowerBound(frame.xMin), lo), hi)
        m4.removeAll(keepingCapacity: true)
        if lo < inside {
            let first = Int(saturating: (xs[lo] - frame.xMin) * scale, rounding: .down)
            let last = Int(saturating: (xs[inside - 1] - frame.xMin) * scale, rounding: .down)
            model.decimators[source].decimate(x: model.data.x, range: lo ..< inside, xMin: frame.xMin, scale: scale,
                                              columns: first ..< max(last + 1, first + 1), into: &m4)
        }
        var previousLast = m4.last?.lastIndex ?? -1, joined = false
        for c in decimated[source] where c.column >= 0 && c.firstIndex < hi {
            var c = c
            if !joined { c.breakBefore = previousLast >= 0 && c.firstIndex > previousLast + 1; joined = true }
            m4.append(c)
            previousLast = c.lastIndex
        }
        return ((xs[copy.points] - xs[0]) * scale).rounded()
    }

    /// A dense comparison as a thin line: through the middle of each column's lowest and highest
    /// value (its band of extremes is the series' own, drawn over it), each column filled over the
    /// rows the line crosses there, grown by half the line width (`Bitmap.fillColumns`: a blend per
    /// pixel the line covers, no polygon), on the pixel column of its centre (columns are a
    /// pixel wide, give or take `1 / width`). Column `k` of `m4` lies at `left + k · columnWidth`;
    /// columns only the line crosses (between two sparse ones) are filled where inside `visible`.
    /// `missingAfter` (ms) breaks the line as `drawLine` does.
    /// - Complexity: O(columns + covered pixels).
    func fillColumnLine(color: Color, opacity: Double, lineWidth: Double, left: Double, columnWidth: Double,
                        ay: Double, by: Double, xs: [Double], missingAfter: Double, visible: Range<Int>, in target: Bitmap) {
        let half = lineWidth / 2
        var out: [ColumnSpan] = []
        swap(&out, &spans)   // filled as a local: no exclusivity check per element
        out.removeAll(keepingCapacity: true)
        let columns = m4
        columns.withUnsafeBufferPointer { m in
            xs.withUnsafeBufferPointer { xs in
                /// The middle of column `k`'s extremes, pixels.
                func mid(_ k: Int) -> Double { (m[k].min + m[k].max) / 2 * ay + by }
                func joined(_ k: Int) -> Bool {
                    !(m[k].breakBefore || xs[m[k].firstIndex] - xs[m[k - 1].lastIndex] > missingAfter)
                }
                /// The line between the middles of columns `a` and `b` (at their centres) at `u`.
                func at(_ u: Double, _ a: Int, _ b: Int) -> Double {
                    let ua = Double(m[a].column) + 0.5, ub = Double(m[b].column) + 0.5
                    return mid(a) + (mid(b) - mid(a)) * (u - ua) / (ub - ua)
                }
                /// Adds column `column`'s span on the pixel column of its centre: merged with the
                /// last where two columns share a pixel, repeated where a pixel has none between two
                /// joined ones (columns are within a hair of a pixel wide).
                func put(_ column: Int, _ top: Double, _ bottom: Double, joined: Bool) {
                    let px = Int(saturating: left + (Double(column) + 0.5) * columnWidth, rounding: .down)
                    if let l = out.last, l.column >= px {
                        out[out.count - 1].top = min(l.top, top); out[out.count - 1].bottom = max(l.bottom, bottom)
                        return
                    }
                    if joined, let l = out.last, l.column == px - 2 {
                        out.append(ColumnSpan(column: px - 1, top: min(l.top, top), bottom: max(l.bottom, bottom)))
                    }
                    out.append(ColumnSpan(column: px, top: top, bottom: bottom))
                }
                for k in 0 ..< m.count {
                    let y = mid(k), column = m[k].column, joins = k > 0 && joined(k)
                    var top = y, bottom = y
                    if joins {
                        let between = max(m[k - 1].column + 1, visible.lowerBound) ..< min(column, visible.upperBound)
                        for j in between {
                            let y0 = at(Double(j), k - 1, k), y1 = at(Double(j + 1), k - 1, k)
                            put(j, min(y0, y1) - half, max(y0, y1) + half, joined: true)
                        }
                        let yl = at(Double(column), k - 1, k)
                        top = min(top, yl); bottom = max(bottom, yl)
                    }
                    if k + 1 < m.count && joined(k + 1) {
                        let yr = at(Double(column + 1), k, k + 1)
                        top = min(top, yr); bottom = max(bottom, yr)
                    }
                    put(column, top - half, bottom + half, joined: joins)
                }
            }
        }
        out.withUnsafeBufferPointer { s in
            target.fillColumns(s, left: 0, columnWidth: 1, color: color, opacity: opacity)
        }
        swap(&out, &spans)
    }
}
