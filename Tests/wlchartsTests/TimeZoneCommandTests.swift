import Foundation
import Testing

/// `--png` in the reader's zone (TZ, else /etc/localtime), `--utc`, and calendar-day data that
/// keeps its dates: the same chart rendered under different zones, compared pixel for pixel
/// (PNG bytes: the encoder is deterministic).
@Suite(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"),
       .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Berlin"),
                "no tz database (/usr/share/zoneinfo, apt tzdata) — skipped"))
struct TimeZoneCommandTests {
    /// Writes a CSV of one series: `count` points `step` seconds apart from `start` (epoch seconds).
    static func csv(_ folder: String, _ name: String, start: Int, step: Int, count: Int) throws -> String {
        var text = "time,load\n"
        for i in 0 ..< count { text += "\(start + i * step),\(10 + (i * 37) % 23)\n" }
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Renders `file` with `TZ` = `zone` (and `extra` options); the PNG's bytes.
    static func render(_ file: String, zone: String, _ extra: [String] = [], in folder: String) throws -> Data {
        let out = folder + "/out-\(zone.replacingOccurrences(of: "/", with: "-"))-\(extra.joined()).png"
        let r = try Commands.run(Commands.wlcharts!, [file, "--png", out, "--size", "800x500"] + extra, environment: ["TZ": zone])
        #expect(r.status == 0, "\(r.err)")
        return try Data(contentsOf: URL(fileURLWithPath: out))
    }

    @Test func hourlyDataIsLabelledInTheReadersZoneUnlessUTC() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 2019-03-30 00:00 UTC, hourly for two days: across Europe's spring-forward change.
        let file = try Self.csv(folder, "hourly.csv", start: 1_553_904_000, step: 3600, count: 48)
        let utc = try Self.render(file, zone: "UTC", in: folder)
        let berlin = try Self.render(file, zone: "Europe/Berlin", in: folder)
        let berlinUTC = try Self.render(file, zone: "Europe/Berlin", ["--utc"], in: folder)
        let fixedPlusOne = try Self.render(file, zone: "Etc/GMT-1", in: folder)   // UTC+1 all year
        #expect(berlin != utc, "the local zone changes the labels")
        #expect(berlinUTC == utc, "--utc shows UTC whatever TZ says")
        // Berlin is UTC+1 before the change and UTC+2 after: not the same as a fixed UTC+1.
        #expect(berlin != fixedPlusOne, "daylight saving is applied")
    }

    @Test func dailyDataKeepsItsDatesInEveryZone() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Every x at UTC midnight (like the contest's files).
        let file = try Self.csv(folder, "daily.csv", start: 1_546_300_800, step: 86_400, count: 90)
        let utc = try Self.render(file, zone: "UTC", in: folder)
        #expect(try Self.render(file, zone: "America/New_York", in: folder) == utc)
        #expect(try Self.render(file, zone: "Asia/Tokyo", in: folder) == utc)
    }

    /// `--describe` writes its dates in the reader's zone too (`--utc`: UTC), daily data on its dates.
    @Test func describeSpeaksTheReadersTime() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 2019-06-01 22:00 UTC, hourly for four hours: midnight to 03:00 on 2 June in Berlin (UTC+2).
        let file = try Self.csv(folder, "night.csv", start: 1_559_426_400, step: 3600, count: 4)
        let berlin = try Commands.run(Commands.wlcharts!, [file, "--describe"], environment: ["TZ": "Europe/Berlin"])
        #expect(berlin.status == 0, "\(berlin.err)")
        #expect(berlin.out.contains(", 2 June 2019, 4 points."), "\(berlin.out)")
        #expect(berlin.out.contains("on Sun, 2 Jun 00:00") && !berlin.out.contains("1 Jun"), "\(berlin.out)")
        let utc = try Commands.run(Commands.wlcharts!, [file, "--describe", "--utc"], environment: ["TZ": "Europe/Berlin"])
        #expect(utc.out.contains(", 1 June 2019 – 2 June 2019, 4 points."), "\(utc.out)")
        #expect(utc.out.contains("on Sat, 1 Jun 22:00"), "\(utc.out)")
        let days = try Self.csv(folder, "days.csv", start: 1_559_347_200, step: 86_400, count: 4)
        let newYork = try Commands.run(Commands.wlcharts!, [days, "--describe"], environment: ["TZ": "America/New_York"])
        #expect(newYork.out.contains(", 1 June 2019 – 4 June 2019, 4 points."), "\(newYork.out)")
    }
}
