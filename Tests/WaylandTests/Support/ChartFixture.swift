import Foundation

/// A small chart file in the contest's round-1 format (two line charts of 60 daily points),
/// written where a test needs it, and the `--png` render of a state of it (the reference a
/// window must equal).
enum ChartFixture {
    /// The JSON text: deterministic waves, so every run draws the same picture.
    static var json: String {
        func chart(_ seed: Double) -> String {
            let x = (0 ..< 60).map { String(1_546_300_800_000 + Int64($0) * 86_400_000) }
            let a = (0 ..< 60).map { (i: Int) -> String in
                let t = Double(i)
                let v: Double = 100 + 50 * sin(t / 5 + seed) + t
                return String(Int(v))
            }
            let b = (0 ..< 60).map { (i: Int) -> String in
                let t = Double(i)
                let v: Double = 80 + 30 * cos(t / 7 + seed) + t / 2
                return String(Int(v))
            }
            return """
            {"columns":[["x",\(x.joined(separator: ","))],["y0",\(a.joined(separator: ","))],["y1",\(b.joined(separator: ","))]],\
            "types":{"x":"x","y0":"line","y1":"line"},"names":{"y0":"Joined","y1":"Left"},\
            "colors":{"y0":"#3DC23F","y1":"#F34C44"}}
            """
        }
        return "[\(chart(0)),\(chart(2))]"
    }

    /// Writes the chart file into `folder` (owned by `owner` if given); returns its path.
    static func write(in folder: RuntimeDir, owner: TestUser? = nil) throws -> String {
        let path = folder.file("chart.json")
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o644)
        if let owner { chown(path, owner.uid, owner.gid) }
        return path
    }

    /// `wlcharts FILE --png … --size WxH [arguments]`, decoded.
    static func reference(_ file: String, width: Int, height: Int, _ arguments: [String] = []) throws -> Image {
        let dir = try RuntimeDir()
        let out = dir.file("reference.png")
        let p = try Spawned(Bin.path("wlcharts")!, [file, "--png", out, "--size", "\(width)x\(height)", "--play-control"] + arguments,
                            environment: ["PATH": "/usr/bin:/bin", "HOME": dir.path])
        defer { p.stop() }
        guard p.waitExit(timeout: 20) == 0, let image = Image.png(out) else {
            throw SessionError("--png failed: \(p.err.all.joined(separator: " | "))")
        }
        return image
    }
}
