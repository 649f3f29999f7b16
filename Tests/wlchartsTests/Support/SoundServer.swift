import Foundation
import Testing

/// A real PulseAudio server with a null sink, in its own runtime folder, and what it was played
/// (recorded from the sink's monitor with `parec`). PipeWire serves the same protocol, so this
/// checks what a desktop would hear. Optionally speech-dispatcher speaking into it.
final class SoundServer {
    static let available = ["pulseaudio", "pactl", "parec"].allSatisfy { Commands.tool($0) != nil }
    static let missingNote: Comment = "needs pulseaudio and pulseaudio-utils (scripts/install-deps.sh test) — skipped"
    static let speechAvailable = available && Commands.tool("speech-dispatcher") != nil
        && FileManager.default.fileExists(atPath: "/usr/lib/speech-dispatcher-modules/sd_espeak-ng")
    static let speechMissingNote: Comment = "needs speech-dispatcher, speech-dispatcher-espeak-ng and pulseaudio — skipped"

    let runtime: String
    private var server: Background?
    private var speech: Background?
    private var recorder: Background?

    /// What children need to reach this server (and nothing else).
    var environment: [String: String] {
        ["XDG_RUNTIME_DIR": runtime, "HOME": runtime, "PULSE_SERVER": "unix:\(runtime)/pulse/native",
         "SPEECHD_ADDRESS": "unix_socket:\(runtime)/speechd.sock"]
    }

    init() throws {
        runtime = try Commands.temporaryFolder()
        do {
            server = try Background(Commands.tool("pulseaudio")!, [
                "--daemonize=no", "--exit-idle-time=-1", "-n", "--load=module-native-protocol-unix",
                "--load=module-null-sink sink_name=nullsink rate=44100 channels=2",
            ], environment: ["XDG_RUNTIME_DIR": runtime, "HOME": runtime], log: runtime + "/pulseaudio.log")
            try waitFor("pulseaudio to answer") { (try? Commands.run(Commands.tool("pactl")!, ["info"], environment: self.environment, timeout: 5))?.status == 0 }
        } catch { stop(); throw error }
    }

    /// Starts speech-dispatcher (espeak-ng) on this server's runtime folder.
    func startSpeech() throws {
        speech = try Background(Commands.tool("speech-dispatcher")!, ["-s", "-t", "60", "-S", runtime + "/speechd.sock", "-L", runtime],
                                environment: environment, log: runtime + "/speechd.out")
        try waitFor("speech-dispatcher's socket") { FileManager.default.fileExists(atPath: self.runtime + "/speechd.sock") }
    }

    /// Starts recording the null sink into `runtime/rec.wav`; returns once data flows. With
    /// `lowLatency` the monitor is read in 20 ms blocks, so the sink plays in real time (by default
    /// it renders in blocks of seconds, and a new stream may wait that long to start).
    func startRecording(lowLatency: Bool = false) throws {
        let file = runtime + "/rec.wav"
        recorder = try Background(Commands.tool("parec")!, ["-d", "nullsink.monitor"] + (lowLatency ? ["--latency-msec=20"] : [])
                                  + ["--file-format=wav", file], environment: environment)
        try waitFor("parec to record") {
            ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0) > 44 + 44_100 * 4 / 5
        }
    }

    /// Stops the recorder and returns the WAV bytes it wrote.
    func stopRecording() throws -> [UInt8] {
        recorder?.stop()
        recorder = nil
        return Array(try Data(contentsOf: URL(fileURLWithPath: runtime + "/rec.wav")))
    }

    func stop() {
        recorder?.stop(); speech?.stop(); server?.stop()
        recorder = nil; speech = nil; server = nil
        try? FileManager.default.removeItem(atPath: runtime)
    }

    deinit { stop() }

    private func waitFor(_ what: String, seconds: Double = 15, _ ready: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !ready() {
            guard Date() < deadline else { throw Commands.Failure(description: "timed out waiting for \(what)") }
            usleep(100_000)
        }
    }
}

extension SoundServer {
    /// Where `ours` starts in `recording` (interleaved stereo samples; may be negative when the
    /// recording missed its start), found by a 400-sample stretch from its middle; `nil` when absent.
    static func offset(of ours: [Int16], in recording: [Int16]) -> Int? {
        let probe = Array(ours[ours.count / 2 ..< ours.count / 2 + 400])
        for start in stride(from: 0, through: recording.count - probe.count, by: 2) where recording[start] == probe[0] {
            if recording[start ..< start + probe.count].elementsEqual(probe) { return start - ours.count / 2 }
        }
        return nil
    }
}
