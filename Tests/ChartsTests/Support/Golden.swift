import Foundation
import Testing
import Raster
import GoldenTesting

/// The goldens of ChartsTests: `Tests/ChartsTests/Golden/*.png`, read from this target's bundle
/// (see `Tests/GoldenTesting/GoldenImages.swift` for the rules and `WLCHARTS_UPDATE_GOLDENS=1`).
enum Golden {
    typealias Tolerance = GoldenImages.Tolerance
    static let images = GoldenImages(
        bundle: .module,
        sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden", isDirectory: true))

    /// Compares `bitmap` with the golden `name` (without `.png`), recording a test issue on mismatch.
    @discardableResult
    static func check(_ bitmap: Bitmap, named name: String, tolerance: Tolerance = .tight,
                      sourceLocation: SourceLocation = #_sourceLocation) -> GoldenImages.Difference? {
        images.check(bitmap, named: name, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// Per-channel differences of two bitmaps of the same size.
    static func compare(_ a: Bitmap, _ b: Bitmap) -> GoldenImages.Difference { GoldenImages.compare(a, b) }
}
