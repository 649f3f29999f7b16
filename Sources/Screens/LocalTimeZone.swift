import Charts
import Foundation
import SeriesData

/// The reader's time zone, from the system's tz database at the edge: the zone file `TZ` names
/// (`Europe/Berlin`, `:Europe/Berlin` or a path, under `TZDIR` or `/usr/share/zoneinfo`), else
/// `/etc/localtime`, read by `TZif` — not through Foundation's `TimeZone`, whose ICU data would
/// map megabytes of pages into a wall for one table. Only a `TZ` that names no readable zone file
/// (a bare POSIX rule such as `EST5EDT4,M3.2.0,M11.1.0`, an empty `TZ`) goes through `TimeZone`.
/// Charts gets the result as a `TimeZoneOffsets` table, so it reads no files and its tests use
/// fixed zones.
package enum LocalTimeZone {
    /// From 1900 to 2200: every year a chart can plausibly show, with each daylight-saving and
    /// standard-offset change the database knows.
    package static let from = Date(timeIntervalSince1970: -2_208_988_800), to = Date(timeIntervalSince1970: 7_258_118_400)

    /// The zone to show times in: UTC with `utc` (`--utc`), else the system's current zone.
    package static func resolve(utc: Bool) -> TimeZoneOffsets {
        if utc { return .utc }
        let environment = ProcessInfo.processInfo.environment
        return fromDatabase(tz: environment["TZ"], directory: environment["TZDIR"]) ?? offsets(of: TimeZone.current)
    }

    /// The zone `tz` (the `TZ` variable) names as a tz database file under `directory` (default
    /// `/usr/share/zoneinfo`), or `/etc/localtime` without `tz`; `nil` when there is no such
    /// readable TZif file.
    package static func fromDatabase(tz: String?, directory: String? = nil, localtime: String = "/etc/localtime") -> TimeZoneOffsets? {
        let root = directory ?? "/usr/share/zoneinfo"
        let path: String, name: String
        if var t = tz {
            if t.hasPrefix(":") { t.removeFirst() }
            guard !t.isEmpty, !t.split(separator: "/").contains("..") else { return nil }
            path = t.hasPrefix("/") ? t : root + "/" + t
            name = t.hasPrefix("/") ? zoneName(of: t) : t
        } else {
            path = localtime
            name = zoneName(of: localtime)
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try? TZif.offsets([UInt8](data), name: name, from: milliseconds(from), to: milliseconds(to))
    }

    /// A zone file's name in the database: the link's target after `zoneinfo/`
    /// (`/etc/localtime` → `…/zoneinfo/Europe/Berlin`), else `/etc/timezone`'s line, else the path.
    static func zoneName(of path: String) -> String {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
           let r = target.range(of: "zoneinfo/") {
            return String(target[r.upperBound...])
        }
        if path == "/etc/localtime", let d = FileManager.default.contents(atPath: "/etc/timezone"),
           let line = String(decoding: d, as: UTF8.self).split(whereSeparator: \.isNewline).first, !line.isEmpty {
            return String(line)
        }
        return path
    }

    static func milliseconds(_ d: Date) -> Int64 { Int64((d.timeIntervalSince1970 * 1000).rounded()) }

    /// `zone`'s offsets from `from` to `to` as a table (at most a few hundred transitions;
    /// outside the span the nearest offset holds).
    package static func offsets(of zone: TimeZone) -> TimeZoneOffsets {
        let initial = zone.secondsFromGMT(for: from)
        var transitions: [(at: Int64, offset: Int)] = []
        var previous = initial
        var t = from
        while let next = zone.nextDaylightSavingTimeTransition(after: t), next < to, next > t, transitions.count < 10_000 {
            let offset = zone.secondsFromGMT(for: next)
            if offset != previous {
                transitions.append((milliseconds(next), offset))
                previous = offset
            }
            t = next
        }
        let name = zone.identifier == "GMT" || zone.identifier == "Etc/UTC" ? "UTC" : zone.identifier
        return transitions.isEmpty && initial == 0 ? .utc : TimeZoneOffsets(name: name, initialOffset: initial, transitions: transitions)
    }
}
