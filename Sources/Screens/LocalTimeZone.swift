import Charts
import Foundation
import SeriesData

/// The reader's time zone, from the system's zone database at the edge: Foundation's `TimeZone`
/// reads `TZ` (a zone name such as `Europe/Berlin`) and otherwise `/etc/localtime`, both backed
/// by the tz database (`tzdata`). Charts gets the result as a `TimeZoneOffsets` table, so it
/// reads no files and its tests use fixed zones.
package enum LocalTimeZone {
    /// From 1900 to 2200: every year a chart can plausibly show, with each daylight-saving and
    /// standard-offset change the database knows.
    package static let from = Date(timeIntervalSince1970: -2_208_988_800), to = Date(timeIntervalSince1970: 7_258_118_400)

    /// The zone to show times in: UTC with `utc` (`--utc`), else the system's current zone.
    package static func resolve(utc: Bool) -> TimeZoneOffsets {
        utc ? .utc : offsets(of: TimeZone.current)
    }

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
                transitions.append((Int64((next.timeIntervalSince1970 * 1000).rounded()), offset))
                previous = offset
            }
            t = next
        }
        let name = zone.identifier == "GMT" || zone.identifier == "Etc/UTC" ? "UTC" : zone.identifier
        return transitions.isEmpty && initial == 0 ? .utc : TimeZoneOffsets(name: name, initialOffset: initial, transitions: transitions)
    }
}
