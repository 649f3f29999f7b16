#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads JSON that is not the contest format: the table `JSONTable` finds (records, columns,
/// pandas' orients; at `--json-path` when given) through `TableLayout` and `TableAssembler`,
/// or a Prometheus `query_range` answer saved to a file (one series per result, named by its
/// labels as `--prometheus` names them).
enum JSONRecordsReader {
    /// Rows looked at to decide the layout: the first ones and some spread through the rest.
    static let sampleRows = 200

    /// Arrays of records stream through `JSONRecordsScanner`; the other shapes are read as a tree.
    /// - Complexity: O(file size).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        if let result = try JSONRecordsScanner.read(bytes, path: path, options: options) { return result }
        return try readTree(bytes, path: path, options: options)
    }

    /// - Complexity: O(file size); the document is held as a tree while its rows are built.
    static func readTree(_ bytes: UnsafeBufferPointer<UInt8>, path: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        var json = JSONReader(bytes, path: path)
        let root = try json.readValue()
        json.skipWhitespace()
        if json.pos < json.end {
            throw json.error(.syntax("unexpected \(json.found()) after the end of the data"))
        }
        var value = root
        if let text = options.jsonPath {
            let jsonPath: JSONPath
            do { jsonPath = try JSONPath(text) } catch { throw LoadError(path: path, place: .file, problem: error) }
            value = try jsonPath.resolve(in: root, reader: json)
        }
        var table = try JSONTable.find(in: value, at: options.jsonPath, reader: json)
        table.dropRowCounter()
        let width = table.names.count
        for r in table.rows.indices where table.rows[r].count < width {
            table.rows[r] += [String?](repeating: nil, count: width - table.rows[r].count)
        }
        var layout: TableLayout
        do {
            var chosen = options.table
            // A pandas orient's index of times is the time, before any column named `date`.
            if table.timeIndex && chosen.x == nil { chosen.x = .index(1) }
            layout = try TableLayout.detect(names: table.names, samples: samples(table.rows), options: chosen)
            if table.timeIndex && chosen.x == .index(1) { layout.ignoreOtherTimes(samples: samples(table.rows), context: options.context) }
        } catch {
            throw LoadError(path: path, place: .file, problem: error)
        }
        var assembler = TableAssembler(layout: layout, path: path)
        var lines = LineCounter(bytes)
        for (row, offset) in zip(table.rows, table.offsets) {
            try assembler.add(row: row, line: lines.line(at: offset))
        }
        let (chart, notes) = try assembler.finish()
        return LoadResult(charts: [chart], understood: table.notes + notes)
    }

    /// The first rows and rows spread evenly through the rest, up to `sampleRows`.
    static func samples(_ rows: [[String?]]) -> [[String?]] {
        let head = sampleRows / 2
        guard rows.count > sampleRows else { return rows }
        let step = (rows.count - head) / (sampleRows - head)
        return Array(rows.prefix(head)) + stride(from: head, to: rows.count, by: max(step, 1)).prefix(sampleRows - head).map { rows[$0] }
    }

    /// A Prometheus `query_range` answer: one line series per result, named by its labels.
    static func readPrometheus(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) -> LoadResult {
        let matrix: PrometheusMatrix
        do {
            var reader = PrometheusReader(reader: JSONReader(bytes, path: path))
            matrix = try reader.read()
        } catch let e as LoadError {
            throw e
        } catch let e as PrometheusReader.Failure {
            throw LoadError(path: path, place: .file, problem: .prometheus(e.error))
        } catch {
            throw LoadError(path: path, place: .file, problem: .prometheus(.malformed("\(error)")))
        }
        guard !matrix.series.isEmpty else {
            throw LoadError(path: path, place: .file, problem: .emptyChart("the Prometheus answer has no series"))
        }
        var chart = PrometheusChart.chart([(matrix, PrometheusLegend())], title: nil)
        chart.sourcePath = path
        var understood = ["JSON: a Prometheus query_range answer, \(matrix.series.count) series"]
        if chart.x.count >= 2 * (matrix.series.map(\.times.count).max() ?? 0) {
            holdSamples(&chart, matrix)
            understood.append("series sampled at their own times: each holds its latest sample for up to 5 minutes (Prometheus' lookback)")
        }
        return LoadResult(charts: [chart], understood: understood)
    }

    /// Prometheus' lookback for a saved result whose series were sampled at their own times (a
    /// range selector's raw samples, `up[6h]`, not `query_range`'s common steps: their union holds
    /// at least twice the times of the longest series): at another
    /// series' time a series holds its latest sample of at most 5 minutes before, as Prometheus
    /// evaluates it — else each series would be cut into dots by the others' times.
    /// - Complexity: O(times × series).
    static func holdSamples(_ chart: inout ChartData, _ matrix: PrometheusMatrix) {
        let lookback: Int64 = 300_000
        for (c, own) in matrix.series.enumerated() where c < chart.series.count {
            var j = 0
            for (k, t) in chart.x.enumerated() {
                while j < own.times.count && own.times[j] <= t { j += 1 }
                guard j > 0, own.times[j - 1] != t, t - own.times[j - 1] <= lookback else { continue }
                chart.series[c].values[k] = own.values[j - 1]
            }
        }
    }
}

/// Line numbers of byte offsets, counted forward from the last one asked (an offset before it
/// counts again from the start).
struct LineCounter {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// - Complexity: O(distance from the offset asked before).
    mutating func line(at target: Int) -> Int {
        guard let base = bytes.baseAddress else { return 1 }
        if target < offset { offset = 0; line = 1 }
        let stop = min(target, bytes.count)
        while offset < stop, let hit = memchr(base + offset, 0x0A, stop - offset) {
            line += 1
            offset = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
        }
        offset = max(offset, stop)
        return line
    }
}
