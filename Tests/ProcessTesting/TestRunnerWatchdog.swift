import Foundation

/// Ends what a test run started when the run ends, however it ends.
///
/// The tests start servers (HTTP, Prometheus, PulseAudio, speech-dispatcher), compositors and
/// windows, each stopped by its test on every path the test itself runs. A test runner that dies —
/// a trap, a signal, the sanitizer's abort — runs none of those paths: its children live on, and one
/// that holds a pipe keeps `swift test` waiting for ever (CI once hung so, with a Prometheus server
/// left behind). So every child carries a mark in its environment, ``mark``, and the first use of
/// the mark starts a watchdog outside the runner (in its own session, so a signal to the runner's
/// process group does not reach it, with no descriptor of the runner's). The watchdog waits for
/// the runner to be gone — exited, killed or a zombie — then sends SIGTERM, and 2 s later SIGKILL,
/// to every process whose environment carries the mark: the children and whatever they started.
/// On a normal end it finds none.
public enum TestRunnerWatchdog {
    /// The environment variable of the mark.
    public static let variable = "WLCHARTS_TEST_RUNNER"

    /// The mark to merge into the environment of every process a test starts; the first use starts
    /// the watchdog for this test runner.
    public static let mark: [String: String] = {
        let me = getpid()
        let token = "\(me)-\(startTime(of: me) ?? "0")"
        // Without a watchdog (no setsid or sh) the tests still run; only this safety net is gone.
        _ = try? start(watching: me, token: token)
        return [variable: token]
    }()

    /// Starts a watchdog that waits for process `runner` (as it is now: its start time is checked,
    /// so a reused pid does not keep the watchdog waiting) to be gone, then ends every process whose
    /// environment holds `variable=token`. Returns the watchdog's process.
    public static func start(watching runner: pid_t, token: String) throws -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        p.arguments = ["/bin/sh", "-c", script, "wlcharts-test-watchdog", "\(runner)", startTime(of: runner) ?? "", "\(variable)=\(token)"]
        p.environment = ["PATH": "/usr/bin:/bin"]   // not the mark: the watchdog never ends itself
        p.standardInput = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// Field 22 of `/proc/PID/stat`, the process's start time in clock ticks since boot, or `nil`.
    public static func startTime(of pid: pid_t) -> String? {
        guard let fields = statFields(of: pid), fields.count > 19 else { return nil }
        return String(fields[19])
    }

    /// The fields of `/proc/PID/stat` after "pid (name) " — field 3 (the state: `Z` for a zombie)
    /// first — or `nil` when there is no such process.
    public static func statFields(of pid: pid_t) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }

    /// $1 the runner's pid, $2 its start time, $3 the mark (`VARIABLE=token`). The runner counts as
    /// alive while /proc has it with that start time and not as a zombie (the `swift test` that
    /// reaps it may itself be waiting on a child's pipe).
    static let script = #"""
        runner=$1 started=$2 mark=$3
        alive() {
            stat=$(cat /proc/"$runner"/stat 2>/dev/null) || return 1
            set -- ${stat##*) }
            [ "$1" != Z ] && [ "${20}" = "$started" ]
        }
        while alive; do sleep 1; done
        for signal in TERM KILL; do
            for environ in /proc/[0-9]*/environ; do
                pid=${environ#/proc/}; pid=${pid%/environ}
                grep -qzxF -e "$mark" "$environ" 2>/dev/null && kill -s "$signal" "$pid" 2>/dev/null
            done
            [ "$signal" = TERM ] && sleep 2
        done
        exit 0
        """#
}
