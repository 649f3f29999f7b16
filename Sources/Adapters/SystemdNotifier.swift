import Glibc

/// systemd's notify protocol (sd_notify(3)), written by hand: one datagram per message to the
/// `AF_UNIX` socket named by `NOTIFY_SOCKET` (a path, or `@name` in the abstract namespace).
/// `wlcharts` sends `READY=1` once the first frame is on screen (a unit with `Type=notify`
/// starts its dependants then) and, when the unit sets `WatchdogSec=` (`WATCHDOG_USEC`), a
/// `WATCHDOG=1` from the window's loop every half of that period — a loop that hangs stops the
/// pings and systemd restarts the service. `STOPPING=1` goes before a clean exit.
package final class SystemdNotifier {
    /// The socket's address as `NOTIFY_SOCKET` gives it.
    let address: String
    /// Seconds between watchdog pings (half of `WATCHDOG_USEC`); `nil`: no watchdog for us.
    package let watchdogInterval: Double?
    private let fd: Int32
    private var sockaddr = sockaddr_un()
    private let length: socklen_t
    /// Messages that could not be sent (the socket gone or full); tests and the docs' recipe.
    private(set) var failures = 0

    /// The notifier `environment` asks for, or `nil` without `NOTIFY_SOCKET` (not under
    /// systemd) or with an address that cannot be a Unix socket (said once on stderr). The
    /// watchdog is ours when `WATCHDOG_PID` is unset, our process, or our parent — the unit's
    /// main process when a compositor (`cage -- wlcharts …`) starts us; it does not ping itself.
    package init?(environment: [String: String], pids: [Int32] = [getpid(), getppid()]) {
        guard let address = environment["NOTIFY_SOCKET"], !address.isEmpty else { return nil }
        var name = Array(address.utf8)
        let abstract = name.first == UInt8(ascii: "@")
        if abstract { name[0] = 0 }
        let capacity = MemoryLayout.size(ofValue: sockaddr.sun_path)
        guard name.first == UInt8(ascii: "/") || abstract, name.count < capacity else {
            StandardError.write("wlcharts: NOTIFY_SOCKET '\(address)' is not a Unix socket path or @name — not telling systemd")
            return nil
        }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        self.fd = fd
        self.address = address
        sockaddr.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &sockaddr.sun_path) { raw in
            for (i, b) in name.enumerated() { raw[i] = b }
        }
        // A path counts its terminating zero; an abstract name is exactly its bytes.
        length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + name.count + (abstract ? 0 : 1))
        let forUs = environment["WATCHDOG_PID"].map { Int32($0).map(pids.contains) ?? false } ?? true
        if forUs, let text = environment["WATCHDOG_USEC"], let usec = UInt64(text), usec > 0 {
            watchdogInterval = Double(usec) / 2_000_000
        } else {
            watchdogInterval = nil
        }
    }

    deinit { close(fd) }

    /// Sends `message` (`KEY=VALUE` lines) as one datagram without blocking; `false` if it
    /// could not go (nobody listens, the queue is full).
    @discardableResult
    package func send(_ message: String) -> Bool {
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &sockaddr) { addr in
            addr.withMemoryRebound(to: Glibc.sockaddr.self, capacity: 1) { a in
                sendto(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT), a, length)
            }
        }
        if sent != bytes.count { failures += 1 }
        return sent == bytes.count
    }
}
