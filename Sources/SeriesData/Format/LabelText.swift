/// Builds a short ASCII text in a buffer on the stack. Texts of up to 15 bytes become Swift's
/// small strings, stored inline, so labels formatted for every frame allocate nothing; a longer
/// one that changes with the frames (a date on the info board) is written in place into a string
/// its drawer keeps (`write(into:_:)`).
package enum LabelText {
    /// The text `build` writes (at most 48 bytes; more is cut).
    static func make(_ build: (inout Writer) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var w = Writer(buffer: buffer)
            build(&w)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0 ..< w.count]), as: UTF8.self)
        }
    }

    /// The most bytes a text holds: what `storage()` reserves.
    static let capacity = 48

    /// An empty string with room for any text: `write(into:_:)` rewrites it without allocating.
    package static func storage() -> String {
        var s = String()
        s.reserveCapacity(capacity)
        return s
    }

    /// Replaces `text` with what `build` writes, in `text`'s own storage: no allocation when it
    /// has room (`storage()`) and nothing else holds it.
    static func write(into text: inout String, _ build: (inout Writer) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var w = Writer(buffer: buffer)
            build(&w)
            text.removeAll(keepingCapacity: true)
            // In pieces of at most 15 bytes, cut between characters: each a small string (inline).
            var start = 0
            while start < w.count {
                var end = min(start + 15, w.count)
                while end < w.count && end > start + 1 && buffer[end] & 0xC0 == 0x80 { end -= 1 }
                text.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start ..< end]), as: UTF8.self))
                start = end
            }
        }
    }

    struct Writer {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0

        mutating func byte(_ b: UInt8) {
            guard count < buffer.count else { return }
            buffer[count] = b
            count += 1
        }

        mutating func text(_ s: StaticString) { s.withUTF8Buffer { for b in $0 { byte(b) } } }

        /// The UTF-8 bytes of `s` (cut where the buffer ends).
        mutating func text(_ s: String) { for b in s.utf8 { byte(b) } }

        /// Two digits, zero-padded: `09`.
        mutating func two(_ v: Int) {
            byte(UInt8(truncatingIfNeeded: 48 + v / 10 % 10)); byte(UInt8(truncatingIfNeeded: 48 + v % 10))
        }

        /// A whole number in decimal, `-` before negative ones.
        mutating func int(_ v: Int) {
            if v < 0 { byte(45) }
            var m = v.magnitude
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var n = 0
            withUnsafeMutableBytes(of: &digits) { d in
                repeat { d[n] = UInt8(48 + m % 10); m /= 10; n += 1 } while m > 0
                while n > 0 { n -= 1; byte(d[n]) }
            }
        }

        /// A UTC offset (ms east): `UTC+2`, `UTC-3:30`, `UTC` for none.
        mutating func offset(_ ms: Int64) {
            text("UTC")
            guard ms != 0 else { return }
            let minutes = Int(ms.magnitude / 60_000)
            byte(ms < 0 ? 45 : 43)
            int(minutes / 60)
            if minutes % 60 != 0 { byte(58); two(minutes % 60) }
        }

        /// `HH:MM`, with `:SS` when `seconds`.
        mutating func clock(_ d: CivilDate, seconds: Bool) {
            two(d.hour); byte(58); two(d.minute)
            if seconds { byte(58); two(d.second) }
        }
    }
}
