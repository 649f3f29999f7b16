import Raster

/// Reads the Telegram Chart Contest format: round 1 (an array of chart objects) and round 2
/// (one chart object), from the bytes of one file.
///
/// A chart object's keys may come in any order; unknown keys are skipped. `null` in a y column is a
/// gap (`.nan`). Every rule the format has (one x column, equal lengths, known types, `#RRGGBB`
/// colours, x strictly increasing, at least one point and one y column) is checked, and a break of it
/// is a ``LoadError`` naming the chart and column.
struct ContestReader {
    var json: JSONReader

    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) {
        json = JSONReader(bytes, path: path)
    }

    /// One raw column: its id and values (x included, as `Double`, exact below 2⁵³).
    private struct Column {
        var id: String
        var values: [Double]
    }

    /// The charts of the file.
    /// - Complexity: O(file size), one pass.
    mutating func read() throws(LoadError) -> [ChartData] {
        json.skipWhitespace()
        try checkClosed()
        var charts: [ChartData] = []
        switch json.kind {
        case .array:
            json.pos += 1
            if json.consume(UInt8(ascii: "]")) {
                throw LoadError(path: json.path, place: .file, problem: .noCharts)
            }
            repeat {
                charts.append(try readChart(index: charts.count + 1))
            } while try json.separator(close: UInt8(ascii: "]"), in: "the array of charts")
        case .object:
            charts.append(try readChart(index: 1))
        case .end:
            throw LoadError(path: json.path, place: .file, problem: .empty)
        default:
            throw json.error(.syntax("expected a chart object or an array of charts, found \(json.found())"))
        }
        json.skipWhitespace()
        if json.pos < json.end {
            throw json.error(.syntax("unexpected \(json.found()) after the end of the data"))
        }
        return charts
    }

    /// A truncated file fails at once, before its body is parsed: the last non-blank byte must close
    /// the top-level array or object.
    /// - Complexity: O(trailing whitespace), plus O(file) to name the line of an error.
    private func checkClosed() throws(LoadError) {
        let open = json.pos < json.end ? json.base[json.pos] : 0
        guard open == UInt8(ascii: "[") || open == UInt8(ascii: "{") else { return }
        let close = open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var last = json.end - 1
        while last > json.pos, [0x20, 0x0A, 0x0D, 0x09].contains(json.base[last]) { last -= 1 }
        guard json.base[last] != close else { return }
        var probe = json
        probe.pos = last
        throw json.error(.syntax("the data is not closed (truncated?): the file ends with \(probe.found()), "
                                 + "expected '\(Character(Unicode.Scalar(close)))'"), at: last + 1)
    }

    private func chartError(_ index: Int, _ column: String?, _ problem: LoadError.Problem) -> LoadError {
        LoadError(path: json.path, place: .chart(index, column: column), problem: problem)
    }

    private mutating func readChart(index: Int) throws(LoadError) -> ChartData {
        json.skipWhitespace()
        guard json.kind == .object else { throw json.error(.notAChart(json.found())) }
        let objectStart = json.pos
        json.pos += 1
        var columns: [Column]?
        var types: [(id: String, text: String)]?
        var names: [String: String] = [:]
        var colors: [(id: String, text: String)] = []
        var title: String?
        var yScaled = false, stacked = false, percentage = false
        var style: [ChartStyle.Setting] = []
        if !json.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try json.readString()
                try json.expect(UInt8(ascii: ":"), "':' after a key")
                switch key {
                case "columns": columns = try readColumns(chart: index)
                case "types": types = try readStringMap()
                case "names": names = Dictionary(try readStringMap(), uniquingKeysWith: { _, last in last })
                case "colors": colors = try readStringMap()
                case "title": title = try json.readString()
                case "y_scaled": yScaled = try json.readBool()
                case "stacked": stacked = try json.readBool()
                case "percentage": percentage = try json.readBool()
                case "style": style = try readStyle()
                default: try json.skipValue()
                }
            } while try json.separator(close: UInt8(ascii: "}"), in: "a chart object")
        }
        _ = objectStart
        guard let columns else { throw chartError(index, nil, .missingKey("columns")) }
        guard let types else { throw chartError(index, nil, .missingKey("types")) }
        var chart = try build(index: index, columns: columns, types: types, names: names, colors: colors,
                              title: title, yScaled: yScaled, stacked: stacked, percentage: percentage)
        do { chart.style = try ChartStyle().applying(style) } catch { throw chartError(index, nil, .badStyle(error.description)) }
        if let m = chart.style.thresholds.unitMismatches(in: chart.series, units: chart.style.units).first {
            throw chartError(index, nil, .badStyle("threshold: \(m)"))
        }
        return chart
    }

    /// The `"style"` object: each key with its value's text (a string's content, a number or a
    /// boolean as written), checked by `ChartStyle.apply(_:)`.
    private mutating func readStyle() throws(LoadError) -> [ChartStyle.Setting] {
        try json.expect(UInt8(ascii: "{"), "an object")
        var settings: [ChartStyle.Setting] = []
        if json.consume(UInt8(ascii: "}")) { return settings }
        repeat {
            let key = try json.readString()
            try json.expect(UInt8(ascii: ":"), "':' after a key")
            json.skipWhitespace()
            switch json.kind {
            case .string:
                settings.append(.init(key, try json.readString()))
            case .number, .literal:
                let start = json.pos
                try json.skipValue()
                settings.append(.init(key, String(decoding: UnsafeBufferPointer(start: json.base + start, count: json.pos - start),
                                                  as: UTF8.self)))
            default:
                throw json.error(.syntax("expected a string, number or boolean for \"style\" key \"\(key)\", found \(json.found())"))
            }
        } while try json.separator(close: UInt8(ascii: "}"), in: "\"style\"")
        return settings
    }

    /// `{"id": "text", …}` in file order.
    private mutating func readStringMap() throws(LoadError) -> [(id: String, text: String)] {
        try json.expect(UInt8(ascii: "{"), "an object")
        var pairs: [(id: String, text: String)] = []
        if json.consume(UInt8(ascii: "}")) { return pairs }
        repeat {
            let key = try json.readString()
            try json.expect(UInt8(ascii: ":"), "':' after a key")
            pairs.append((key, try json.readString()))
        } while try json.separator(close: UInt8(ascii: "}"), in: "an object")
        return pairs
    }

    /// `[["id", v, v, …], …]`: the hot loop of loading.
    private mutating func readColumns(chart: Int) throws(LoadError) -> [Column] {
        try json.expect(UInt8(ascii: "["), "'[' to open \"columns\"")
        var columns: [Column] = []
        if json.consume(UInt8(ascii: "]")) { return columns }
        repeat {
            try json.expect(UInt8(ascii: "["), "'[' to open a column")
            json.skipWhitespace()
            guard json.kind == .string else {
                throw json.error(.syntax("expected the column id (a string) first in a column, found \(json.found())"))
            }
            let id = try json.readString()
            // Reserve from the previous column's length: all columns of a chart are equally long.
            var values: [Double] = []
            values.reserveCapacity(columns.last?.values.count ?? 64)
            while try json.separator(close: UInt8(ascii: "]"), in: "a column") {
                json.skipWhitespace()
                if json.kind == .number {
                    let start = json.pos
                    let v = try json.readNumber()
                    if !v.isFinite {
                        let (line, column) = json.lineColumn(start)
                        throw LoadError(path: json.path,
                                        place: .value(line: line, column: column, chart: chart, id: id, index: values.count),
                                        problem: .outOfRange)
                    }
                    values.append(v)
                } else if json.consumeNull() {
                    values.append(.nan)
                } else {
                    let (line, column) = json.lineColumn(json.pos)
                    throw LoadError(path: json.path,
                                    place: .value(line: line, column: column, chart: chart, id: id, index: values.count),
                                    problem: .notANumber(json.found()))
                }
            }
            columns.append(Column(id: id, values: values))
        } while try json.separator(close: UInt8(ascii: "]"), in: "\"columns\"")
        return columns
    }

    private func build(index: Int, columns: [Column], types: [(id: String, text: String)], names: [String: String],
                       colors: [(id: String, text: String)], title: String?,
                       yScaled: Bool, stacked: Bool, percentage: Bool) throws(LoadError) -> ChartData {
        var kinds: [String: SeriesKind?] = [:]  // nil: the x column
        for (id, type) in types {
            if type == "x" {
                kinds[id] = .some(nil)
            } else if let kind = SeriesKind(rawValue: type) {
                kinds[id] = .some(kind)
            } else {
                throw chartError(index, id, .unknownType(type))
            }
        }
        var seen = Set<String>()
        var xColumn: Column?
        for column in columns {
            guard seen.insert(column.id).inserted else { throw chartError(index, column.id, .duplicateColumn) }
            guard let kind = kinds[column.id] else { throw chartError(index, column.id, .untypedColumn) }
            if kind == nil {
                if let x = xColumn { throw chartError(index, nil, .duplicateX(x.id, column.id)) }
                xColumn = column
            }
        }
        for (id, _) in types where !seen.contains(id) {
            throw chartError(index, nil, .typeWithoutColumn(id))
        }
        guard let xColumn else { throw chartError(index, nil, .missingX) }
        let n = xColumn.values.count
        let x = try timestamps(xColumn, chart: index)
        var colorByID: [String: Color] = [:]
        for (id, text) in colors {
            let utf8 = text.utf8
            guard utf8.count == 7, let c = Color(hex: text) else { throw chartError(index, id, .badColor(text)) }
            colorByID[id] = c
        }
        var series: [Series] = []
        for column in columns where column.id != xColumn.id {
            guard column.values.count == n else {
                throw chartError(index, column.id, .lengthMismatch(count: column.values.count, expected: n))
            }
            let kind = kinds[column.id]!!
            series.append(Series(id: column.id, name: names[column.id] ?? column.id,
                                 color: colorByID[column.id] ?? Series.palette[series.count % Series.palette.count],
                                 kind: kind, values: column.values))
        }
        if n == 0 { throw chartError(index, nil, .emptyChart("x has no values")) }
        if series.isEmpty { throw chartError(index, nil, .emptyChart("no y columns")) }
        return ChartData(title: title, x: x, series: series, yScaled: yScaled, stacked: stacked,
                         percentage: percentage, sourcePath: json.path)
    }

    /// The x column as exact integer milliseconds, strictly increasing.
    private func timestamps(_ column: Column, chart: Int) throws(LoadError) -> [Int64] {
        var x = [Int64](repeating: 0, count: column.values.count)
        var previous = Int64.min
        for (i, v) in column.values.enumerated() {
            guard !v.isNaN else { throw chartError(chart, column.id, .xNull) }
            guard v == v.rounded() else { throw chartError(chart, column.id, .xNotInteger(String(describing: v))) }
            guard abs(v) < 9.007_199_254_740_992e15 else {
                throw chartError(chart, column.id, .xOutOfRange(String(describing: v)))
            }
            let t = Int64(v)
            guard t > previous else {
                throw chartError(chart, column.id, .xNotIncreasing(index: i + 1, previous: previous, value: t))
            }
            x[i] = t
            previous = t
        }
        return x
    }
}
