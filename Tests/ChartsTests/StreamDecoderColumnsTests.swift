import Foundation
import Testing
@testable import Charts
@testable import SeriesData

@Suite struct StreamDecoderColumnsTests {
    let a = StreamFixture.arrival

    static let vmstat = """
    procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
     r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
    14  0      0 20660992  55736 2544816    0    0  1895  1970  358  544 66  8 25  1  1
    11  0      0 20660992  55736 2544816    0    0     8  1284  841 1324 85 15  0  0  1
    """.split(separator: "\n").map(String.init)

    /// `vmstat 1 | wlcharts -`: the group line skipped, the header names the series, a
    /// repeated header (vmstat writes one every screenful) skipped without a warning.
    @Test func vmstatByItsHeader() {
        let (d, b, w) = StreamFixture.decode(lines: Self.vmstat + Self.vmstat)
        #expect(d.format == .columns)
        #expect(d.seriesIDs == ["r", "b", "swpd", "free", "buff", "cache", "si", "so", "bi", "bo", "in", "cs", "us", "sy", "id", "wa", "st"])
        #expect(b.x == [2, 3, 6, 7].map { a + $0 * 1000 })
        #expect(b.columns[12] == [66, 85, 66, 85] && b.columns[14] == [25, 0, 25, 0])
        #expect(w.isEmpty, "\(w)")
    }

    /// `iostat 1`: a tab-separated banner, two tables (`avg-cpu:` is a label, the device a key:
    /// `vda tps`); the lines of one report arrive together and make one sample.
    @Test func iostatsTablesAndDevices() {
        let report = """

        avg-cpu:  %user   %nice %system %iowait  %steal   %idle
                  65.70    0.47    8.39    0.58    0.61   24.25

        Device             tps    kB_read/s    kB_wrtn/s    kB_dscd/s    kB_read    kB_wrtn    kB_dscd
        vda             151.03      3786.30      3875.13       602.28    2436713    2493876     387604
        vdb               1.00         2.00         3.00         4.00          5          6          7

        """
        let (d, b, w) = StreamFixture.decode([("Linux 6.18.44 (vm) \t11/27/26 \t_x86_64_\t(2 CPU)\n" + report, a), (report, a + 1000)])
        #expect(d.seriesIDs.prefix(7) == ["%user", "%nice", "%system", "%iowait", "%steal", "%idle", "vda tps"])
        #expect(d.seriesIDs.count == 6 + 14 && d.seriesIDs.last == "vdb kB_dscd")
        #expect(b.x == [a, a + 1000])
        #expect(b.columns[5] == [24.25, 24.25] && b.columns[6] == [151.03, 151.03] && b.columns[19] == [7, 7])
        #expect(w.isEmpty, "\(w)")
    }

    /// The instant of `h:m:s` on the local date of `now` (Foundation's calendar: the oracle).
    static func local(_ h: Int, _ m: Int, _ s: Int, on now: Int64, dayBefore: Bool = false) -> Int64 {
        let calendar = Calendar.current
        var day = calendar.startOfDay(for: Date(timeIntervalSince1970: Double(now) / 1000))
        if dayBefore { day = calendar.date(byAdding: .day, value: -1, to: day)! }
        let date = calendar.date(bySettingHour: h, minute: m, second: s, of: day)!
        return Int64(date.timeIntervalSince1970 * 1000)
    }

    /// `sar -u 1`: the time of day of each row on today's date; `Average:` rows skipped.
    @Test func sarsTimesOfDay() {
        let now = Self.local(10, 50, 0, on: a)
        let (_, b, w) = StreamFixture.decode([("""
        Linux 6.18.44 (vm) \t11/27/26 \t_x86_64_\t(2 CPU)

        10:48:35        CPU     %user     %nice   %system   %iowait    %steal     %idle
        10:48:36        all     84.00      0.50     15.50      0.00      0.00      0.00
        10:48:37        all     84.58      0.50     14.43      0.00      0.50      0.00
        Average:        all     84.29      0.50     14.96      0.00      0.25      0.00

        """, now)])
        #expect(b.x == [Self.local(10, 48, 36, on: now), Self.local(10, 48, 37, on: now)])
        #expect(b.columns[0] == [84.00, 84.58])
        #expect(w.isEmpty, "\(w)")
    }

    /// `12:00:01 AM` is just after midnight, `01:00:00 PM` 13:00; a time more than an hour
    /// ahead of the clock was written yesterday (just before midnight).
    @Test func amPmAndYesterday() {
        let noon = Self.local(12, 0, 0, on: a)
        let (d, b, w) = StreamFixture.decode([("12:00:01 AM 1\n01:00:00 PM 2\n", noon)])
        #expect(d.seriesIDs == ["value"])
        #expect(b.x == [Self.local(0, 0, 1, on: noon), Self.local(13, 0, 0, on: noon - 3_600_000)])
        #expect(w.isEmpty, "\(w)")
        let justAfter = Self.local(0, 0, 30, on: a)
        let (_, late, _) = StreamFixture.decode([("23:59:59 5 6\n00:00:29 7 8\n", justAfter)])
        #expect(late.x == [Self.local(23, 59, 59, on: justAfter, dayBefore: true), Self.local(0, 0, 29, on: justAfter)])
    }

