#if canImport(Glibc)
import Glibc
#endif
import Charts
import SeriesData
import Foundation
import Raster
import Testing
@testable import Kiosk

/// The soak's descriptor check can fail: a wall run through a simulated week, hour by hour, whose
/// step leaks one real descriptor each hour is reported by the same check the soak asserts; the
/// verdict's rules on counts (what it catches over a week and over the ASan run's two days).
/// No real-descriptor "clean week" beside it: in this process other suites open descriptors
/// while it runs, and a week of hours takes a fraction of a second, so a clean run's verdict
/// would be theirs; the soak itself (seconds per simulated day) is that run, and the counts test
/// below shows flat counts pass.
@Suite(.enabled(if: KioskFixtures.fontAvailable, KioskFixtures.missingNote))
struct DescriptorWatchTests {
    /// A week of a rotating wall, one simulated hour a step, whose step opens `/dev/null` and
    /// keeps it (closed after the verdict). Returns the watch's verdict and the count leaked.
    static func leakingWeek() throws -> (verdict: String?, leaked: Int) {
        var file = KioskFile(panels: [])
        file.dwell = 30
        file.burnIn = 60
        let wall = try KioskFixtures.wall(file, files: ["daily-joined-left.json", "power-hourly.csv"], width: 160, height: 100)
        let target = Bitmap(width: 160, height: 100)
        var watch = DescriptorWatch()
        var kept: [Int32] = []
        defer { for fd in kept { close(fd) } }
        for hour in 1 ... 7 * 24 {
            wall.advance(to: Double(hour) * 3600)
            if hour % 12 == 0 { wall.render(into: target) }
            let fd = open("/dev/null", O_RDONLY)
            #expect(fd >= 0)
            kept.append(fd)
            watch.record()
        }
        return (watch.leak, kept.count)
    }

    @Test func aStepLeakingADescriptorAnHourIsReported() throws {
        let (verdict, leaked) = try Self.leakingWeek()
        #expect(leaked == 168)
        let found = try #require(verdict, "the check missed 168 leaked descriptors")
        #expect(found.hasPrefix("open descriptors "), "\(found)")
    }

    /// The rules, on counts: flat passes whatever neighbours do (a stretch's least is compared);
    /// a leak an hour fails over a week and a leak a tick over two days; fewer than the margin
    /// between the stretches passes — that is the check's reach, said in docs/kiosk.md.
    @Test func theVerdictOnCounts() {
        let flat = (0 ..< 168).map { h in 20 + (h % 5 == 0 ? 40 : 0) }   // neighbours' descriptors come and go
        #expect(DescriptorWatch.leak(in: flat) == nil)
        #expect(DescriptorWatch.leak(in: (0 ..< 168).map { 20 + $0 }) != nil, "one an hour for a week")
        #expect(DescriptorWatch.leak(in: (0 ..< 48).map { 20 + 120 * $0 }) != nil, "one a tick (120 an hour) for two days")
        #expect(DescriptorWatch.leak(in: (0 ..< 48).map { 20 + $0 }) == nil, "one an hour for two days: 24, under the margin")
        #expect(DescriptorWatch.leak(in: (0 ..< 168).map { 20 + $0 / 24 }) == nil, "one a day: 6, under the margin")
        #expect(DescriptorWatch.leak(in: Array(repeating: 20, count: 47)) != nil, "too short to judge")
        #expect(DescriptorWatch.leak(in: Array(repeating: 0, count: 168)) != nil, "nothing counted")
    }
}
