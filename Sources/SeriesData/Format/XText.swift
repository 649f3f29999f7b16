/// How a chart writes its x values in words — the info board's heading, the header's range,
/// `--describe` and the spoken summaries: dates and times in a zone at the data's spacing, the
/// period of month, quarter or year data, or plain numbers for a ``XKind/number`` chart.
package struct XText: Sendable, Equatable {
    public var kind: XKind
    /// What a numeric x counts (`ChartData.xName`): `row 240`.
    public var name: String?
    /// The data's spacing (ms for times), which decides how finely times are written.
    public var unit: Int64
    /// The zone times are written in.
    package var zone: TimeZoneOffsets
    /// The period every point starts, for month, quarter or year data.
    package var period: CalendarPeriod?

    public init(kind: XKind = .time, name: String? = nil, unit: Int64, zone: TimeZoneOffsets = .utc,
                period: CalendarPeriod? = nil) {
        self.kind = kind; self.name = name; self.unit = unit; self.zone = zone; self.period = period
    }

    /// How `data` writes x in `zone` (UTC for calendar-day data, whose points are dates).
    /// - Complexity: O(n).
    public init(data: ChartData, zone: TimeZoneOffsets) {
        let unit = data.xUnit
        let days = data.xKind == .time && XAxisLabels.calendarDays(data.x, unit: unit)
        self.init(kind: data.xKind, name: data.xName, unit: unit, zone: days ? .utc : zone,
                  period: days ? CalendarPeriod.of(data.x, unit: unit) : nil)
    }

    /// The heading of the point at `x`: `Sat, 20 Apr 2019` (daily), `Sat, 20 Apr 09:00` (finer,
    /// `DateFormat.boardTitle(_:stepMilliseconds:zone:)`), `Mar 2019`, `Q3 2019`, `1871`, or a
    /// number: `row 240`, `240`.
    public func point(_ x: Int64) -> String {
        if kind == .number { return named(number(x)) }
        guard let period else { return DateFormat.boardTitle(x, stepMilliseconds: unit, zone: zone) }
        return Self.period(period, x)
    }

    /// `point(_:)` written into `text` in place: no allocation for times and periods once
    /// `text` has room (`LabelText.storage()`) and nothing else holds it (a board drawn a frame).
    package func point(_ x: Int64, into text: inout String) {
        if kind == .number { text = point(x); return }
        LabelText.write(into: &text) { w in
            if let period { Self.period(period, x, &w) } else { DateFormat.boardTitle(x, stepMilliseconds: unit, zone: zone, &w) }
        }
    }

    /// The point at `x` in a sentence, after its preposition: `on Sat, 20 Apr 2019`,
    /// `in Mar 2019`, `at row 240`.
    package func inSentence(_ x: Int64) -> String {
        (kind == .number ? "at " : period == nil ? "on " : "in ") + point(x)
    }

    /// A range from `a` to `b`: `1 April 2019 – 30 April 2019` (one date when both are on the
    /// same day), `Mar 2019 – Dec 2020`, `row 120 – 480`.
    public func range(_ a: Int64, _ b: Int64) -> String {
        let from = first(a)
        guard let to = last(b, after: a) else { return from }
        return from + " – " + to
    }

    /// The range's first end: `7 April 2019`, `Mar 2019`, `row 120`.
    package func first(_ a: Int64) -> String {
        if kind == .number { return named(number(a)) }
        if let period { return Self.period(period, a) }
        return DateFormat.longDate(a, zone: zone)
    }

    /// `first(_:)` written into `text` in place, as `point(_:into:)` writes.
    package func first(_ a: Int64, into text: inout String) {
        if kind == .number { text = first(a); return }
        LabelText.write(into: &text) { w in
            if let period { Self.period(period, a, &w) } else { DateFormat.longDate(a, zone: zone, &w) }
        }
    }

    /// The range's last end after `a` (no name: `480`), `nil` when it writes what `a` does.
    package func last(_ b: Int64, after a: Int64) -> String? {
        if kind == .number { return a == b ? nil : number(b) }
        let to = period.map { Self.period($0, b) } ?? DateFormat.longDate(b, zone: zone)
        return to == first(a) ? nil : to
    }

    private func number(_ x: Int64) -> String { NumberFormat.grouped(Double(x), maxDecimals: 0) }

    private func named(_ s: String) -> String { name.map { "\($0) \(s)" } ?? s }

    /// `Mar 2019`, `Q3 2019`, `1871`.
    static func period(_ p: CalendarPeriod, _ ms: Int64) -> String {
        LabelText.make { period(p, ms, &$0) }
    }

    /// `period(_:_:)` written by `w`.
    static func period(_ p: CalendarPeriod, _ ms: Int64, _ w: inout LabelText.Writer) {
        let d = CivilDate(milliseconds: ms)
        switch p {
        case .month: w.text(DateFormat.shortMonths[d.month - 1]); w.byte(32)
        case .quarter: w.byte(81); w.int((d.month - 1) / 3 + 1); w.byte(32)
        case .year: break
        }
        w.int(d.year)
    }
}
