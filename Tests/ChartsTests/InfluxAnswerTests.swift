import Testing
@testable import SeriesData

/// InfluxDB `/query` answers as series: a series per value column named `measurement.column`
/// with its tags, gaps for `null`, the server's errors verbatim, bodies that are not its JSON.
@Suite struct InfluxAnswerTests {
    static func decode(_ s: String) throws(InfluxError) -> PrometheusMatrix {
        try InfluxAnswer.decode(Array(s.utf8), source: "http://i:8086")
    }

    static let answer = """
    {"results":[{"statement_id":0,"series":[
      {"name":"cpu","tags":{"host":"a"},"columns":["time","mean","max"],"values":[[1795377600000,1.5,2],[1795377660000,null,true]]},
      {"name":"cpu","tags":{"host":"b"},"columns":["time","mean","max"],"values":[[1795377600000,-3e1,false]]}
    ]}]}
    """

    @Test func everyValueColumnIsASeriesWithTheTagsAsLabels() throws {
        let m = try Self.decode(Self.answer)
        #expect(m.series.map { PrometheusLegend.labelText($0.labels) }
            == ["cpu.mean{host=\"a\"}", "cpu.max{host=\"a\"}", "cpu.mean{host=\"b\"}", "cpu.max{host=\"b\"}"])
        #expect(m.series[0].times == [1_795_377_600_000, 1_795_377_660_000])
        #expect(m.series[0].values[0] == 1.5 && m.series[0].values[1].isNaN, "null is a gap")
        #expect(m.series[1].values == [2, 1] && m.series[3].values == [0], "booleans are 1 and 0")
        #expect(m.series[2].values == [-30] && PrometheusLegend("{{host}}").name(m.series[2].labels) == "b")
    }

    @Test func anEmptyResultHasNoSeries() throws {
        #expect(try Self.decode(#"{"results":[{"statement_id":0}]}"#).series.isEmpty)
    }

    @Test func descendingTimesAreTurnedAroundAndStringTimesRead() throws {
        let m = try Self.decode(#"{"results":[{"series":[{"name":"m","columns":["time","v"],"values":[["2026-11-20T10:01:00Z",2],["2026-11-20T10:00:00Z",1]]}]}]}"#)
        #expect(m.series[0].times == [1_795_168_800_000, 1_795_168_860_000] && m.series[0].values == [1, 2])
    }

    @Test func valuesBeforeColumnsAreReadOnceTheColumnsAreKnown() throws {
        let m = try Self.decode(#"{"results":[{"series":[{"values":[[5,1],[6,2]],"columns":["time","v"],"name":"m","tags":{"t":"x"}}]}]}"#)
        #expect(m.series.count == 1 && m.series[0].times == [5, 6] && m.series[0].label("t") == "x")
    }

    @Test func theServersErrorsComeVerbatimOnOneLine() {
        #expect(throws: InfluxError.server("error parsing query: found FORM, expected FROM at line 1, char 10")) {
            try Self.decode(#"{"error":"error parsing query: found FORM, expected FROM at line 1, char 10"}"#)
        }
        #expect(throws: InfluxError.server("database not found: nope")) {
            try Self.decode(#"{"results":[{"statement_id":0,"error":"database not found: nope"}]}"#)
        }
        let e = InfluxError.server("two\nlines\u{1B}[31m")
        #expect(e.description == "two\\nlines\\u{1B}[31m")
    }

    @Test func textAndBrokenBodiesAreErrorsNamingThePlace() {
        #expect(throws: InfluxError.text(measurement: "syslog", column: "message")) {
            try Self.decode(#"{"results":[{"series":[{"name":"syslog","columns":["time","message"],"values":[[1,"boot"]]}]}]}"#)
        }
        for body in ["<html>502</html>", "{}", #"{"results":[{"series":[{"name":"m","columns":["v"],"values":[[1]]}]}]}"#,
                     #"{"results":[{"series":[{"name":"m","columns":["time","v"],"values":[[1,2,3]]}]}]}"#,
                     #"{"results":[{"series":[{"name":"m","columns":["time","v"],"values":[[2,1],[2,1]]}]}]}"#,
                     #"{"results":[{"series":[{"name":"m","values":[[2,1]]}]}]}"#] {
            do {
                _ = try Self.decode(body)
                Issue.record("no error for \(body)")
            } catch {
                guard case let .malformed(why) = error else { Issue.record("\(error)"); continue }
                #expect(error.description.hasPrefix("not an InfluxDB answer: ") && !why.contains("\n"))
            }
        }
    }
}
