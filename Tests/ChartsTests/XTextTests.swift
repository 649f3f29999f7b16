import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// How x is written in words: numbers for a numeric chart (`row 240`, never a 1970 date), the
/// period for month, quarter and year data (`Mar 2019`, `Q3 2019`, `1871`), dates otherwise.
@Suite struct XTextTests {
    static let day: Int64 = 86_400_000

    /// Rows 1…500 of a line whose lowest value (3) is at row 240 and highest (900) at row 400.
    static func rows(named name: String? = "row") -> ChartData {
        let values: [Double] = (1 ... 500).map { (r: Int) -> Double in
            if r == 240 { return 3 }
            if r == 400 { return 900 }
            return Double(100 + r % 37)
        }
        return ChartData(x: (1 ... 500).map(Int64.init),
                         series: [Series(id: "y", name: "Level", color: Color(rgb: 0x3DC23F), kind: .line, values: values)],
                         xKind: .number, xName: name)
    }

    /// Points on the 1st of the months `months` (1-based, counted from January of `year`).
    static func monthStarts(_ months: [Int], year: Int = 2019) -> [Int64] {
        months.map { m in CivilDate.milliseconds(year: year + (m - 1) / 12, month: (m - 1) % 12 + 1, day: 1) }
    }

    static func line(_ x: [Int64]) -> ChartData {
        ChartData(x: x, series: [Series(id: "y", name: "Y", color: .black, kind: .line, values: x.indices.map { Double($0 % 7) })])
    }

    @Test func numbersAreWrittenAsNumbersAfterTheirName() {
        let named = XText(data: Self.rows(), zone: TestZones.berlin)
        #expect(named.point(240) == "row 240" && named.point(12_345) == "row 12\u{2009}345")
        #expect(named.inSentence(240) == "at row 240")
        #expect(named.range(120, 480) == "row 120 – 480" && named.range(5, 5) == "row 5")
        let bare = XText(data: Self.rows(named: nil), zone: .utc)
        #expect(bare.point(240) == "240" && bare.range(1, 500) == "1 – 500" && bare.inSentence(7) == "at 7")
    }

    @Test func periodsAreFoundOnlyWhereEveryPointStartsOne() {
        let years = (1871 ... 1970).map { CivilDate.milliseconds(year: $0, month: 1, day: 1) }
        #expect(CalendarPeriod.of(years, unit: XAxisLabels.unit(of: years)) == .year)
        let quarters = Self.monthStarts([1, 4, 7, 10, 13, 16])
        #expect(CalendarPeriod.of(quarters, unit: XAxisLabels.unit(of: quarters)) == .quarter)
        let months = Self.monthStarts(Array(1 ... 24))
        #expect(CalendarPeriod.of(months, unit: XAxisLabels.unit(of: months)) == .month)
        let days = (0 ..< 60).map { CivilDate.milliseconds(year: 2019, month: 1, day: 1) + Int64($0) * Self.day }
        #expect(CalendarPeriod.of(days, unit: XAxisLabels.unit(of: days)) == nil)
        var oneMidMonth = months
        oneMidMonth[5] += 14 * Self.day
        #expect(CalendarPeriod.of(oneMidMonth, unit: XAxisLabels.unit(of: oneMidMonth)) == nil)
        #expect(CalendarPeriod.of([years[0]], unit: Self.day) == nil)
    }

    @Test func periodDataNamesItsPeriods() {
        let years = XText(data: Self.line((1871 ... 1970).map { CivilDate.milliseconds(year: $0, month: 1, day: 1) }), zone: TestZones.berlin)
        let y1871 = CivilDate.milliseconds(year: 1871, month: 1, day: 1), y1970 = CivilDate.milliseconds(year: 1970, month: 1, day: 1)
        #expect(years.point(y1871) == "1871" && years.inSentence(y1871) == "in 1871" && years.range(y1871, y1970) == "1871 – 1970")
        let quarters = XText(data: Self.line(Self.monthStarts([1, 4, 7, 10])), zone: .utc)
        #expect(quarters.point(CivilDate.milliseconds(year: 2019, month: 7, day: 1)) == "Q3 2019")
        let months = XText(data: Self.line(Self.monthStarts(Array(1 ... 24))), zone: .utc)
        #expect(months.point(CivilDate.milliseconds(year: 2019, month: 3, day: 1)) == "Mar 2019")
        #expect(months.range(CivilDate.milliseconds(year: 2019, month: 3, day: 1), CivilDate.milliseconds(year: 2020, month: 12, day: 1))
                == "Mar 2019 – Dec 2020")
    }

    /// Daily and finer data are written as before: the board's heading and the long dates.
    @Test func daysAndTimesAreWrittenAsBefore() {
        let x = (0 ..< 30).map { CivilDate.milliseconds(year: 2019, month: 4, day: 1) + Int64($0) * Self.day }
        let daily = XText(data: Self.line(x), zone: TestZones.berlin)
        #expect(daily.period == nil && daily.point(x[5]) == DateFormat.boardTitle(x[5], stepMilliseconds: Self.day))
        #expect(daily.range(x[0], x[29]) == DateFormat.range(from: x[0], to: x[29]) && daily.inSentence(x[5]) == "on " + daily.point(x[5]))
        let hourly = (0 ..< 48).map { x[0] + Int64($0) * 3_600_000 }
        let text = XText(data: Self.line(hourly), zone: TestZones.berlin)
        #expect(text.point(hourly[3]) == DateFormat.boardTitle(hourly[3], stepMilliseconds: 3_600_000, zone: TestZones.berlin))
    }

    @Test func summariesOfANumericChartSayRows() {
        let data = Self.rows()
        let s = ChartSummary(data: data, index: 0, window: data.viewDomain)
        #expect(s.lines[0] == "Chart 1: a line, row 1 – 500, 500 points.")
        #expect(s.lines[1].hasPrefix("Level: lowest 3 at row 240; highest 900 at row 400. "))
        #expect(data.summary(index: 1) == "chart 1: line, 1 series (Level), 500 points, row 1 – 500")
        #expect(Self.rows(named: nil).summary(index: 2) == "chart 2: line, 1 series (Level), 500 points, x 1 – 500")
        let years = Self.line((1871 ... 1970).map { CivilDate.milliseconds(year: $0, month: 1, day: 1) })
        let y = ChartSummary(data: years, index: 0, window: years.viewDomain, zone: TestZones.berlin)
        #expect(y.lines[0] == "Chart 1: a line, 1871 – 1970, 100 points." && y.lines[1].contains(" in 1871"))
    }

    /// The info board of a highlighted point, and the spoken reading of it, name the row.
    @Test func theBoardAndTheSpokenPointNameTheRow() {
        let model = ChartModel(data: Self.rows(), hidden: [])
        #expect(BoardContent(model, index: 239, zone: TestZones.berlin).title == "row 240")
        #expect(PointReading.sentence(model, index: 239).hasPrefix("row 240"))
        #expect(!model.calendarDays && model.period == nil && model.unit == 1)
        let years = ChartModel(data: Self.line((1871 ... 1970).map { CivilDate.milliseconds(year: $0, month: 1, day: 1) }), hidden: [])
        #expect(BoardContent(years, index: 0, zone: TestZones.berlin).title == "1871")
    }
}
