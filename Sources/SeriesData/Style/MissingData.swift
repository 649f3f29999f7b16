/// Where samples are missing: a gap in a shown series (`.nan`), or a step between two samples
/// longer than a threshold (`ChartStyle.missingAfter`, by default three times the median step).
/// Each missing stretch is one band, from the last sample before it to the first one after it
/// (where the line breaks), merged with a band that starts within `merge` of its end.
package enum MissingData {
    /// The median step between consecutive x of `xs` (`nil` for fewer than two points). `scratch`
    /// is reused.
    /// - Complexity: O(n) expected.
    package static func medianStep(_ xs: [Double], scratch: inout [Double]) -> Double? {
        guard xs.count >= 2 else { return nil }
        scratch.removeAll(keepingCapacity: true)
        for i in 1 ..< xs.count { scratch.append(xs[i] - xs[i - 1]) }
        return SeriesStatistics.median(&scratch)
    }

    /// The threshold of `style` for the data `xs`: `ChartStyle.missingAfter`, or three median
    /// steps; infinity when missing data is not shown.
    package static func threshold(_ style: ChartStyle, medianStep: Double?) -> Double {
        guard style.missing != .off else { return .infinity }
        if let ms = style.missingAfter { return ms }
        return medianStep.map { $0 * ChartStyle.missingStepFactor } ?? .infinity
    }

    /// The missing stretches of `model` among the points `range` (data x, in order), for the
    /// series whose weight is above zero; steps longer than `threshold` count too. Bands closer
    /// than `merge` join.
    /// - Complexity: O(range · series).
    package static func bands(_ model: ChartModel, range: Range<Int>, threshold: Double, merge: Double,
                      into out: inout [(lower: Double, upper: Double)]) {
        out.removeAll(keepingCapacity: true)
        let xs = model.xs, n = xs.count
        guard !range.isEmpty else { return }
        func add(_ a: Double, _ b: Double) {
            if let last = out.last, a <= last.upper + merge {
                out[out.count - 1].upper = Swift.max(last.upper, b)
            } else {
                out.append((a, b))
            }
        }
        for i in range {
            if i > 0 && xs[i] - xs[i - 1] > threshold { add(xs[i - 1], xs[i]) }
            var gap = false
            for s in model.data.series.indices where model.weights[s] > 0 && model.data.series[s].values[i].isNaN {
                gap = true; break
            }
            if gap { add(xs[Swift.max(i - 1, 0)], xs[Swift.min(i + 1, n - 1)]) }
        }
    }
}
