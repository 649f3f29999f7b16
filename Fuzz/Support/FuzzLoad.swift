import Charts
import SeriesData

/// The loaders' contract, checked on every input: charts whose series match x in length and whose
/// x strictly increases, or one `LoadError` line that names the file and holds no control
/// character (a trap or a failed check ends the run with the input saved).
public enum FuzzLoad {
    public static func check(_ bytes: [UInt8], path: String, options: LoadOptions = LoadOptions()) {
        do {
            let result = try bytes.withUnsafeBufferPointer { (b) throws(LoadError) in try ChartLoader.read(b, path: path, options: options) }
            for chart in result.charts {
                precondition(chart.series.allSatisfy { $0.values.count == chart.count }, "ragged chart")
                precondition(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 }, "x not increasing")
            }
            for note in result.understood + result.warnings {
                precondition(!note.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "not one clean line: \(note)")
            }
        } catch {
            let line = error.description
            precondition(line.hasPrefix(path) && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
                         "not one clean line: \(line)")
        }
    }
}
