// seeds: Seeds/remote Seeds/ndjson Examples/*.json Examples/*.csv
// dict: json.dict
// seed-prefix: 00
// smoke-runs: 5000
import Charts
import FuzzSupport
import SeriesData

/// Bodies an HTTP server sends (`wlcharts https://…`, `--prometheus`): the first byte picks the
/// `Content-Type`, the URL and the legend; the rest is the body, read both ways —
/// as a Prometheus `query_range` answer (then as the chart of one and of two queries, and as a
/// batch appended to known series) and as a fetched chart file (`RemoteBody`). Every result is
/// well-formed, every error and warning one clean line (a server's text reaches the terminal).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRemote(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let how = input.byte()
    let body = Array(input.rest)
    prometheus(body, legend: legends[Int(how >> 5)])
    let url = urls[Int(how >> 3 & 3)]
    do {
        let charts = try RemoteBody.charts(body, contentType: contentTypes[Int(how & 7) % contentTypes.count], url: url) {
            checkLine($0, from: url)
        }
        for chart in charts { checkChart(chart) }
    } catch {
        checkLine(error.description, from: url)
    }
    return 0
}

private let contentTypes: [String?] = [nil, "application/json", "text/csv; charset=utf-8", "application/x-ndjson",
                                       "text/tab-separated-values", "text/html", "application/jsonl"]
private let urls = ["https://h/data", "https://h/d.csv?x=1", "https://h/d.tsv", "https://h/d.ndjson#a"]
private let legends: [String?] = [nil, "{{room}}", "{{ job }} {{__name__}}", "x", "{{", "{{a}}}}", "", "{{}}"]

private func prometheus(_ body: [UInt8], legend: String?) {
    let server = "http://p:9090"
    let m: PrometheusMatrix
    do {
        m = try PrometheusMatrix.decode(body, source: server)
    } catch {
        checkLine("\(server): \(error)", from: server)
        return
    }
    for s in m.series {
        precondition(s.times.count == s.values.count, "one value per time")
        precondition(zip(s.times, s.times.dropFirst()).allSatisfy { $0 < $1 }, "times not increasing")
        precondition(s.values.allSatisfy { $0.isFinite || $0.isNaN }, "an infinite value")
    }
    let one = [(matrix: m, legend: PrometheusLegend(legend))]
    for results in [one, one + one] {
        let chart = PrometheusChart.chart(results, title: nil)
        checkChart(chart)
        precondition(chart.series.count == results.reduce(0) { $0 + $1.matrix.series.count }, "a series lost")
        precondition(Set(chart.series.map(\.id)).count == chart.series.count, "two series with one id")
    }
    var ids = ["known"]
    let batch = PrometheusChart.batch(one, ids: &ids)
    precondition(ids.first == "known" && batch.columns.count == ids.count, "columns follow the ids")
    precondition(batch.columns.allSatisfy { $0.count == batch.x.count }, "ragged batch")
}

private func checkChart(_ chart: ChartData) {
    precondition(chart.series.allSatisfy { $0.values.count == chart.count }, "ragged chart")
    precondition(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 }, "x not increasing")
}

/// One line naming `source`, without a control character (C0, DEL, C1, line separators) that could
/// break the line or drive the terminal.
private func checkLine(_ line: String, from source: String) {
    precondition(line.hasPrefix(source) && !line.unicodeScalars.contains {
        $0.value < 0x20 || (0x7F ... 0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
    }, "not one clean line: \(line.debugDescription)")
}

@main enum Main { static func main() { FuzzDriver.run(fuzzRemote) } }
