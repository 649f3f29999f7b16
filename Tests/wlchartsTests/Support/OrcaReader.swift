import Foundation
import Testing

/// The Orca screen reader started headless on a private accessibility bus, speaking through a
/// private speech-dispatcher whose output module is the `dummy` one (no synthesis) with the log
/// at level 5: every message a client sends is logged as `Queueing message |TEXT| with priority`
/// (Orca's SSML: the text between `<mark/>`s), which is what Orca said. speech-dispatcher's
/// modules open the sound server, so a ``SoundServer`` (PulseAudio with a null sink) runs beside it.
///
/// Orca 43 wants a GTK display (it refuses to start without one): the test compositor is its
/// Wayland display. It saves and restores the X keymap with `xkbcomp` at start, which has no X
/// server here: a stub `xkbcomp` that does nothing comes first on its `PATH`.
final class OrcaReader {
    static let orca = "/usr/bin/orca"
    static let available = FileManager.default.isExecutableFile(atPath: orca)
        && Commands.tool("speech-dispatcher") != nil && SoundServer.available
        && FileManager.default.fileExists(atPath: "/usr/lib/speech-dispatcher-modules/sd_dummy")
    static let missingNote: Comment = "needs orca, speech-dispatcher and pulseaudio (scripts/install-deps.sh test) — skipped"

    let folder: String
    private var sound: SoundServer?
    private var speech: Background?
    private var reader: Background?

    /// What Orca needs besides the bus: the speech service and the sound server behind it.
    var environment: [String: String] {
        ["SPEECHD_ADDRESS": "unix_socket:\(folder)/speechd.sock", "PULSE_SERVER": sound?.environment["PULSE_SERVER"] ?? ""]
    }

    /// Starts the sound server and speech-dispatcher (not Orca yet: ``start(bus:)``).
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

    /// Starts Orca on `bus` with the compositor at `wayland` as its display (its own preferences
    /// folder: the defaults, speech on) and waits until it has said that it started.
    func start(bus: AccessibilityBus, wayland: String) throws {
        let bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\nexit 0\n".write(toFile: bin + "/xkbcomp", atomically: true, encoding: .utf8)
        guard chmod(bin + "/xkbcomp", 0o755) == 0 else { throw Commands.Failure(description: "chmod xkbcomp stub") }
        let display = ["WAYLAND_DISPLAY": wayland, "GDK_BACKEND": "wayland", "DISPLAY": ":99",
                       "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        reader = try Background(Self.orca, ["-u", folder + "/orca-prefs", "--debug", "--debug-file", folder + "/orca.debug"],
                                environment: bus.environment.merging(environment) { $1 }.merging(display) { $1 }, log: folder + "/orca.out")
        try Commands.waitUntil("Orca to speak (\(Commands.lines(of: folder + "/orca.out").suffix(3)))", timeout: 90) { !self.spoken.isEmpty }
    }

    /// What Orca has sent to speech-dispatcher so far, in order.
    var spoken: [String] {
        Commands.lines(of: folder + "/speech-dispatcher.log").compactMap { line in
            guard let start = line.range(of: "Queueing message |"), let end = line.range(of: "| with priority", options: .backwards),
                  start.upperBound <= end.lowerBound else { return nil }
            return Self.text(ofSSML: line[start.upperBound ..< end.lowerBound])
        }
    }

    /// Waits until Orca has said something for which `found` holds, and returns it; the test
    /// fails with everything Orca said otherwise.
    func waitToHear(_ what: String, timeout: Double = 90, _ found: @escaping (String) -> Bool) throws -> String {
        do {
            try Commands.waitUntil("Orca to say \(what)", timeout: timeout) { self.spoken.contains(where: found) }
        } catch {
            throw Commands.Failure(description: "Orca did not say \(what) within \(Int(timeout)) s; it said \(spoken)")
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
        if let reader, reader.isRunning { kill(reader.pid, SIGTERM); _ = reader.wait(timeout: 5) }
        reader?.stop(); speech?.stop(); sound?.stop()
        reader = nil; speech = nil; sound = nil
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
