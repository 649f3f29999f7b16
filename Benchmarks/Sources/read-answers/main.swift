// read-answers: CPU seconds to decode saved server answers, as the sources decode them
// (docs/performance.md, "Server answers"): best of RUNS.
//   read-answers RUNS prometheus:FILE influx:FILE file:FILE …
// prometheus: a query_range answer (`PrometheusMatrix.decode`, what --prometheus does with a body);
// influx: an InfluxDB /query answer (`InfluxAnswer.decode`, --influxdb); file: a chart file as
// `wlcharts FILE` reads it (`ChartLoader.read`: a saved Prometheus answer becomes a chart).
import Foundation
import SeriesData

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let runs = Int(arguments.first!), runs > 0 else {
    print("usage: read-answers RUNS prometheus:FILE|influx:FILE|file:FILE …")
    exit(2)
}
for spec in arguments.dropFirst() {
    let kind = String(spec.prefix { $0 != ":" }), path = String(spec.dropFirst(kind.count + 1))
    guard let data = FileManager.default.contents(atPath: path) else { print("\(path): cannot read"); exit(1) }
    let bytes = [UInt8](data)
    var best = Double.infinity, points = 0
    for _ in 0 ..< runs {
        let start = cpuSeconds()
        do {
            switch kind {
            case "prometheus": points = try PrometheusMatrix.decode(bytes, source: path).series.reduce(0) { $0 + $1.times.count }
            case "influx": points = try InfluxAnswer.decode(bytes, source: path).series.reduce(0) { $0 + $1.times.count }
            default:
                let charts = try ChartLoader.read(bytes, path: path, options: LoadOptions()).charts
                points = charts.reduce(0) { $0 + $1.x.count * $1.series.count }
            }
        } catch {
            print("\(path): \(error)")
            exit(1)
        }
        best = min(best, cpuSeconds() - start)
    }
    let mb = Double(bytes.count) / 1e6
    print("\(kind) \(path): \(String(format: "%.1f", mb)) MB, \(points) points: best \(String(format: "%.3f", best)) s CPU (\(Int(mb / best)) MB/s)")
}
