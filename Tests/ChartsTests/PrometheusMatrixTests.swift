import Testing
@testable import Charts
@testable import SeriesData

/// Prometheus answers as chart data: matrix decoding (NaN and infinities as gaps, the server's
/// errors verbatim, bodies that are not the API), legend templates, the step for a plot's width,
/// several queries on one time grid, and fetched bodies told apart.
@Suite struct PrometheusMatrixTests {
    static func decode(_ s: String) throws(PrometheusError) -> PrometheusMatrix {
        try PrometheusMatrix.decode(Array(s.utf8), source: "http://p:9090")
    }

    static let answer = """
    {"status":"success","data":{"resultType":"matrix","result":[
      {"metric":{"__name__":"wall_temp","room":"lab"},"values":[[1795377600,"21.5"],[1795377660,"NaN"],[1795377720.5,"+Inf"],[1795377780,"-2e1"]]},
      {"metric":{"room":"hall"},"values":[[1795377660,"3"]]}
    ]},"warnings":["ignored"]}
    """

    @Test func aMatrixDecodesWithGapsForNaNAndInfinities() throws {
        let m = try Self.decode(Self.answer)
        #expect(m.series.count == 2)
        let lab = m.series[0]
        #expect(lab.label("room") == "lab" && lab.label("__name__") == "wall_temp")
        #expect(lab.times == [1_795_377_600_000, 1_795_377_660_000, 1_795_377_720_500, 1_795_377_780_000])
        #expect(lab.values[0] == 21.5 && lab.values[1].isNaN && lab.values[2].isNaN && lab.values[3] == -20)
        #expect(m.series[1].values == [3])
    }

