import Foundation
import ProcessTesting

/// Runs the built `wlcharts` and system tools as child processes: to the end (``Commands/run``),
/// or in the background until stopped (``Background``).
enum Commands {
    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// `wlcharts` beside the test bundle (`swift build --build-tests` builds every product into
    /// one folder), else in `.build/debug`.
    static let wlcharts = product("wlcharts")
    /// The test compositor, found the same way.
    static let testCompositor = product("wlcharts-testcomp")

    static func product(_ name: String) -> String? {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        let folders = [URL(fileURLWithPath: exe).deletingLastPathComponent().path, packageRoot + "/.build/debug"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A program on the usual system paths, or `nil`.
    static func tool(_ name: String) -> String? {
        ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/bin"].map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Finished {
        let status: Int32
        let out: String
        let err: String
        var errLines: [String] { err.split(separator: "\n").map(String.init) }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// A fresh private folder (mode 0700), as a runtime directory wants.
    static func temporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "wlcharts-a11y-XXXXXX").utf8CString)
        guard let p = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
        return String(cString: p)
    }

    /// Waits (polling every 50 ms) until `ready` holds; after `timeout` seconds throws, naming `what`.
    static func waitUntil(_ what: String, timeout: Double = 15, _ ready: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !ready() {
            guard Date() < deadline else { throw Failure(description: "timed out waiting for \(what)") }
            usleep(50_000)
        }
    }

    /// The lines of a text file now (none while it does not exist).
    static func lines(of path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Runs `executable` to its end (killed after `timeout` s) with the test's environment plus
    /// `environment`; stdout and stderr go through files, so no pipe can fill up.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    timeout: TimeInterval = 120) throws -> Finished {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let p = try Background(executable, arguments, environment: environment, log: folder + "/out", errorLog: folder + "/err")
        guard let status = p.wait(timeout: timeout) else {
            p.stop()
            throw Failure(description: "\(executable) \(arguments) ran over \(timeout) s")
        }
        func read(_ f: String) -> String { (try? String(contentsOfFile: folder + "/" + f, encoding: .utf8)) ?? "" }
        return Finished(status: status, out: read("out"), err: read("err"))
    }
}

/// A child process running in the background; ``stop()`` ends it (SIGINT first, so recorders
/// finish their files, then SIGKILL) on every path. Started with `posix_spawn` and reaped with
/// `waitpid` here, so its end is seen however busy the test process is.
final class Background: @unchecked Sendable {
    let pid: pid_t
    private let lock = NSLock()
    private var exitStatus: Int32?
    /// The child's `XDG_STATE_HOME` when the test gave none (removed at the end).
    private(set) var stateFolder: String?

    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
         log: String = "/dev/null", errorLog: String? = nil) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let errorLog {
            posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        // Under `make sanitize-address` the children get WLCHARTS_CHILD_ASAN_OPTIONS (leak check on),
        // the test runner itself runs without one (docs/reliability.md, "Sanitizers").
        var parent = ProcessInfo.processInfo.environment
        if let child = parent["WLCHARTS_CHILD_ASAN_OPTIONS"] { parent["ASAN_OPTIONS"] = child }
        // Times in a known zone (UTC) unless a test sets TZ: output never depends on the machine's.
        // Saved views and walls in a folder of their own: never the user's ~/.local/state, never
        // one test's state restored in another.
        if environment["XDG_STATE_HOME"] == nil { stateFolder = try Commands.temporaryFolder() }
        let fixed = ["TZ": "UTC"].merging(stateFolder.map { ["XDG_STATE_HOME": $0] } ?? [:]) { $1 }
        // The watchdog's mark last: ended by it if the test runner dies before `stop()`.
        let env = parent.merging(fixed.merging(environment) { $1 }) { $1 }.merging(TestRunnerWatchdog.mark) { $1 }
            .map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        // Default dispositions and no blocked signals: the test runner may ignore SIGINT, and a
        // recorder must still see it to finish its file.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), empty = sigset_t()
        sigfillset(&defaults); sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        let rc = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw Commands.Failure(description: "cannot start \(executable): \(String(cString: strerror(rc)))") }
        pid = child
    }

    /// The exit status (128 + signal when killed) within `timeout` seconds, or `nil`.
    func wait(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let s = poll() { return s }
            usleep(10_000)
        } while Date() < deadline
        return poll()
    }

    var isRunning: Bool { poll() == nil }

    private func poll() -> Int32? {
        lock.lock(); defer { lock.unlock() }
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        let signal = status & 0x7f
        exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return exitStatus
    }

    func stop() {
        guard isRunning else { return }
        kill(pid, SIGINT)
        if wait(timeout: 3) == nil { kill(pid, SIGKILL); _ = wait(timeout: 3) }
    }

    deinit {
        stop()
        if let stateFolder { try? FileManager.default.removeItem(atPath: stateFolder) }
    }
}
