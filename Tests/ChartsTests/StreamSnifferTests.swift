import Testing
@testable import Charts
@testable import SeriesData

@Suite struct StreamSnifferTests {
    /// The format after each line (`nil`: not decided yet), and at the end.
    static func sniff(_ lines: [String]) -> (each: [StreamDecoder.Format?], end: StreamDecoder.Format) {
        var s = StreamSniffer()
        var each: [StreamDecoder.Format?] = []
        for line in lines {
            each.append(Array(line.utf8).withUnsafeBufferPointer { s.add($0) })
        }
        return (each, s.finish())
    }

    @Test(arguments: [
        (#"{"t": 1, "cpu": 2}"#, StreamDecoder.Format.ndjson),
        ("time,cpu,mem", .csv(separator: UInt8(ascii: ","))),
        ("time;cpu", .csv(separator: UInt8(ascii: ";"))),
        ("time,1,2", .csv(separator: UInt8(ascii: ","))),
        ("ts=2024-01-01T00:00:00Z cpu=0.3 msg=\"x y\"", .logfmt),
        ("level=info cpu=1", .logfmt),
        ("cpu,host=a usage_user=0.5,usage_system=0.1 1700000000000000000", .influx),
        ("mem used=5i", .influx),
        ("21000", .numbers),
        ("3 4.5", .numbers),
        ("1,2,-3e2", .numbers),
        ("2024-01-01T00:00:00Z,0.5,100", .columns),
        ("2024-01-01T00:00:00Z 0.5 100", .columns),
        ("12:00:02 AM all 1.00 2.00", .columns),
    ])
    func oneLineDecides(line: String, format: StreamDecoder.Format) {
        #expect(Self.sniff([line]).each == [format])
    }

    /// vmstat's group line and header, sar's and iostat's banner and headers wait for a row.
    @Test func headersWaitForTheFirstRow() {
        let vmstat = Self.sniff([
            "procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----",
            " r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st",
            " 1  0      0 20660992  55736 2544816    0    0  1895  1970  358  544 66  8 25  1  1",
        ])
        #expect(vmstat.each == [nil, nil, .columns])
        let iostat = Self.sniff([
            "Linux 6.18.44 (vm) \t11/27/26 \t_x86_64_\t(2 CPU)",
            "# a comment",
            "avg-cpu:  %user   %nice %system %iowait  %steal   %idle",
            "          65.70    0.47    8.39    0.58    0.61   24.25",
        ])
        #expect(iostat.each == [nil, nil, nil, .columns], "a tab-separated banner is no TSV header")
        let sar = Self.sniff(["10:48:35        CPU     %user     %nice", "10:48:36        all     84.00      0.50"])
        #expect(sar.each == [nil, .columns])
        #expect(Self.sniff(["r b swpd"]).end == .columns, "a header alone, at the end")
    }

    @Test func aTabSeparatedHeaderIsCSVWhenTheNextLineHasAsManyCells() {
        #expect(Self.sniff(["time\tcpu", "1700000000\t2"]).each == [nil, .csv(separator: 0x09)])
        #expect(Self.sniff(["time\tcpu"]).end == .csv(separator: 0x09))
        #expect(Self.sniff(["time\tcpu\tmem", "x 1 2"]).each == [nil, .columns])
    }

    @Test func commentLinesDecideNothing() {
        #expect(Self.sniff(["# written by a logger", "  # again", "3"]).each == [nil, nil, .numbers])
    }

    @Test func wordsAloneAreColumnsAfterTheLimit() {
        let lines = (0 ..< StreamSniffer.maxLines).map { "word\($0) other" }
        let each = Self.sniff(lines).each
        #expect(each.dropLast().allSatisfy { $0 == nil } && each.last == .columns)
    }
}
