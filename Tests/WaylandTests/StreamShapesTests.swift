import Foundation
import Testing

/// Streams in the shapes shell pipelines and devices write (docs/data-format.md, "Streams"), and
/// what each is as a CSV file where it carries its own times.
enum StreamShapes {
    /// `echo "$a $b"` in a loop: two series, `1` and `2`.
    static let numbers = (0 ..< 40).map { "\(20 + ($0 * 7) % 13) \(5 + $0 % 4)\n" }.joined()

    /// `vmstat 1`: its group line and header, then rows (`r` varies: the first series, green).
    static let vmstat = """
    procs -----------memory---------- ---swap-- -----io---- -system-- ------cpu-----
     r  b   swpd   free   buff  cache   si   so    bi    bo   in   cs us sy id wa st

    """ + (0 ..< 40).map { i in
        let us = 10 + (i * 7) % 50, sy = 5 + i % 9
        return " \(i % 5)  0      0 20660992  55736 2544816    0    0  \(i * 3)  \(i * 5)  358  544 \(us) \(sy) \(100 - us - sy)  0  0\n"
    }.joined()

    static func logfmt(_ i: Int) -> (cpu: Double, mem: Int) { (Double((i * 3) % 10) / 10, 500 + (i * 5) % 7) }
    static let logfmt = (0 ..< 40).map { i in
        "ts=\(1_700_000_000 + i) level=info cpu=\(logfmt(i).cpu) mem=\(logfmt(i).mem) msg=\"tick \(i)\"\n"
    }.joined()
    static let logfmtCSV = "time,cpu,mem\n" + (0 ..< 40).map { "\(1_700_000_000 + $0),\(logfmt($0).cpu),\(logfmt($0).mem)\n" }.joined()

    static func influx(_ i: Int) -> (user: Double, system: Double, used: Int) { (Double((i * 7) % 20) / 2, Double(i % 5), 400 + (i * 11) % 30) }
    /// What Telegraf writes: one line per measurement, both of one time.
    static let influx = (0 ..< 40).map { i in
        let v = influx(i), t = "\(1_700_000_000 + i)000000000"
        return "cpu,host=a usage_user=\(v.user),usage_system=\(v.system) \(t)\nmem,host=a used=\(v.used)i,active=true,note=\"ok\" \(t)\n"
    }.joined()
    static let influxCSV = "time,cpu host=a usage_user,cpu host=a usage_system,mem host=a used,mem host=a active\n"
        + (0 ..< 40).map { i in let v = influx(i); return "\(1_700_000_000 + i),\(v.user),\(v.system),\(v.used),1\n" }.joined()

    static let all: [(name: String, text: String)] = [("numbers", numbers), ("vmstat", vmstat), ("logfmt", logfmt), ("influx", influx)]

    /// Pixels of `colour` below the header (vmstat's small columns lie along the plot's foot).
    static func pixels(_ i: Image, _ colour: UInt32) -> Int {
        (40 ..< i.height).reduce(0) { n, y in n + (0 ..< i.width).filter { WindowTests.LiveWindowTests.near(i[$0, y], colour) }.count }
    }
}

extension WindowTests {
    /// Each shape written to `wlcharts -` in the test compositor's window: its first two series
    /// drawn (green, red), no warning, the window open after the end of the input.
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct StreamShapesWindowTests {
        @Test(arguments: StreamShapes.all.map(\.name))
        func aShapeOnStdinIsDrawnInTheWindow(name: String) throws {
            let text = StreamShapes.all.first { $0.name == name }!.text
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let c = try s.startClient(["-"], waitForFrame: false)
            c.write(text)
            #expect(s.compositor.waitForLine({ $0.hasPrefix("commit ") }) != nil, "a frame once data came: \(c.err.all)")
            let shown = try RemoteWindowTests.waitForPicture(s, timeout: 30) {
                StreamShapes.pixels($0, WindowTests.LiveWindowTests.green) > 60 && StreamShapes.pixels($0, 0xF34C44) > 60
            }
            #expect(StreamShapes.pixels(shown, WindowTests.LiveWindowTests.green) > 60, "the first series is drawn")
            #expect(StreamShapes.pixels(shown, 0xF34C44) > 60, "the second series is drawn")
            c.closeInput()
            s.compositor.settle()
            #expect(c.waitExit(timeout: 0.5) == nil, "the window stays after EOF")
            #expect(c.err.all.isEmpty, "no warnings: \(c.err.all)")
        }
    }
}

/// Each shape through `wlcharts - --png`: drawn; where the lines carry their times (logfmt,
/// Influx), the plot is exactly that of the same data as a CSV file.
@Suite(.enabled(if: Bin.path("wlcharts") != nil, "wlcharts is not built"))
struct StreamShapesPNGTests {
    static func png(stdin text: String, to path: String) throws -> (status: Int32?, err: [String]) {
        let p = try Spawned(Bin.path("wlcharts")!, ["-", "--png", path, "--size", "640x400", "--utc"],
                            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        defer { p.stop() }
        p.write(text)
        p.closeInput()
        return (p.waitExit(timeout: 60), p.err.all)
    }

    @Test(arguments: StreamShapes.all.map(\.name))
    func aShapeOnStdinIsDrawnToPNG(name: String) throws {
        let dir = try RuntimeDir()
        let out = dir.file("\(name).png")
        let r = try Self.png(stdin: StreamShapes.all.first { $0.name == name }!.text, to: out)
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        let image = try #require(Image.png(out))
        #expect(StreamShapes.pixels(image, WindowTests.LiveWindowTests.green) > 60 && StreamShapes.pixels(image, 0xF34C44) > 60)
        if let keep = ProcessInfo.processInfo.environment["WLCHARTS_KEEP_PNG"] {   // to look at them
            try? FileManager.default.copyItem(atPath: out, toPath: "\(keep)/stream-\(name).png")
        }
    }

    @Test(arguments: [("logfmt", StreamShapes.logfmt, StreamShapes.logfmtCSV), ("influx", StreamShapes.influx, StreamShapes.influxCSV)])
    func timedShapesDrawAsTheirCSV(name: String, text: String, csv: String) throws {
        let dir = try RuntimeDir()
        let file = dir.file("\(name).csv"), fromFile = dir.file("file.png"), fromStdin = dir.file("stdin.png")
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try PNGCommandTests.run([file, "--png", fromFile, "--size", "640x400", "--utc"]).status == 0)
        let r = try Self.png(stdin: text, to: fromStdin)
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        let a = try #require(Image.png(fromFile)), b = try #require(Image.png(fromStdin))
        let plot = { (i: Image) in i.crop(x: 0, y: 40, width: i.width, height: i.height - 40) }
        #expect(plot(a).difference(plot(b), tolerance: 0).fraction == 0, "the same plot and legend as the CSV file's")
    }
}
