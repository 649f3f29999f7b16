import AudioTesting
import Charts
import Foundation
import Screens
import Testing
import SeriesData
import Sonification

/// `wlcharts FILE --describe / --sonify / --play` as a user runs them: the printed text and the
/// written WAV against the Charts core, bad options, no sound server or speech service, and real
/// PulseAudio and speech-dispatcher servers that record what they were given.
@Suite(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
struct AccessibilityCommandTests {
    static let examples = Commands.packageRoot + "/Examples"
    static let exampleFiles = ((try? FileManager.default.contentsOfDirectory(atPath: examples)) ?? [])
        .filter { $0.hasSuffix(".json") || $0.hasSuffix(".csv") }.sorted().map { examples + "/" + $0 }
    static let round1 = URL(fileURLWithPath: Commands.packageRoot + "/../shared/data/telegram/round1/chart_data.json").standardized.path
    /// No sound server and no speech service can be reached with these.
    static let nowhere = ["PULSE_SERVER": "unix:/nonexistent/wlcharts-test/native",
                          "SPEECHD_ADDRESS": "unix_socket:/nonexistent/wlcharts-test/speechd.sock"]

    static func wlcharts(_ arguments: [String], environment: [String: String] = nowhere) throws -> Commands.Finished {
        try Commands.run(Commands.wlcharts!, arguments, environment: environment)
    }

    @Test(arguments: exampleFiles)
    func describePrintsTheChartSummary(file: String) throws {
        let r = try Self.wlcharts([file, "--describe"])
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        let data = try #require(try ChartLoader.load(path: file).first)
        let expected = ChartSummary(data: data, index: 0, window: data.initialWindow).lines
        let printed = r.out.split(separator: "\n").map(String.init)
        #expect(printed.count == expected.count)
        // The title comes from the file's name; the rest is the summary, word for word.
        #expect(printed.first?.hasSuffix(expected[0].drop { $0 != ":" }) == true, "\(printed.first ?? "")")
        #expect(Array(printed.dropFirst()) == Array(expected.dropFirst()))
    }

    @Test func describeCoversEveryChartOrTheChosenOneAndHonoursRangeAndHidden() throws {
        guard FileManager.default.fileExists(atPath: Self.round1) else {
            withKnownIssue("real contest data not found at ../shared/data/telegram — skipped") { Issue.record("skipped") }
            return
        }
        let all = try Self.wlcharts([Self.round1, "--describe"])
        #expect(all.status == 0)
        let paragraphs = all.out.components(separatedBy: "\n\n")
        #expect(paragraphs.count == 5)
        #expect((1 ... 5).allSatisfy { n in paragraphs[n - 1].hasPrefix("Chart \(n): ") })
        let one = try Self.wlcharts([Self.round1, "--describe", "--chart", "3", "--range", "2018-12-01..2018-12-31", "--hidden", "y1"])
        let data = try ChartLoader.load(path: Self.round1)[2]
        let window = data.viewWindow(Double(CivilDate.milliseconds(year: 2018, month: 12, day: 1)) ... Double(CivilDate.milliseconds(year: 2018, month: 12, day: 31)))
        #expect(one.out == ChartSummary(data: data, index: 2, window: window, hidden: ["y1"]).text + "\n")
        #expect(one.out.hasPrefix("Chart 3: ") && one.out.contains("1 December 2018 – 31 December 2018, 31 points."))
    }

    @Test func sonifyWritesTheAudioGraphOfTheChosenSeriesRangeAndDuration() throws {
        let file = Self.examples + "/views-shares-two-axes.json"
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = try #require(try ChartLoader.load(path: file).first)

        let r = try Self.wlcharts([file, "--sonify", folder + "/a.wav"])
        #expect(r.status == 0 && r.out.isEmpty && r.err.isEmpty, "\(r.err)")
        let written = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/a.wav")))
        let first = try AudioGraph(data: data, series: 0, window: data.initialWindow)
        #expect(written == WAVEncoder.encode(first.render()))
        #expect(abs(try WAVFile.decode(written).duration - 3) < 0.15)

        let s = try Self.wlcharts([file, "--sonify", folder + "/b.wav", "--series", "y1", "--range", "2019-11-01..2019-11-30", "--duration", "2.5s"])
        #expect(s.status == 0, "\(s.err)")
        let window = data.viewWindow(Double(CivilDate.milliseconds(year: 2019, month: 11, day: 1)) ... Double(CivilDate.milliseconds(year: 2019, month: 11, day: 30)))
        let chosen = try AudioGraph(data: data, series: 1, window: window, options: AudioGraphOptions(duration: 2.5))
        #expect(chosen.points.count == 30)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/b.wav"))) == WAVEncoder.encode(chosen.render()))

        // The first series shown: hiding y0 plays y1.
        let h = try Self.wlcharts([file, "--sonify", folder + "/c.wav", "--hidden", "y0"])
        #expect(h.status == 0)
        let second = try AudioGraph(data: data, series: 1, window: data.initialWindow)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/c.wav"))) == WAVEncoder.encode(second.render()))
    }

    @Test(arguments: [
        (["--sonify", "/tmp/never.wav", "--series", "y7"], "--series: chart 1 of ", "has no series 'y7' (it has y0, y1)"),
        (["--sonify", "/tmp/never.wav", "--duration", "1s"], "--duration must be 2s…10s", "not '1s'"),
        (["--sonify", "/tmp/never.wav", "--duration", "fast"], "--duration must be 2s…10s", "not 'fast'"),
        (["--describe", "--range", "2030-01-01..2030-02-01"], "--range 2030-01-01..2030-02-01 lies outside chart 1 of ", "'s data (1 January 2019 – 31 December 2019)"),
        (["--speak", "--png", "/tmp/never.png"], "--speak goes with --describe or the window", ""),
        (["--series", "y0", "--png", "/tmp/never.png"], "--series goes with --sonify, --play or the window", ""),
        (["--series", "y9", "--display", "/nonexistent/wayland-0"], "--series: chart 1 of ", "has no series 'y9' (it has y0, y1)"),
        (["--sonify", "/nonexistent-folder/x.wav"], "/nonexistent-folder/x.wav: cannot write", "No such file"),
        (["--describe", "--chart", "2"], "--chart must be a whole number in 1…1", "not '2'"),
    ])
    func badOptionsAreOneLineNamingTheProblem(arguments: [String], start: String, detail: String) throws {
        let r = try Self.wlcharts([Self.examples + "/views-shares-two-axes.json"] + arguments)
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.errLines.count == 1)
        #expect(r.err.hasPrefix("wlcharts: " + start) && (detail.isEmpty || r.err.contains(detail)), "\(r.err)")
    }

    @Test func withoutASoundServerOrSpeechServiceOneLineSaysSoAndTheRestGoesOn() throws {
        let file = Self.examples + "/sensor-with-gap.json"
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = try Self.wlcharts([file, "--sonify", folder + "/a.wav", "--play", "--describe", "--speak"])
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("Sensor with gap: a line"))
        #expect(r.errLines.count == 2, "\(r.err)")
        #expect(r.errLines.contains { $0.hasPrefix("wlcharts: no sound server (") && $0.hasSuffix("): not played") })
        #expect(r.errLines.contains { $0.hasPrefix("wlcharts: no speech service (") && $0.hasSuffix("): not spoken") })
        #expect(FileManager.default.fileExists(atPath: folder + "/a.wav"))
    }

    /// `--play` into a real PulseAudio null sink: the recording holds our samples, bit for bit,
    /// from (at most) its first 200 ms on, and nothing after them.
    @Test(.enabled(if: SoundServer.available, SoundServer.missingNote))
    func playReachesARealSoundServerSampleForSample() throws {
        let file = Self.examples + "/sensor-with-gap.json"
        let data = try #require(try ChartLoader.load(path: file).first)
        let sound = try AudioGraph(data: data, series: 0, window: data.initialWindow, options: AudioGraphOptions(duration: 2)).render()
        let server = try SoundServer()
        defer { server.stop() }
        try server.startRecording()
        let r = try Self.wlcharts([file, "--play", "--duration", "2s"], environment: server.environment)
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        usleep(300_000)
        let heard = try WAVFile.decode(server.stopRecording())
        #expect(heard.channels == 2 && heard.sampleRate == 44_100)
        // Find where our sound starts in the recording (it may have missed up to 0.2 s of it), then
        // compare it all: every sample, in order, bit for bit — a starved machine may have made the
        // server insert silence (underruns), never lose or change a sample.
        let ours = sound.samples, rec = heard.samples
        let found = stride(from: 0, through: 2 * 44_100 / 5, by: 2 * 441).lazy
            .compactMap { first in SoundServer.position(of: ours, from: first, in: rec).map { (first, $0) } }.first
        let (firstCompared, start) = try #require(found, "our sound is not in the recording (or more than 0.2 s of its start is missing)")
        let match = RecordedSound(ours, from: firstCompared, in: rec, at: start)
        #expect(match.firstMismatch == nil, "ours differs in the recording from sample \(match.firstMismatch ?? 0) on (underruns before: \(match.underruns))")
        #expect(match.underruns.count <= 8, "underruns: \(match.underruns)")
        guard match.firstMismatch == nil else { return }
        let end = RecordedSound.end(of: ours, from: firstCompared, at: start, match)
        #expect(rec[end...].allSatisfy { $0 == 0 }, "sound after the audio graph ended")
    }

    /// `--describe --speak` through a real speech-dispatcher (espeak-ng) into the null sink: the
    /// recording holds seconds of speech, and the command waited for it.
    @Test(.enabled(if: SoundServer.speechAvailable, SoundServer.speechMissingNote))
    func speakReachesARealSpeechService() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/tiny.csv"
        try "time,Load\n2019-04-01,1\n2019-04-02,2\n".write(toFile: file, atomically: true, encoding: .utf8)
        let server = try SoundServer()
        defer { server.stop() }
        try server.startSpeech()
        try server.startRecording()
        let r = try Self.wlcharts([file, "--describe", "--speak"], environment: server.environment)
        #expect(r.status == 0 && r.err.isEmpty, "\(r.err)")
        #expect(r.out.hasPrefix("Tiny: a line, 1 April 2019 – 2 April 2019, 2 points."))
        let heard = try WAVFile.decode(server.stopRecording())
        let left = heard.channel(0)
        let loud = left.filter { abs($0) > 500 }.count
        #expect(Double(loud) / Double(heard.sampleRate) > 1, "\(Double(loud) / 44_100) s above the noise floor: nothing was spoken")
    }
}
