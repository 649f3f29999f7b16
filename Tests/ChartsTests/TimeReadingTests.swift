import Testing
@testable import Charts
@testable import SeriesData

@Suite struct TimeReadingTests {
    func detect(_ samples: [String], name: String = "time", context: TimeContext = TimeContext()) -> TimeReading? {
        TimeReading.detect(name: name, samples: samples, context: context)
    }

    func ms(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0, _ f: Int = 0) -> Int64 {
        CivilDate(year: y, month: m, day: d, hour: h, minute: mi, second: s, millisecond: f).milliseconds
    }

    /// The reading of `samples` and its values for them.
    func read(_ samples: [String], name: String = "time", context: TimeContext = TimeContext()) -> (String, [Int64?])? {
        guard let r = detect(samples, name: name, context: context) else { return nil }
        return (r.description, samples.map { r.parse($0) })
    }

    // MARK: ISO-8601 and today's TimeValue

    @Test func isoDatesAndDateTimes() throws {
        let dates = try #require(detect(["2019-04-07", "2019-04-08"]))
        #expect(dates.form == .iso && dates.isCalendar && dates.description == "ISO-8601 dates")
        let times = try #require(detect(["2019-04-07T13:05:09.25Z", "2019-04-07 13:06+02:00"]))
        #expect(!times.isCalendar && times.description == "ISO-8601 date-times")
        #expect(times.parse("2019-04-07T13:05:09.25Z") == ms(2019, 4, 7, 13, 5, 9, 250))
        #expect(times.parse("2019-04-07 13:06+02:00") == ms(2019, 4, 7, 11, 6))
    }

    /// For every text today's ``TimeValue`` reads, the reading detected on it (and on a column of
    /// its kind) gives the same milliseconds.
    @Test(arguments: ["2019-04-07", "2019-04-07T13:05", "2019-04-07 13:05:09", "2019-04-07T13:05:09.25Z",
                      "2019-04-07T13:05:09,5z", "2019-04-07T13:05+02:00", "2019-04-07T13:05-0530", "2020-02-29",
                      "1999-12-31T23:59:60", "2019-04-07T13:05:09.123456", "1700000000", "1700000000.5",
                      "1.7e9", "1234567890", "1700000000123", "1700000000123.4", "1.7e12", "4000000000"])
    func parseGivesTodaysValues(text: String) throws {
        let today = Array(text.utf8).withUnsafeBufferPointer { TimeValue.parse($0, kind: TimeValue.kind(of: $0)) }
        let reading = try #require(detect([text]))
        #expect(today != nil && reading.parse(text) == today)
    }

    @Test func aColumnsKindReadsLikeTimeValue() throws {
        let seconds = try #require(detect(["1700000000", "1700000060"]))
        let millis = try #require(detect(["1700000000000", "1700000060000"]))
        for text in ["1700000000", "1e11", "12", "-5", "1.5", "99999999999999"] {
            let b = Array(text.utf8)
            #expect(seconds.parse(text) == b.withUnsafeBufferPointer { TimeValue.parse($0, kind: .seconds) })
            #expect(millis.parse(text) == b.withUnsafeBufferPointer { TimeValue.parse($0, kind: .milliseconds) })
        }
    }

    // MARK: Numbers: the 1970 rule

