import Raster

/// One x label: its instant, its wall-clock reading in the labels' zone and its rank (the
/// coarsest `XTimeLadder` step it belongs to: what its text names and how it fades). A numeric
/// label (``XKind/number``) holds its value in both and ranks on the `XNumberLadder`.
package struct XAxisLabel: Hashable, Sendable {
    /// Milliseconds since the epoch (UTC) where the label sits (a numeric label's value).
    public var ms: Int64
    /// The wall-clock reading there (local milliseconds, see ``TimeZoneOffsets``).
    package var local: Int64
    /// Index into `XTimeLadder.steps` (`XNumberLadder.steps` for a numeric label).
    package var rank: Int
}

/// X-axis label placement: labels sit on a step of the `XTimeLadder` (round times of day, days
/// of the month, months, years) in the labels' time zone, so when the step changes every label
/// that stays keeps its place (the ladder is nested); the step is the finest one at or above the
/// data's spacing whose labels do not overlap, measured with the real text widths. A finer step
/// than the one shown must fit with twice the gap (hysteresis: labels do not flicker at a zoom on
/// the edge).
///
/// Numeric x (``XKind/number``) is labelled the same way on the `XNumberLadder` (1, 2, 5 × 10ⁿ).
///
/// Total for any data: x anywhere in `Int64` (label times saturate), any width, and at most
/// `maxLabels` labels per call, so a huge range never hangs.
package struct XAxisLabels: Sendable {
    /// The most labels `forEachLabel(xMin:xMax:extra:_:)` visits and `fit(xMin:xMax:width:unit:zone:gap:current:measure:)` tries per step
    /// (far more than fit on the widest screen).
    static let maxLabels = 4096

    /// The step: an index into `XTimeLadder.steps` (`XNumberLadder.steps` for numbers).
    public var step: Int
    /// The zone whose calendar the labels follow.
    package var zone: TimeZoneOffsets
    /// Minimum horizontal gap between two labels, in pixels.
    public var gap: Double
    /// Times or numbers: which ladder ``step`` is on.
    public var kind: XKind

    public init(step: Int, zone: TimeZoneOffsets = .utc, gap: Double, kind: XKind = .time) {
        precondition((kind == .time ? XTimeLadder.steps.indices : XNumberLadder.steps.indices).contains(step),
                     "no ladder step \(step)")
        self.step = step; self.zone = zone; self.gap = gap; self.kind = kind
    }

    /// The text of `label`: `DateFormat.axisLabel(_:)` for times, the number as the y labels
    /// write it for numbers (`950`, `1.2K`, `3.5M`).
    public static func text(_ label: XAxisLabel, kind: XKind) -> String {
        switch kind {
        case .time: DateFormat.axisLabel(label)
        case .number: NumberFormat.short(Double(label.ms), step: Double(XNumberLadder.steps[min(max(label.rank, 0), XNumberLadder.steps.count - 1)]))
        }
    }

    /// Whether `x` (with unit `unit`, `unit(of:)`) are calendar days: every one a UTC
    /// midnight, so its dates are shown as UTC dates in any zone.
    /// - Complexity: O(points).
    package static func calendarDays(_ x: [Int64], unit: Int64) -> Bool {
        unit % CivilDate.millisecondsPerDay == 0 && x.allSatisfy { $0 % CivilDate.millisecondsPerDay == 0 }
    }

    /// The unit of `x` (ms): the most common spacing of consecutive points, rounded to a minute,
    /// an hour or a day when close; one day when there are fewer than two points. Numbers
    /// (``XKind/number``) are not rounded, and their unit is 1 without two points.
    public static func unit(of x: [Int64], kind: XKind = .time) -> Int64 {
        guard x.count >= 2 else { return kind == .time ? CivilDate.millisecondsPerDay : 1 }
        // The minimum positive spacing among the first few hundred steps is robust to gaps.
        var best = Int64.max
        for i in 1 ..< min(x.count, 512) {
            let (d, overflow) = x[i].subtractingReportingOverflow(x[i - 1])
            if !overflow && d > 0 && d < best { best = d }
        }
        if best == Int64.max { return kind == .time ? CivilDate.millisecondsPerDay : 1 }
        if kind == .number { return best }
        for u: Int64 in [86_400_000, 3_600_000, 60_000, 1000] where best >= u {
            let q = best / u + (best % u >= u / 2 ? 1 : 0)
            let (rounded, overflow) = q.multipliedReportingOverflow(by: u)
            return overflow ? best / u * u : rounded
        }
        return best
    }

    /// Chooses the finest step at or above the data's spacing `unit` (ms) for the visible range
    /// `xMin…xMax` (ms) drawn into `width` pixels so that no two labels overlap, measuring each
    /// candidate label with `measure` (pixels). Steps finer than `current` (the step shown now)
    /// must fit with twice the gap.
    /// - Complexity: O(steps + labels of the steps that could fit); no allocation beyond what
    ///   `measure` does.
    package static func fit(xMin: Double, xMax: Double, width: Double, unit: Int64, zone: TimeZoneOffsets = .utc,
                           gap: Double, current: Int = 0, kind: XKind = .time, measure: (XAxisLabel) -> Double) -> XAxisLabels {
        let span = max(xMax - xMin, 1)
        let pixelsPerMs = width / span
        let count = kind == .time ? XTimeLadder.steps.count : XNumberLadder.steps.count
        var i = kind == .time ? XTimeLadder.firstStep(forUnit: unit) : XNumberLadder.firstStep(forUnit: unit)
        while i < count - 1 {
            let need = i < current ? gap * 2 : gap
            let widest = kind == .time ? XTimeLadder.widestSpacing(i) : Double(XNumberLadder.steps[i])
            let narrowest = kind == .time ? XTimeLadder.narrowestSpacing(i) : Double(XNumberLadder.steps[i])
            // Neighbours closer than the gap even at their widest, or more labels than could ever
            // fit: the next step, without visiting them.
            if widest * pixelsPerMs >= need && span / narrowest < Double(maxLabels) {
                let candidate = XAxisLabels(step: i, zone: zone, gap: need, kind: kind)
                var fits = true
                var previousRight = -Double.infinity
                candidate.forEachLabel(xMin: xMin, xMax: xMax, extra: 0) { label in
                    guard fits else { return }
                    let w = measure(label)
                    let cx = (Double(label.ms) - xMin) * pixelsPerMs
                    if cx - w / 2 < previousRight + need { fits = false }
                    previousRight = cx + w / 2
                }
                if fits { return XAxisLabels(step: i, zone: zone, gap: gap, kind: kind) }
            }
            i += 1
        }
        return XAxisLabels(step: i, zone: zone, gap: gap, kind: kind)
    }

    /// Calls `body` with every label inside `xMin…xMax`, widened by `extra` milliseconds each side
    /// (so labels half off screen still draw), in increasing order; at most `maxLabels` of them
    /// (the first ones). A wall-clock time the zone skips is not labelled, except a day's start,
    /// which moves to the end of the skipped hour; one it repeats is labelled once, at its first
    /// occurrence.
    /// - Complexity: O(labels + log transitions), no allocation.
    package func forEachLabel(xMin: Double, xMax: Double, extra: Double, _ body: (XAxisLabel) -> Void) {
        let a = xMin - extra, b = xMax + extra
        guard a <= b else { return }   // also NaN
        let lower = Int64(saturating: a, rounding: .up), upper = Int64(saturating: b, rounding: .down)
        guard lower <= upper else { return }
        if kind == .number {
            var count = 0
            XNumberLadder.forEach(step: step, from: lower, to: upper) { v in
                body(XAxisLabel(ms: v, local: v, rank: XNumberLadder.rank(v)))
                count += 1
                return count < XAxisLabels.maxLabels
            }
            return
        }
        let bounds = zone.offsetBounds(lower, upper)
        let localLower = lower.addingSaturating(bounds.min), localUpper = upper.addingSaturating(bounds.max)
        var count = 0
        var last = Int64.min
        var first = true
        let zone = self.zone, step = self.step
        XTimeLadder.forEach(step: step, from: localLower, to: localUpper) { local in
            let rank = XTimeLadder.rank(local: local, atLeast: step)
            let instant = zone.isFixed ? local.subtractingSaturating(zone.offset(at: 0))
                : zone.instant(ofLocal: local)
                    ?? (XTimeLadder.unit(ofRank: rank) >= .day ? zone.firstInstant(atOrAfterLocal: local) : nil)
            guard let ms = instant, ms >= lower else { return true }
            if ms > upper { return false }
            guard first || ms > last else { return true }
            first = false
            last = ms
            body(XAxisLabel(ms: ms, local: local, rank: rank))
            count += 1
            return count < XAxisLabels.maxLabels
        }
    }
}
