/// Ticks that are round in the unit shown: IEC bytes on steps of 1, 2, 2.5, 5… of the binary
/// prefix the axis is labelled in (0, 5, 10, 15 GiB rather than 5.37 G), durations of a second
/// or more on seconds → minutes → hours → days boundaries (0, 15 min, 30 min, 45 min).
extension YScale {
    /// A scale holding `lo…hi` (data units of `unit`) round in the unit as it is written; without a
    /// unit, or for units whose prefixes are powers of ten, exactly `init(fitting:_:zeroBased:rows:)`.
    public init(fitting lo: Double, _ hi: Double, zeroBased: Bool, rows: Int = 6, unit: Unit?) {
        guard let unit, lo.isFinite, hi.isFinite, unit.scale > 0, unit.scale.isFinite else {
            self.init(fitting: lo, hi, zeroBased: zeroBased, rows: rows)
            return
        }
        let s = unit.scale, blo = lo * s, bhi = hi * s
        let magnitude = Swift.max(abs(blo), abs(bhi))
        guard blo.isFinite, bhi.isFinite, magnitude < 1e300 else {
            self.init(fitting: lo, hi, zeroBased: zeroBased, rows: rows)
            return
        }
        let base: YScale
        switch unit.quantity {
        case .bytes where unit.bytes == .iec, .bytesPerSecond where unit.bytes == .iec:
            // The prefix of the largest magnitude; the next one when the rounded scale reaches it,
            // so the labels (in the prefix of the span's largest magnitude) stay round.
            var p = 1.0
            while p * 1024 <= magnitude && p < 1e290 { p *= 1024 }
            var inPrefix = YScale(fitting: blo / p, bhi / p, zeroBased: zeroBased, rows: rows)
            if Swift.max(abs(inPrefix.min), abs(inPrefix.max)) >= 1024 && p < 1e290 {
                p *= 1024
                inPrefix = YScale(fitting: blo / p, bhi / p, zeroBased: zeroBased, rows: rows)
            }
            base = YScale(min: inPrefix.min * p, step: inPrefix.step * p, rows: rows)
        case .seconds where magnitude >= 1:
            base = YScale(fitting: blo, bhi, zeroBased: zeroBased, rows: rows, ladder: YScale.durationStep(atLeast:))
        default:
            self.init(fitting: lo, hi, zeroBased: zeroBased, rows: rows)
            return
        }
        self.init(min: base.min / s, step: base.step / s, rows: rows)
    }

    /// The top of a fitted axis of data up to `dataMax` in `unit`: 100 % where a percent axis'
    /// round top overshoots it but the data stays within it (a CPU busy 88 % reads 0…100 %, not
    /// 0…120 %); else `top`. Other units keep their round top.
    public static func top(_ top: Double, dataMax: Double, unit: Unit?) -> Double {
        guard let unit, case .percent = unit.quantity, unit.scale > 0 else { return top }
        let hundred = 100 / unit.scale
        return top > hundred && dataMax <= hundred ? hundred : top
    }

    /// Steps of a duration in seconds: decimal below a second, then 1, 2, 3, 4, 5, 10, 15, 20, 30 s,
    /// the same in minutes, 1, 2, 3, 4, 6, 8, 12 h, 1, 2, 3, 4, 7 days, and nice numbers of days
    /// beyond (the in-between steps, as `niceStep(atLeast:)`'s, keep a range from wasting half the plot).
    static func durationStep(atLeast raw: Double) -> Double {
        guard raw > 1 else { return niceStep(atLeast: raw) }
        for step in durationSteps where step >= raw * (1 - 1e-12) { return step }
        return niceStep(atLeast: raw / 86400) * 86400
    }

    private static let durationSteps: [Double] = [
        1, 2, 3, 4, 5, 10, 15, 20, 30, 60, 120, 180, 240, 300, 600, 900, 1200, 1800,
        3600, 7200, 10800, 14400, 21600, 28800, 43200, 86400, 172_800, 259_200, 345_600, 604_800,
    ]
}
