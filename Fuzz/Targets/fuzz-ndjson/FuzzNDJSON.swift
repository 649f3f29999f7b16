// seeds: Seeds/ndjson
// dict: json.dict
// smoke-runs: 20000
import FuzzSupport
import SeriesData

/// NDJSON lines as a live stream (`wlcharts -`): ``fuzzStream(_:arrivalStep:)``'s checks, every
/// piece read at the same time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNDJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzStream(FuzzInput(data, size).bytes, arrivalStep: 0)
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzNDJSON) } }
