// seeds: Seeds/json-records Seeds/remote Tests/ChartsTests/Fixtures/json-*.json
// dict: json-records.dict
// seed-prefix: 00
// smoke-runs: 20000
import Charts
import SeriesData
import FuzzSupport

/// JSON records, columns, pandas' orients and saved Prometheus answers: the first byte picks a
/// `--json-path` (none for most), the rest is the file. Every input loads (charts whose series
/// match x, x increasing, each note one clean line) or is one `LoadError` line naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONRecords(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let paths: [String?] = [nil, nil, nil, nil, "data", "a.b[0].c", "$[0]", "data[1]", "x.y", "]["]
    let path = paths[Int(input.byte()) % paths.count]
    FuzzLoad.check(Array(input.rest), path: "fuzz.json", options: LoadOptions(jsonPath: path))
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzJSONRecords) } }