    @Test func smallIntegersHaveNoReading() {
        #expect(detect(["3", "17", "145"]) == nil)
        #expect(detect(["0", "1", "2"]) == nil)
        #expect(detect(["99999999"]) == nil)
        #expect(detect(["0.5", "12.25"]) == nil)
        #expect(detect(["-1700000000"]) == nil)
        #expect(TimeReading.shape(of: ["3", "", "17", "145"])
                == "integers 3 to 145: not years (1000–2999), compact dates (YYYYMMDD) or epoch times")
        #expect(TimeReading.shape(of: ["0.5", "12.25"]) == "numbers 0.5 to 12.25: not decimal years (1000–2999) or epoch times")
        #expect(TimeReading.shape(of: ["12345678901234567890123"]).hasPrefix("integers 1.2345678901234568e+22 to"))
        #expect(TimeReading.shape(of: ["-3", "12"]) == "numbers -3 to 12: not decimal years (1000–2999) or epoch times")
        #expect(TimeReading.shape(of: ["3", "high", "low"]) == "text such as 'high'")
        #expect(TimeReading.shape(of: ["", ""]) == "empty cells")
    }

    @Test func yearsAreCalendarYears() throws {
        let (what, values) = try #require(read(["1871", "1700", "2001"], name: "Jahr"))
        #expect(what == "calendar years")
        #expect(values == [ms(1871, 1, 1), ms(1700, 1, 1), ms(2001, 1, 1)])
        let unnamed = try #require(detect(["1871", "1872"], name: "value"))
        #expect(unnamed.isCalendar && unnamed.description == "calendar years (integers 1000–2999)")
        #expect(unnamed.parse("187") == nil && unnamed.parse("19580329") == nil && unnamed.parse("1871.5") == nil)
        #expect(TimeReading.namesYears("Year") && TimeReading.namesYears("année") && TimeReading.namesYears("fiscal_yr")
                && TimeReading.namesYears("año") && !TimeReading.namesYears("yearly_total_kw") && !TimeReading.namesYears("date"))
    }

    @Test func compactDatesWhenEveryCellIsADate() throws {
        let (what, values) = try #require(read(["19580329", "20011231"]))
        #expect(what == "YYYYMMDD dates" && values == [ms(1958, 3, 29), ms(2001, 12, 31)])
        #expect(detect(["19580329", "20010231"]) == nil)   // 31 February: not dates, and too small for epoch seconds
        let minutes = try #require(read(["201901011230", "201901011245"]))
        #expect(minutes.0 == "YYYYMMDDHHMM date-times" && minutes.1 == [ms(2019, 1, 1, 12, 30), ms(2019, 1, 1, 12, 45)])
        let seconds = try #require(read(["20190101123059"]))
        #expect(seconds.0 == "YYYYMMDDHHMMSS date-times" && seconds.1 == [ms(2019, 1, 1, 12, 30, 59)])
        // A 12-digit number that is no date is epoch milliseconds (1976), as its magnitude says.
        #expect(detect(["201901011299"])?.form == .epoch(.milliseconds))
        #expect(detect(["19580329", "2001123"]) == nil)
    }

    @Test func decimalYears() throws {
        let monthly = try #require(read(["1949", "1949.083", "1949.167", "1949.917", "1950.0833333"]))
        #expect(monthly.0 == "decimal years, monthly (1949.083 = 1949-02)")
        #expect(monthly.1 == [ms(1949, 1, 1), ms(1949, 2, 1), ms(1949, 3, 1), ms(1949, 12, 1), ms(1950, 2, 1)])
        let quarterly = try #require(read(["1960.25", "1960.5", "1960.75", "1961"]))
        #expect(quarterly.0 == "decimal years, quarterly (1949.25 = 1949-04)")
        #expect(quarterly.1 == [ms(1960, 4, 1), ms(1960, 7, 1), ms(1960, 10, 1), ms(1961, 1, 1)])
        let fraction = try #require(detect(["2000.5", "2000.1"]))
        #expect(fraction.description == "decimal years" && !fraction.isCalendar)
        #expect(fraction.parse("2000.5") == ms(2000, 1, 1) + 183 * 86_400_000)   // 2000 has 366 days
        #expect(try #require(detect(["1949.083"])).parse("1949.3") == nil)     // not a month's start
        let whole = try #require(read(["1871.0", "1872.0"]))
        #expect(whole.0 == "calendar years" && whole.1 == [ms(1871, 1, 1), ms(1872, 1, 1)])
    }

    @Test func epochUnitsByMagnitude() throws {
        let s = try #require(detect(["1700000000", "1700000060.5"]))
        #expect(s.description == "epoch seconds" && s.parse("1700000060.5") == 1_700_000_060_500)
        #expect(detect(["1700000000000"])?.description == "epoch milliseconds")
        let us = try #require(detect(["1700000000123456"]))
        #expect(us.description == "epoch microseconds" && us.parse("1700000000123456") == 1_700_000_000_123)
        let ns = try #require(detect(["1700000000123456789", "1700000000999999999"]))
        #expect(ns.description == "epoch nanoseconds")
        #expect(ns.parse("1700000000123456789") == 1_700_000_000_123 && ns.parse("1700000000999999999") == 1_700_000_001_000)
        #expect(ns.parse("1700000000000500001") == 1_700_000_000_001)   // exact, where a Double would round down
        #expect(ns.parse("99999999999999999999") == nil)                  // beyond Int64 and 9e18
        #expect(detect(["1700000000", "1700000000000"]) == nil)   // seconds and milliseconds mixed
        #expect(detect(["50000000000"]) == nil)                   // between the bands
    }

    // MARK: Months, quarters

    @Test func monthsAndQuarters() throws {
        let months = try #require(read(["2019-03", "2019-12"]))
        #expect(months.0 == "months (2019-03)" && months.1 == [ms(2019, 3, 1), ms(2019, 12, 1)])
        for form in [["2019Q3", "2019Q4"], ["2019-Q3", "2019-q4"], ["2019 Q3", "2019 Q4"], ["Q3 2019", "Q4 2019"]] {
            let q = try #require(read(form))
            #expect(q.0 == "quarters (\(form[0]))" && q.1 == [ms(2019, 7, 1), ms(2019, 10, 1)])
            #expect(detect(form)?.isCalendar == true)
        }
        #expect(detect(["2019Q5"]) == nil && detect(["2019-13"]) == nil && detect(["2019Q3", "2019-03"]) == nil)
    }

    // MARK: Dates with / . -

    @Test func slashAndDotDates() throws {
        let ymd = try #require(read(["2012/01/01", "2012/01/02"]))
        #expect(ymd.0 == "year/month/day" && ymd.1 == [ms(2012, 1, 1), ms(2012, 1, 2)])
        #expect(detect(["2012/01/01"])?.isCalendar == true)
        let withTime = try #require(read(["2010/01/01 00:00", "2010/01/01 00:30"]))
        #expect(withTime.0 == "year/month/day with times" && withTime.1 == [ms(2010, 1, 1), ms(2010, 1, 1, 0, 30)])
        #expect(detect(["2010/01/01 00:00"])?.isCalendar == false)
        let dots = try #require(read(["13.02.2019", "14.02.2019"]))
        #expect(dots.0 == "day.month.year (13.02.2019 decided it)" && dots.1 == [ms(2019, 2, 13), ms(2019, 2, 14)])
        let unpadded = try #require(read(["2019-4-7", "2019-04-08"]))
        #expect(unpadded.0 == "year-month-day" && unpadded.1 == [ms(2019, 4, 7), ms(2019, 4, 8)])
    }

    @Test func theOrderIsDecidedByALaterCell() throws {
        let us = try #require(read(["01/02/2019 09:00", "02/13/2019 14:05", "03/01/2019 2:05 PM"]))
        #expect(us.0 == "month/day/year with times (02/13/2019 14:05 decided it)")
        #expect(us.1 == [ms(2019, 1, 2, 9), ms(2019, 2, 13, 14, 5), ms(2019, 3, 1, 14, 5)])
        let eu = try #require(read(["01/02/2019", "13/02/2019"]))
        #expect(eu.0 == "day/month/year (13/02/2019 decided it)" && eu.1 == [ms(2019, 2, 1), ms(2019, 2, 13)])
        // Both orders fail on some cell: a mix, no reading.
        #expect(detect(["13/02/2019", "02/13/2019"]) == nil)
    }

    @Test func anUndecidedOrderIsTheContexts() throws {
        let us = try #require(read(["01/02/2019", "03/04/2019"]))
        #expect(us.0 == "month/day/year (no day above 12: the locale's order; --time-format to choose)")
        #expect(us.1 == [ms(2019, 1, 2), ms(2019, 3, 4)])
        let eu = try #require(read(["01/02/2019", "03/04/2019"], context: TimeContext(dayFirst: true)))
        #expect(eu.0 == "day/month/year (no day above 12: the locale's order; --time-format to choose)")
        #expect(eu.1 == [ms(2019, 2, 1), ms(2019, 4, 3)])
        let short = try #require(read(["1/2/95", "1/3/05"]))
        #expect(short.1 == [ms(1995, 1, 2), ms(2005, 1, 3)])
    }

    // MARK: Month names

    @Test(arguments: [("Jan 1 2000", 2000, 1), ("1 January 2000", 2000, 1), ("Jan-1-1995", 1995, 1),
                      ("2000-Jan-01", 2000, 1), ("01-Jan-2000", 2000, 1), ("January 1, 2000", 2000, 1),
                      ("01-JAN-00", 2000, 1), ("1 jan. 1999", 1999, 1), ("Sept 1 2000", 2000, 9), ("1 dec 68", 2068, 12)])
    func monthNames(text: String, year: Int, month: Int) throws {
        let r = try #require(detect([text]))
        #expect(r.isCalendar && r.description == "dates with month names (\(text))")
        #expect(r.parse(text) == ms(year, month, 1))
    }

    @Test func monthNamesWithTimesMonthsAndTheLocale() throws {
        let times = try #require(read(["Jan 1 2000 13:05", "Feb 29 2000 01:00:30"]))
        #expect(times.0 == "date-times with month names (Jan 1 2000 13:05)")
        #expect(times.1 == [ms(2000, 1, 1, 13, 5), ms(2000, 2, 29, 1, 0, 30)])
        let months = try #require(read(["January 2000", "Feb 2000"]))
        #expect(months.0 == "months (January 2000)" && months.1 == [ms(2000, 1, 1), ms(2000, 2, 1)])
        #expect(detect(["3 März 2019"]) == nil)
        let german = try #require(detect(["3 März 2019", "4 mai 2019"], context: TimeContext(monthNames: ["märz": 3, "mai": 5])))
        #expect(german.parse("3 März 2019") == ms(2019, 3, 3) && german.parse("4 Mai 2019") == ms(2019, 5, 4))
        #expect(detect(["Foo 1 2000"]) == nil)
        let mail = try #require(read(["Tue, 05 Mar 2019 14:05:00 +0000", "wed, 06 Mar 2019 14:05:00 +0100"]))
        #expect(mail.0 == "date-times with month names (Tue, 05 Mar 2019 14:05:00 +0000)")
        #expect(mail.1 == [ms(2019, 3, 5, 14, 5), ms(2019, 3, 6, 13, 5)])
        #expect(detect(["Tuesday, March 5, 2019"])?.parse("Tuesday, March 5, 2019") == ms(2019, 3, 5))
        #expect(detect(["Tues, 05 Mar 2019"]) == nil)
    }

    // MARK: Refusals

    @Test func impossibleDatesAreRefused() {
        for cells in [["2019-02-31"], ["31/02/2019"], ["30.02.2019"], ["20190231"], ["Feb 30 2019"], ["2019/02/29"],
                      ["2019/01/01 24:00"], ["2019/01/01 13:00 PM"]] {
            #expect(detect(cells) == nil, "\(cells)")
        }
    }

    @Test func aReadingRefusesACellOfAnotherForm() throws {
        let slash = try #require(detect(["2012/01/01"]))
        #expect(slash.parse("2012-01-01") == nil && slash.parse("2012/01/01x") == nil && slash.parse("") == nil)
        let dayFirst = try #require(detect(["13/02/2019"]))
        #expect(dayFirst.parse("02/13/2019") == nil)
        let iso = try #require(detect(["2019-01-01"]))
        #expect(iso.parse("2019/01/01") == nil && iso.parse("1700000000") == nil)
        let compact = try #require(detect(["19580329"]))
        #expect(compact.parse("1958032") == nil && compact.parse("1958-03-29") == nil)
        let seconds = try #require(detect(["1700000000"]))
        #expect(seconds.parse("2019-01-01") == nil)
        #expect(detect(["2019-01-01", "01/02/2019"]) == nil && detect(["2019-01-01", "1700000000"]) == nil)
        #expect(detect(["", ""]) == nil && detect(["high", "low"]) == nil)
    }

    /// Columns of random cells from the bytes times are made of: whatever `detect` chooses reads
    /// every cell it was given, and nothing traps.
    @Test func aDetectedReadingReadsEverySample() {
        let alphabet = Array("0123456789012345678901234567890123456789/-.: TZQjanJANmarpPM+,".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % n
        }
        var detected = 0
        for _ in 0..<3000 {
            let template = (0..<(1 + next(20))).map { _ in alphabet[next(alphabet.count)] }
            // Cells that share a template's shape with some digits changed, as a column's cells do.
            let cells = (0..<(1 + next(4))).map { _ in
                String(decoding: template.map { $0 &- 48 < 10 && next(3) == 0 ? UInt8(48 + next(10)) : $0 }, as: UTF8.self)
            }
            _ = TimeReading.shape(of: cells)
            guard let r = detect(cells) else { continue }
            detected += 1
            #expect(cells.allSatisfy { r.parse($0) != nil }, "\(r.description): \(cells)")
        }
        #expect(detected > 0)
    }

    // MARK: --time-format

    @Test func patterns() throws {
        func parse(_ format: String, _ text: String) throws -> Int64? { try TimeReading(format: format).parse(text) }
        #expect(try parse("%d/%m/%Y %H:%M", "13/02/2019 14:05") == ms(2019, 2, 13, 14, 5))
        #expect(try parse("%d/%m/%Y %H:%M", "1/2/2019   4:05") == ms(2019, 2, 1, 4, 5))
        #expect(try parse("%m/%d/%y", "02/13/19") == ms(2019, 2, 13))
        #expect(try parse("%Y%j", "2020366") == ms(2020, 12, 31))
        #expect(try parse("%Y%j", "2019366") == nil)
        #expect(try parse("%I:%M %p, %e %b %Y", "2:05 pm,  3 Feb 2019") == ms(2019, 2, 3, 14, 5))
        #expect(try parse("%I:%M %p, %e %b %Y", "12:05 AM, 3 February 2019") == ms(2019, 2, 3, 0, 5))
        #expect(try parse("%Y-%m-%dT%H:%M:%S.%f%z", "2019-02-03T04:05:06.789+01:00") == ms(2019, 2, 3, 3, 5, 6, 789))
        #expect(try parse("%Y-%m-%d %H:%M:%S %Z", "2019-02-03 04:05:06 UTC") == ms(2019, 2, 3, 4, 5, 6))
        #expect(try parse("%Y%% %m", "2019% 03") == ms(2019, 3, 1))
        #expect(try parse("week of %B %d, %Y", "Week of March 4, 2019") == ms(2019, 3, 4))
        #expect(try parse("%d.%m.%Y", "2019-02-03") == nil)
        #expect(try parse("%s", "1700000000") == 1_700_000_000_000)
        #expect(try TimeReading(format: "%d.%m.%Y").isCalendar && !TimeReading(format: "%Y %H").isCalendar)
        #expect(try TimeReading(format: "%d.%m.%Y").description == "the pattern %d.%m.%Y (--time-format)")
    }

    @Test(arguments: [("", TimeFormatFlaw.empty), ("%Y-%q", .unknownField("%q")), ("%Y-%", .trailingPercent),
                      ("%m/%d", .noYear), ("%Y %m %b", .repeatedField("%b")), ("%Y %H %I %p", .repeatedField("%I")),
                      ("%Y %I:%M", .meridiemWithoutTwelveHour), ("%Y %H %p", .meridiemWithoutTwelveHour),
                      ("%s.%f", .epochNotAlone)])
    func badPatterns(format: String, flaw: TimeFormatFlaw) {
        #expect(throws: LoadError.Problem.badTimeFormat(format: format, flaw: flaw)) { try TimeReading(format: format) }
    }

    @Test func badPatternMessage() {
        let problem = LoadError.Problem.badTimeFormat(format: "%Y-%q", flaw: .unknownField("%q"))
        #expect(problem.message == "--time-format \"%Y-%q\": %q is not a field (use %Y %y %m %d %e %H %I %M %S %f %p %b %B %j %z %Z %s %%)")
    }
}
