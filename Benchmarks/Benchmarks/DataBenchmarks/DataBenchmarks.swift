import Benchmark
import Charts
import Foundation
import SeriesData

// Data benchmarks: loading (ours against Foundation's JSONSerialization on the same file, in the
// same run), M4 decimation, and range extrema. Numbers and the command: docs/performance.md, "Data".

/// A deterministic ~100 MB contest file (one chart, x + 10 series of 1.05 M points; integers with
/// some decimals and nulls), written once per run to the temporary folder.
let bigFile: (path: String, bytes: Int) = {
    var rng = SplitMix(seed: 42)
    let n = 1_050_000
    var out: [UInt8] = []
    out.reserveCapacity(110 << 20)
    func put(_ s: String) { out.append(contentsOf: s.utf8) }
    put("[{\"columns\":[[\"x\"")
    for i in 0..<n { put(",\(1_546_300_800_000 + Int64(i) * 60_000)") }
    put("]")
    for s in 0..<10 {
        put(",[\"y\(s)\"")
        for _ in 0..<n {
            let r = rng.next()
            if r % 1000 == 0 { put(",null") } else if r % 10 == 1 { put(",\(r >> 44).\(r % 100)") } else { put(",\(r >> 41)") }
        }
        put("]")
    }
    put("],\"types\":{\"x\":\"x\"")
    for s in 0..<10 { put(",\"y\(s)\":\"line\"") }
    put("}}]\n")
    let path = NSTemporaryDirectory() + "/wlcharts-bench-100mb.json"
    _ = FileManager.default.createFile(atPath: path, contents: Data(out))
    return (path, out.count)
}()

/// A deterministic CSV file: ISO-8601 minutes, 4 series, 1 M rows (decimals, integers, gaps).
let csvFile: (path: String, bytes: Int) = {
    var rng = SplitMix(seed: 7)
    var out: [UInt8] = []
    out.reserveCapacity(60 << 20)
    out.append(contentsOf: "time,a,b,c,d\n".utf8)
    for i in 0..<1_000_000 {
        let d = CivilDate(milliseconds: 1_546_300_800_000 + Int64(i) * 60_000)
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let r = rng.next()
        let gap = r % 100 == 0 ? "" : "\(r >> 58)"
        out.append(contentsOf: "\(d.isoDate)T\(two(d.hour)):\(two(d.minute)):00Z,\(r >> 47),\(r % 1000),\(r >> 54).\(r % 100),\(gap)\n".utf8)
    }
    let path = NSTemporaryDirectory() + "/wlcharts-bench.csv"
    _ = FileManager.default.createFile(atPath: path, contents: Data(out))
    return (path, out.count)
}()

struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random walk of `n` points at one-minute steps.
func walk(_ n: Int) -> (x: [Int64], values: [Double]) {
    var rng = SplitMix(seed: UInt64(n))
    var v = 0.0
    let values = (0..<n).map { _ in
        v += Double(Int64(rng.next() >> 44) - (1 << 19)) / 1000
        return v
    }
    return ((0..<n).map { 1_546_300_800_000 + Int64($0) * 60_000 }, values)
}

let million = walk(1_000_000)
let tenMillion = walk(10_000_000)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal, .instructions]
    let slow = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .instructions, .peakMemoryResident, .mallocCountTotal],
                                       warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 5)

    // What the harness itself costs: compare the malloc counts of the others with this one.
    Benchmark("baseline: an empty measured block") { benchmark in
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { blackHole(i) }
    }

    Benchmark("load 100 MB contest JSON (ChartLoader)", configuration: slow) { benchmark in
        benchmark.startMeasurement()
        let charts = try! ChartLoader.load(path: bigFile.path)
        benchmark.stopMeasurement()
        precondition(charts[0].count == 1_050_000)
        print("load: \(bigFile.bytes) bytes")
        blackHole(charts)
    } setup: { _ = bigFile }

    Benchmark("load 100 MB contest JSON (Foundation JSONSerialization)", configuration: slow) { benchmark in
        benchmark.startMeasurement()
        let data = try! Data(contentsOf: URL(fileURLWithPath: bigFile.path))
        let object = try! JSONSerialization.jsonObject(with: data)
        benchmark.stopMeasurement()
        blackHole(object)
    } setup: { _ = bigFile }

    Benchmark("load CSV, 1 M rows × 4 series (ChartLoader)", configuration: slow) { benchmark in
        benchmark.startMeasurement()
        let charts = try! ChartLoader.load(path: csvFile.path)
        benchmark.stopMeasurement()
        precondition(charts[0].count == 1_000_000)
        print("csv: \(csvFile.bytes) bytes")
        blackHole(charts)
    } setup: { _ = csvFile }

    Benchmark("M4 1 M points → 1920 columns", configuration: .init(setup: { _ = million })) { benchmark in
        let decimator = M4Decimator(values: million.values)
        var out: [M4Column] = []
        out.reserveCapacity(1922)
        let xMin = Double(million.x.first!), xMax = Double(million.x.last!)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            decimator.decimate(x: million.x, range: 0..<million.x.count, xMin: xMin, xMax: xMax, width: 1920, into: &out)
            blackHole(out.count)
        }
    }

    Benchmark("M4 10 M points → 1920 columns", configuration: .init(setup: { _ = tenMillion })) { benchmark in
        let decimator = M4Decimator(values: tenMillion.values)
        var out: [M4Column] = []
        out.reserveCapacity(1922)
        let xMin = Double(tenMillion.x.first!), xMax = Double(tenMillion.x.last!)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            decimator.decimate(x: tenMillion.x, range: 0..<tenMillion.x.count, xMin: xMin, xMax: xMax, width: 1920, into: &out)
            blackHole(out.count)
        }
    }

    Benchmark("M4 pyramid build, 10 M points", configuration: slow) { benchmark in
        benchmark.startMeasurement()
        blackHole(M4Decimator(values: tenMillion.values))
    } setup: { _ = tenMillion }

    Benchmark("extrema: 1000 random range queries over 10 M points",
              configuration: .init(metrics: [.wallClock, .instructions, .mallocCountTotal, .throughput],
                                   setup: { _ = tenMillion })) { benchmark in
        let extrema = RangeExtrema(tenMillion.values)
        var rng = SplitMix(seed: 1)
        let n = UInt64(tenMillion.values.count)
        let ranges = (0..<1000).map { _ -> Range<Int> in
            let a = Int(rng.next() % n), b = Int(rng.next() % n)
            return min(a, b)..<max(a, b) + 1
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for r in ranges { blackHole(extrema.minMax(r)) }
        }
    }
}
