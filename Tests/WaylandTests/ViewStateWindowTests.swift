import Foundation
import Testing

/// The view state across restarts, through the test compositor: a burst of key presses in the
/// desktop window is one write of `$XDG_STATE_HOME/wlcharts/NAME-HASH.view.json` and a new
/// process starts in that view; the command line's own view wins; a corrupt file is one
/// warning. A kiosk grid restores each panel's view.
@Suite(.enabled(if: TestSession.available && KioskWindowTests.fontPresent, "needs wlcharts-testcomp, wlcharts and DejaVu Sans"), .serialized)
struct ViewStateWindowTests {
    static let font = KioskWindowTests.font
    static let file = KioskWindowTests.examples + "/daily-joined-left.json"

    /// Starts wlcharts with `arguments` and waits for its own first frame (the compositor's log
    /// holds earlier clients' commits too).
    static func start(_ s: TestSession, _ arguments: [String], state: String) throws -> Spawned {
        let mark = s.compositor.out.count
        let c = try s.startClient(arguments, environment: ["XDG_STATE_HOME": state], waitForFrame: false)
        guard s.compositor.waitForLine(from: mark, timeout: 30, { $0.hasPrefix("commit ") }) != nil else {
            throw SessionError("no frame from wlcharts: \(c.err.all)")
        }
        s.compositor.settle()
        return c
    }

