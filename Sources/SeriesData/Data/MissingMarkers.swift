/// Values a data set writes for "no measurement" (`-999`, `-9999`, UCI's `-200`): `--missing-value`
/// makes the cells holding them gaps, and `--check` points at values that look like such a marker
/// — never a guess that changes the data.
public enum MissingMarkers {
    /// Every value of every series equal to one of `markers` becomes a gap; one note per marker for
    /// `--check` ("--missing-value -999: 42 cells are gaps").
    /// - Complexity: O(values × markers).
    static func apply(_ markers: [Double], to result: inout LoadResult) {
        var counts = [Int](repeating: 0, count: markers.count)
        for c in result.charts.indices {
            for s in result.charts[c].series.indices {
                result.charts[c].series[s].values.withUnsafeMutableBufferPointer { values in
                    for i in values.indices {
                        guard let m = markers.firstIndex(of: values[i]) else { continue }
                        values[i] = .nan
                        counts[m] += 1
                    }
                }
            }
        }
        for (marker, n) in zip(markers, counts) {
            result.understood.append("--missing-value \(shown(marker)): \(n == 0 ? "no cell holds it" : "\(n) cell\(n == 1 ? " is a gap" : "s are gaps")")")
        }
    }

    /// One line per value that looks like a missing marker in `chart`: a whole number of at least
    /// 99 (either sign), the smallest or the largest of its series, in at least three rows, and
    /// further from the series' other values than they are spread, or negative where they are not
    /// ("-200 in 16 cells of 1 series (CO (GT)) looks like a missing marker: --missing-value -200").
    /// Values in `known` are not named.
    /// - Complexity: O(values).
    public static func suspects(in chart: ChartData, known: [Double] = []) -> [String] {
        var found: [(value: Double, cells: Int, series: [String])] = []
        for series in chart.series {
            for (marker, cells) in candidates(series.values) where !known.contains(marker) {
                if let k = found.firstIndex(where: { $0.value == marker }) {
                    found[k].cells += cells
                    found[k].series.append(series.label)
                } else {
                    found.append((marker, cells, [series.label]))
                }
            }
        }
        return found.map { f in
            let names = f.series.prefix(4).joined(separator: ", ") + (f.series.count > 4 ? ", …" : "")
            return "\(shown(f.value)) in \(f.cells) cells of \(f.series.count) series (\(names)) looks like a missing marker: --missing-value \(shown(f.value))"
        }
    }

    /// The series' smallest and largest values where each is such a marker, with its count.
    static func candidates(_ values: [Double]) -> [(Double, Int)] {
        var lo = Double.infinity, hi = -Double.infinity
        for v in values where !v.isNaN { lo = min(lo, v); hi = max(hi, v) }
        guard lo < hi else { return [] }
        var out: [(Double, Int)] = []
        for marker in [lo, hi] where marker == marker.rounded() && abs(marker) >= 99 {
            var count = 0, otherLo = Double.infinity, otherHi = -Double.infinity
            for v in values where !v.isNaN {
                if v == marker { count += 1 } else { otherLo = min(otherLo, v); otherHi = max(otherHi, v) }
            }
            guard count >= 3, otherLo <= otherHi else { continue }
            let distance = marker == lo ? otherLo - marker : marker - otherHi
            if distance > otherHi - otherLo || (marker < 0 && otherLo >= 0) { out.append((marker, count)) }
        }
        return out
    }

    /// `-999`, `-200`, `1e+30`.
    static func shown(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v) }
}
