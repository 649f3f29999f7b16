import Foundation
@testable import Screens
import SeriesData
import Testing

/// The reader's zone read from the tz database's own files (`TZif`) gives the same table as
/// Foundation's `TimeZone` (ICU's copy of the database) for real zones of every kind.
struct LocalTimeZoneTests {
    static let zoneinfo = "/usr/share/zoneinfo"
    static let available = FileManager.default.fileExists(atPath: zoneinfo + "/Europe/Berlin")

    /// Northern and southern daylight saving, half-hour and 45-minute offsets, negative daylight
    /// saving in the file (Dublin), a two-hour change (Troll), changes at 24:00 and 26:00
    /// (Santiago, Jerusalem), negative rule times (Nuuk), a zone past the date line (Kiritimati),
    /// zones that dropped daylight saving (São Paulo, Tehran), Morocco's yearly Ramadan changes.
    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe",
                        "Asia/Kolkata", "Pacific/Chatham", "America/St_Johns", "Europe/Dublin", "Antarctica/Troll",
                        "America/Santiago", "Asia/Jerusalem", "America/Nuuk", "Pacific/Kiritimati",
                        "America/Sao_Paulo", "Asia/Tehran", "Africa/Casablanca", "Europe/London", "Asia/Tokyo"]

    @Test(arguments: zones) func realZoneFilesMatchFoundation(zone: String) throws {
        guard Self.available else {
            print("note: LocalTimeZoneTests skipped: no tz database at \(Self.zoneinfo) (apt-get install tzdata)")
            return
        }
        let ours = try #require(LocalTimeZone.fromDatabase(tz: zone))
        let foundation = LocalTimeZone.offsets(of: try #require(TimeZone(identifier: zone)))
        #expect(ours.name == zone)
        #expect(ours == foundation, "\(zone): \(Self.firstDifference(ours, foundation))")
    }

    @Test func daylightSavingFromTheFileAndItsRule() throws {
        guard Self.available else { return }
        let berlin = try #require(LocalTimeZone.fromDatabase(tz: ":Europe/Berlin"))
        let hour: Int64 = 3_600_000
        // 2026: last Sundays of March and October at 01:00 UTC (from the file's transitions).
        let spring = CivilDate.milliseconds(year: 2026, month: 3, day: 29, hour: 1)
        #expect(berlin.offset(at: spring - 1) == hour && berlin.offset(at: spring) == 2 * hour)
        // 2150: past the file's last transition (2037), from its footer rule.
        let autumn = CivilDate.milliseconds(year: 2150, month: 10, day: 25, hour: 1)
        #expect(berlin.offset(at: autumn - 1) == 2 * hour && berlin.offset(at: autumn) == hour)
        // Sydney: daylight saving over the new year (first Sunday of October to first of April).
        let sydney = try #require(LocalTimeZone.fromDatabase(tz: "\(Self.zoneinfo)/Australia/Sydney"))
        #expect(sydney.offset(at: CivilDate.milliseconds(year: 2180, month: 1, day: 1)) == 11 * hour)
        #expect(sydney.offset(at: CivilDate.milliseconds(year: 2180, month: 7, day: 1)) == 10 * hour)
        #expect(sydney.name == "\(Self.zoneinfo)/Australia/Sydney")
    }

    @Test func utcAndWhatIsNoZoneFile() throws {
        guard Self.available else { return }
        #expect(LocalTimeZone.fromDatabase(tz: "Etc/UTC") == .utc)
        #expect(LocalTimeZone.fromDatabase(tz: "UTC") == .utc)
        // Not a file: Foundation decides (nil here); no escaping the database with "..".
        #expect(LocalTimeZone.fromDatabase(tz: "EST5EDT4,M3.2.0,M11.1.0") == nil)
        #expect(LocalTimeZone.fromDatabase(tz: "") == nil)
        #expect(LocalTimeZone.fromDatabase(tz: "../../../etc/passwd") == nil)
        #expect(LocalTimeZone.fromDatabase(tz: "/etc/passwd") == nil)   // not TZif
        // /etc/localtime as a link into the database is named by its target.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("localtime").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "\(Self.zoneinfo)/Asia/Kolkata")
        let kolkata = try #require(LocalTimeZone.fromDatabase(tz: nil, localtime: link))
        #expect(kolkata.name == "Asia/Kolkata")
        #expect(kolkata.offset(at: 0) == 19_800_000)
    }

    static func firstDifference(_ a: TimeZoneOffsets, _ b: TimeZoneOffsets) -> String {
        var t = CivilDate.milliseconds(year: 1900, month: 1, day: 1)
        let end = CivilDate.milliseconds(year: 2200, month: 1, day: 1)
        while t < end {
            if a.offset(at: t) != b.offset(at: t) {
                return "at \(CivilDate(milliseconds: t)): \(a.offset(at: t)) against \(b.offset(at: t)) ms"
            }
            t += 3_600_000
        }
        return "same offsets hourly"
    }
}
