import Foundation
import Testing
@testable import Charts
@testable import SeriesData

/// JSON besides the contest format: records (at the top, under a key, at `--json-path`), objects
/// of columns, pandas' `to_json` orients as pandas writes them, a saved Prometheus answer; the
/// errors' exact text; and the contest files still read by the contest reader, unchanged.
@Suite struct JSONRecordsReaderTests {
    static func read(_ text: String, path: String = "data.json", jsonPath: String? = nil) throws(LoadError) -> LoadResult {
        try Array(text.utf8).withUnsafeBufferPointer { (b) throws(LoadError) in
            try ChartLoader.read(b, path: path, options: LoadOptions(jsonPath: jsonPath))
        }
    }

    static func chart(_ text: String, jsonPath: String? = nil) throws -> ChartData {
        let result = try read(text, jsonPath: jsonPath)
        #expect(result.charts.count == 1)
        return try #require(result.charts.first)
    }

    static func error(_ text: String, jsonPath: String? = nil) -> String? {
        do { _ = try read(text, jsonPath: jsonPath); return nil } catch { return error.description }
    }

    static func days(_ dates: String...) -> [Int64] {
        dates.map { d in
            let p = d.split(separator: "-").map { Int($0)! }
            return CivilDate(year: p[0], month: p[1], day: p[2]).milliseconds
        }
    }

    /// Values with gaps compared as the chart holds them (`nil` for a gap).
    static func values(_ chart: ChartData, _ name: String) -> [Double?] {
        (chart.series.first { $0.name == name }?.values ?? []).map { $0.isNaN ? nil : $0 }
    }

    // MARK: Records

    @Test func recordsInAnyKeyOrderWithLaterKeysNumericStringsAndNull() throws {
        let chart = try Self.chart("""
        [{"date": "2024-01-01", "cpu": 1.5},
         {"cpu": "2.5", "date": "2024-01-02"},
         {"date": "2024-01-03", "cpu": null, "mem": 7}]
        """)
        #expect(chart.x == Self.days("2024-01-01", "2024-01-02", "2024-01-03"))
        #expect(chart.series.map(\.name) == ["cpu", "mem"])
        #expect(Self.values(chart, "cpu") == [1.5, 2.5, nil])
        #expect(Self.values(chart, "mem") == [nil, nil, 7])
    }

    @Test(arguments: JSONTable.recordKeys)
    func recordsUnderAKnownKey(key: String) throws {
        let text = #"{"count": 2, "next": null, "KEY": [{"t": 1700000000, "v": 1}, {"t": 1700000060, "v": 2}]}"#
        let result = try Self.read(text.replacingOccurrences(of: "KEY", with: key))
        #expect(result.charts[0].x == [1_700_000_000_000, 1_700_000_060_000])
        #expect(Self.values(result.charts[0], "v") == [1, 2])
        #expect(result.understood.first == "JSON: 2 records under \"\(key)\"")
    }

