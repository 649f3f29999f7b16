import Charts
import Foundation
import Kiosk
import Testing
@testable import Adapters
@testable import wlcharts
import SeriesData

/// A state file with a deterministic clock: written 1.5 s after the last change (a change in
/// between starts the wait again), atomically (a temporary file renamed over the old one; a
/// failed write leaves the old state), and a corrupt or unknown file is one warning naming it.
@MainActor
struct StateFileTests {
    static func view(_ n: Int, theme: Theme.Kind = .day) -> ChartViewState {
        ChartViewState(chartIndex: 0, window: XWindow(Double(n), Double(n + 10)), hidden: [], theme: theme)
    }

    static func file(_ path: String) -> (StateFile<ChartViewState>, Box) {
        let box = Box()
        let f = StateFile<ChartViewState>(path: path, consequence: "test") { SavedSourceView(source: "/d/a.json", view: $0).encoded }
        f.warn = { box.lines.append($0) }
        return (f, box)
    }

    final class Box { var lines: [String] = [] }

    static func load(_ f: StateFile<ChartViewState>) -> ChartViewState? {
        f.load(what: "a saved view of /d/a.json", ignoring: "starting as the command line says") {
            SavedSourceView.decode($0, source: "/d/a.json")?.view
        }
    }

    @Test func aBurstOfChangesIsOneWriteOneAndAHalfSecondsAfterTheLast() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (f, warnings) = Self.file(folder + "/wlcharts/a.json-1.view.json")
        #expect(Self.load(f) == nil && warnings.lines.isEmpty, "no file: silent")
        // A drag: a new window every 16 ms for 2 s, then the finger rests.
        var t = 100.0
        for i in 0 ..< 125 {
            f.note(Self.view(i), at: t)
            #expect(f.due == t + 1.5, "the wait restarts at each change")
            t += 0.016
        }
        let last = t - 0.016
        f.note(Self.view(124), at: last + 1.49)
        #expect(f.writes == 0, "not before 1.5 s after the last change")
        f.note(Self.view(124), at: last + 1.5)
        #expect(f.writes == 1 && f.due == nil)
        for k in 1 ... 100 { f.note(Self.view(124), at: last + 1.5 + Double(k)) }
        #expect(f.writes == 1, "an unchanged view is not written again")
        let (g, _) = Self.file(folder + "/wlcharts/a.json-1.view.json")
        #expect(Self.load(g) == Self.view(124))
        // Back to the saved value before the wait ends: nothing to write.
        f.note(Self.view(7), at: 500)
        f.note(Self.view(124), at: 501)
        f.note(Self.view(124), at: 510)
        #expect(f.writes == 1 && f.due == nil)
        // A clean exit writes a change still waiting, and only a change.
        f.note(Self.view(8, theme: .night), at: 600)
        f.flush(Self.view(8, theme: .night))
        f.flush(Self.view(8, theme: .night))
        #expect(f.writes == 2 && Self.load(g) == Self.view(8, theme: .night))
    }

    @Test func theFileIsReplacedByARenameNeverRewrittenInPlace() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/v.json"
        let (f, _) = Self.file(path)
        f.flush(Self.view(1))
        var before = stat(), after = stat()
        #expect(stat(path, &before) == 0)
        // A reader holding the old file keeps reading the old state whole.
        let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        f.flush(Self.view(2))
        #expect(stat(path, &after) == 0)
        #expect(before.st_ino != after.st_ino, "a new file renamed over the old one")
        let old = reader.readDataToEndOfFile()
        #expect(SavedSourceView.decode([UInt8](old), source: "/d/a.json")?.view == Self.view(1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["v.json"], "no temporary file left")
        // A write that cannot finish (the temporary name is taken by a folder): the old state stays.
        try FileManager.default.createDirectory(atPath: path + ".tmp", withIntermediateDirectories: false)
        let (g, warnings) = Self.file(path)
        g.flush(Self.view(3))
        #expect(g.writes == 0 && warnings.lines.count == 1)
        let (h, _) = Self.file(path)
        #expect(Self.load(h) == Self.view(2))
    }

    @Test func aCorruptOrUnknownFileIsOneWarningNamingIt() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/v.json"
        let good = SavedSourceView(source: "/d/a.json", view: Self.view(1)).encoded
        let bad: [[UInt8]] = [
            [0x7B, 0xFF, 0x00], Array(good.prefix(good.count - 8)), [],
            Array("{\"version\":9,\"source\":\"/d/a.json\",\"view\":{}}".utf8),                  // a newer program's
            SavedSourceView(source: "/d/other.json", view: Self.view(1)).encoded,             // another source's
            [UInt8](repeating: 0x20, count: 70_000) + good,                                    // too big to be ours
        ]
        for b in bad {
            try Data(b).write(to: URL(fileURLWithPath: path))
            let (f, warnings) = Self.file(path)
            #expect(Self.load(f) == nil)
            #expect(warnings.lines == ["wlcharts: \(path): not a saved view of /d/a.json (corrupt, or of another version) — starting as the command line says"],
                    "\(warnings.lines)")
            // It is replaced by the next write.
            f.note(Self.view(5), at: 0)
            f.note(Self.view(5), at: 2)
            #expect(f.writes == 1 && Self.load(Self.file(path).0) == Self.view(5))
        }
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let (f, warnings) = Self.file(path)
        #expect(Self.load(f) == nil && warnings.lines == ["wlcharts: \(path): cannot be read — starting as the command line says"])
    }
}
