import Testing
@testable import SeriesData

/// VictoriaMetrics' answers to `query_range`, as its versions send them: the fields Prometheus
/// does not send (`isPartial`, `stats`, `trace`) are skipped, its errors (an HTTP status as the
/// type) come verbatim, its value strings read as Prometheus's do.
@Suite struct PrometheusVictoriaMetricsAnswerTests {
    static func decode(_ s: String) throws(PrometheusError) -> PrometheusMatrix {
        try PrometheusMatrix.decode(Array(s.utf8), source: "http://vm:8428")
    }

    @Test func extraFieldsAnywhereAreSkipped() throws {
        let m = try Self.decode("""
        {"status":"success","isPartial":false,"data":{"resultType":"matrix","result":[
          {"metric":{"__name__":"v","room":"lab"},"values":[[1795377600,"20"],[1795377660,"0.30000000000000004"],[1795377720,"NaN"],[1795377780,"1.5e+06"]]}
        ]},"stats":{"seriesFetched":"1","executionTimeMsec":2},"trace":{"duration_msec":1.2,"message":"x","children":[]}}
        """)
        #expect(m.series.count == 1 && m.series[0].label("room") == "lab")
        #expect(m.series[0].times == [1_795_377_600_000, 1_795_377_660_000, 1_795_377_720_000, 1_795_377_780_000])
        let v = m.series[0].values
        #expect(v[0] == 20 && v[1] == 0.30000000000000004 && v[2].isNaN && v[3] == 1_500_000)
    }

    @Test func itsErrorsComeVerbatimWithTheStatusAsTheirType() {
        let body = #"{"status":"error","errorType":"422","error":"error when executing query=\"rate(x\" on the time range (start=1, end=2, step=60000): cannot execute query: unparsed data: \"\""}"#
        #expect(throws: PrometheusError.server(type: "422", message: #"error when executing query="rate(x" on the time range (start=1, end=2, step=60000): cannot execute query: unparsed data: """#)) {
            try Self.decode(body)
        }
    }

    @Test func anEmptyResultIsNoSeries() throws {
        #expect(try Self.decode(#"{"status":"success","isPartial":false,"data":{"resultType":"matrix","result":[]}}"#).series.isEmpty)
    }
}