    /// `sar -n DEV 1`: one row per interface at one time: one sample, a series per interface.
    @Test func rowsOfOneTimeFillOneSample() {
        let (d, b, w) = StreamFixture.decode("""
        10:48:37        IFACE   rxpck/s   txpck/s
        10:48:38           lo      0.00      1.00
        10:48:38         eth0      2.00      3.00
        10:48:39           lo      4.00      5.00
        10:48:39         eth0      6.00      7.00
        """)
        #expect(d.seriesIDs == ["lo rxpck/s", "lo txpck/s", "eth0 rxpck/s", "eth0 txpck/s"])
        #expect(b.count == 2 && b.columns == [[0, 4], [1, 5], [2, 6], [3, 7]])
        #expect(w.isEmpty, "\(w)")
    }

    /// Headerless rows with a date-time first; a header whose first name says time over epoch
    /// seconds.
    @Test func dateTimesAndEpochColumns() {
        let (d, b, _) = StreamFixture.decode("2024-01-01T00:00:00Z 1 2\n2024-01-01T00:00:01Z 3 4\n")
        #expect(d.seriesIDs == ["1", "2"] && b.x == [1_704_067_200_000, 1_704_067_201_000] && b.columns == [[1, 3], [2, 4]])
        let (e, c, w) = StreamFixture.decode("time  cpu  mem\n1700000000  0.5  100\n1700000001  0.7  101\n")
        #expect(e.seriesIDs == ["cpu", "mem"] && c.x == [1_700_000_000_000, 1_700_000_001_000] && c.columns == [[0.5, 0.7], [100, 101]])
        #expect(w.isEmpty, "\(w)")
    }

    /// A second text column is skipped with one warning; rows of the wrong width, a word among
    /// numbers and a bad time of day warn and the stream goes on.
    @Test func textColumnsAndBadRows() {
        let (d, b, w) = StreamFixture.decode(lines: ["dev host reads", "sda h1 5", "sda h2 6", "sda h1 5 6", "sdb 1 x", "sdb h1 7"])
        #expect(d.seriesIDs == ["sda reads", "sdb reads"])
        #expect(b.x == [a + 1000, a + 2000, a + 5000])
        #expect(b.columns[0][0 ..< 2] == [5, 6] && b.columns[0][2].isNaN && b.columns[1][0].isNaN && b.columns[1][2] == 7)
        #expect(w.count == 3, "\(w)")
        #expect(w[0].hasPrefix("stdin:2:5:") && w[0].contains("column \"host\" is text (\"h1\"), not numbers; skipped"))
        #expect(w[1].hasPrefix("stdin:4:1:") && w[1].contains("4 cells, the header has 3"))
        #expect(w[2].hasPrefix("stdin:5:7:") && w[2].contains("column \"sdb reads\": \"x\" is not a number"))
        let (_, t, tw) = StreamFixture.decode("12:00:00 1\n1x:00:00 2\n12:00:01 3\n")
        #expect(t.columns == [[1, 3]])
        #expect(tw.count == 1 && tw[0].hasPrefix("stdin:2:1:") && tw[0].contains("\"1x:00:00\" is not a time of day"), "\(tw)")
    }

    /// The real commands' output where they exist (`vmstat 1 3`, sysstat's `iostat -c -d`):
    /// their header's names are the series and every report is a sample.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/vmstat"), "vmstat is not installed (procps)"))
    func realVmstat() throws {
        let lines = try Self.run("/usr/bin/vmstat", ["1", "3"])
        let (d, b, w) = StreamFixture.decode(lines: lines)
        #expect(d.seriesIDs.contains("us") && d.seriesIDs.contains("id") && d.seriesIDs.contains("free"), "\(lines)")
        #expect(b.count == 3 && w.isEmpty, "\(lines) \(w)")
    }

    /// `iostat -c -d` twice, a second apart (with an interval, `iostat 1 2` waits on SIGALRM,
    /// which the test runner's threads leave blocked in a child: it would never wake).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/iostat"), "iostat is not installed (apt install sysstat)"))
    func realIostat() throws {
        let first = try Self.run("/usr/bin/iostat", ["-c", "-d"]).joined(separator: "\n")
        Thread.sleep(forTimeInterval: 1)
        let second = try Self.run("/usr/bin/iostat", ["-c", "-d"]).joined(separator: "\n")
        let (d, b, w) = StreamFixture.decode([(first, a), (second, a + 1000)])
        #expect(d.seriesIDs.prefix(6) == ["%user", "%nice", "%system", "%iowait", "%steal", "%idle"], "\(first)")
        #expect(d.seriesIDs.contains { $0.hasSuffix(" tps") } || !first.contains("Device"), "\(first)")
        #expect(b.count == 2 && w.isEmpty, "\(first) \(w)")
    }

    /// The standard output of `path arguments` as lines.
    static func run(_ path: String, _ arguments: [String]) throws -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        p.environment = ["LC_ALL": "C", "PATH": "/usr/bin:/bin"]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