    /// The one file under `folder` once it contains `text` (waits up to 30 s). The atomic save's
    /// `NAME.tmp`, seen between its write and its rename, is not a saved file.
    static func saved(in folder: String, containing text: String) -> (name: String, text: String)? {
        let deadline = Date().addingTimeInterval(30)
        repeat {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasSuffix(".tmp") }
            if files.count == 1, let t = try? String(contentsOfFile: folder + "/" + files[0], encoding: .utf8), t.contains(text) {
                return (files[0], t)
            }
            Thread.sleep(forTimeInterval: 0.1)
        } while Date() < deadline
        return nil
    }

    static func inode(_ path: String) -> UInt64 {
        var st = stat()
        return stat(path, &st) == 0 ? UInt64(st.st_ino) : 0
    }

    @Test func theDesktopWindowComesBackInTheViewItWasLeftIn() throws {
        let s = try TestSession(size: "480x320")
        defer { s.close() }
        let state = s.runtime.file("state"), folder = state + "/wlcharts"
        let first = try Self.start(s, [Self.file, "--font", Self.font], state: state)
        #expect(try s.screenshot()[5, 5] == TestSession.day)
        // A burst: night, zoomed out twice, back to day and to night again.
        s.send("key n", "key minus", "key minus", "key n", "key n")
        let written = try #require(Self.saved(in: folder, containing: "\"night\""), "no saved view: \(first.err.all)")
        #expect(written.name.hasPrefix("daily-joined-left.json-") && written.name.hasSuffix(".view.json"))
        #expect(written.text.contains("\"window\":[") && written.text.contains("\"hidden\":[]"), "\(written.text)")
        let path = folder + "/" + written.name
        let node = Self.inode(path)
        Thread.sleep(forTimeInterval: 2.5)
        #expect(Self.inode(path) == node && (try? String(contentsOfFile: path, encoding: .utf8)) == written.text, "written once")
        let left = try s.screenshot()
        s.send("key q")
        #expect(first.waitExit(timeout: 30) == 0)

        let second = try Self.start(s, [Self.file, "--font", Self.font], state: state)
        let back = try s.screenshot()
        #expect(back[5, 5] == TestSession.night, "the saved skin")
        let d = back.difference(left)
        #expect(d.fraction < 0.002, "the saved window: \(d)")
        #expect(second.err.all.isEmpty, "\(second.err.all)")
        s.send("key q")
        _ = second.waitExit(timeout: 30)

        // The command line describes a view: it wins.
        let third = try Self.start(s, [Self.file, "--font", Self.font, "--theme", "day"], state: state)
        #expect(try s.screenshot()[5, 5] == TestSession.day)
        s.send("key q")
        _ = third.waitExit(timeout: 30)

        // A corrupt file: one warning naming it, the window starts as the command line says.
        try Data([0x7B, 0xFF, 0x00]).write(to: URL(fileURLWithPath: path))
        let fourth = try Self.start(s, [Self.file, "--font", Self.font], state: state)
        #expect(try s.screenshot()[5, 5] == TestSession.day)
        #expect(fourth.err.all.count == 1 && fourth.err.all.first?.hasPrefix("wlcharts: \(path): not a saved view of ") == true, "\(fourth.err.all)")
        #expect(fourth.waitExit(timeout: 0.2) == nil, "still running")
    }

    @Test func aKioskGridRestoresEachPanelsView() throws {
        let s = try TestSession(size: "480x320")
        defer { s.close() }
        let wall = try KioskWindowTests.writeWall(in: s, "layout = \"grid\"\ncolumns = 2\nburn_in = \"off\"",
                                                  panels: ["daily-joined-left.json", "messages-stacked-bars.json"])
        let state = s.runtime.file("state"), folder = state + "/wlcharts"
        let first = try Self.start(s, ["--kiosk", wall, "--font", Self.font], state: state)
        #expect(try s.screenshot()[40, 40] == TestSession.day)
        s.send("key n")   // keys go to the panel touched last: the first
        let written = try #require(Self.saved(in: folder, containing: "\"night\""), "no saved wall: \(first.err.all)")
        #expect(written.text.contains("\"views\":[{") && written.text.contains("\"version\":2"), "\(written.text)")
        kill(first.process.processIdentifier, SIGKILL)   // a crash: nothing of ours runs
        _ = first.waitExit(timeout: 5)

        let second = try Self.start(s, ["--kiosk", wall, "--font", Self.font], state: state)
        let shot = try s.screenshot()
        #expect(shot[40, 40] == TestSession.night && shot[shot.width - 40, 40] == TestSession.day, "panel 1 night, panel 2 day")
        #expect(second.err.all.isEmpty, "\(second.err.all)")
    }

    /// `--follow FILE`: a view following the newest samples comes back following (samples
    /// written meanwhile and after move it), a panned-back one comes back at its window.
    @Test func aFollowedFileComesBackFollowingOrAtItsPannedBackWindow() throws {
        let s = try TestSession(size: "480x320")
        defer { s.close() }
        let state = s.runtime.file("state"), folder = state + "/wlcharts"
        let file = s.runtime.file("live.csv")
        // A rising saw: every window of it looks different.
        func rows(_ r: Range<Int>) -> String { r.map { "\(1_700_000_000 + $0 * 60),\($0 + ($0 % 7) * 10)\n" }.joined() }
        func append(_ r: Range<Int>) throws {
            let h = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
            try h.seekToEnd()
            try h.write(contentsOf: Data(rows(r).utf8))
            try h.close()
        }
        let plot = { (i: Image) in i.crop(x: 0, y: 40, width: i.width, height: i.height / 2) }
        try ("t,cpu\n" + rows(0 ..< 300)).write(toFile: file, atomically: false, encoding: .utf8)
        let arguments = ["--follow", file, "--font", Self.font]

        let first = try Self.start(s, arguments, state: state)
        s.send("key n")
        let following = try #require(Self.saved(in: folder, containing: "\"night\""), "no saved view: \(first.err.all)")
        #expect(following.name.hasPrefix("live.csv-") && following.name.hasSuffix(".view.json"), "\(following.name)")
        #expect(!following.text.contains("\"window\""), "following: no window — \(following.text)")
        s.send("key q")
        #expect(first.waitExit(timeout: 30) == 0)

        try append(300 ..< 400)
        let second = try Self.start(s, arguments, state: state)
        let resumed = try s.screenshot()
        #expect(resumed[5, 5] == TestSession.night, "the saved skin")
        // Following: new samples move the plot.
        try append(400 ..< 500)
        let moved = try WindowTests.RemoteWindowTests.waitForPicture(s, timeout: 30) { plot($0).difference(plot(resumed)).fraction > 0.02 }
        #expect(plot(moved).difference(plot(resumed)).fraction > 0.02, "the restored view follows the newest samples")
        // Zoomed in and panned back: the window is saved.
        s.send("key up")
        s.send("key left")
        let panned = try #require(Self.saved(in: folder, containing: "\"window\":["), "no saved window: \(second.err.all)")
        #expect(panned.text.contains("\"night\""), "\(panned.text)")
        s.compositor.settle()
        let left = try s.screenshot()
        #expect(plot(left).difference(plot(moved)).fraction > 0.02, "the view moved")
        s.send("key q")
        #expect(second.waitExit(timeout: 30) == 0)
        #expect(second.err.all.isEmpty, "\(second.err.all)")

        try append(500 ..< 600)
        let third = try Self.start(s, arguments, state: state)
        let back = try s.screenshot()
        #expect(back[5, 5] == TestSession.night)
        #expect(plot(back).difference(plot(left)).fraction < 0.02, "the panned-back window: \(plot(back).difference(plot(left)))")
        #expect(third.err.all.isEmpty, "\(third.err.all)")
    }

    /// A server's `load.csv` shown by `arguments` (the desktop window or a wall of one panel):
    /// once its data is there it is zoomed in, panned back and turned to night, written, and left
    /// with `quit`; a new process shows that window and skin once its first answer came. Returns
    /// the file saved before the restart, the new process and the folder, for the caller's checks.
    static func panBackLeaveAndComeBack(_ s: TestSession, _ arguments: [String], quit: [String],
                                        savedName prefix: String) throws -> (saved: (name: String, text: String), second: Spawned, folder: String) {
        let state = s.runtime.file("state"), folder = state + "/wlcharts"
        let plot = { (i: Image) in i.crop(x: 0, y: 40, width: i.width, height: i.height / 2) }
        let first = try Self.start(s, arguments, state: state)
        let shown = try WindowTests.RemoteWindowTests.waitForPicture(s, timeout: 30) {
            WindowTests.RemoteWindowTests.count($0, TestSession.green, rows: 40 ..< 200) > 100
        }
        s.send("key up")
        s.send("key left")
        s.send("key n")
        let saved = try #require(Self.saved(in: folder, containing: "\"window\":["), "nothing saved: \(first.err.all)")
        #expect(saved.name.hasPrefix(prefix) && saved.text.contains("\"night\""), "\(saved)")
        s.compositor.settle()
        let left = try s.screenshot()
        #expect(plot(left).difference(plot(shown)).fraction > 0.02, "the view moved")
        for key in quit { s.compositor.send(key) }
        #expect(first.waitExit(timeout: 30) == 0, "\(first.err.all)")

        let second = try Self.start(s, arguments, state: state)
        let back = try WindowTests.RemoteWindowTests.waitForPicture(s, timeout: 30) { plot($0).difference(plot(left)).fraction < 0.02 }
        #expect(plot(back).difference(plot(left)).fraction < 0.02, "the panned-back window once the data came: \(plot(back).difference(plot(left)))")
        #expect(back[5, 5] == TestSession.night)
        #expect(second.err.all.isEmpty, "\(second.err.all)")
        return (saved, second, folder)
    }

    /// A loopback server with `load.csv`: 300 minutes of a rising saw.
    static func loadServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        try server.write("load.csv", "t,load\n" + (0 ..< 300).map { "\(1_700_000_000_000 + Int64($0) * 60_000),\($0 + ($0 % 7) * 10)\n" }.joined())
        return server
    }

    /// A chart file on a server: the saved view waits for the first answer (the window cannot be
    /// restored into a chart without data), then the panned-back window and the skin come back.
    @Test(.enabled(if: LoopbackHTTPServer.available, "needs python3 (scripts/install-deps.sh test) — skipped"))
    func aServersChartComesBackAtItsWindowOnceTheDataIsThere() throws {
        let server = try Self.loadServer()
        let s = try TestSession(size: "480x320")
        defer { s.close() }
        let r = try Self.panBackLeaveAndComeBack(s, [server.url("/files/load.csv"), "--refresh", "1h", "--font", Self.font],
                                                 quit: ["key q"], savedName: "load.csv-")
        // Nobody touched it: the file is as it was.
        #expect((try? String(contentsOfFile: r.folder + "/" + r.saved.name, encoding: .utf8)) == r.saved.text)
    }

    /// A kiosk panel fed by a server (issue 14): its saved panned-back window waits for the first
    /// answer (KioskCommand used to restore it into a chart without data, so it came back
    /// following), then comes back with the skin; the saved wall is not rewritten meanwhile.
    @Test(.enabled(if: LoopbackHTTPServer.available, "needs python3 (scripts/install-deps.sh test) — skipped"))
    func aKioskServerPanelComesBackAtItsWindowOnceTheDataIsThere() throws {
        let server = try Self.loadServer()
        let s = try TestSession(size: "480x320")
        defer { s.close() }
        let wall = s.runtime.file("wall.toml")
        try "burn_in = \"off\"\n[[panel]]\nurl = \"\(server.url("/files/load.csv"))\"\nrefresh = \"1h\"\n"
            .write(toFile: wall, atomically: true, encoding: .utf8)
        let r = try Self.panBackLeaveAndComeBack(s, ["--kiosk", wall, "--font", Self.font],
                                                 quit: ["key ctrl press", "key alt press", "key q"], savedName: "wall.toml-")
        Thread.sleep(forTimeInterval: 2)   // past the 1.5 s a change would take to be written
        #expect((try? String(contentsOfFile: r.folder + "/" + r.saved.name, encoding: .utf8)) == r.saved.text, "nobody touched it: the file is as it was")
    }

    /// A lit preset comes back in a new process as that preset over the data there is then — "5D"
    /// of a file that grew meanwhile is its newest five days, exactly what pressing 2 shows — and
    /// a percentage chart's pie comes back as the pie it was left as.
    @Test func aPresetAndAPieComeBackInANewProcess() throws {
        let s = try TestSession(size: "480x320")
        defer { s.close() }
        let state = s.runtime.file("state"), folder = state + "/wlcharts"
        let file = s.runtime.file("daily.csv")
        // A rising saw, one row a day from 2019-01-01: every five days look different.
        func rows(_ days: Int) -> String {
            "t,visits\n" + (0 ..< days).map { d in "\(1_546_300_800_000 + Int64(d) * 86_400_000),\(d + (d % 7) * 10)\n" }.joined()
        }
        try rows(100).write(toFile: file, atomically: true, encoding: .utf8)
        let arguments = [file, "--presets", "--font", Self.font]
        let first = try Self.start(s, arguments, state: state)
        s.send("key 2")
        let saved = try #require(Self.saved(in: folder, containing: "\"preset\":\"5D\""), "no saved preset: \(first.err.all)")
        #expect(saved.text.contains("\"window\":["), "\(saved.text)")
        let old = try s.screenshot()
        s.send("key q")
        #expect(first.waitExit(timeout: 30) == 0)

        try rows(130).write(toFile: file, atomically: true, encoding: .utf8)   // 30 more days
        let second = try Self.start(s, arguments, state: state)
        let back = try s.screenshot()
        #expect(second.err.all.isEmpty, "\(second.err.all)")
        s.send("key q")
        #expect(second.waitExit(timeout: 30) == 0)
        // The same file, no saved state, 2 pressed: the picture the restored view must be.
        let third = try Self.start(s, arguments + ["--state", "off"], state: state)
        s.send("key 2")
        let pressed = try WindowTests.RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(back).fraction < 0.002 }
        #expect(pressed.difference(back).fraction < 0.002, "5D over the newest data, lit: \(pressed.difference(back))")
        #expect(back.difference(old).fraction > 0.02, "not the five days it was saved on: \(back.difference(old))")
        s.send("key q")
        _ = third.waitExit(timeout: 30)

        // A pie: entered from a highlight (--highlight describes a view: nothing restored then).
        let pie = Self.file.replacingOccurrences(of: "daily-joined-left.json", with: "platform-share-percentage.json")
        try FileManager.default.removeItem(atPath: folder)
        let fourth = try Self.start(s, [pie, "--font", Self.font, "--highlight", "2019-06-01"], state: state)
        let overview = try s.screenshot()
        s.send("key enter")
        let written = try #require(Self.saved(in: folder, containing: "\"pie\":true"), "no saved pie: \(fourth.err.all)")
        #expect(!written.text.contains("\"day\":"), "\(written.text)")
        s.compositor.settle()
        let left = try s.screenshot()
        #expect(left.difference(overview).fraction > 0.05, "the pie shows: \(left.difference(overview))")
        s.send("key q")
        #expect(fourth.waitExit(timeout: 30) == 0)
        let fifth = try Self.start(s, [pie, "--font", Self.font], state: state)
        let again = try s.screenshot()
        #expect(again.difference(left).fraction < 0.002, "the pie, at start: \(again.difference(left))")
        #expect(fifth.err.all.isEmpty, "\(fifth.err.all)")
    }
}
