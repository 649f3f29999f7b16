import Foundation
import Testing

/// Events from a followed file (issue 33), in the window and on a kiosk panel: the file named by
/// `--events` (a panel's `events` key) is read again when it changes — an appended line is a new
/// marker; an appended broken line is one warning naming file:line, and the events stay drawn.
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct EventsWindowTests {
        static let data = "time,load\n2024-05-01T00:00:00Z,1\n2024-05-01T06:00:00Z,3\n2024-05-01T12:00:00Z,2\n2024-05-01T18:00:00Z,4\n"

        static func append(_ line: String, to path: String) throws {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            handle.seekToEndOfFile()
            handle.write(Data(line.utf8))
        }

        @Test(arguments: [false, true])
        func anAppendedEventIsDrawnAndABrokenLineIsAWarning(kiosk: Bool) throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let data = s.runtime.file("load.csv"), events = s.runtime.file("ev.csv")
            try Self.data.write(toFile: data, atomically: true, encoding: .utf8)
            try "time,text\n2024-05-01T06:00:00Z,deploy\n".write(toFile: events, atomically: true, encoding: .utf8)
            if kiosk {
                let wall = s.runtime.file("wall.toml")
                try "burn_in = \"off\"\n\n[[panel]]\nfile = \"load.csv\"\nevents = \"ev.csv\"\n".write(toFile: wall, atomically: true, encoding: .utf8)
                try s.startClient(["--kiosk", wall])
            } else {
                try s.startClient([data, "--events", events])
            }
            s.compositor.settle()
            let before = try s.screenshot()
            try Self.append("2024-05-01T15:00:00Z,restart\n", to: events)
            let after = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(before).fraction > 0.001 }
            #expect(after.difference(before).fraction > 0.001, "the appended event is drawn")
            try Self.append("noon,broken\n", to: events)
            let warned = { s.client?.err.all.filter { $0.contains("ev.csv:4: 'noon' is not a time") } ?? [] }
            let deadline = Date().addingTimeInterval(30)
            while warned().isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(warned().count == 1, "one warning naming the file and line: \(s.client?.err.all ?? [])")
            s.compositor.settle()
            #expect(try s.screenshot().difference(after).fraction < 0.001, "the events stay drawn")
            #expect(s.client?.waitExit(timeout: 0.2) == nil, "the window stays")
        }
    }
}
