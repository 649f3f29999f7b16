// seeds: Examples/*.json Examples/*.csv Seeds/draw
// dict: json.dict
// seed-prefix: 00
// smoke-runs: 600
import Charts
import FuzzSupport
import Raster

/// The drawing path: bytes → charts (a file through the loaders, or values no file may hold) →
/// a scene at a size, scale, range, theme, highlight and inputs taken from the bytes → one frame.
/// Made once: the font is read and its glyphs rasterized once per process, not per input.
let text = FuzzFont.SceneText()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDraw(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    // The state comes first (a fixed 24 bytes) so the chart bytes that follow parse as a file.
    var head = FuzzInput(bytes: Array(input.bytes.prefix(24)))
    input = FuzzInput(bytes: Array(input.bytes.dropFirst(24)))
    let charts = FuzzChart.charts(&input)
    guard !charts.isEmpty, charts.allSatisfy({ !$0.x.isEmpty }) else { return 0 }
    let state = DrawOneFrame.state(&head, charts: charts)
    DrawOneFrame.render(charts, state, text: text)
    return 0
}

@main enum Main { static func main() { FuzzDriver.run(fuzzDraw) } }
