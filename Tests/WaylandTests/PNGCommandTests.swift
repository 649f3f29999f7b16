import Foundation
import Testing

/// `wlcharts FILE --png` and `--check` end to end on hostile and extreme input (issue 17): values
/// near the ends of Double, huge and tiny sizes, a 10 GB file, an endless stream — a picture, or
/// one line and exit 1, quickly and without an allocator abort.
@Suite(.enabled(if: Bin.path("wlcharts") != nil, "wlcharts is not built"))
struct PNGCommandTests {
    /// A one-chart contest file of 30 daily points with `values`.
    static func write(_ values: [String], in dir: RuntimeDir, name: String = "chart.json") throws -> String {
        let x = (0 ..< values.count).map { String(1_546_300_800_000 + Int64($0) * 86_400_000) }
        let json = #"[{"columns":[["x",\#(x.joined(separator: ","))],["y0",\#(values.joined(separator: ","))]],"types":{"x":"x","y0":"line"}}]"#
        let path = dir.file(name)
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs wlcharts; its status (nil: still running at `timeout`) and stderr lines.
    static func run(_ arguments: [String], timeout: Double = 60) throws -> (status: Int32?, err: [String]) {
        let p = try Spawned(Bin.path("wlcharts")!, arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        defer { p.stop() }
        let status = p.waitExit(timeout: timeout)
        Thread.sleep(forTimeInterval: 0.05)
        return (status, p.err.all)
    }

    @Test(arguments: [
        ("1e19", (0 ..< 30).map { "\(1 + $0 % 5)e19" }),
        ("max", (0 ..< 30).map { $0 % 2 == 0 ? "1.7976931348623157e308" : "-1.7e308" }),
        ("tiny", (0 ..< 30).map { "\(1 + $0 % 3)e-300" }),
        ("gaps", Array(repeating: "null", count: 30)),
    ])
    func extremeValuesRenderWithAHighlight(name: String, values: [String]) throws {
        let dir = try RuntimeDir()
        let file = try Self.write(values, in: dir)
        #expect(try Self.run(["--check", file]).status == 0)
        let out = dir.file("\(name).png")
        let r = try Self.run([file, "--png", out, "--size", "640x400", "--highlight", "2019-01-05"])
        #expect(r.status == 0, "\(r.err)")
        let image = Image.png(out)
        #expect(image?.width == 640 && image?.height == 400)
    }

    /// `--highlight` shows its point: one before the first window (the last quarter of 400 days;
    /// until 2026-11-24 the image was the plain one) brings the window to it; with a `--range` that
    /// leaves the point out it is one line and exit 1.
    @Test func aHighlightIsAlwaysShown() throws {
        let dir = try RuntimeDir()
        let file = try Self.write((0 ..< 400).map { String(10 + $0 % 9) }, in: dir)
        let plain = dir.file("plain.png"), marked = dir.file("marked.png")
        #expect(try Self.run([file, "--png", plain, "--size", "640x400"]).status == 0)
        #expect(try Self.run([file, "--png", marked, "--size", "640x400", "--highlight", "2019-01-10"]).status == 0)
        let a = try #require(Image.png(plain)), b = try #require(Image.png(marked))
        #expect(a.difference(b).fraction > 0.002, "the board and the point are drawn (and the window moved)")
        let r = try Self.run([file, "--png", dir.file("no.png"), "--range", "2019-03-01..2019-03-31", "--highlight", "2019-01-10"])
        #expect(r.status == 1)
        #expect(r.err == ["wlcharts: --highlight 2019-01-10: the point nearest to it lies outside --range 2019-03-01..2019-03-31"])
        #expect(!FileManager.default.fileExists(atPath: dir.file("no.png")))
    }

    /// A still image has no use for the audio graph's play control: --png leaves it out unless
    /// asked (--play-control draws it as the window shows it, next to the title).
    @Test func playControlOnlyWhenAsked() throws {
        let dir = try RuntimeDir()
        let file = try Self.write((0 ..< 30).map { String($0 % 7) }, in: dir)
        let plain = dir.file("plain.png"), control = dir.file("control.png")
        #expect(try Self.run([file, "--png", plain, "--size", "640x400"]).status == 0)
        #expect(try Self.run([file, "--png", control, "--size", "640x400", "--play-control"]).status == 0)
        let a = try #require(Image.png(plain)), b = try #require(Image.png(control))
        #expect(a.difference(b).fraction > 0.0005, "the control is drawn when asked")
        var header = 0   // differing pixels in the header strip (the top 60 rows), where the control sits
        for y in 0 ..< 60 { for x in 0 ..< 640 where a.pixels[y * 640 + x] != b.pixels[y * 640 + x] { header += 1 } }
        #expect(header > 100 && Double(header) / (640 * 400) >= a.difference(b, tolerance: 0).fraction * 0.99,
                "every difference is the control in the header (\(header) pixels)")
    }

    @Test(arguments: ["1x1", "1x800", "1280x1", "3x2"])
    func tinySizesRender(size: String) throws {
        let dir = try RuntimeDir()
        let file = try Self.write((0 ..< 30).map { String($0) }, in: dir)
        let out = dir.file("tiny.png")
        let r = try Self.run([file, "--png", out, "--size", size, "--highlight", "2019-01-05"])
        #expect(r.status == 0, "\(r.err)")
        let parts = size.split(separator: "x").map { Int($0)! }
        let image = Image.png(out)
        #expect(image?.width == parts[0] && image?.height == parts[1])
    }

    /// `--png` draws and encodes a strip of rows at a time, so every size with sides of 1…16384
    /// renders (its memory does not grow with the frame; docs/reliability.md has 16384×16384):
    /// here the longest sides.
    @Test(arguments: ["16384x24", "24x16384"])
    func theLongestSidesRender(size: String) throws {
        let dir = try RuntimeDir()
        let file = try Self.write((0 ..< 30).map { String($0 % 7) }, in: dir)
        let out = dir.file("long.png")
        let r = try Self.run([file, "--png", out, "--size", size], timeout: 120)
        #expect(r.status == 0, "\(r.err)")
        let parts = size.split(separator: "x").map { Int($0)! }
        let image = try #require(Image.png(out))
        #expect(image.width == parts[0] && image.height == parts[1])
        #expect(Set(image.pixels).count > 2, "a chart is drawn, not a blank")
    }

    /// A window and a kiosk wall hold whole frames: more than 8192×8192 pixels in all is refused
    /// in one line before anything is loaded, allocated or connected; a side over 16384 everywhere.
    @Test func hugeWholeFramesAreRefusedInOneLineWithoutAllocating() throws {
        let dir = try RuntimeDir()
        let file = try Self.write((0 ..< 30).map { String($0) }, in: dir)
        let line = "wlcharts: --size 16384x16384 is 268 million pixels; a window or a kiosk wall is drawn whole and takes at most 67 million (8192x8192)"
        for arguments in [[file, "--size", "16384x16384"], ["--kiosk", file, "--png", dir.file("huge.png"), "--size", "16384x16384"],
                          ["http://127.0.0.1:9/data.csv", "--size", "16384x16384"]] {
            let r = try Self.run(arguments, timeout: 30)
            #expect(r.status == 1, "\(arguments)")
            #expect(r.err == [line])
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("huge.png")))
        let side = try Self.run([file, "--png", dir.file("x.png"), "--size", "16385x10"], timeout: 10)
        #expect(side.status == 1 && side.err.count == 1 && side.err[0].contains("1…16384"), "\(side.err)")
    }

