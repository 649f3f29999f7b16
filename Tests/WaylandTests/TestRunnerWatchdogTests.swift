import Foundation
import ProcessTesting
import Testing

/// The watchdog that ends a dead test runner's children: it waits while the runner lives, and
/// once the runner is gone (reaped, or a zombie nobody reaps) it ends exactly the processes that
/// carry the runner's mark.
@Suite struct TestRunnerWatchdogTests {
    @Test(arguments: [false, true])
    func endsTheMarkedProcessesOnceTheRunnerIsGone(runnerLeftAZombie: Bool) throws {
        let token = "watchdog-test-\(UUID().uuidString)"
        // A stand-in for the test runner that nothing reaps until the end (so its death can leave a zombie).
        var runner: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("60"), nil]
        defer { argv.forEach { free($0) } }
        try #require(posix_spawn(&runner, "/bin/sleep", nil, nil, argv, environ) == 0)
        let marked = try sleeper([TestRunnerWatchdog.variable: token])
        let shell = try sleeper([TestRunnerWatchdog.variable: token], viaShell: true)
        let grandchild = try #require(shell.grandchild)
        let otherRun = try sleeper([TestRunnerWatchdog.variable: token + "-another-run"])
        let unmarked = try sleeper([:])
        defer {
            // SIGKILL: a child Foundation starts from a test's thread inherits its blocked SIGTERM.
            for p in [marked, shell.process, otherRun, unmarked] where p.isRunning { kill(p.processIdentifier, SIGKILL) }
            kill(grandchild, SIGKILL)
            kill(runner, SIGKILL)
            var status: Int32 = 0
            waitpid(runner, &status, 0)
        }
        _ = try TestRunnerWatchdog.start(watching: runner, token: token)

        Thread.sleep(forTimeInterval: 2)
        #expect(marked.isRunning && Self.isAlive(grandchild), "the watchdog ended processes while their runner lived")

        kill(runner, SIGKILL)
        if !runnerLeftAZombie {
            var status: Int32 = 0
            waitpid(runner, &status, 0)
        }
        let deadline = Date().addingTimeInterval(10)
        while (marked.isRunning || Self.isAlive(grandchild)) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!marked.isRunning, "a marked child outlived its runner by 10 s")
        #expect(!Self.isAlive(grandchild), "a marked grandchild outlived its runner by 10 s")
        #expect(otherRun.isRunning && unmarked.isRunning, "the watchdog ended a process that was not its runner's")
    }

    @Test func readsAProcessStartTime() throws {
        let mine = try #require(TestRunnerWatchdog.startTime(of: getpid()))
        #expect(UInt64(mine) != nil)
        #expect(TestRunnerWatchdog.startTime(of: 0) == nil)
    }

    /// `sleep 60` with exactly `environment` (plus PATH).
    private func sleeper(_ environment: [String: String]) throws -> Process {
        try sleeper(environment, viaShell: false).process
    }

    /// `sleep 60` with exactly `environment` (plus PATH): started directly, or as the child of a
    /// shell that prints its pid and waits for it.
    private func sleeper(_ environment: [String: String], viaShell: Bool) throws -> (process: Process, grandchild: pid_t?) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        p.arguments = ["-c", viaShell ? "sleep 60 & echo $!; wait" : "exec sleep 60"]
        p.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        let out = Pipe()
        p.standardOutput = viaShell ? out : FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        guard viaShell else { return (p, nil) }
        var line = Data()
        while line.last != 10, let byte = try out.fileHandleForReading.read(upToCount: 1), !byte.isEmpty { line += byte }
        return (p, pid_t(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Whether `pid` is a process that has not exited (a zombie counts as gone: in a container
    /// nothing may reap an orphan).
    private static func isAlive(_ pid: pid_t) -> Bool {
        guard let state = TestRunnerWatchdog.statFields(of: pid)?.first else { return false }
        return state != "Z"
    }
}
