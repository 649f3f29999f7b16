/// Reads a compiled tz database file (TZif, RFC 8536: `/etc/localtime`, `/usr/share/zoneinfo/…`)
/// into a ``TimeZoneOffsets`` table — the offsets the chart shows times in, without Foundation's
/// `TimeZone` (whose ICU data costs a wall megabytes of pages for one table).
package enum TZif {
    /// What is wrong with a file that is not a zone this reader can use.
    package enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// It does not start with `TZif`.
        case notTZif
        /// It ends inside the part named.
        case truncated(String)
        /// A count, type index or offset out of range (named).
        case invalid(String)
        /// The footer's POSIX rule is not one `PosixTZRule` reads.
        case badRule(String)

        package var description: String {
            switch self {
            case .notTZif: "not a TZif zone file"
            case .truncated(let part): "the file ends inside its \(part)"
            case .invalid(let what): "invalid \(what)"
            case .badRule(let rule): "unreadable rule \"\(rule)\" at its end"
            }
        }
    }

    /// The zone in `bytes` from `from` to `to` (ms since the epoch) as a table: the offset at
    /// `from`, then each change of offset after it and before `to` — from the file's transitions
    /// and, after the last, its footer rule. A zone that is UTC throughout is ``TimeZoneOffsets/utc``.
    /// - Complexity: O(bytes + years from the last transition to `to`).
    package static func offsets(_ bytes: [UInt8], name: String, from: Int64, to: Int64) throws(Error) -> TimeZoneOffsets {
        let file = try read(bytes)
        // Seconds to ms, clamped (version 2 files may start at −2⁵⁹ s, "the big bang").
        let limit: Int64 = 9_000_000_000_000_000
        var all: [(at: Int64, offset: Int)] = file.times.indices.map { (min(max(file.times[$0], -limit), limit) * 1000, file.offsets[$0]) }
        // Before the first transition the first type holds (RFC 8536 §3.2).
        var before = file.firstTypeOffset
        if let rule = file.rule, rule.daylight != nil {
            let last = all.last?.at ?? Int64.min
            let firstYear = all.isEmpty ? CivilDate(milliseconds: from).year - 1 : CivilDate(milliseconds: last).year
            let lastYear = CivilDate(milliseconds: to).year
            if firstYear <= lastYear {
                var generated: [(at: Int64, offset: Int)] = []
                for year in firstYear ... lastYear {
                    for c in rule.changes(in: year) where c.at > last {
                        // Two changes at one instant (daylight saving all year): the later rule wins.
                        if generated.last?.at == c.at { generated.removeLast() }
                        generated.append(c)
                    }
                }
                if all.isEmpty, let first = generated.first {
                    before = first.offset == rule.standard ? rule.daylight!.offset : rule.standard
                }
                all += generated
            }
        } else if all.isEmpty, let rule = file.rule {
            before = rule.standard
        }
        var initial = before
        var k = 0
        while k < all.count, all[k].at <= from { initial = all[k].offset; k += 1 }
        var transitions: [(at: Int64, offset: Int)] = []
        var previous = initial
        while k < all.count, all[k].at < to {
            if all[k].offset != previous {
                transitions.append(all[k])
                previous = all[k].offset
            }
            k += 1
        }
        guard zip(transitions, transitions.dropFirst()).allSatisfy({ $0.at < $1.at }) else {
            throw .invalid("transition order")
        }
        return transitions.isEmpty && initial == 0 ? .utc : TimeZoneOffsets(name: name, initialOffset: initial, transitions: transitions)
    }

    /// A file's transitions (seconds), the offset each sets (seconds east), the first type's
    /// offset and the footer rule (version 2 and later).
    struct File {
        var times: [Int64] = []
        var offsets: [Int] = []
        var firstTypeOffset = 0
        var rule: PosixTZRule?
    }

    static func read(_ bytes: [UInt8]) throws(Error) -> File {
        guard bytes.count >= 44, bytes[0 ..< 4].elementsEqual("TZif".utf8) else { throw .notTZif }
        let version = bytes[4]
        var at = 0
        let v1 = try block(bytes, &at, timeSize: 4)
        guard version >= UInt8(ascii: "2") else { return v1 }
        guard bytes.count >= at + 44, bytes[at ..< at + 4].elementsEqual("TZif".utf8) else { throw .truncated("second header") }
        var file = try block(bytes, &at, timeSize: 8)
        // The footer: "\n" rule "\n".
        guard at < bytes.count, bytes[at] == UInt8(ascii: "\n"),
              let end = bytes[(at + 1)...].firstIndex(of: UInt8(ascii: "\n")) else { throw .truncated("footer") }
        let text = String(decoding: bytes[(at + 1) ..< end], as: UTF8.self)
        if !text.isEmpty {
            guard let rule = PosixTZRule(text) else { throw .badRule(text) }
            file.rule = rule
        }
        return file
    }

    /// One header and data block from `at` (moved past it), times of `timeSize` bytes.
    private static func block(_ b: [UInt8], _ at: inout Int, timeSize: Int) throws(Error) -> File {
        func count(_ i: Int) -> Int { Int(UInt32(b[at + 20 + 4 * i]) << 24 | UInt32(b[at + 21 + 4 * i]) << 16 | UInt32(b[at + 22 + 4 * i]) << 8 | UInt32(b[at + 23 + 4 * i])) }
        let isut = count(0), isstd = count(1), leap = count(2), time = count(3), type = count(4), chars = count(5)
        guard type >= 1, type <= 256 else { throw .invalid("type count \(type)") }
        guard leap == 0 else { throw .invalid("leap second records (a right/ zone)") }
        let data = at + 44
        let size = time * timeSize + time + type * 6 + chars + leap * (timeSize + 4) + isstd + isut
        guard b.count >= data + size else { throw .truncated(timeSize == 4 ? "version 1 data" : "data") }
        func signed(_ p: Int, _ n: Int) -> Int64 {
            var v: UInt64 = 0
            for k in 0 ..< n { v = v << 8 | UInt64(b[p + k]) }
            return n == 4 ? Int64(Int32(truncatingIfNeeded: v)) : Int64(bitPattern: v)
        }
        var offsets: [Int] = []
        let types = data + time * timeSize + time
        for t in 0 ..< type {
            let o = Int(signed(types + 6 * t, 4))
            guard abs(o) <= 26 * 3600 else { throw .invalid("offset \(o) s") }
            offsets.append(o)
        }
        var file = File(firstTypeOffset: offsets[0])
        file.times.reserveCapacity(time); file.offsets.reserveCapacity(time)
        for k in 0 ..< time {
            let t = signed(data + k * timeSize, timeSize)
            let index = Int(b[data + time * timeSize + k])
            guard index < type else { throw .invalid("type index \(index)") }
            guard file.times.last.map({ $0 < t }) ?? true else { throw .invalid("transition order") }
            file.times.append(t); file.offsets.append(offsets[index])
        }
        at = data + size
        return file
    }
}