    /// A 1 TiB file (sparse: it takes no disk) is refused before it is read: reading it would
    /// take minutes, far past the run's limit, so a refusal within the limit was never a read.
    @Test func aTerabyteFileIsRefusedBeforeItIsRead() throws {
        let dir = try RuntimeDir()
        let path = dir.file("huge.json")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("[".utf8)))
        guard truncate(path, 1 << 40) == 0 else { Issue.record("cannot make a sparse file here"); return }
        for args in [["--check", path], [path, "--png", dir.file("out.png")]] {
            let r = try Self.run(args, timeout: 30)
            #expect(r.status == 1, "ended within the limit")
            #expect(r.err.count == 1 && r.err[0].hasSuffix("huge.json: the file is larger than 1024 MiB (1024 GiB); split it or keep fewer points"), "\(r.err)")
        }
    }

    /// Streams that never end: binary ones stop at their first block, text ones at the size limit.
    @Test func endlessStreamsAreRefused() throws {
        let r = try Self.run(["--check", "/dev/zero"], timeout: 30)
        #expect(r.status == 1, "ended within the limit")
        #expect(r.err == ["wlcharts: /dev/zero: binary data, not a chart file (contest JSON or CSV)"])
    }

    /// `wlcharts - --png` reads the stream on standard input to its end and draws it: the same
    /// plot as the file holding those lines (only the title, "stdin", differs).
    @Test func aStreamOnStandardInputIsReadToItsEndAndDrawn() throws {
        let dir = try RuntimeDir()
        let csv = "time,a,b\n" + (0 ..< 500).map { "\(1_700_000_000 + $0),\(10 + ($0 * 37) % 23),\(Double($0 % 50) / 4)\n" }.joined()
        let file = dir.file("data.csv"), fromFile = dir.file("file.png"), fromStdin = dir.file("stdin.png")
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        let size = ["--size", "640x400", "--utc"]
        #expect(try Self.run([file, "--png", fromFile] + size).status == 0)
        let p = try Spawned(Bin.path("wlcharts")!, ["-", "--png", fromStdin] + size,
                            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        defer { p.stop() }
        p.write(csv)
        p.closeInput()
        #expect(p.waitExit(timeout: 60) == 0, "\(p.err.all)")
        let a = try #require(Image.png(fromFile)), b = try #require(Image.png(fromStdin))
        let plot = { (i: Image) in i.crop(x: 0, y: 40, width: i.width, height: i.height - 40) }
        #expect(plot(a).difference(plot(b), tolerance: 0).fraction == 0, "all 500 points, drawn as the file's")
        #expect(a.difference(b, tolerance: 0).fraction > 0, "titled stdin")
    }

    @Test func xBeyondExactJSONIntegersIsAClearError() throws {
        let dir = try RuntimeDir()
        let path = dir.file("x.json")
        try #"[{"columns":[["x",0,9223372036854775806],["y0",1,2]],"types":{"x":"x","y0":"line"}}]"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = try Self.run(["--check", path])
        #expect(r.status == 1)
        #expect(r.err.count == 1 && r.err[0].contains("is outside ±2^53 ms"), "\(r.err)")
    }
}
