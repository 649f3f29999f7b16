import Foundation
import Testing

/// The Orca screen reader started headless on a private accessibility bus, speaking through a
/// ``SpeechLog`` (speech-dispatcher's dummy output, logged): what it logs is what Orca said.
///
/// Orca 43 wants a GTK display (it refuses to start without one): the test compositor is its
/// Wayland display. It saves and restores the X keymap with `xkbcomp` at start, which has no X
/// server here: a stub `xkbcomp` that does nothing comes first on its `PATH`.
final class OrcaReader {
    static let orca = "/usr/bin/orca"
    static let available = FileManager.default.isExecutableFile(atPath: orca) && SpeechLog.available
    static let missingNote: Comment = "needs orca, speech-dispatcher and pulseaudio (scripts/install-deps.sh test) — skipped"

    private let speech: SpeechLog
    private var reader: Background?
    var folder: String { speech.folder }

    /// Starts the sound server and speech-dispatcher (not Orca yet: ``start(bus:wayland:)``).
    init() throws { speech = try SpeechLog() }

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
                                environment: bus.environment.merging(speech.environment) { $1 }.merging(display) { $1 }, log: folder + "/orca.out")
        try Commands.waitUntil("Orca to speak (\(Commands.lines(of: folder + "/orca.out").suffix(3)))", timeout: 90) { !self.spoken.isEmpty }
    }

    /// What Orca has sent to speech-dispatcher so far, in order.
    var spoken: [String] { speech.spoken }

    /// Waits until Orca has said something for which `found` holds, and returns it; the test
    /// fails with everything Orca said otherwise.
    func waitToHear(_ what: String, timeout: Double = 90, _ found: @escaping (String) -> Bool) throws -> String {
        try speech.waitToHear(what, from: "Orca", timeout: timeout, found)
    }

    func stop() {
        if let reader, reader.isRunning { kill(reader.pid, SIGTERM); _ = reader.wait(timeout: 5) }
        reader?.stop(); speech.stop()
        reader = nil
    }

    deinit { stop() }
}
