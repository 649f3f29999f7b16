import Foundation
import Testing

/// A private session bus (`dbus-daemon`) and the accessibility bus on it (at-spi2-core's
/// `at-spi-bus-launcher`, which starts the bus and its registry), with `ScreenReaderEnabled` set
/// as Orca sets it; in its own runtime folder, stopped by ``stop()``.
final class AccessibilityBus {
    static let launcher = "/usr/libexec/at-spi-bus-launcher"
    /// The system's Python with GObject introspection and libatspi's typelib (python3-gi, gir1.2-atspi-2.0).
    static let python = "/usr/bin/python3"
    static let available = Commands.tool("dbus-daemon") != nil && Commands.tool("gdbus") != nil
        && FileManager.default.isExecutableFile(atPath: launcher)
        && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/girepository-1.0/Atspi-2.0.typelib")
        && (try? Commands.run(python, ["-c", "import gi"], timeout: 20).status) == 0
    static let missingNote: Comment = "needs dbus-daemon, at-spi2-core, python3-gi and gir1.2-atspi-2.0 (scripts/install-deps.sh test) — skipped"

    let runtime: String
    private var daemon: Background?
    private var launcher: Background?

    /// What a child needs to reach this session bus (and the accessibility bus through it).
    var environment: [String: String] {
        ["XDG_RUNTIME_DIR": runtime, "HOME": runtime, "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(runtime)/bus"]
    }

    /// `screenReader`: whether `ScreenReaderEnabled` is set (as Orca sets it) or left off, as on
    /// a desktop where no assistive technology runs.
    init(screenReader: Bool = true) throws {
        runtime = try Commands.temporaryFolder()
        do {
            daemon = try Background(Commands.tool("dbus-daemon")!, ["--session", "--nofork", "--address=unix:path=\(runtime)/bus"],
                                    environment: ["XDG_RUNTIME_DIR": runtime, "HOME": runtime], log: runtime + "/dbus.log")
            try Commands.waitUntil("the session bus") { FileManager.default.fileExists(atPath: self.runtime + "/bus") }
            launcher = try Background(Self.launcher, ["--launch-immediately"], environment: environment, log: runtime + "/launcher.log")
            try Commands.waitUntil("the accessibility bus") { (try? self.gdbus("org.a11y.Bus.GetAddress"))?.status == 0 }
            if screenReader { try setScreenReader(true) }
        } catch { stop(); throw error }
    }

    /// Sets `org.a11y.Status.ScreenReaderEnabled`, as a screen reader does when it starts.
    func setScreenReader(_ on: Bool) throws {
        let set = try gdbus("org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "ScreenReaderEnabled", on ? "<true>" : "<false>")
        guard set.status == 0 else { throw Commands.Failure(description: "ScreenReaderEnabled: \(set.err)") }
    }

    /// The applications the accessibility bus's registry holds (their bus names), as a screen
    /// reader lists them: `Accessible.GetChildren` of the registry's desktop.
    func registeredApplications() throws -> [String] {
        let r = try Commands.run(Commands.tool("gdbus")!, ["call", "--address", try accessibilityAddress(), "--dest", "org.a11y.atspi.Registry",
                                                           "--object-path", "/org/a11y/atspi/accessible/root",
                                                           "--method", "org.a11y.atspi.Accessible.GetChildren"],
                                 environment: environment, timeout: 5)
        guard r.status == 0 else { throw Commands.Failure(description: "GetChildren: \(r.err)") }
        // `([(':1.5', objectpath '/org/a11y/atspi/accessible/root')],)`: the bus names.
        return r.out.split(separator: "'").enumerated().compactMap { $0.offset % 2 == 1 && $0.element.hasPrefix(":") ? String($0.element) : nil }
    }

    /// The accessibility bus's address (`org.a11y.Bus.GetAddress`), as `AT_SPI_BUS_ADDRESS` gives it.
    func accessibilityAddress() throws -> String {
        let address = try gdbus("org.a11y.Bus.GetAddress")
        guard address.status == 0, let a = address.out.split(separator: "'").dropFirst().first else {
            throw Commands.Failure(description: "GetAddress: \(address.err)")
        }
        return String(a)
    }

    /// Calls `method` of `org.a11y.Bus` on the session bus.
    func gdbus(_ method: String, _ arguments: String...) throws -> Commands.Finished {
        try Commands.run(Commands.tool("gdbus")!, ["call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                                   "--method", method] + arguments, environment: environment, timeout: 5)
    }

    /// Ends the launcher with SIGTERM (it takes its bus and registry down with it), then the session bus.
    func stop() {
        if let launcher, launcher.isRunning { kill(launcher.pid, SIGTERM); _ = launcher.wait(timeout: 3) }
        launcher?.stop()
        daemon?.stop()
        launcher = nil
        daemon = nil
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: runtime)
    }
}
