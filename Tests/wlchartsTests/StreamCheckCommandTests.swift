import Foundation
import Testing

/// `wlcharts - --check` and `--follow FILE --check`: the stream read to its end (as `--png` reads
/// it) and described — its format, its series with their units, its warnings, the chart's line —
/// instead of a window opened with `--check` ignored.
@Suite(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
struct StreamCheckCommandTests {
    /// `text` on the standard input of `wlcharts - --check`.
    static func checkStdin(_ text: String) throws -> Commands.Finished {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/in", atomically: true, encoding: .utf8)
        return try Commands.run("/bin/sh", ["-c", "exec \"$0\" - --check < \"$1\"", Commands.wlcharts!, folder + "/in"],
                                environment: ["WAYLAND_DISPLAY": "nobody-here"])
    }

    @Test func aFollowedCSVSaysItsFormatSeriesAndUnits() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/data.csv"
        try "time,cpu (%),temp [°C]\n2024-01-01T00:00:00Z,50,21.5\n2024-01-01T00:00:10Z,55,21.7\n".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try Commands.run(Commands.wlcharts!, ["--follow", path, "--check"], environment: ["WAYLAND_DISPLAY": "nobody-here"])
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(path): CSV, ','-separated, with a header; 2 series (cpu (%), temp (°C))", "\(lines)")
        #expect(lines.last?.contains("2 series (cpu, temp), 2 points, 2024-01-01 – 2024-01-01 00:00") == true, "\(lines)")
    }

    @Test func vmstatColumnsOnStandardInput() throws {
        let r = try Self.checkStdin("""
        procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
         r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st
         1  0      0 812344  10240 402112    0    0     5    12  110  220  3  1 96  0  0
         0  0      0 812100  10240 402120    0    0     0     0   98  180  2  1 97  0  0

        """)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.hasPrefix("stdin: whitespace-separated columns; 17 series (r, b, swpd"), "\(r.out)")
        #expect(r.out.contains("17 series (r, b, swpd, free, buff, cache, si, so, bi, bo, in, cs, us, sy, id, wa, st), 2 points"), "\(r.out)")
    }

    /// A bad first time cell is a warning on its line; the next rows decide the reading (it once
    /// decided it, and every later ISO time was refused).
    @Test func aBadFirstTimeIsAWarningAndTheRestIsRead() throws {
        let r = try Self.checkStdin("time,a\nbad,1\n2024-01-01T00:00:00Z,2\n2024-01-01T00:00:01Z,3\n")
        #expect(r.status == 0, "\(r.err)")
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("stdin:2:1: time \"bad\"") == true, "\(lines)")
        #expect(lines.last?.contains("1 series (a), 2 points") == true, "\(lines)")
    }

    @Test func nothingOnStandardInputIsAnError() throws {
        let r = try Self.checkStdin("")
        #expect(r.status == 1)
        #expect(r.err == "wlcharts: stdin: no samples\n", "\(r.err)")
        #expect(r.out.isEmpty)
    }
}
