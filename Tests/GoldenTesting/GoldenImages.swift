import Foundation
import Testing
import Raster

/// Golden-image comparison for rendering tests, shared by the test targets (each binds it to its
/// own resource bundle and `Golden/` folder in `Support/Golden.swift`).
///
/// `check(bitmap, named: "labels-13px")` decodes `Golden/labels-13px.png` from the bundle and
/// compares the premultiplied ARGB channels of every pixel: the test fails when any channel differs
/// by more than `tolerance.max` (0…255) or the mean absolute difference over all channels exceeds
/// `tolerance.mean`. On failure the rendered image is written to
/// `$TMPDIR/wlcharts-goldens/NAME.actual.png` so it can be opened and looked at.
///
/// With `WLCHARTS_UPDATE_GOLDENS=1` in the environment the rendered image is written to the source
/// tree instead and nothing is compared: look at the new image before committing it, and say why it
/// changed in the commit message (then rebuild the tests: goldens are read from the bundle).
public struct GoldenImages: Sendable {
    /// Where the goldens are read from: the test target's bundle, `Golden/` inside it.
    public let bundle: Bundle
    /// The source-tree folder of the goldens (written when updating).
    public let sourceDirectory: URL

    /// Goldens of one test target: its resource bundle and its `Golden/` folder in the source tree.
    public init(bundle: Bundle, sourceDirectory: URL) {
        self.bundle = bundle
        self.sourceDirectory = sourceDirectory
    }

    /// How far a rendering may stray from its golden.
    public struct Tolerance: Sendable {
        /// Largest allowed difference of one channel of one pixel (0…255).
        public var max: Int
        /// Largest allowed mean absolute difference over all channels of all pixels.
        public var mean: Double
        public init(max: Int, mean: Double) { self.max = max; self.mean = mean }
        /// Identical up to rounding: max 2, mean 0.05.
        public static let tight = Tolerance(max: 2, mean: 0.05)
    }

    /// The result of one comparison.
    public struct Difference: CustomStringConvertible, Sendable {
        public var max: Int
        public var mean: Double
        public var differingPixels: Int
        public var description: String {
            "max channel difference \(max), mean \(String(format: "%.4f", mean)), \(differingPixels) pixels differ"
        }
    }

    /// Whether goldens are being rewritten (`WLCHARTS_UPDATE_GOLDENS=1`).
    public static var updating: Bool { ProcessInfo.processInfo.environment["WLCHARTS_UPDATE_GOLDENS"] == "1" }

    /// Compares `bitmap` with the golden `name` (without `.png`), recording a test issue on mismatch.
    @discardableResult
    public func check(_ bitmap: Bitmap, named name: String, tolerance: Tolerance = .tight,
                      sourceLocation: SourceLocation = #_sourceLocation) -> Difference? {
        var encoded: [UInt8]? = nil
        func png() -> [UInt8] { if let e = encoded { return e }; let e = PNG.encode(bitmap); encoded = e; return e }
        if GoldenImages.updating {
            let url = sourceDirectory.appendingPathComponent("\(name).png")
            do {
                try Data(png()).write(to: url)
                print("Golden: wrote \(url.path) (WLCHARTS_UPDATE_GOLDENS=1) — look at it before committing")
            } catch {
                Issue.record("Golden: could not write \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return nil
        }
        guard let url = bundle.url(forResource: name, withExtension: "png", subdirectory: "Golden"),
              let data = try? Data(contentsOf: url) else {
            let actual = GoldenImages.saveActual(png(), name)
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
            let actual = GoldenImages.saveActual(png(), name)
            Issue.record("Golden \(name).png is \(golden.width)×\(golden.height), rendering is \(bitmap.width)×\(bitmap.height) (saved to \(actual))",
                         sourceLocation: sourceLocation)
            return nil
        }
        let diff = GoldenImages.compare(bitmap, golden)
        if diff.max > tolerance.max || diff.mean > tolerance.mean {
            let actual = GoldenImages.saveActual(png(), name)
            Issue.record("Golden \(name).png differs beyond max \(tolerance.max) / mean \(tolerance.mean): \(diff); rendering saved to \(actual)",
                         sourceLocation: sourceLocation)
        }
        return diff
    }

    /// Per-channel differences of two bitmaps of the same size (row pointers: fast in debug builds).
    public static func compare(_ a: Bitmap, _ b: Bitmap) -> Difference {
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
