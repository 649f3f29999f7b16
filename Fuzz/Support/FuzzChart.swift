import Charts
import Raster
import SeriesData

/// Charts from the fuzzer's bytes, two ways (chosen by the first byte): the rest parsed as a file
/// by the real loaders (contest JSON or CSV, so the seed corpus of real files applies), or built
/// directly as ``ChartData`` with values no file may hold (±∞, any bit pattern, x anywhere in Int64).
public enum FuzzChart {
    public static func charts(_ input: inout FuzzInput) -> [ChartData] {
        let mode = input.byte()
        if mode & 1 == 0 {
            let bytes = Array(input.rest)
            let path = "fuzz"   // no extension: the format comes from the first byte
            return (try? ChartLoader.parse(bytes, path: path)) ?? []
        }
        return [built(&input)]
    }

    /// A chart of 1…8 series (sometimes 100) and 1…512 points; each series is small integers times
    /// a multiplier of any bit pattern, -128 being a gap.
    static func built(_ input: inout FuzzInput) -> ChartData {
        let flags = input.byte()
        let seriesCount = flags & 0x80 != 0 ? 100 : input.int(in: 1 ... 8)
        let count = input.int(in: 1 ... 512)
        var x: [Int64] = []
        x.reserveCapacity(count)
        var t: Int64
        switch input.byte() % 4 {
        case 0: t = 1_546_300_800_000                       // 2019-01-01
        case 1: t = Int64.min                              // the ends of Int64
        case 2: t = Int64.max - Int64(count) * 1000
        default: t = Int64(bitPattern: input.uint64())
        }
        let stepShift = input.int(in: 0 ... 62)
        for _ in 0 ..< count {
            x.append(t)
            let step = Int64(1) << Int64(input.byte() % 2 == 0 ? stepShift : Int(input.byte() % 63))
            let (next, overflow) = t.addingReportingOverflow(step)
            if overflow { break }
            t = next
        }
        let kinds: [SeriesKind] = [.line, .bar, .area]
        let kind = kinds[Int(flags >> 1 & 3) % 3]
        var series: [Series] = []
        for s in 0 ..< seriesCount {
            var m = input.rawDouble()
            if input.bool() { m = 1 }
            let values = (0 ..< x.count).map { _ -> Double in
                let b = Int8(bitPattern: input.byte())
                return b == -128 ? .nan : Double(b) * m
            }
            series.append(Series(id: "y\(s)", name: "y\(s)", color: Series.palette[s % Series.palette.count],
                                 kind: kind, values: values))
        }
        return ChartData(title: flags & 0x40 != 0 ? "Fuzz" : nil, x: x, series: series,
                         yScaled: flags & 1 != 0, stacked: flags & 8 != 0, percentage: flags & 16 != 0)
    }
}
