// seeds: Seeds/influx Seeds/remote
// dict: json.dict
// seed-prefix: 00
// smoke-runs: 5000
import FuzzSupport
import SeriesData
import Sources

/// Bodies InfluxDB's `/query` sends (`--influxdb`): the first byte picks the legend; the rest is
/// read as an answer (`InfluxAnswer.decode`: times increasing, one value per time, no ±∞, then
/// the chart of one and two queries and a batch against known ids), and as query text whose
/// unit is read (`InfluxUnit.of`) and whose macros are filled (`InfluxQLAPI.filled`: no macro
/// left). Every error is one clean line naming the server (its words reach the terminal).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflux(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let how = input.byte()
    let body = Array(input.rest)
    let server = "http://i:8086"
    let text = String(decoding: body, as: UTF8.self)
    _ = InfluxUnit.of(query: text)
    let filled = InfluxQLAPI.filled(text, range: PrometheusRange(start: 1_800_000_000, end: 1_800_003_600, step: 5, relative: false))
    precondition(!filled.contains("$timeFilter") && !filled.contains("$interval"), "a macro left")
    let m: PrometheusMatrix
    do {
        m = try InfluxAnswer.decode(body, source: server)
    } catch {
        let line = "\(server): \(error)"
        precondition(!line.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F ... 0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
        }, "not one clean line: \(line.debugDescription)")
        return 0
    }
    for s in m.series {
        precondition(s.times.count == s.values.count, "one value per time")
        precondition(zip(s.times, s.times.dropFirst()).allSatisfy { $0 < $1 }, "times not increasing")
        precondition(s.values.allSatisfy { $0.isFinite || $0.isNaN }, "an infinite value")
    }
    let one = [(matrix: m, legend: PrometheusLegend(legends[Int(how) % legends.count]))]
    for results in [one, one + one] {
        let chart = PrometheusChart.chart(results, title: nil)
        precondition(chart.series.allSatisfy { $0.values.count == chart.count }, "ragged chart")
        precondition(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 }, "x not increasing")
        precondition(Set(chart.series.map(\.id)).count == chart.series.count, "two series with one id")
    }
    var ids = ["known"]
    let batch = PrometheusChart.batch(one, ids: &ids)
    precondition(ids.first == "known" && batch.columns.count == ids.count, "columns follow the ids")
    return 0
}

private let legends: [String?] = [nil, "{{host}}", "{{ host }} {{__name__}}", "x", "{{", "{{a}}}}", ""]

@main enum Main { static func main() { FuzzDriver.run(fuzzInflux) } }
