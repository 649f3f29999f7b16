import Charts
import SeriesData

/// The loaders' contract, checked on every input: charts whose series match x in length and whose
/// x strictly increases, or one `LoadError` line that names the file and holds no control
/// character (a trap or a failed check ends the run with the input saved).
public enum FuzzLoad {
    public static func check(_ bytes: [UInt8], path: String) {
        do {
            for chart in try ChartLoader.parse(bytes, path: path) {
                precondition(chart.series.allSatisfy { $0.values.count == chart.count }, "ragged chart")
                precondition(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 }, "x not increasing")
            }
        } catch {
            let line = error.description
            precondition(line.hasPrefix(path) && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                         "not one clean line: \(line)")
        }
    }
}
