// seeds: Seeds/streams
// dict: streams.dict
// smoke-runs: 20000
import FuzzSupport

/// Bare numbers, whitespace columns (`vmstat`, `iostat`, `sar`), logfmt and InfluxDB line
/// protocol as a live stream: ``fuzzStream(_:arrivalStep:)``'s checks, the pieces read 250 ms
/// apart (lines without a time take their arrival).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStreams(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzStream(FuzzInput(data, size).bytes, arrivalStep: 250)
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzStreams) } }
