// raster-peers: ../shared/bench's polyline workload drawn by our rasterizer, printed as JSON lines in
// peers.py's schema ({"peer": "wlcharts", "version", "mode", "n", "median_ms", "min_ms"}), so that
// one script can compare us with Blend2D, Skia and cairo measured in the same run.
//
//   swift run -c release -Xswiftc -target-cpu -Xswiftc native --package-path Benchmarks raster-peers \
//       WORKLOAD_DIR [--modes stroke,fill] [--sizes 1000,10000] [--warmup 3] [--frames 30] [--png DIR]
//       [--separate-clear]
//
// A frame (as peers.py): 1920×1080 premultiplied ARGB cleared to opaque white, then one path in opaque
// #1F77B4, anti-aliased, one thread. stroke: the open polyline, width 2, miter joins with limit 4
// (bevel beyond), butt caps. fill: the polyline closed down to y = 1080, non-zero. The points are
// loaded outside the timed region; 3 warm-up frames, then 30 timed ones.
// The frame is drawn as a user of the library starts one: one call that clears and draws in the same
// pass (`clearingTo: .white`). --separate-clear draws it as two calls instead, `bitmap.clear(to:)`
// and then the path (the same pixels; the covered pixels stored twice), with "version" saying so.
import Foundation
import Raster

let width = 1920, height = 1080
let blue = Color(rgb: 0x1F77B4)

struct Options {
    var dir = ""
    var modes = ["stroke", "fill"]
    var sizes: Set<Int> = []
    var warmup = 3
    var frames = 30
    var png: String?
    var separateClear = false
}

func parse() -> Options {
    var o = Options()
    var args = CommandLine.arguments.dropFirst()
    func value(_ flag: String) -> String {
        guard let v = args.popFirst() else { fail("\(flag) needs a value") }
        return v
    }
    while let a = args.popFirst() {
        switch a {
        case "--modes": o.modes = value(a).split(separator: ",").map(String.init)
        case "--sizes": o.sizes = Set(value(a).split(separator: ",").compactMap { Int($0) })
        case "--warmup": o.warmup = Int(value(a)) ?? 3
        case "--frames": o.frames = max(1, Int(value(a)) ?? 30)
        case "--png": o.png = value(a)
        case "--separate-clear": o.separateClear = true
        default:
            if a.hasPrefix("--") { fail("unknown option \(a)") }
            o.dir = a
        }
    }
    if o.dir.isEmpty { fail("usage: raster-peers WORKLOAD_DIR [--modes stroke,fill] [--sizes N,…] [--warmup 3] [--frames 30] [--png DIR] [--separate-clear]") }
    return o
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("raster-peers: \(message)\n".utf8))
    exit(2)
}

/// polyline-N.f64 files of the folder: N → points.
func loadWorkload(_ o: Options) -> [(Int, [Point])] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: o.dir) else { fail("cannot read \(o.dir)") }
    var out: [(Int, [Point])] = []
    for name in names where name.hasPrefix("polyline-") && name.hasSuffix(".f64") {
        guard let n = Int(name.dropFirst(9).dropLast(4)), o.sizes.isEmpty || o.sizes.contains(n) else { continue }
        guard let data = FileManager.default.contents(atPath: o.dir + "/" + name), data.count % 16 == 0 else {
            fail("\(name): not a whole number of float64 pairs")
        }
        let points = data.withUnsafeBytes { raw -> [Point] in
            (0 ..< data.count / 16).map { i in
                Point(Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 16, as: UInt64.self))),
                      Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 16 + 8, as: UInt64.self))))
            }
        }
        out.append((n, points))
    }
    if out.isEmpty { fail("no polyline-N.f64 files in \(o.dir) (run make-polylines.py)") }
    return out.sorted { $0.0 < $1.0 }
}

let options = parse()
let workload = loadWorkload(options)
let bitmap = Bitmap(width: width, height: height)
let rasterizer = Rasterizer()
let style = StrokeStyle(width: 2, join: .miter, miterLimit: 4, cap: .butt)
let clock = ContinuousClock()

for (n, points) in workload {
    let floor = points + [Point(points[points.count - 1].x, Double(height)), Point(points[0].x, Double(height))]
    for mode in options.modes {
        let frame: () -> Void
        switch mode {
        case "stroke" where options.separateClear:
            frame = {
                bitmap.clear(to: .white)
                points.withUnsafeBufferPointer { rasterizer.strokePolyline($0, style: style, paint: .solid(blue), in: bitmap) }
            }
        case "stroke":
            frame = {
                points.withUnsafeBufferPointer {
                    rasterizer.strokePolyline($0, style: style, paint: .solid(blue), in: bitmap, clearingTo: .white)
                }
            }
        case "fill" where options.separateClear:
            frame = {
                bitmap.clear(to: .white)
                floor.withUnsafeBufferPointer { rasterizer.fillPolygon($0, paint: .solid(blue), in: bitmap) }
            }
        case "fill":
            frame = {
                floor.withUnsafeBufferPointer { rasterizer.fillPolygon($0, paint: .solid(blue), in: bitmap, clearingTo: .white) }
            }
        case "clear":  // the floor under both: clearing the frame alone
            frame = { bitmap.clear(to: .white) }
        default: fail("unknown mode \(mode)")
        }
        for _ in 0 ..< options.warmup { frame() }
        var times: [Double] = []
        for _ in 0 ..< options.frames {
            let t = clock.measure(frame)
            times.append(Double(t.components.seconds) * 1e3 + Double(t.components.attoseconds) * 1e-15)
        }
        times.sort()
        let median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        func ms(_ v: Double) -> String { String(format: "%.4f", v) }
        FileHandle.standardOutput.write(Data(("{\"peer\": \"wlcharts\", \"version\": \"wlcharts raster (Swift)\(options.separateClear ? ", clear separate" : "")\", \"mode\": \"\(mode)\", \"n\": \(n), "
            + "\"median_ms\": \(ms(median)), \"min_ms\": \(ms(times[0]))}\n").utf8))
        if let dir = options.png {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: "\(dir)/wlcharts-\(mode)-\(n).png", contents: Data(PNG.encode(bitmap)))
        }
    }
}
