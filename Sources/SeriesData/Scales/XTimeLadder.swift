/// The steps x labels can be placed at, finest first: seconds (1, 5, 10, 30), minutes (1, 5, 15,
/// 30), hours (1, 3, 6, 12), days of the month (1, 2, 4, 8, 16: the 1st and every k-th day after
/// it), months (1, 3, 6: from January), years (1, 5, 10, 50, 100, … up to the ends of `Int64`).
///
/// The ladder is **nested**: every label of a step is also a label of every finer step (the days
/// of a k-day step that would sit closer than ¾ k days to the next month's 1st are left out, so
/// this holds across months of any length). So when the step changes, the labels that stay keep
/// their place and the others fade — the contest's rule, generalised from powers of two. A
/// label's **rank** is the coarsest step it belongs to; it decides its opacity during a fade and
/// the unit its text names (the label where a bigger unit begins names that unit).
///
/// Everything here works on **local milliseconds** (a wall-clock reading written as milliseconds
/// since the epoch, see ``TimeZoneOffsets``): the calendar of the reader's zone.
package enum XTimeLadder {
    /// A calendar unit of the ladder.
    package enum Unit: Int, Comparable, Sendable {
        case second, minute, hour, day, month, year
        public static func < (a: Unit, b: Unit) -> Bool { a.rawValue < b.rawValue }
    }

    /// One step: every `count` of `unit`.
    public struct Step: Hashable, Sendable {
        public let unit: Unit
        public let count: Int64
    }

    /// Every step, finest first.
    public static let steps: [Step] = {
        var s: [Step] = []
        for c: Int64 in [1, 5, 10, 30] { s.append(Step(unit: .second, count: c)) }
        for c: Int64 in [1, 5, 15, 30] { s.append(Step(unit: .minute, count: c)) }
        for c: Int64 in [1, 3, 6, 12] { s.append(Step(unit: .hour, count: c)) }
        for c: Int64 in [1, 2, 4, 8, 16] { s.append(Step(unit: .day, count: c)) }
        for c: Int64 in [1, 3, 6] { s.append(Step(unit: .month, count: c)) }
        var y: Int64 = 1
        while y <= 1_000_000_000 {   // beyond the years Int64 milliseconds reach (±292 million)
            s.append(Step(unit: .year, count: y)); s.append(Step(unit: .year, count: y * 5))
            y *= 10
        }
        return s
    }()

    static let second: Int64 = 1000, minute: Int64 = 60_000, hour: Int64 = 3_600_000, day: Int64 = 86_400_000

    /// The length of one `unit` at its shortest (a month of 28 days, a year of 365), ms.
    static func shortest(_ unit: Unit) -> Int64 {
        switch unit {
        case .second: second
        case .minute: minute
        case .hour: hour
        case .day: day
        case .month: 28 * day
        case .year: 365 * day
        }
    }

    /// The finest step whose labels are no closer than `unit` ms (the data's spacing): daily
    /// data is labelled at days or coarser, hourly data at hours or coarser.
    package static func firstStep(forUnit unit: Int64) -> Int {
        steps.firstIndex { Double(shortest($0.unit)) * Double($0.count) >= Double(unit) } ?? steps.count - 1
    }

    /// The most two neighbouring labels of step `i` can be apart while others are as far as the
    /// step says (ms; an hour more for a daylight-saving change): if even this does not fit, the
    /// step does not.
    static func widestSpacing(_ i: Int) -> Double {
        let s = steps[i]
        let c = Double(s.count)
        switch s.unit {
        case .second, .minute: return c * Double(shortest(s.unit))
        case .hour, .day: return c * Double(shortest(s.unit)) + Double(hour)
        case .month: return c * 31 * Double(day) + Double(hour)
        case .year: return c * 366 * Double(day) + Double(hour)
        }
    }

    /// The least two neighbouring labels of step `i` can be apart (ms), for bounding the work.
    static func narrowestSpacing(_ i: Int) -> Double {
        Double(steps[i].count) * Double(shortest(steps[i].unit)) / 2
    }

    // MARK: Membership

    /// The local date and time of `local` with its milliseconds within the second.
    @inline(__always)
    static func fields(_ local: Int64) -> (date: CivilDate, millisecond: Int64) {
        var ms = local % 1000
        if ms < 0 { ms += 1000 }
        return (CivilDate(milliseconds: local), ms)
    }

    /// Whether the label at local reading `d` (+ `ms`) belongs to step `i`.
    static func contains(_ i: Int, _ d: CivilDate, _ ms: Int64) -> Bool {
        let s = steps[i]
        let k = s.count
        guard ms == 0 else { return false }
        switch s.unit {
        case .second: return Int64(d.second) % k == 0
        case .minute: return d.second == 0 && Int64(d.minute) % k == 0
        case .hour: return d.second == 0 && d.minute == 0 && Int64(d.hour) % k == 0
        default: break
        }
        guard d.second == 0 && d.minute == 0 && d.hour == 0 else { return false }
        switch s.unit {
        case .day: return isDayLabel(day: d.day, count: k, daysInMonth: CivilDate.daysInMonth(year: d.year, month: d.month))
        case .month: return d.day == 1 && floorMod(Int64(d.year) * 12 + Int64(d.month) - 1, k) == 0
        default: return d.day == 1 && d.month == 1 && floorMod(Int64(d.year), k) == 0
        }
    }

    /// Day `day` of a month is a label of the k-day step: the 1st and every k-th day after it,
    /// except those closer than ¾ k days to the next month's 1st.
    @inline(__always)
    static func isDayLabel(day: Int, count k: Int64, daysInMonth: Int) -> Bool {
        let d = Int64(day)
        guard (d - 1) % k == 0 else { return false }
        return d == 1 || Int64(daysInMonth) - d + 1 >= (3 * k + 3) / 4
    }

    /// The coarsest step that holds the label at `local`, given that step `known` holds it.
    /// - Complexity: O(steps), no allocation.
    package static func rank(local: Int64, atLeast known: Int) -> Int {
        let (d, ms) = fields(local)
        var r = known
        while r + 1 < steps.count, contains(r + 1, d, ms) { r += 1 }
        return r
    }

    /// The unit a label of rank `rank` names.
    public static func unit(ofRank rank: Int) -> Unit { steps[min(max(rank, 0), steps.count - 1)].unit }

    // MARK: Enumeration

    /// Calls `body` with every local reading of step `i` in `lower…upper` (local ms), increasing,
    /// until `body` returns `false`.
    /// - Complexity: O(labels) (day steps also visit each month once), no allocation.
    package static func forEach(step i: Int, from lower: Int64, to upper: Int64, _ body: (Int64) -> Bool) {
        guard lower <= upper else { return }
        let s = steps[i]
        switch s.unit {
        case .second, .minute, .hour:
            forEachMultiple(of: s.count * shortest(s.unit), from: lower, to: upper, body)
        case .day:
            let first = CivilDate(milliseconds: lower)
            var (y, m) = (first.year, first.month)
            while true {
                let dim = CivilDate.daysInMonth(year: y, month: m)
                var dd = 1
                while dd <= dim {
                    if isDayLabel(day: dd, count: s.count, daysInMonth: dim) {
                        if let t = midnight(CivilDate.daysFromCivil(year: y, month: m, day: dd)) {
                            if t > upper { return }
                            if t >= lower, !body(t) { return }
                        } else if y > 0 { return }
                    }
                    dd += Int(s.count)
                }
                m += 1
                if m > 12 { m = 1; y += 1 }
            }
        case .month:
            let first = CivilDate(milliseconds: lower)
            var index = floorDiv(Int64(first.year) * 12 + Int64(first.month) - 1, s.count) * s.count
            while true {
                let y = Int(floorDiv(index, 12)), m = Int(floorMod(index, 12)) + 1
                if let t = midnight(CivilDate.daysFromCivil(year: y, month: m, day: 1)) {
                    if t > upper { return }
                    if t >= lower, !body(t) { return }
                } else if y > 0 { return }
                index += s.count
            }
        case .year:
            let first = CivilDate(milliseconds: lower)
            var y = floorDiv(Int64(first.year), s.count) * s.count
            while true {
                guard y < Int64(Int32.max) else { return }
                if let t = midnight(CivilDate.daysFromCivil(year: Int(y), month: 1, day: 1)) {
                    if t > upper { return }
                    if t >= lower, !body(t) { return }
                } else if y > 0 { return }
                y += s.count
            }
        }
    }

    /// Calls `body` with every multiple of `p` in `lower…upper`, increasing, until it returns `false`.
    static func forEachMultiple(of p: Int64, from lower: Int64, to upper: Int64, _ body: (Int64) -> Bool) {
        let q = floorDiv(lower, p)
        // At the bottom of Int64 the multiple below `lower` does not exist: the one above.
        guard var v = q.multipliedChecked(by: p) ?? (q + 1).multipliedChecked(by: p) else { return }
        if v < lower { guard let n = v.addingChecked(p) else { return }; v = n }
        while v <= upper {
            guard body(v), let n = v.addingChecked(p) else { return }
            v = n
        }
    }

    /// Milliseconds of the midnight starting day `days`, `nil` beyond `Int64` (a label before
    /// the range is skipped, one after it ends the walk).
    @inline(__always)
    static func midnight(_ days: Int64) -> Int64? { days.multipliedChecked(by: day) }

    package static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    static func floorMod(_ a: Int64, _ b: Int64) -> Int64 {
        let r = a % b
        return r < 0 ? r + b : r
    }
}

extension Int64 {
    /// `self × b`, or `nil` when it overflows.
    @inline(__always)
    func multipliedChecked(by b: Int64) -> Int64? {
        let (r, o) = multipliedReportingOverflow(by: b)
        return o ? nil : r
    }

    /// `self + b`, or `nil` when it overflows.
    @inline(__always)
    func addingChecked(_ b: Int64) -> Int64? {
        let (r, o) = addingReportingOverflow(b)
        return o ? nil : r
    }
}
