// first-frame-phases: where the time and memory of a first frame go, step by step, in one fresh
// process — what `wlcharts FILE` does before its first commit, minus Wayland:
//
//   swift build -c release -Xswiftc -target-cpu -Xswiftc native --package-path Benchmarks --product first-frame-phases
//   Benchmarks/.build/release/first-frame-phases FILE [WxH=1920x1080]
//
// Prints, per step, the wall time (ms) and the resident memory after it (VmRSS, MB): process start
// to main, loading the file, finding and reading the font (fontconfig), the text renderer, the
// screen (controller and renderer), its resize to the frame size (the layout; layers are allocated
// when first cached), the first render into a frame-sized bitmap (every layer drawn, glyphs
// rasterized), and a second render (warm).
import Charts
import Fonts
import Foundation
import Raster
import SeriesData

func rssMB() -> Double {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = s.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
    return kb / 1024
}

/// Milliseconds since the process started (from /proc/self/stat's start time in clock ticks).
func msSinceProcessStart() -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return -1 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Double(fields[19]),
          let uptime = (try? String(contentsOfFile: "/proc/uptime", encoding: .utf8))?.split(separator: " ").first,
          let up = Double(uptime) else { return -1 }
    return (up - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))) * 1000
}

let args = CommandLine.arguments
guard args.count >= 2 else { print("usage: first-frame-phases FILE [WxH]"); exit(2) }
let size = (args.count > 2 ? args[2] : "1920x1080").split(separator: "x").compactMap { Int($0) }
guard size.count == 2 else { print("size must be WxH"); exit(2) }
let startToMain = msSinceProcessStart()
func padded(_ s: String) -> String { s + String(repeating: " ", count: max(0, 46 - s.count)) }
print(padded("process start → main") + String(format: "%9.1f ms   RSS %6.1f MB   (10 ms resolution)", startToMain, rssMB()))
let clock = ContinuousClock()
func step<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
    var result: T?
    let t = try clock.measure { result = try body() }
    let ms = Double(t.components.seconds) * 1e3 + Double(t.components.attoseconds) * 1e-15
    print(padded(name) + String(format: "%9.2f ms   RSS %6.1f MB", ms, rssMB()))
    return result!
}
let charts = try step("load \(args[1].split(separator: "/").suffix(2).joined(separator: "/"))") { try ChartLoader.load(path: args[1]) }
let font = try step("FontLocator.load (libfontconfig + read font)") { try FontLocator.load(explicitPath: nil).font }
let text = step("TextRenderer") { TextRenderer(font: font) }
let screen = step("ChartScreen (controller and renderer)") { ChartScreen(charts: charts, textRenderer: text) }
step("resize \(size[0])×\(size[1]) (layout)") { screen.resize(width: size[0], height: size[1], scale: 1) }
let target = step("frame bitmap \(size[0])×\(size[1])") { Bitmap(width: size[0], height: size[1]) }
step("first render") { _ = screen.render(into: target) }
step("second render (warm, all layers invalidated)") { screen.scene.invalidateAllLayers(); _ = screen.render(into: target) }
