// raster-parallel: one large frame drawn on one thread and in bands on all cores
// (`ParallelRenderer`), back to back, with the two frames compared pixel for pixel.
//
//   swift build -c release -Xswiftc -target-cpu -Xswiftc native --package-path Benchmarks --product raster-parallel
//   Benchmarks/.build/release/raster-parallel WORKLOAD_DIR [--size 3840x2160] [--series 5] [--modes stroke,fill]
//       [--threads N] [--frames 10] [--warmup 2]
//
// Workload: ../shared/bench's polyline-1000000.f64 (make-polylines.py) drawn as `--series` series,
// each the same 1 M points scaled to the frame (x over the width, y from 1080-high to the
// height) and shifted down by a different offset. A frame: clear to white, then every series stroked
// (2 px, miter limit 4, butt caps; five colours) — or, with `fill`, filled down to the bottom edge
// at 50 % opacity. Prints one JSON line per mode: single- and multi-thread medians and minima
// (ms), their ratio (the speed-up) and whether the frames are identical. Because a shared machine's
// other processes can take the second core away (then the wall-clock ratio says nothing), it also
// prints thread CPU time: the single-thread frame's, and the parallel frame's critical path (the
// band that took longest) — their ratio is the speed-up the split allows when the cores are free.
import Foundation
import Raster

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("raster-parallel: \(message)\n".utf8))
    exit(2)
}

var args = CommandLine.arguments.dropFirst()
var dir = "", width = 3840, height = 2160, seriesCount = 5, frames = 10, warmup = 2
var modes = ["stroke", "fill"]
var threads: Int? = nil
while let a = args.popFirst() {
    func value() -> String { guard let v = args.popFirst() else { fail("\(a) needs a value") }; return v }
    switch a {
    case "--size":
        let p = value().split(separator: "x").compactMap { Int($0) }
        guard p.count == 2, p[0] > 0, p[1] > 0 else { fail("--size WxH") }
        width = p[0]; height = p[1]
    case "--series": seriesCount = max(1, Int(value()) ?? 5)
    case "--modes": modes = value().split(separator: ",").map(String.init)
    case "--threads": threads = Int(value())
    case "--frames": frames = max(1, Int(value()) ?? 10)
    case "--warmup": warmup = max(0, Int(value()) ?? 2)
    default:
        if a.hasPrefix("--") { fail("unknown option \(a)") }
        dir = a
    }
}
if dir.isEmpty { fail("usage: raster-parallel WORKLOAD_DIR [--size WxH] [--series N] [--modes stroke,fill] [--threads N] [--frames N] [--warmup N]") }
guard let data = FileManager.default.contents(atPath: dir + "/polyline-1000000.f64"), data.count % 16 == 0 else {
    fail("\(dir)/polyline-1000000.f64 is missing (run make-polylines.py)")
}
let base: [Point] = data.withUnsafeBytes { raw in
    (0 ..< data.count / 16).map { i in
        Point(Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 16, as: UInt64.self))),
              Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 16 + 8, as: UInt64.self))))
    }
}
let sx = Double(width) / 1920, sy = Double(height) / 1080
let series: [[Point]] = (0 ..< seriesCount).map { s in
    let shift = (Double(s) - Double(seriesCount - 1) / 2) * Double(height) / Double(seriesCount + 2)
    return base.map { Point($0.x * sx, $0.y * sy * 0.6 + Double(height) * 0.2 + shift) }
}
let floors: [[Point]] = series.map { $0 + [Point($0[$0.count - 1].x, Double(height)), Point($0[0].x, Double(height))] }
let colors: [Color] = [Color(rgb: 0x1F77B4), Color(rgb: 0xFF7F0E), Color(rgb: 0x2CA02C), Color(rgb: 0xD62728), Color(rgb: 0x9467BD)]
let style = StrokeStyle(width: 2, join: .miter, miterLimit: 4, cap: .butt)

func drawFrame(_ mode: String, _ r: Rasterizer, _ target: Bitmap) {
    target.clear(to: .white)
    for (i, s) in (mode == "fill" ? floors : series).enumerated() {
        s.withUnsafeBufferPointer { pts in
            if mode == "fill" {
                r.fillPolygon(pts, paint: .solid(colors[i % colors.count]), opacity: 0.5, in: target)
            } else {
                r.strokePolyline(pts, style: style, paint: .solid(colors[i % colors.count]), in: target)
            }
        }
    }
}

let single = Bitmap(width: width, height: height), banded = Bitmap(width: width, height: height)
let rasterizer = Rasterizer()
let parallel = ParallelRenderer(threads: threads)
parallel.minimumParallelPixels = 0
let clock = ContinuousClock()
/// CPU time of the calling thread, ms.
func threadCPU() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) * 1e-6
}
let lock = NSLock()
nonisolated(unsafe) var bandCPU: [Double] = []
func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15 }
func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2 }

for mode in modes {
    guard mode == "stroke" || mode == "fill" else { fail("unknown mode \(mode)") }
    var one: [Double] = [], many: [Double] = [], oneCPU: [Double] = [], pathCPU: [Double] = []
    for f in 0 ..< warmup + frames {
        // Alternate which goes first, so that neither always finds the caches warm.
        var t1 = Duration.zero, t2 = Duration.zero, c1 = 0.0
        func runSingle() {
            let c = threadCPU()
            t1 = clock.measure { drawFrame(mode, rasterizer, single) }
            c1 = threadCPU() - c
        }
        func runParallel() {
            bandCPU.removeAll()
            t2 = clock.measure {
                parallel.draw(into: banded) { r, t in
                    let c = threadCPU()
                    drawFrame(mode, r, t)
                    let spent = threadCPU() - c
                    lock.lock(); bandCPU.append(spent); lock.unlock()
                }
            }
        }
        if f % 2 == 0 { runSingle(); runParallel() } else { runParallel(); runSingle() }
        if f >= warmup { one.append(ms(t1)); many.append(ms(t2)); oneCPU.append(c1); pathCPU.append(bandCPU.max() ?? 0) }
    }
    let identical = memcmp(single.pixels, banded.pixels, width * height * 4) == 0
    let line = String(format: "{\"mode\": \"%@\", \"size\": \"%dx%d\", \"series\": %d, \"points\": %d, \"threads\": %d, "
        + "\"single_median_ms\": %.2f, \"single_min_ms\": %.2f, \"parallel_median_ms\": %.2f, \"parallel_min_ms\": %.2f, "
        + "\"speedup_median\": %.2f, \"speedup_min\": %.2f, \"single_cpu_median_ms\": %.2f, \"critical_path_cpu_median_ms\": %.2f, "
        + "\"cpu_speedup\": %.2f, \"last_frame_band_cpu_ms\": [%@], \"identical\": %@}",
        mode, width, height, seriesCount, base.count, parallel.threads, median(one), one.min()!, median(many), many.min()!,
        median(one) / median(many), one.min()! / many.min()!, median(oneCPU), median(pathCPU), median(oneCPU) / median(pathCPU),
        bandCPU.map { String(format: "%.1f", $0) }.joined(separator: ", "), identical ? "true" : "false")
    print(line)
}
