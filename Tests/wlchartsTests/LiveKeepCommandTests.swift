import Foundation
import Testing

/// `--keep` with `--png`: the picture shows what the window would — the newest N points (or the
/// last duration), the same pixels as a file holding only those.
@Suite(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
struct LiveKeepCommandTests {
    /// Writes `data.csv` with points `range` (one a second, two series) into a new folder (the
    /// caller removes the folder).
    static func file(_ range: Range<Int>) throws -> String {
        let folder = try Commands.temporaryFolder()
        var text = "time,a,b\n"
        for i in range { text += "\(1_700_000_000 + i),\(10 + (i * 37) % 23),\(Double(i % 50) / 4)\n" }
        let path = folder + "/data.csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func render(_ file: String, _ extra: [String]) throws -> Data {
        let out = file + "-\(extra.joined()).png"
        let r = try Commands.run(Commands.wlcharts!, ["--follow", file, "--png", out, "--size", "640x400", "--utc"] + extra)
        #expect(r.status == 0, "\(r.err)")
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    @Test func keepShowsTheNewestPointsOnly() throws {
        let all = try Self.file(0 ..< 1000), tail = try Self.file(900 ..< 1000)
        defer { for f in [all, tail] { try? FileManager.default.removeItem(atPath: (f as NSString).deletingLastPathComponent) } }
        let kept = try Self.render(all, ["--keep", "100"])
        #expect(kept == (try Self.render(tail, [])), "the newest 100 points, as a file of only those")
        #expect(kept != (try Self.render(all, [])), "not the whole stream")
        #expect(try Self.render(all, ["--keep", "99s"]) == kept, "99 s before the newest point: the same 100 points")
    }
}
