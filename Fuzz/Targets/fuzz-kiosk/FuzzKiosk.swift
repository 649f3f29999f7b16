// seeds: Seeds/kiosk
// dict: toml.dict
// smoke-runs: 600
// flags: -detect_leaks=0
// (TOMLKit 0.6.0 leaks the toml++ table of every parse — TOMLTable has no deinit and CTOML no
// function that frees one — so nearly every input has more mallocs than frees, and libFuzzer then
// ran LeakSanitizer's whole-heap scan after it: 83 % of the CPU time (perf), 6.1 ms per input
// against 0.14 ms without, growing with the leaked heap. Leaks are still checked once, when the
// run ends, with scripts/lsan-suppressions.txt: a leak of ours fails it. docs/reliability.md.)
import FuzzSupport
import Kiosk

/// The kiosk file (`wlcharts --kiosk wall.toml`): any bytes are a checked `KioskFile` or one
/// `KioskFileError` whose text is one clean line naming the file — never a trap. A file that
/// passes has panels, a grid that holds them, and durations the wall can run on.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKiosk(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let f = try KioskFile.parse(text, path: "wall.toml")
        precondition(!f.panels.isEmpty, "no panels")
        if case .grid(let rows, let columns) = f.layout {
            precondition(rows * columns >= f.panels.count && (1 ... 8).contains(rows) && (1 ... 8).contains(columns), "grid")
        }
        precondition(f.dwell > 0 && f.dwell.isFinite && f.fade >= 0 && f.idleReset > 0, "durations")
        var state = KioskState(file: f)
        for t in stride(from: 0.0, through: 200, by: 7.5) { _ = state.advance(to: t, secondOfDay: t * 431) }
        precondition(state.current < f.panels.count, "panel index")
    } catch {
        let line = error.description
        precondition(line.hasPrefix("wall.toml") && !line.contains("\n"), "not one line naming the file: \(line)")
    }
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzKiosk) } }
