// seeds: Examples/*.json shared:telegram/**/*.json Tests/ChartsTests/Fixtures/*.json
// dict: json.dict
import Charts
import FuzzSupport

/// The contest JSON reader: every input loads or is one `LoadError` line naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    do {
        let charts = try ChartLoader.parse(input.bytes, path: "fuzz.json")
        for chart in charts {
            precondition(chart.series.allSatisfy { $0.values.count == chart.count }, "ragged chart")
            precondition(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 }, "x not increasing")
        }
    } catch {
        let line = error.description
        precondition(line.hasPrefix("fuzz.json") && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                     "not one clean line: \(line)")
    }
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzContest) } }
