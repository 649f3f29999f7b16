import Foundation
@testable import SeriesData
import Testing

/// `TZif` and `PosixTZRule`: tz database files read into offset tables (real files compared with
/// Foundation: ScreensTests' `LocalTimeZoneTests`).
struct TZifTests {
    let hour: Int64 = 3_600_000
    static let from = CivilDate.milliseconds(year: 1900, month: 1, day: 1), to = CivilDate.milliseconds(year: 2200, month: 1, day: 1)

    @Test func posixRulesRead() throws {
        let cet = try #require(PosixTZRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(cet.standard == 3600 && cet.daylight?.offset == 7200)
        #expect(cet.daylight?.start == .init(day: .monthWeek(month: 3, week: 5, weekday: 0), time: 7200))
        #expect(cet.daylight?.end == .init(day: .monthWeek(month: 10, week: 5, weekday: 0), time: 10800))
        // 2026: 29 March 01:00 UTC and 25 October 01:00 UTC.
        #expect(cet.changes(in: 2026).map(\.at) == [CivilDate.milliseconds(year: 2026, month: 3, day: 29, hour: 1),
                                                     CivilDate.milliseconds(year: 2026, month: 10, day: 25, hour: 1)])
        let nuuk = try #require(PosixTZRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
        #expect(nuuk.standard == -7200 && nuuk.daylight?.offset == -3600 && nuuk.daylight?.start.time == -3600)
        let chatham = try #require(PosixTZRule("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45"))
        #expect(chatham.standard == 45_900 && chatham.daylight?.offset == 49_500)
        // Southern hemisphere: the year's first change ends daylight saving.
        #expect(chatham.changes(in: 2030).map(\.offset) == [45_900, 49_500])
        let jerusalem = try #require(PosixTZRule("IST-2IDT,M3.4.4/26,M10.5.0"))
        #expect(jerusalem.daylight?.start.time == 26 * 3600)
        #expect(PosixTZRule("JST-9")?.standard == 32_400 && PosixTZRule("JST-9")?.daylight == nil)
        #expect(PosixTZRule("EST5EDT,J60/2,300")?.daylight?.end.day == .zeroBased(300))
        for bad in ["", "CE-1", "CET", "CET-1CEST", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0", "<CET-1", "CET-1 junk"] {
            #expect(PosixTZRule(bad) == nil, "\(bad)")
        }
    }

    /// A version 2 file built here: two transitions, then the EU rule.
    static func file(version: UInt8 = UInt8(ascii: "2"), footer: String = "CET-1CEST,M3.5.0,M10.5.0/3") -> [UInt8] {
        func be(_ v: Int64, _ n: Int) -> [UInt8] { (0 ..< n).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        let times: [Int64] = [CivilDate.milliseconds(year: 2000, month: 3, day: 26, hour: 1) / 1000,
                              CivilDate.milliseconds(year: 2000, month: 10, day: 29, hour: 1) / 1000]
        func block(_ size: Int) -> [UInt8] {
            var b = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
            for c in [0, 0, 0, times.count, 2, 8] { b += be(Int64(c), 4) }
            for t in times { b += be(t, size) }
            b += [1, 0]
            b += be(3600, 4) + [0, 0] + be(7200, 4) + [1, 4]
            b += Array("CET\0CEST".utf8)
            return b
        }
        return block(4) + (version >= UInt8(ascii: "2") ? block(8) + Array("\n\(footer)\n".utf8) : [])
    }

    @Test func transitionsThenTheFootersRule() throws {
        let z = try TZif.offsets(Self.file(), name: "Test/CET", from: Self.from, to: Self.to)
        #expect(z.name == "Test/CET")
        #expect(z.offset(at: Self.from) == hour)   // the first type before the first transition
        #expect(z.offset(at: CivilDate.milliseconds(year: 2000, month: 7, day: 1)) == 2 * hour)
        #expect(z.offset(at: CivilDate.milliseconds(year: 2000, month: 12, day: 1)) == hour)
        // The rule takes over after 2000; 2199 is the last year in the table.
        let change = CivilDate.milliseconds(year: 2199, month: 3, day: 31, hour: 1)
        #expect(z.offset(at: change - 1) == hour && z.offset(at: change) == 2 * hour)
        #expect(z.offset(at: CivilDate.milliseconds(year: 2300, month: 7, day: 1)) == hour)   // past `to`
        // Version 1 only: no rule, the last transition's offset holds.
        let v1 = try TZif.offsets(Self.file(version: 0), name: "Test/CET", from: Self.from, to: Self.to)
        #expect(v1.offset(at: CivilDate.milliseconds(year: 2010, month: 7, day: 1)) == hour)
        // A fixed zone whose footer has no daylight saving.
        let fixed = try TZif.offsets(Self.file(footer: "CET-1"), name: "Test/CET", from: Self.from, to: Self.to)
        #expect(fixed.offset(at: CivilDate.milliseconds(year: 2010, month: 7, day: 1)) == hour)
    }

    @Test func brokenFilesSayWhatIsWrong() {
        let good = Self.file()
        #expect(throws: TZif.Error.notTZif) { try TZif.offsets(Array("TZip".utf8) + good.dropFirst(4), name: "x", from: 0, to: 1) }
        #expect(throws: TZif.Error.truncated("version 1 data")) { try TZif.offsets(Array(good.prefix(50)), name: "x", from: 0, to: 1) }
        #expect(throws: TZif.Error.truncated("footer")) { try TZif.offsets(Array(good.dropLast(3)), name: "x", from: 0, to: 1) }
        #expect(throws: TZif.Error.badRule("CET-1CEST")) { try TZif.offsets(Self.file(footer: "CET-1CEST"), name: "x", from: 0, to: 1) }
        #expect(TZif.Error.truncated("footer").description == "the file ends inside its footer")
    }
}
