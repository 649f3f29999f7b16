import Foundation
import Testing

/// A private speech-dispatcher whose output module is the `dummy` one (no synthesis) with the log
/// at level 5: every message a client sends is logged as `Queueing message |TEXT| with priority`
/// (SSML from Orca: the text between `<mark/>`s), which is what was said. speech-dispatcher's
/// modules open the sound server, so a ``SoundServer`` (PulseAudio with a null sink) runs beside it.
final class SpeechLog {
    static let available = Commands.tool("speech-dispatcher") != nil && SoundServer.available
        && FileManager.default.fileExists(atPath: "/usr/lib/speech-dispatcher-modules/sd_dummy")
    static let missingNote: Comment = "needs speech-dispatcher and pulseaudio (scripts/install-deps.sh test) — skipped"

    let folder: String
    private var sound: SoundServer?
    private var speech: Background?

    /// What a client needs to speak here: the speech service and the sound server behind it.
    var environment: [String: String] {
        ["SPEECHD_ADDRESS": "unix_socket:\(folder)/speechd.sock", "PULSE_SERVER": sound?.environment["PULSE_SERVER"] ?? ""]
    }

    /// Starts the sound server and speech-dispatcher.
    init() throws {
        folder = try Commands.temporaryFolder()
        do {
            sound = try SoundServer()
            let config = folder + "/speechd"
            try FileManager.default.createDirectory(atPath: config + "/modules", withIntermediateDirectories: true)
            try "LogLevel 5\nAddModule \"dummy\" \"sd_dummy\" \"\"\nDefaultModule dummy\n"
                .write(toFile: config + "/speechd.conf", atomically: true, encoding: .utf8)
            speech = try Background(Commands.tool("speech-dispatcher")!, ["-s", "-t", "0", "-S", folder + "/speechd.sock", "-L", folder, "-C", config],
                                    environment: sound!.environment.merging(environment) { $1 }, log: folder + "/speechd.out")
            try Commands.waitUntil("speech-dispatcher's socket") { FileManager.default.fileExists(atPath: self.folder + "/speechd.sock") }
        } catch { stop(); throw error }
    }

    /// What clients have sent to speech-dispatcher so far, in order.
    var spoken: [String] {
        Commands.lines(of: folder + "/speech-dispatcher.log").compactMap { line in
            guard let start = line.range(of: "Queueing message |"), let end = line.range(of: "| with priority", options: .backwards),
                  start.upperBound <= end.lowerBound else { return nil }
            return Self.text(ofSSML: line[start.upperBound ..< end.lowerBound])
        }
    }

    /// Waits until something for which `found` holds was said, and returns it; the test fails
    /// with everything said otherwise (`who` names the speaker in that message).
    func waitToHear(_ what: String, from who: String, timeout: Double = 90, _ found: @escaping (String) -> Bool) throws -> String {
        do {
            try Commands.waitUntil("\(who) to say \(what)", timeout: timeout) { self.spoken.contains(where: found) }
        } catch {
            throw Commands.Failure(description: "\(who) did not say \(what) within \(Int(timeout)) s; it said \(spoken)")
        }
        return spoken.first(where: found)!
    }

    /// The words of an SSML message: tags dropped, the five XML entities read.
    static func text(ofSSML ssml: Substring) -> String {
        var out = "", inTag = false
        for c in ssml {
            if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
        }
        for (entity, c) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            out = out.replacingOccurrences(of: entity, with: c)
        }
        return out
    }

    func stop() {
        speech?.stop(); sound?.stop()
        speech = nil; sound = nil
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
