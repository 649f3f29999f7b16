import Glibc
import Raster

/// Frame times for benchmarks (`WLCHARTS_FRAME_LOG=FILE`, read by `Benchmarks/kiosk-hour.sh`):
/// one line per frame drawn — the microseconds the window spent producing it (advancing the
/// content to the frame time and drawing it into the wl_shm buffer), then, when given, the pixels
/// it damaged (`Benchmarks/wall-cost.sh` sums them) — appended to FILE as it happens, so a run cut at any moment has every frame so far. Off unless the variable is set;
/// a file that cannot be opened is said once and the window runs without it.
package final class FrameTimeLog {
    private let fd: Int32
    private var line: [UInt8] = []

    /// The log the environment asks for, or `nil`.
    package init?(environment: [String: String]) {
        guard let path = environment["WLCHARTS_FRAME_LOG"], !path.isEmpty else { return nil }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            StandardError.write("wlcharts: WLCHARTS_FRAME_LOG \(path): \(String(cString: strerror(errno))) — no frame times")
            return nil
        }
        self.fd = fd
        line.reserveCapacity(24)
    }

    deinit { close(fd) }

    /// One frame took `seconds` (no allocation: the line's buffer is reused); `damaged`: the
    /// pixels it changed, a second number on the line.
    package func record(_ seconds: Double, damaged: Int? = nil) {
        line.removeAll(keepingCapacity: true)
        append(UInt64(max(0, Int(saturating: seconds * 1_000_000, rounding: .toNearestOrAwayFromZero))))
        if let damaged {
            line.append(0x20)
            append(UInt64(max(0, damaged)))
        }
        line.append(0x0A)
        _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// Appends `value` in decimal digits.
    private func append(_ value: UInt64) {
        let start = line.count
        var v = value
        repeat {
            line.append(UInt8(truncatingIfNeeded: 48 + v % 10))
            v /= 10
        } while v > 0
        line[start...].reverse()
    }
}
