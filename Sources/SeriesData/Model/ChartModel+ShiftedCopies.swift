/// A comparison series (`--compare`) that is its series' own points moved forward by the shift:
/// what `ChartData.comparing(_:)` derives when x is evenly spaced and the shift is a whole number
/// of steps. Such a comparison is drawn from its series' decimated columns (the same grid, moved
/// by the shift) instead of being decimated again (`SeriesRenderer`).
package struct ShiftedCopy: Sendable, Equatable {
    /// The series compared (its index in the chart).
    package let source: Int
    /// For every index `i ≥ points`: `x[i] − x[i − points]` is the shift, and the comparison's
    /// value at `i` is the source's at `i − points` (bit for bit, gaps included).
    package let points: Int
    /// Whether the comparison holds only gaps before index `points` (nothing outside the copy).
    package var headIsGap: Bool
}

extension ChartModel {
    /// Each series' `ShiftedCopy` (`nil` for series and comparisons that are not one), found for
    /// the chart's data as it is.
    /// - Complexity: O(n) per comparison.
    static func shiftedCopies(of data: ChartData) -> [ShiftedCopy?] {
        data.series.map { s in
            guard let c = s.comparison, let source = data.series.firstIndex(where: { $0.id == c.source && $0.comparison == nil }),
                  let first = data.x.first, c.shift.milliseconds <= Int64.max - first else { return nil }
            let k = data.lowerBound(x: Double(first + c.shift.milliseconds))
            guard k < data.count, data.x[k] == first + c.shift.milliseconds else { return nil }
            let copy = ShiftedCopy(source: source, points: k, headIsGap: s.values[..<k].allSatisfy(\.isNaN))
            return holds(copy, data, comparison: s, from: k) ? copy : nil
        }
    }

    /// Whether `copy` holds for the indices from `from` on.
    /// - Complexity: O(n − from).
    private static func holds(_ copy: ShiftedCopy, _ data: ChartData, comparison: Series, from: Int) -> Bool {
        let k = copy.points, shift = data.x[k] - data.x[0]
        return data.x.withUnsafeBufferPointer { x in
            comparison.values.withUnsafeBufferPointer { c in
                data.series[copy.source].values.withUnsafeBufferPointer { v in
                    for i in max(from, k) ..< x.count {
                        guard x[i] - x[i - k] == shift, c[i].bitPattern == v[i - k].bitPattern || (c[i].isNaN && v[i - k].isNaN)
                        else { return false }
                    }
                    return true
                }
            }
        }
    }

    /// Checks the shifted copies against the points from `from` on (appended): a copy that no
    /// longer holds is dropped for good (the comparison is decimated on its own).
    /// - Complexity: O((n − from) · comparisons).
    func extendShiftedCopies(from: Int) {
        for s in shiftedCopies.indices {
            guard var copy = shiftedCopies[s] else { continue }
            if copy.headIsGap && from < copy.points {
                copy.headIsGap = data.series[s].values[from ..< min(copy.points, count)].allSatisfy(\.isNaN)
            }
            shiftedCopies[s] = Self.holds(copy, data, comparison: data.series[s], from: from) ? copy : nil
        }
    }

    /// After the first points were dropped: the copies still hold from their `points` on, and what
    /// comes before may now be the comparison's own.
    func dropShiftedHeads() {
        for s in shiftedCopies.indices where shiftedCopies[s] != nil { shiftedCopies[s]!.headIsGap = false }
    }
}