    /// fuzz-json-records found it: an attribute named with a DEL put the byte into `--check`'s note.
    @Test func notesNamingAFieldWithAControlCharacterStayOneCleanLine() throws {
        let r = try Self.read("[{\"t\": \"2024-01-01\", \"v\": 1, \"\u{7F}w\": \"rain\"}, {\"t\": \"2024-01-02\", \"v\": 2, \"\u{7F}w\": \"sun\"}]")
        #expect(r.understood.contains { $0.contains("\\u{7F}w") })
        #expect(!(r.understood + r.warnings).contains { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    @Test func recordsAsTheOnlyArrayOfAnObject() throws {
        let chart = try Self.chart(#"{"page": 1, "tags": {"a": 1}, "measurements": [{"ts": "2024-01-01T10:00Z", "temp": 3}]}"#)
        #expect(chart.x == [Self.days("2024-01-01")[0] + 10 * 3_600_000])
        #expect(Self.values(chart, "temp") == [3])
    }

    @Test func aTextFieldAmongRepeatedTimesIsAKeyElseAnAttribute() throws {
        // pandas: pd.DataFrame({"date": [...], "symbol": [...], "price": [...]}).to_json(orient="records")
        let long = try Self.chart(#"[{"date":"2024-01-01","symbol":"MSFT","price":370.0},{"date":"2024-01-01","symbol":"AMZN","price":150.5},{"date":"2024-01-02","symbol":"MSFT","price":372.25},{"date":"2024-01-02","symbol":"AMZN","price":151.0}]"#)
        #expect(long.series.map(\.name) == ["MSFT", "AMZN"])
        #expect(long.x == Self.days("2024-01-01", "2024-01-02"))
        #expect(Self.values(long, "AMZN") == [150.5, 151])

        let wide = try Self.read(#"[{"date":"2024-01-01","temp":3,"weather":"rain"},{"date":"2024-01-02","temp":5,"weather":"sun"}]"#)
        #expect(wide.charts[0].series.map(\.name) == ["temp"])
        #expect(wide.understood.contains { $0.contains("\"weather\"") && $0.contains("skipped") })
    }

    @Test func unsortedRecordsAreSortedByTime() throws {
        let chart = try Self.chart(#"[{"date":"2024-01-03","v":3},{"date":"2024-01-01","v":1},{"date":"2024-01-02","v":2}]"#)
        #expect(chart.x == Self.days("2024-01-01", "2024-01-02", "2024-01-03"))
        #expect(Self.values(chart, "v") == [1, 2, 3])
    }

    // MARK: Columns

    @Test func anObjectOfColumns() throws {
        let result = try Self.read(#"{"time": [1700000000, 1700000060, 1700000120], "cpu": [0.5, null, "0.25"], "host": "a"}"#)
        #expect(result.charts[0].x == [1_700_000_000_000, 1_700_000_060_000, 1_700_000_120_000])
        #expect(Self.values(result.charts[0], "cpu") == [0.5, nil, 0.25])
        #expect(result.understood.first == "JSON: an object of 2 columns, 3 rows")
        let nested = try Self.chart(#"{"data": {"time": [1700000000, 1700000060], "cpu": [1, 2]}}"#)
        #expect(Self.values(nested, "cpu") == [1, 2])
    }

    // MARK: pandas

    /// Written by pandas 3.1.1 from data made here (`Tests/ChartsTests/JSONRecordsReaderTests.swift`
    /// names the command): `df = pd.DataFrame({"date": pd.date_range("2024-01-01", periods=4,
    /// freq="D"), "sales": [10.5, 12.0, None, 9.25], "units": [3, 4, 5, 6]})`, then
    /// `df.to_json(orient=…, date_format=…)` for `records` and `df.set_index("date").to_json(…)`
    /// for the others; `range-index` is `df.to_json(orient="split", date_format="iso")`.
    static let pandas: [(orient: String, text: String)] = [
        ("records epoch", #"[{"date":1704067200000,"sales":10.5,"units":3},{"date":1704153600000,"sales":12.0,"units":4},{"date":1704240000000,"sales":null,"units":5},{"date":1704326400000,"sales":9.25,"units":6}]"#),
        ("records iso", #"[{"date":"2024-01-01T00:00:00.000","sales":10.5,"units":3},{"date":"2024-01-02T00:00:00.000","sales":12.0,"units":4},{"date":"2024-01-03T00:00:00.000","sales":null,"units":5},{"date":"2024-01-04T00:00:00.000","sales":9.25,"units":6}]"#),
        ("split epoch", #"{"columns":["sales","units"],"index":[1704067200000,1704153600000,1704240000000,1704326400000],"data":[[10.5,3],[12.0,4],[null,5],[9.25,6]]}"#),
        ("split iso", #"{"columns":["sales","units"],"index":["2024-01-01T00:00:00.000","2024-01-02T00:00:00.000","2024-01-03T00:00:00.000","2024-01-04T00:00:00.000"],"data":[[10.5,3],[12.0,4],[null,5],[9.25,6]]}"#),
        ("split range-index", #"{"columns":["date","sales","units"],"index":[0,1,2,3],"data":[["2024-01-01T00:00:00.000",10.5,3],["2024-01-02T00:00:00.000",12.0,4],["2024-01-03T00:00:00.000",null,5],["2024-01-04T00:00:00.000",9.25,6]]}"#),
        ("columns epoch", #"{"sales":{"1704067200000":10.5,"1704153600000":12.0,"1704240000000":null,"1704326400000":9.25},"units":{"1704067200000":3,"1704153600000":4,"1704240000000":5,"1704326400000":6}}"#),
        ("columns iso", #"{"sales":{"2024-01-01T00:00:00.000":10.5,"2024-01-02T00:00:00.000":12.0,"2024-01-03T00:00:00.000":null,"2024-01-04T00:00:00.000":9.25},"units":{"2024-01-01T00:00:00.000":3,"2024-01-02T00:00:00.000":4,"2024-01-03T00:00:00.000":5,"2024-01-04T00:00:00.000":6}}"#),
        ("index epoch", #"{"1704067200000":{"sales":10.5,"units":3},"1704153600000":{"sales":12.0,"units":4},"1704240000000":{"sales":null,"units":5},"1704326400000":{"sales":9.25,"units":6}}"#),
        ("index iso", #"{"2024-01-01T00:00:00.000":{"sales":10.5,"units":3},"2024-01-02T00:00:00.000":{"sales":12.0,"units":4},"2024-01-03T00:00:00.000":{"sales":null,"units":5},"2024-01-04T00:00:00.000":{"sales":9.25,"units":6}}"#),
        ("table iso", #"{"schema":{"fields":[{"name":"date","type":"datetime"},{"name":"sales","type":"number"},{"name":"units","type":"integer"}],"primaryKey":["date"],"pandas_version":"1.4.0"},"data":[{"date":"2024-01-01T00:00:00.000","sales":10.5,"units":3},{"date":"2024-01-02T00:00:00.000","sales":12.0,"units":4},{"date":"2024-01-03T00:00:00.000","sales":null,"units":5},{"date":"2024-01-04T00:00:00.000","sales":9.25,"units":6}]}"#),
    ]

    @Test(arguments: pandas.map(\.orient))
    func pandasOrientsReadAsTheSameChart(orient: String) throws {
        let text = try #require(Self.pandas.first { $0.orient == orient }?.text)
        let chart = try Self.chart(text)
        #expect(chart.x == Self.days("2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04"))
        #expect(chart.series.map(\.name) == ["sales", "units"])
        #expect(Self.values(chart, "sales") == [10.5, 12, nil, 9.25])
        #expect(Self.values(chart, "units") == [3, 4, 5, 6])
    }

    // MARK: Prometheus

    @Test func aSavedPrometheusAnswerIsOneSeriesPerResultNamedByItsLabels() throws {
        let result = try Self.read(PrometheusMatrixTests.answer, path: "x.json")
        let chart = result.charts[0]
        #expect(chart.series.map(\.name) == [#"wall_temp{room="lab"}"#, #"{room="hall"}"#])
        #expect(chart.x == [1_795_377_600_000, 1_795_377_660_000, 1_795_377_720_500, 1_795_377_780_000])
        #expect(Self.values(chart, #"wall_temp{room="lab"}"#) == [21.5, nil, nil, -20])
        #expect(Self.values(chart, #"{room="hall"}"#) == [nil, 3, nil, nil])
        #expect(result.understood == ["JSON: a Prometheus query_range answer, 2 series"])
        #expect(Self.error(#"{"status":"error","errorType":"bad_data","error":"1:5: parse error"}"#)
                == "data.json: bad_data: 1:5: parse error")
        #expect(Self.error(#"{"status":"success","data":{"resultType":"vector","result":[]}}"#)
                == "data.json: the result is a vector, not a range (matrix)")
    }

    // MARK: --json-path

    @Test func jsonPathNamesRecordsNestedDeeper() throws {
        let text = #"{"a": {"b": [{"c": [{"t": "2024-01-01", "v": 1}, {"t": "2024-01-02", "v": 2}]}, {"c": []}]}}"#
        let chart = try Self.chart(text, jsonPath: "a.b[0].c")
        #expect(Self.values(chart, "v") == [1, 2])
        #expect(try Self.chart(text, jsonPath: "$.a.b[0][\"c\"]").x == chart.x)
        #expect(Self.error(text, jsonPath: "a.x") == #"data.json:1:7: --json-path a.x: no key "x" in an object with keys b"#)
        #expect(Self.error(text, jsonPath: "a.b[5].c") == "data.json:1:13: --json-path a.b[5].c: no element [5] in an array of 2 values")
        #expect(Self.error(text, jsonPath: "a..b") == "data.json: --json-path 'a..b' is not a path like a.b[0].c")
        #expect(Self.error(text, jsonPath: "a") == "data.json:1:7: no array of records found (keys at a: b); say where with --json-path")
    }

    // MARK: Errors

    @Test func errorsNameThePlaceAndWhatToDo() {
        #expect(Self.error(#"{"a": 1, "b": "x"}"#) == "data.json: no array of records found (top-level keys: a, b); say where with --json-path")
        #expect(Self.error("[{\"t\": \"2024-01-01\", \"v\": 1},\n 5]")
                == "data.json:2:2: expected a record (an object) in the array of records, found a number")
        #expect(Self.error("{\"time\": [1700000000, 1700000060],\n \"cpu\": [1]}")
                == #"data.json:2:9: column "cpu" has 1 values, "time" has 2"#)
        #expect(Self.error(#"{"columns":["a","b"],"data":[[1,2],[3]]}"#) == "data.json:1:36: row has 1 cells, the header has 2")
        #expect(Self.error(#"[{"t": "2024-01-01", "v": 1}] x"#) == "data.json:1:31: unexpected 'x' after the end of the data")
        #expect(Self.error(#"[{"t": "2024-01-01", "v": 1}"#) == "data.json:1:29: expected ',' or ']' in an array, found the end of the file")
    }

    // MARK: The contest format is untouched

    static var contestFiles: [String] {
        var files: [String] = []
        for dir in [DataPaths.packageRoot + "/Examples", DataPaths.fixtures] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            where name.hasSuffix(".json") && !name.hasPrefix("json-") {
                files.append(dir + "/" + name)
            }
        }
        if DataPaths.telegramAvailable, let all = FileManager.default.enumerator(atPath: DataPaths.telegram) {
            for case let name as String in all where name.hasSuffix(".json") { files.append(DataPaths.telegram + "/" + name) }
        }
        return files.sorted()
    }

    @Test func everyContestFileLoadsAsTheContestReaderReadsIt() throws {
        let files = Self.contestFiles
        #expect(files.count >= 30)
        for path in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let loaded = Result { () throws(LoadError) in try ChartLoader.parse(bytes, path: path) }
            let contest = Result { () throws(LoadError) in
                try bytes.withUnsafeBufferPointer { (b) throws(LoadError) in
                    guard !b.isEmpty else { throw LoadError(path: path, place: .file, problem: .empty) }
                    if ChartLoader.looksBinary(b) { throw LoadError(path: path, place: .file, problem: .binary) }
                    var reader = ContestReader(b, path: path)
                    return try reader.read()
                }
            }
            switch (loaded, contest) {
            case let (.success(a), .success(b)):
                #expect(a.count == b.count, "\(path)")
                for (x, y) in zip(a, b) { #expect(Self.same(x, y), "\(path)") }
            case let (.failure(a), .failure(b)):
                #expect(a == b, "\(path)")
            default:
                Issue.record("\(path): \(loaded) but the contest reader gives \(contest)")
            }
        }
    }

    /// Equal charts, a gap equal to a gap.
    static func same(_ a: ChartData, _ b: ChartData) -> Bool {
        func bare(_ c: ChartData) -> ChartData {
            var c = c
            c.series = c.series.map { var s = $0; s.values = []; return s }
            return c
        }
        return bare(a) == bare(b) && zip(a.series, b.series).allSatisfy {
            $0.values.elementsEqual($1.values) { $0 == $1 || ($0.isNaN && $1.isNaN) }
        }
    }

    @Test(arguments: [
        (#"{"columns": [["x", 1]], "types": {"x": "x"}}"#, JSONShape.contest),
        (#"{"title": "t", "id": 7, "columns": [["x", 1]]}"#, .contest),
        (#"[{"types": {"x": "x"}}]"#, .contest),
        (#"{}"#, .contest),
        ("[1, 2]", .contest),
        (#"{"columns": ["a"], "data": [[1]]}"#, .table),
        (#"[{"date": "2024-01-01", "v": 1}]"#, .table),
        (#"{"meta": {"n": 1}, "columns": [["x", 1]]}"#, .table),
        (#"{"status": "success", "data": {"resultType": "matrix", "result": []}}"#, .prometheus),
        (#"{"status": "ok", "data": {"items": []}}"#, .table),
    ])
    func theShapeIsDecidedByTheFirstKeys(text: String, shape: JSONShape) {
        #expect(Array(text.utf8).withUnsafeBufferPointer { JSONShape.of($0) } == shape, "\(text)")
    }
}
