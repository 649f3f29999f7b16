import AudioTesting
import Foundation
import Sonification
@testable import Adapters
import Testing
@testable import wlcharts

/// A state change's earcon through the audio output the audio graph uses (`PulseAudioOutput`),
/// into a real PulseAudio server's null sink: the recording holds it sample for sample.
@Suite(.serialized) struct EarconSoundTests {
    @Test(.enabled(if: SoundServer.available, SoundServer.missingNote))
    func anEarconReachesARealSoundServer() throws {
        let earcon = try #require(Earcon.sound(from: 0, to: 4))
        let server = try SoundServer()
        defer { server.stop() }
        try server.startRecording()
        // This process's libpulse-simple connects where PULSE_SERVER says (set for this test only).
        let before = ProcessInfo.processInfo.environment["PULSE_SERVER"]
        setenv("PULSE_SERVER", server.environment["PULSE_SERVER"]!, 1)
        defer { if let before { setenv("PULSE_SERVER", before, 1) } else { unsetenv("PULSE_SERVER") } }
        let output = PulseAudioOutput()
        try output.play(earcon)
        output.waitUntilDone()
        #expect(output.lastError == nil)
        usleep(300_000)
        let rec = try WAVFile.decode(server.stopRecording()).samples
        // Its tones (past the first 0.05 s, which the recorder may have missed) are in the recording as played.
        let found = stride(from: 2 * 2205, through: earcon.samples.count - 800, by: 2 * 441).lazy
            .compactMap { SoundServer.position(of: earcon.samples, from: $0, in: rec) }.first
        #expect(found != nil, "the earcon is not in the recording")
    }
}
