import Foundation
import Testing

/// A change of a chart's state said through a real speech-dispatcher (issue 33): `--speak` in the
/// window on a followed file; a new sample beyond the crit limit is the sentence the service is
/// given (its dummy output module logs it), and the way back is "back to normal".
@Suite(.enabled(if: Commands.wlcharts != nil && Commands.testCompositor != nil, "wlcharts or wlcharts-testcomp is not built — skipped"))
struct ThresholdSpeechTests {
    @Test(.enabled(if: SpeechLog.available, SpeechLog.missingNote))
    func aCrossingIsSaidThroughSpeechDispatcher() throws {
        let speech = try SpeechLog()
        defer { speech.stop() }
        let file = speech.folder + "/cpu.csv"
        func row(_ i: Int, _ v: Int) -> String { "\(1_700_000_000 + i * 60),\(v)\n" }
        try ("time,cpu\n" + (0 ..< 10).map { row($0, 40 + $0) }.joined()).write(toFile: file, atomically: true, encoding: .utf8)
        let window = try CompositorWindow(["--follow", file, "--threshold", "crit=95", "--speak", "--stale-after", "1h"],
                                          folder: speech.folder, environment: speech.environment)
        defer { window.stop() }
        let append = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        defer { try? append.close() }
        append.seekToEndOfFile()
        append.write(Data((row(10, 97) + row(11, 99)).utf8))
        let critical = try speech.waitToHear("the crossing", from: "wlcharts", timeout: 30) { $0.contains("critical") }
        #expect(critical == "Cpu on cpu above 95, critical since 22:23", "\(speech.spoken)")
        append.write(Data(row(12, 50).utf8))
        let normal = try speech.waitToHear("the way back", from: "wlcharts", timeout: 30) { $0.contains("normal") }
        #expect(normal == "Cpu back to normal", "\(speech.spoken)")
        #expect(window.window.isRunning)
    }
}
