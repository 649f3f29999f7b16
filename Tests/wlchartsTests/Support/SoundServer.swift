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

/// How `ours` sits in a recording: every sample of ours, in order and bit for bit, with only
/// stretches of silence inserted between them — the server plays silence when a starved client
/// is late (an underrun), which a loaded test machine causes; nothing of ours may be lost, changed
/// or reordered.
struct RecordedSound {
    /// Where each inserted silence is (index into ours before which it came) and how long it is.
    var underruns: [(at: Int, samples: Int)] = []
    /// The first sample of ours that is not where it should be, or `nil` when all are.
    var firstMismatch: Int?

    /// Compares `ours[first...]` with `recording` from `start` (where `ours[first]` was found).
    /// At a difference, the recording may only hold silence before ours goes on: the shortest
    /// stretch of zeros (at most `maxUnderrun` samples) after which 64 samples of ours follow.
    /// - Complexity: O(n) while equal; O(maxUnderrun) at each difference.
    init(_ ours: [Int16], from first: Int, in recording: [Int16], at start: Int, maxUnderrun: Int = 2 * 44_100) {
        var i = first, j = start
        while i < ours.count {
            guard j < recording.count else { firstMismatch = i; return }
            if ours[i] == recording[j] { i += 1; j += 1; continue }
            let probe = min(64, ours.count - i)
            var resumed: Int?
            var d = 0
            while d < maxUnderrun, j + d < recording.count, recording[j + d] == 0 {
                d += 1
                if j + d + probe <= recording.count, recording[j + d ..< j + d + probe].elementsEqual(ours[i ..< i + probe]) {
                    resumed = d; break
                }
            }
            guard let gap = resumed else { firstMismatch = i; return }
            underruns.append((i, gap))
            j += gap
        }
    }

    /// Where ours ended in the recording (one past its last sample), given a match from `start`.
    static func end(of ours: [Int16], from first: Int, at start: Int, _ r: RecordedSound) -> Int {
        start + (ours.count - first) + r.underruns.reduce(0) { $0 + $1.samples }
    }
}

extension SoundServer {
    /// Where `ours[first]` is in `recording`, found by a 400-sample stretch from there (the first
    /// occurrence, on a stereo frame boundary); `nil` when absent.
    static func position(of ours: [Int16], from first: Int, in recording: [Int16]) -> Int? {
        guard first + 400 <= ours.count else { return nil }
        let probe = ours[first ..< first + 400]
        for start in stride(from: 0, through: recording.count - probe.count, by: 2) where recording[start] == probe.first! {
            if recording[start ..< start + probe.count].elementsEqual(probe) { return start }
        }
        return nil
    }
}
