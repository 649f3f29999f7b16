import Screens
import SeriesData

extension LiveInput {
    /// The whole stream (or the followed file as it is now) as one chart, as `--png` draws it and
    /// `--check` describes it: read to its end (a pipe: until it closes), the series named and in
    /// the units its header gives, `keep` (`--keep`) applied as the window would.
    /// - Throws: `PNGRenderError` when no sample came.
    package func readChart(keep: HistoryLimit?) throws -> ChartData {
        readToEnd()
        let update = feed.take()
        guard !update.samples.isEmpty else { throw PNGRenderError("\(name): no samples") }
        let first = keep?.firstKept(of: update.samples.x) ?? 0
        let units = update.units
        let series = update.seriesIDs.enumerated().map { i, id in
            var s = Series(id: id, name: id, color: Series.palette[i % Series.palette.count], kind: .line,
                           values: Array(update.samples.columns[i][first...]))
            s.unit = units[id]
            return s
        }
        let title = name == "stdin" ? "stdin" : nil
        let chart = ChartData(title: title, x: Array(update.samples.x[first...]), series: series, sourcePath: title == nil ? name : nil)
        return title == nil ? SceneSetup.titled([chart], file: name)[0] : chart
    }
}

extension LiveInput {
    /// What `--check` says of a stream (`wlcharts - --check`, `--follow FILE --check`): its format
    /// and series with their units, its warnings (the first 20, then how many more), and the
    /// chart's summary line; read to its end as `--png` reads it.
    /// - Throws: `PNGRenderError` when no sample came.
    package func check(keep: HistoryLimit?) throws -> [String] {
        var warnings: [String] = [], more = 0
        feed.decoder.onWarning = { if warnings.count < 20 { warnings.append($0) } else { more += 1 } }
        let chart: ChartData
        do { chart = try readChart(keep: keep) } catch {
            // Why nothing came is in the warnings: they go with the error.
            throw PNGRenderError(([warnings.isEmpty ? "\(error)" : "\(error):"] + warnings).joined(separator: "\n"))
        }
        let format = feed.decoder.format.map { "\($0)" } ?? "not recognised"
        let series = chart.series.map { s in s.unit.map { "\(s.name) (\($0.written))" } ?? s.name }
        var lines = ["\(name): \(format); \(series.count) series (\(series.joined(separator: ", ")))"]
        lines += warnings
        if more > 0 { lines.append("\(name): \(more) more warnings") }
        lines.append("\(name): \(chart.summary(index: 1))")
        return lines
    }
}
