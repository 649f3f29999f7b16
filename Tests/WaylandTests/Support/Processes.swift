import Foundation
import ProcessTesting

/// Where the built executables are: beside the test bundle (`swift build --build-tests` builds
/// every product into the same folder), or in the package's `.build/debug`.
enum Bin {
    static let folders: [URL] = {
        var list: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
            // …/debug/wlchartsPackageTests.xctest may be a folder on some layouts
            if dir.pathExtension == "xctest" { dir = dir.deletingLastPathComponent() }
            list.append(dir)
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        list.append(root.appendingPathComponent(".build/debug"))
        return list
    }()

    /// The path of a built product, or `nil`.
    static func path(_ name: String) -> String? {
        folders.map { $0.appendingPathComponent(name).path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The path of a system tool on `PATH`, or `nil`.
    static func tool(_ name: String) -> String? {
        for dir in ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/bin", "/sbin"] {
            let p = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }
}

/// Lines a child process printed, gathered on a background queue.
final class LineLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = Data()

    func append(_ data: Data) {
        lock.lock(); defer { lock.unlock() }
        partial.append(data)
        while let nl = partial.firstIndex(of: 10) {
            lines.append(String(decoding: partial[partial.startIndex ..< nl], as: UTF8.self))
            partial.removeSubrange(partial.startIndex ... nl)
        }
    }

    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    var count: Int { lock.lock(); defer { lock.unlock() }; return lines.count }
}

/// How long a test waits for a process it expects to exit: a bound on a hang, not a claim about
/// speed (ASan's leak check at exit took over 3 s on a loaded CI machine). A passing wait returns
/// as soon as the process is gone.
let exitWait: Double = 20

/// How long a child may take to exit once it has decided to: 1.5 s, or 4 s when the children run
/// with AddressSanitizer's leak check (`make sanitize-address`), which walks the whole heap at
/// exit (measured 1.6–1.95 s on a loaded CI machine).
let exitAllowance: Double = ProcessInfo.processInfo.environment["WLCHARTS_CHILD_ASAN_OPTIONS"] == nil ? 1.5 : 4

/// A child process with piped stdin/stdout/stderr; ``stop()`` ends it on every path.
final class Spawned: @unchecked Sendable {
    let process = Process()
    let out = LineLog(), err = LineLog()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    let name: String

    /// Starts `executable` with `arguments` and exactly `environment`; `asUser` runs it through
    /// `setpriv` as that unprivileged user.
    init(_ executable: String, _ arguments: [String], environment: [String: String], asUser user: TestUser? = nil) throws {
        name = URL(fileURLWithPath: executable).lastPathComponent
        // Sanitizer settings (make sanitize) reach the processes the tests start; under
        // `make sanitize-address` the children get WLCHARTS_CHILD_ASAN_OPTIONS (leak check on) while
        // the test runner itself runs without one (docs/reliability.md, "Sanitizers").
        var environment = environment
        // Times in a known zone: rendered labels never depend on the machine's.
        if environment["TZ"] == nil { environment["TZ"] = "UTC" }
        // Ended by the watchdog if the test runner dies before `stop()`.
        environment.merge(TestRunnerWatchdog.mark) { $1 }
        var parent = ProcessInfo.processInfo.environment
        if let child = parent["WLCHARTS_CHILD_ASAN_OPTIONS"] { parent["ASAN_OPTIONS"] = child }
        for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"] {
            if let v = parent[key], environment[key] == nil { environment[key] = v }
        }
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user.uid)", "--regid=\(user.gid)", "--init-groups", "--reset-env", "--", "/usr/bin/env"]
                + environment.map { "\($0.key)=\($0.value)" } + [executable] + arguments
            process.environment = [:]
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = environment
        }
        let o = output, e = errors
        process.standardInput = input
        process.standardOutput = o
        process.standardError = e
        let outLog = out, errLog = err
        o.fileHandleForReading.readabilityHandler = { h in outLog.append(h.availableData) }
        e.fileHandleForReading.readabilityHandler = { h in errLog.append(h.availableData) }
        // The child inherits the signal mask of the thread that starts it, and a test's thread (a
        // Dispatch worker) blocks SIGTERM and SIGINT: a child that does not take them itself (by
        // signalfd, as wlcharts and the test compositor do) — Python's loopback server — would sleep
        // through `stop()`'s SIGTERM and end only by its SIGKILL a second later. Unblocked on this
        // thread for the start.
        var ending = sigset_t(), previous = sigset_t()
        sigemptyset(&ending)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&ending, signal) }
        pthread_sigmask(SIG_UNBLOCK, &ending, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// Ends the process's standard input (end of file for a stream it reads).
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Writes one command line to stdin.
    func send(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Waits up to `timeout` seconds for a stdout line satisfying `match`, looking from line `from`.
    @discardableResult
    func waitForLine(from: Int = 0, timeout: Double = 5, _ match: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let hit = out.all.dropFirst(from).first(where: match) { return hit }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return nil
    }

    /// Waits until stdout has been quiet for `quiet` seconds (at most `timeout`).
    func settle(quiet: Double = 0.25, timeout: Double = 5) {
        let deadline = Date().addingTimeInterval(timeout)
        var last = out.count, since = Date()
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            let n = out.count
            if n != last { last = n; since = Date() } else if Date().timeIntervalSince(since) >= quiet { return }
        }
    }

    /// The exit status within `timeout` seconds, or `nil` if still running.
    func waitExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Ends the process: SIGTERM, then SIGKILL after a second.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        if waitExit(timeout: 1) == nil { kill(process.processIdentifier, SIGKILL); _ = waitExit(timeout: 1) }
        // A reading handler keeps its FileHandle, dispatch source and queue alive in a cycle until it
        // is removed (swift-corelibs-foundation); LeakSanitizer reports every one left at exit.
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        // Every end of the three pipes, now: the handles are not released with this object while
        // Foundation still holds them, and every suite shares this process's descriptors (the kiosk
        // soak counts them).
        for handle in [input.fileHandleForReading, input.fileHandleForWriting, output.fileHandleForReading,
                       output.fileHandleForWriting, errors.fileHandleForReading, errors.fileHandleForWriting] {
            try? handle.close()
        }
    }

    deinit { stop() }
}

/// The unprivileged user wlroots compositors need (created when the tests run as root).
struct TestUser: Sendable {
    let name: String, uid: UInt32, gid: UInt32

    /// `wltest`, created if missing (root only); `nil` when it cannot exist here.
    static let shared: TestUser? = {
        let name = "wltest"
        if getpwnam(name) == nil {
            guard getuid() == 0, let useradd = Bin.tool("useradd") else { return nil }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: useradd)
            p.arguments = ["-m", name]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try? p.run()
            p.waitUntilExit()
        }
        guard let pw = getpwnam(name) else { return nil }
        return TestUser(name: name, uid: pw.pointee.pw_uid, gid: pw.pointee.pw_gid)
    }()
}

/// A private `XDG_RUNTIME_DIR` (mode 0700), removed when the value goes away.
final class RuntimeDir: @unchecked Sendable {
    let path: String

    init(owner: TestUser? = nil) throws {
        var template = Array((NSTemporaryDirectory() + "wlcharts-test-XXXXXX").utf8CString)
        guard let p = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = String(cString: p)
        chmod(path, 0o700)
        if let owner { chown(path, owner.uid, owner.gid) }
    }

    func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

extension Spawned {
    /// Writes `text` to the process's standard input as it is (no newline added).
    func write(_ text: String) {
        send(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0)))
    }
}
