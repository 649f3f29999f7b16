import Foundation
import Testing
@testable import Charts
@testable import SeriesData

/// Random damage to valid files: every result is charts or one-line `LoadError`, never a crash
/// (a trap would end the test process) and never a hang.
@Suite struct LoaderFuzzTests {
    static let sources = ["hourly-traffic.json", "sensor-with-gap.json", "power-hourly.csv"]

    @Test(arguments: sources)
    func damagedFilesLoadOrGiveOneLineErrors(name: String) throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: DataPaths.packageRoot + "/Examples/" + name)))
        var rng = SeededRandom(seed: UInt64(name.utf8.count))
        let alphabet = Array("[]{}\",:-+.eE0123456789 \n\r\tnulltruefalse#xy\u{0}\u{FF}".utf8)
        var failures = 0
        for round in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[i] = alphabet.randomElement(using: &rng)!
                case 1: bytes.insert(alphabet.randomElement(using: &rng)!, at: i)
                case 2: bytes.remove(at: i)
                default: bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...40, using: &rng)))
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "[")] }
            }
            if round % 50 == 0 { bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng))) }
            do {
                let charts = try ChartLoader.parse(bytes, path: name)
                for chart in charts {
                    #expect(chart.series.allSatisfy { $0.values.count == chart.count })
                    #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 })
                }
            } catch {
                failures += 1
                #expect(!error.description.contains("\n"))
                #expect(error.description.hasPrefix(name + ":"))
            }
        }
        #expect(failures > 50)   // the damage is real
    }
}
