import Testing
@testable import SeriesData

/// A date column and a time-of-day column beside it make one time (pandas'
/// `parse_dates=[['Date','Time']]`), found without options; a spreadsheet's trailing `;;` columns
/// are ignored while they are empty.
@Suite struct CSVReaderDateAndTimeColumnsTests {
    @Test func aDateAndATimeColumnMakeOneTime() throws {
        let r = try loadText("Date,Time,v\n2019-03-05,14:30,1\n2019-03-05,14:45:10,2\n2019-03-06,0:05,3\n")
        let chart = r.charts[0]
        #expect(chart.series.map(\.name) == ["v"])
        #expect(chart.x == [1_551_796_200_000, 1_551_797_110_000, 1_551_830_700_000])
        #expect(r.understood[0].contains("time \"Date\" + \"Time\""))
    }

    @Test func dottedTimesDayFirstDatesAndDecimalCommas() throws {
        let r = try loadText("Datum;Zeit;T;;\n12/03/2004;18.00.00;13,6;;\n13/03/2004;09.30.00;-200;;\n")
        let chart = r.charts[0]
        #expect(chart.x == [1_079_114_400_000, 1_079_170_200_000])   // 2004-03-12 18:00, 2004-03-13 09:30
        #expect(chart.series.map(\.name) == ["T"] && chart.series[0].values == [13.6, -200])
        #expect(r.understood[0].hasSuffix("ignored 2 empty unnamed columns"))
    }

    @Test func twelveHourTimes() throws {
        let r = try loadText("day,hour,v\n03/14/2021,1:15 PM,1\n03/14/2021,11:59 pm,2\n")
        #expect(r.charts[0].x == [1_615_727_700_000, 1_615_766_340_000])
    }

    @Test func aNumberWithTwoDecimalsIsNotATimeOfDay() throws {
        let r = try loadText("date,price\n2019-03-05,18.30\n2019-03-06,12.05\n")
        #expect(r.charts[0].x == [1_551_744_000_000, 1_551_830_400_000])
        #expect(r.charts[0].series[0].values == [18.3, 12.05])
        #expect(!TableLayout.isClock("18.30") && TableLayout.isClock("18.30.00") && TableLayout.isClock("6:05:00.250"))
        #expect(!TableLayout.isClock("24:00") && !TableLayout.isClock("12:60") && !TableLayout.isClock("1:5"))
    }

    @Test func aTimeBesideADateTimeIsNotJoined() throws {
        let r = try loadText("time,at,v\n2019-03-05 10:00,11:00,1\n2019-03-05 11:00,12:00,2\n")
        #expect(r.charts[0].x == [1_551_780_000_000, 1_551_783_600_000])
    }

    @Test func aTrailingUnnamedColumnWithDataIsStillRefused() {
        #expect(throws: LoadError(path: "t.csv", place: .text(line: 1, column: 8), problem: .badHeader("series column 2 has no name"))) {
            try loadText("time;v;;\n2019-01-01;1;2;\n")
        }
    }

    @Test func dataInAnEmptyUnnamedColumnPastTheSampleIsAnError() throws {
        let rows = (1 ... 150).map { "2019-01-01T00:\(String(format2: $0 / 60)):\(String(format2: $0 % 60));1;" }
        let text = "time;v;\n" + rows.joined(separator: "\n") + "\n2019-01-01T03:00:00;1;9\n"
        #expect(throws: LoadError(path: "t.csv", place: .text(line: 152, column: 23),
                                  problem: .badCell(column: "column 3 (unnamed)", text: "9"))) {
            try loadText(text)
        }
    }
}

private extension String {
    init(format2 n: Int) { self = n < 10 ? "0\(n)" : "\(n)" }
}
