import Foundation

/// A datagram socket standing in for systemd's notify socket (`NOTIFY_SOCKET`): a path, or an
/// abstract name written `@name`. Collects what `wlcharts` sends, one message per datagram.
final class NotifySocket {
    /// What `NOTIFY_SOCKET` is set to.
    let address: String
    private let fd: Int32

    /// Binds `path`, or with `abstract` the abstract name `path` (without the `@`).
    init(path: String, abstract: Bool = false) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SessionError("socket failed") }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        var name = Array(path.utf8)
        if abstract { name.insert(0, at: 0) }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in for (i, b) in name.enumerated() { raw[i] = b } }
        let length = socklen_t(MemoryLayout<sockaddr_un>.offset(of: \.sun_path)! + name.count + (abstract ? 0 : 1))
        let rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard rc == 0 else { close(fd); throw SessionError("bind \(path): \(String(cString: strerror(errno)))") }
        self.fd = fd
        address = abstract ? "@" + path : path
    }

    deinit { close(fd) }

    /// The messages that arrive within `seconds` (returns early once `until` holds for them).
    func receive(for seconds: Double, until: ([String]) -> Bool = { _ in false }) -> [String] {
        var out: [String] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !until(out) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { break }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let n = recv(fd, &buffer, buffer.count, 0)
            if n > 0 { out.append(String(decoding: buffer[..<n], as: UTF8.self)) }
        }
        return out
    }
}