    @Test func theServersErrorsComeVerbatim() {
        let body = #"{"status":"error","errorType":"bad_data","error":"invalid parameter \"query\": 1:5: parse error: unexpected \")\""}"#
        #expect(throws: PrometheusError.server(type: "bad_data", message: #"invalid parameter "query": 1:5: parse error: unexpected ")""#)) {
            try Self.decode(body)
        }
        let e = PrometheusError.server(type: "timeout", message: "query timed out in expression evaluation")
        #expect("\(e)" == "timeout: query timed out in expression evaluation")
    }

    /// Found by fuzz-remote (Fuzz/Regressions/fuzz-remote): a server's text with control
    /// characters reached the terminal raw — a multi-line "one-line" error, or escape sequences.
    @Test func theServersControlCharactersAreEscapedOnOneLine() throws {
        let body = #"{"status":"error","errorType":"bad\u0000data","error":"line one\nline two \u001b[31mred\u0085"}"#
        let server = try #require(throws: PrometheusError.self) { try Self.decode(body) }
        #expect("\(server)" == #"bad\u{0}data: line one\nline two \u{1B}[31mred\u{85}"#)
        let vector = #"{"status":"success","data":{"resultType":"vec\ntor","result":[]}}"#
        let notMatrix = try #require(throws: PrometheusError.self) { try Self.decode(vector) }
        #expect("\(notMatrix)" == #"the result is a vec\ntor, not a range (matrix)"#)
        let long = PrometheusError.server(type: "", message: String(repeating: "x", count: 1000))
        #expect("\(long)".count == 301, "a server's message is cut after 300 characters")
    }

    @Test(arguments: [
        ("<html>502 Bad Gateway</html>", "not a Prometheus API answer"),
        (#"{"status":"success","data":{"resultType":"matrix","result":[{"metric":{},"values":[[1,"2"]"#, "not a Prometheus API answer"),
        (#"{"status":"success","data":{"resultType":"vector","result":[]}}"#, "the result is a vector, not a range (matrix)"),
        (#"{"status":"success","data":{"resultType":"matrix","result":[{"values":[[1,"x"]]}]}}"#, "expected a number"),
        (#"{"status":"success","data":{"resultType":"matrix","result":[{"values":[[2,"1"],[1,"1"]]}]}}"#, "not a Prometheus API answer"),
    ])
    func bodiesThatAreNoMatrixSayWhy(body: String, says: String) {
        do {
            _ = try Self.decode(body)
            Issue.record("decoded \(body)")
        } catch {
            #expect("\(error)".contains(says), "\(error)")
        }
    }

    @Test func legendTemplatesAndLabelNames() {
        let labels: [(name: String, value: String)] = [("__name__", "node_cpu"), ("instance", "a:9100"), ("cpu", "0")]
        #expect(PrometheusLegend("{{instance}} {{cpu}}").name(labels) == "a:9100 0")
        #expect(PrometheusLegend("cpu {{ cpu }} of {{missing}}!").name(labels) == "cpu 0 of !")
        #expect(PrometheusLegend("{{unclosed").name(labels) == "{{unclosed")
        #expect(PrometheusLegend().name(labels) == #"node_cpu{cpu="0", instance="a:9100"}"#)
        #expect(PrometheusLegend().name([]) == "{}")
    }

    @Test func theStepGivesAboutOneSamplePerColumn() {
        #expect(PrometheusRange.step(seconds: 6 * 3600, columns: 768) == 29)   // 21600 / 768 = 28.1 → 29 s
        #expect(PrometheusRange.step(seconds: 600, columns: 1000) == 1, "at least a second")
        #expect(PrometheusRange.step(seconds: 365 * 86400 * 10, columns: 20000) == (315_360_000.0 / 10_999).rounded(.up),
                "never more than 11 000 points")
        let r = PrometheusRange.last(3600, now: 1_795_377_631, columns: 60)
        #expect(r.step == 60 && r.end == 1_795_377_600 && r.start == 1_795_374_000 && r.points == 61)
        let f = PrometheusRange.fixed(from: 1_795_377_601, to: 1_795_384_800, columns: 120)
        #expect(f.step == 60 && f.start == 1_795_377_600)
    }

    @Test func severalQueriesShareOneTimeGridWithGaps() throws {
        let m = try Self.decode(Self.answer)
        let other = PrometheusMatrix(series: [.init(labels: [("room", "lab")], times: [1_795_377_840_000], values: [7])])
        let chart = PrometheusChart.chart([(m, PrometheusLegend("{{room}}")), (other, PrometheusLegend("{{room}}"))], title: "t")
        #expect(chart.series.map(\.id) == ["lab", "hall", "lab (2)"])
        #expect(chart.x == [1_795_377_600_000, 1_795_377_660_000, 1_795_377_720_500, 1_795_377_780_000, 1_795_377_840_000])
        #expect(chart.series[1].values.map { $0.isNaN ? -1 : $0 } == [-1, 3, -1, -1, -1])
        #expect(chart.series[2].values.map { $0.isNaN ? -1 : $0 } == [-1, -1, -1, -1, 7])
        // A refresh's batch keeps the columns of the ids known so far and appends new ones.
        var ids = ["hall", "gone"]
        let b = PrometheusChart.batch([(other, PrometheusLegend("{{room}}"))], ids: &ids)
        #expect(ids == ["hall", "gone", "lab"])
        #expect(b.x == [1_795_377_840_000] && b.columns[0][0].isNaN && b.columns[1][0].isNaN && b.columns[2] == [7])
    }

    @Test func fetchedBodiesAreToldApartByTypeExtensionOrContent() throws {
        let nd = Array("{\"t\":1700000000000,\"a\":1}\n{\"t\":1700000060000,\"a\":2}\n".utf8)
        let csv = Array("t,a\n1700000000000,1\n1700000060000,2\n".utf8)
        let contest = Array(##"[{"columns":[["x",1700000000000,1700000060000],["y0",1,2]],"types":{"x":"x","y0":"line"},"names":{"y0":"a"},"colors":{"y0":"#ff0000"}}]"##.utf8)
        #expect(RemoteBody.kind(contentType: "application/x-ndjson; charset=utf-8", url: "http://h/x", body: csv) == .ndjson)
        #expect(RemoteBody.kind(contentType: "text/csv", url: "http://h/x.json", body: nd) == .csv)
        #expect(RemoteBody.kind(contentType: nil, url: "http://h/x.jsonl?v=1", body: contest) == .ndjson)
        #expect(RemoteBody.kind(contentType: "application/octet-stream", url: "http://h/x", body: nd) == .ndjson)
        #expect(RemoteBody.kind(contentType: "text/plain", url: "http://h/x", body: contest) == .contest)
        #expect(RemoteBody.kind(contentType: nil, url: "http://h/x", body: csv) == .csv)
        for body in [nd, csv, contest] {
            let charts = try RemoteBody.charts(body, contentType: nil, url: "http://h/data")
            #expect(charts.count == 1 && charts[0].x == [1_700_000_000_000, 1_700_000_060_000] && charts[0].series[0].values == [1, 2])
        }
        #expect(throws: LoadError.self) { try RemoteBody.charts([], contentType: "application/json", url: "http://h/e.json") }
        do {
            _ = try RemoteBody.charts(Array("{\"columns\": 5".utf8), contentType: "application/json", url: "http://h/bad.json")
        } catch {
            #expect("\(error)".hasPrefix("http://h/bad.json:1:"), "\(error)")
        }
    }
}
