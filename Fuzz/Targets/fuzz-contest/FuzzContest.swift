// seeds: Examples/*.json shared:telegram/**/*.json Tests/ChartsTests/Fixtures/*.json
// dict: json.dict
// smoke-runs: 20000
import FuzzSupport

/// The contest JSON reader: every input loads or is one `LoadError` line naming the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzLoad.check(FuzzInput(data, size).bytes, path: "fuzz.json")
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzContest) } }
