import Adapters
import Charts
import SeriesData

/// `wlcharts --check FILE…` (and, for now, `wlcharts FILE…`): loads every file and prints what was
/// understood of a table (delimiter, time column, series, skipped columns), its warnings, and one
/// summary line per chart on stdout; a file that fails gives its one-line error on stderr.
enum CheckCommand {
    /// Returns the exit status: 0 when every file loads, 1 otherwise.
    static func run(files: [String], options: LoadOptions = LoadOptions()) -> Int32 {
        var status: Int32 = 0
        for file in files {
            do {
                let result = try ChartLoader.read(path: file, options: options)
                for line in result.understood { print("\(file): \(line)") }
                for warning in result.warnings { print(warning) }
                for (i, chart) in result.charts.enumerated() {
                    for line in MissingMarkers.suspects(in: chart, known: options.missingValues) { print("\(file): \(line)") }
                    print("\(file): \(chart.summary(index: i + 1))")
                }
            } catch {
                printError("wlcharts: \(error)")
                status = 1
            }
        }
        return status
    }

    /// `wlcharts - --check`, `--follow FILE --check`: the stream read to its end, described.
    static func run(stream live: LiveArguments) -> Int32 {
        do {
            for line in try LiveInput(path: live.follow).check(keep: try live.options().keep) { print(line) }
            return 0
        } catch {
            printError("wlcharts: \(error)")
            return 1
        }
    }

    /// Writes one line to stderr.
    static func printError(_ line: String) { StandardError.write(line) }
}
