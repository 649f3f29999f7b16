import Foundation
import Testing
import Raster

/// Golden-image comparison for rendering tests (the idea of RasterTests/Support/Golden.swift).
///
/// Goldens are PNG files in `Tests/ChartsTests/Golden/` (copied into the test bundle as resources).
/// `Golden.check(bitmap, named: "labels-13px")` decodes `Golden/labels-13px.png` and compares the
/// premultiplied ARGB channels of every pixel: the test fails when any channel differs by more than
/// `tolerance.max` (0…255) or the mean absolute difference over all channels exceeds
/// `tolerance.mean`. On failure the rendered image is written next to the temporary directory
/// (`$TMPDIR/wlcharts-goldens/NAME.actual.png`) so it can be opened and looked at.
///
/// With `WLCHARTS_UPDATE_GOLDENS=1` in the environment the rendered image is written to the source
/// tree instead (`Tests/ChartsTests/Golden/NAME.png`) and nothing is compared: look at the new image
/// before committing it, and say why it changed in the commit message.
enum Golden {
    /// How far a rendering may stray from its golden.
    struct Tolerance: Sendable {
        /// Largest allowed difference of one channel of one pixel (0…255).
        var max: Int
        /// Largest allowed mean absolute difference over all channels of all pixels.
        var mean: Double
        /// Identical up to rounding: max 2, mean 0.05.
        static let tight = Tolerance(max: 2, mean: 0.05)
    }

    /// The result of one comparison.
    struct Difference: CustomStringConvertible {
        var max: Int
        var mean: Double
        var differingPixels: Int
        var description: String {
            "max channel difference \(max), mean \(String(format: "%.4f", mean)), \(differingPixels) pixels differ"
        }
    }

    /// Whether goldens are being rewritten (`WLCHARTS_UPDATE_GOLDENS=1`).
    static var updating: Bool { ProcessInfo.processInfo.environment["WLCHARTS_UPDATE_GOLDENS"] == "1" }

    /// The source-tree folder of the goldens (to write updates into).
    static var sourceDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden", isDirectory: true)
    }

    /// Compares `bitmap` with the golden `name` (without `.png`), recording a test issue on mismatch.
    @discardableResult
    static func check(_ bitmap: Bitmap, named name: String, tolerance: Tolerance = .tight,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Difference? {
        var encoded: [UInt8]? = nil
        func png() -> [UInt8] { if let e = encoded { return e }; let e = PNG.encode(bitmap); encoded = e; return e }
        if updating {
            let url = sourceDirectory.appendingPathComponent("\(name).png")
            do {
                try Data(png()).write(to: url)
                print("Golden: wrote \(url.path) (WLCHARTS_UPDATE_GOLDENS=1) — look at it before committing")
            } catch {
                Issue.record("Golden: could not write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return nil
        }
        guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Golden"),
              let data = try? Data(contentsOf: url) else {
            let actual = saveActual(png(), name)
            Issue.record("Golden \(name).png is missing (rendered image: \(actual)); run with WLCHARTS_UPDATE_GOLDENS=1 to create it",
                         sourceLocation: sourceLocation)
            return nil
        }
        let golden: Bitmap
        do { golden = try PNG.decode([UInt8](data)) } catch {
            Issue.record("Golden \(name).png does not decode: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        guard golden.width == bitmap.width, golden.height == bitmap.height else {
            let actual = saveActual(png(), name)
            Issue.record("Golden \(name).png is \(golden.width)×\(golden.height), rendering is \(bitmap.width)×\(bitmap.height) (saved to \(actual))",
                         sourceLocation: sourceLocation)
            return nil
        }
        let diff = compare(bitmap, golden)
        if diff.max > tolerance.max || diff.mean > tolerance.mean {
            let actual = saveActual(png(), name)
            Issue.record("Golden \(name).png differs beyond max \(tolerance.max) / mean \(tolerance.mean): \(diff); rendering saved to \(actual)",
                         sourceLocation: sourceLocation)
        }
        return diff
    }

    /// Per-channel differences of two bitmaps of the same size (row pointers: fast in debug builds).
    static func compare(_ a: Bitmap, _ b: Bitmap) -> Difference {
        precondition(a.width == b.width && a.height == b.height)
        var maxDiff = 0, total = 0, differing = 0
        for y in 0 ..< a.height {
            let ra = a.pixels + y * a.stride, rb = b.pixels + y * b.stride
            for x in 0 ..< a.width {
                let p = ra[x], q = rb[x]
                if p == q { continue }
                differing += 1
                var shift: UInt32 = 0
                while shift < 32 {
                    let d = abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF))
                    if d > maxDiff { maxDiff = d }
                    total += d
                    shift += 8
                }
            }
        }
        let channels = max(1, a.width * a.height * 4)
        return Difference(max: maxDiff, mean: Double(total) / Double(channels), differingPixels: differing)
    }

    /// Writes a rendering to `$TMPDIR/wlcharts-goldens/NAME.actual.png`; returns the path.
    static func saveActual(_ png: [UInt8], _ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wlcharts-goldens", isDirectory: true)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("\(name).actual.png")
        try? Data(png).write(to: url)
        return url.path
    }
}
