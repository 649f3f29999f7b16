import Testing
@testable import SeriesData

/// The streaming reader of arrays of records gives what the tree path gives: the same chart,
/// notes, warnings and errors; other shapes are left to the tree.
@Suite struct JSONRecordsScannerTests {
    enum Outcome: Equatable {
        case loaded(x: [Int64], names: [String], units: [SeriesData.Unit?], values: [[Double?]], understood: [String], warnings: [String])
        case failed(String)
    }

    static func outcome(_ read: () throws(LoadError) -> LoadResult?) -> Outcome? {
        do {
            guard let r = try read() else { return nil }
            let chart = r.charts[0]
            return .loaded(x: chart.x, names: chart.series.map(\.name), units: chart.series.map(\.unit),
                           values: chart.series.map { $0.values.map { $0.isNaN ? nil : $0 } },
                           understood: r.understood, warnings: r.warnings)
        } catch {
            return .failed("\(error)")
        }
    }

    func both(_ text: String) -> (scanned: Outcome?, tree: Outcome?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in
            (Self.outcome { () throws(LoadError) in try JSONRecordsScanner.read(b, path: "r.json", options: LoadOptions()) },
             Self.outcome { () throws(LoadError) in try JSONRecordsReader.readTree(b, path: "r.json", options: LoadOptions()) })
        }
    }

    @Test(arguments: [
        #"[{"date":"2019-01-01","sales":1},{"sales":2,"date":"2019-01-02","note":"x"}]"#,
        #"{"data":[{"t":1554595200,"v":"3.5"},{"t":1554595260,"v":null}]}"#,
        #"{"meta":{"a":1},"items":[{"day":"2019-01-01","n":1,"tags":[1,2]},{"day":"2019-01-02","n":2}]}"#,
        #"{"rows":[{"date":"2019-01-01","sym":"A","p":1},{"date":"2019-01-01","sym":"B","p":2},{"date":"2019-01-02","sym":"A","p":3},{"date":"2019-01-02","sym":"B","p":4}]}"#,
        #"[{"date":"2019-01-01","v":1},{"date":"junk","v":2},{"date":"2019-01-03","v":2}]"#,
        #"[{"date":"2019-01-01","v":1},{"date":"2019-01-02","v":2},{"date":"2019-01-03","v":"x1"},{"date":"2019-01-04","v":4}]"#,
        "[{\"date\":\"\",\"v\":1},\n{\"date\":\"2019-01-02\",\"v\":2},\n{\"v\":3,\"date\":null},{\"date\":\"2019-01-01\",\"v\":7}]",
        #"[{"date":"2019-01-01","city":"Z\u00fcrich","v":1},{"date":"2019-01-02","city":"Bern","v":2}]"#,
        #"[{"year":2019,"month":1,"v":1},{"year":2019,"month":2,"v":2,"v":5}]"#,
        "\u{FEFF} \n[{\"time\":\"2019-01-01T00:00:00Z\",\"a (kW)\":\" 1.5 \",\"b\":true}]\n",
        #"{"results":[{"x":1,"y":2},{"x":2,"y":3}],"other":[{"k":1}]}"#,
        // Numbers found without reading them (read once, when typed); keys in a changing order.
        #"[{"t":1,"a":-0.5,"b":0,"c":1.5e3},{"b":-12.25,"t":2,"a":0.125,"c":-7E-2},{"t":3,"c":12345678901234567890.5,"a":-0,"b":9}]"#,
    ])
    func scannedAsTheTreeReadsIt(_ text: String) {
        let (scanned, tree) = both(text)
        #expect(scanned != nil, "the scanner reads it")
        #expect(scanned == tree)
    }

    @Test(arguments: [
        #"[{"index":0,"v":1},{"index":1,"v":2}]"#,            // a row counter: the tree drops it
        #"[{"a":1}] x"#,                                         // malformed: the tree says where
        #"[{"a":1},2]"#,
        #"{"data":{"values":[{"t":1,"v":2}]}}"#,                 // nested: the tree looks inside
        #"{"columns":["t","v"],"data":[[1,2]]}"#,                // pandas split
        #"{"a":[{"t":1}],"b":[{"t":2}]}"#,                       // two arrays of records
        #"[{"k\"ey":1,"v":2}]"#,                                 // a key with an escape
        "[]",
        #"[{"t":1,"v":1e999}]"#,                                 // out of range: the tree says where
        #"[{"t":1,"v":01}]"#, #"[{"t":1,"v":1.}]"#, #"[{"t":1,"v":-}]"#, #"[{"t":1,"v":.5}]"#,
    ])
    func otherShapesAreLeftToTheTree(_ text: String) {
        #expect(both(text).scanned == nil)
    }

    @Test func aBigArrayIsSampledThroughoutAsTheTreeSamplesIt() {
        var text = "["
        for i in 0 ..< 1000 {
            text += (i > 0 ? "," : "") + #"{"ts":\#(1_554_595_200 + i * 60),"cpu":\#(i % 7),"host":"\#(i >= 600 ? "b" : "a")"}"#
        }
        let (scanned, tree) = both(text + "]")
        #expect(scanned != nil && scanned == tree)
    }
}
