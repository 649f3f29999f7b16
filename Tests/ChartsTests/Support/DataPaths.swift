import Foundation

/// Where the tests find their data: the fixtures beside this target and the real contest files in
/// `../shared/data/telegram` relative to the package root (never copied into the repository).
enum DataPaths {
    /// The package root, from this file's path.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }   // Support, ChartsTests, Tests → root
        return url.path
    }()

    static let fixtures = packageRoot + "/Tests/ChartsTests/Fixtures"

    static let telegram: String = URL(fileURLWithPath: packageRoot + "/../shared/data/telegram").standardized.path

    /// Whether the real contest data is present (tests that need it are skipped with a note otherwise).
    static let telegramAvailable = FileManager.default.fileExists(atPath: telegram + "/round1/chart_data.json")

    static let telegramNote: Comment = "real contest data not found at ../shared/data/telegram — skipped"
}

import Testing

/// A random walk with occasional gaps, at strictly increasing random x.
func randomSeries(count: Int, gapChance: Double, rng: inout SeededRandom) -> (x: [Int64], values: [Double]) {
    var x: [Int64] = [], values: [Double] = []
    x.reserveCapacity(count); values.reserveCapacity(count)
    var t: Int64 = 1_500_000_000_000, v = 100.0
    for _ in 0..<count {
        t += Int64.random(in: 1...5_000, using: &rng)
        v += Double.random(in: -10...10, using: &rng)
        x.append(t)
        values.append(Double.random(in: 0..<1, using: &rng) < gapChance ? .nan : v)
    }
    return (x, values)
}
