#if canImport(Glibc)
import Glibc
#endif

/// Standard error, for the one-line messages of the commands and the adapters.
package enum StandardError {
    /// Writes `line` and a newline to stderr.
    package static func write(_ line: String) {
        var text = line
        text.append("\n")
        _ = text.withCString { Glibc.write(2, $0, strlen($0)) }
    }
}
