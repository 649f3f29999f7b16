import AudioTesting
import Charts
import Foundation
import Testing
import SeriesData
import Sonification

/// The window's `s` into a real PulseAudio server (null sink, recorded with `parec`), the window
/// shown by `wlcharts-testcomp` driven through a FIFO: the recording holds the audio graph of
/// the window's visible range bit for bit (after its first 50 ms), the window draws while the highlight moves with the
/// sound and stops drawing when it ends.
@Suite(.enabled(if: Commands.wlcharts != nil && Commands.testCompositor != nil, "wlcharts or wlcharts-testcomp is not built — skipped"))
struct WindowSoundTests {
    @Test(.enabled(if: SoundServer.available, SoundServer.missingNote))
    func sPlaysTheVisibleRangeIntoARealServerAndTheWindowFollowsIt() throws {
        let file = Commands.packageRoot + "/Examples/sensor-with-gap.json"
        let data = try #require(try ChartLoader.load(path: file).first)
        let sound = try AudioGraph(data: data, series: 0, window: data.initialWindow, options: AudioGraphOptions(duration: 2)).render()
        let server = try SoundServer()
        defer { server.stop() }
        let fifo = server.runtime + "/commands", log = server.runtime + "/compositor.log"
        #expect(mkfifo(fifo, 0o600) == 0)
        let compositor = try Background(Commands.testCompositor!, ["--socket", "wl-sound", "--size", "640x400", "--commands", fifo],
                                        environment: ["XDG_RUNTIME_DIR": server.runtime], log: log)
        defer { compositor.stop() }
        func lines() -> [String] { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init) }
        func waitFor(_ what: String, _ ready: () -> Bool) throws {
            let deadline = Date().addingTimeInterval(15)
            while !ready() {
                guard Date() < deadline else { throw Commands.Failure(description: "timed out waiting for \(what): \(lines().suffix(5))") }
                usleep(50_000)
            }
        }
        try waitFor("the compositor") { lines().contains { $0.hasPrefix("ready") } }
        let errors = server.runtime + "/wlcharts.err"
        let window = try Background(Commands.wlcharts!, [file, "--duration", "2s"],
                                    environment: server.environment.merging(["WAYLAND_DISPLAY": "wl-sound"]) { $1 },
                                    log: server.runtime + "/wlcharts.out", errorLog: errors)
        defer { window.stop() }
        try waitFor("the first frame") { lines().contains { $0.hasPrefix("commit ") } }
        usleep(500_000)
        try server.startRecording(lowLatency: true)
        let commitsBefore = lines().filter { $0.hasPrefix("commit ") }.count
        let commands = try #require(FileHandle(forWritingAtPath: fifo))
        commands.write(Data("key s\n".utf8))
        // The null sink runs a little slower than real time here: wait for the end and its drain.
        usleep(1_500_000)
        let during = lines().filter { $0.hasPrefix("commit ") }.count - commitsBefore
        usleep(2_500_000)
        let afterEnd = lines().filter { $0.hasPrefix("commit ") }.count
        usleep(600_000)
        let later = lines().filter { $0.hasPrefix("commit ") }.count
        let heard = try WAVFile.decode(server.stopRecording())
        #expect(window.isRunning, "the window goes on")
        #expect(((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "").isEmpty)
        // The highlight moved with the sound: frames came while it played (an idle window draws
        // none), each damaging the highlight's part of the plot further right.
        // (At least two: a client starved at load 14 drew only 4 in that time, an idle one none.)
        #expect(during >= 2, "\(during) frames in the first 1.5 s of playback")
        let xs = lines().filter { $0.hasPrefix("commit ") }.dropFirst(commitsBefore + 1).compactMap { line -> Int? in
            guard let d = line.split(separator: " ").first(where: { $0.hasPrefix("damage=") }) else { return nil }
            return Int(d.dropFirst(7).split(separator: ",")[0])
        }.dropLast()   // the last frame: the highlight goes back (none), a wide damage
        #expect(xs.count >= 5 && xs.first! < xs.last!, "damage moves left to right: \(xs)")
        #expect(later == afterEnd, "the window stopped drawing when the sound ended")
        // The sound: ours, bit for bit and in order, where it starts in the recording — a starved
        // machine may have made the server insert silence (underruns), never lose or change a sample.
        // The first 50 ms may differ: the server starts the stream against the low-latency monitor.
        let ours = sound.samples, rec = heard.samples, first = 2 * 2205
        let start = try #require(SoundServer.position(of: ours, from: first, in: rec), "the window's audio graph is not in the recording")
        let match = RecordedSound(ours, from: first, in: rec, at: start)
        #expect(match.firstMismatch == nil, "ours differs in the recording from sample \(match.firstMismatch ?? 0) on (underruns before: \(match.underruns))")
        #expect(match.underruns.count <= 8, "underruns: \(match.underruns)")
    }
}
