// seeds: Examples/*.csv Tests/ChartsTests/Fixtures/*.csv
// dict: csv.dict
// smoke-runs: 20000
import FuzzSupport

/// The CSV reader: every input loads or is one `LoadError` line naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzLoad.check(FuzzInput(data, size).bytes, path: "fuzz.csv")
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzCSV) } }
