/// The forward-only reader of an InfluxDB `/query` answer over `JSONReader` (``InfluxAnswer``).
struct InfluxAnswerReader {
    /// A decoded answer that is not data (carried through `LoadError`'s typed throws).
    struct Failure: Error { let error: InfluxError }

    var reader: JSONReader

    mutating func read() throws -> PrometheusMatrix {
        var error: String?
        var series: [PrometheusMatrix.Series] = []
        var sawResults = false
        var answer = try reader.enterObject("'{' (the answer's object)", in: "the answer")
        while let key = try reader.nextMember(&answer) {
            switch key {
            case "error" where reader.kind == .string: error = try reader.readString()
            case "results" where reader.kind == .array:
                sawResults = true
                var results = try reader.enterArray(in: "\"results\"")
                while try reader.nextElement(&results) {
                    try readResult(into: &series, error: &error)
                }
            default: try reader.skipValue()
            }
        }
        reader.skipWhitespace()
        guard reader.kind == .end else { throw reader.error(.syntax("unexpected \(reader.found()) after the answer")) }
        if let error { throw Failure(error: .server(error)) }
        guard sawResults else { throw Failure(error: .malformed("no \"results\"")) }
        return PrometheusMatrix(series: series)
    }

    /// One statement's result: its series, or its `error` (the first error of the answer wins).
    private mutating func readResult(into series: inout [PrometheusMatrix.Series], error: inout String?) throws {
        reader.skipWhitespace()
        guard reader.kind == .object else { throw reader.error(.syntax("expected a result object, found \(reader.found())")) }
        var result = try reader.enterObject(in: "a result")
        while let key = try reader.nextMember(&result) {
            switch key {
            case "error" where reader.kind == .string:
                let e = try reader.readString()
                if error == nil { error = e }
            case "series" where reader.kind == .array:
                var list = try reader.enterArray(in: "\"series\"")
                while try reader.nextElement(&list) {
                    series += try readSeries()
                }
            default: try reader.skipValue()
            }
        }
    }

    /// One series of a result: a series per value column.
    private mutating func readSeries() throws -> [PrometheusMatrix.Series] {
        reader.skipWhitespace()
        guard reader.kind == .object else { throw reader.error(.syntax("expected a series object, found \(reader.found())")) }
        var name = "", tags: [(name: String, value: String)] = [], columns: [String]?
        var valuesAt: JSONReader?   // `values` before `columns`: read again once they are known
        var out: [PrometheusMatrix.Series] = []
        var object = try reader.enterObject(in: "a series")
        while let key = try reader.nextMember(&object) {
            switch key {
            case "name" where reader.kind == .string: name = try reader.readString()
            case "tags" where reader.kind == .object:
                var members = try reader.enterObject(in: "\"tags\"")
                while let tag = try reader.nextMember(&members) { tags.append((tag, try reader.readString())) }
            case "columns" where reader.kind == .array:
                var c: [String] = []
                var elements = try reader.enterArray(in: "\"columns\"")
                while try reader.nextElement(&elements) { c.append(try reader.readString()) }
                columns = c
            case "values" where reader.kind == .array:
                if let columns {
                    out = try readValues(&reader, name: name, columns: columns)
                } else {
                    valuesAt = reader
                    try reader.skipValue()
                }
            default: try reader.skipValue()
            }
        }
        if var again = valuesAt {
            guard let columns else { throw again.error(.syntax("\"values\" without \"columns\"")) }
            out = try readValues(&again, name: name, columns: columns)
        }
        let labels = tags
        return out.map { s in
            var s = s
            s.labels += labels
            return s
        }
    }

    /// `values`: rows of `[time, v1, v2…]` as `columns` says, a series per value column.
    /// - Complexity: O(rows · columns).
    private func readValues(_ reader: inout JSONReader, name: String, columns: [String]) throws -> [PrometheusMatrix.Series] {
        guard let timeColumn = columns.firstIndex(of: "time") else {
            throw Failure(error: .malformed("no \"time\" column in \(columns.count) columns of \"\(LoadError.shown(name))\""))
        }
        var times: [Int64] = []
        var values = [[Double]](repeating: [], count: columns.count)
        var rows = try reader.enterArray(in: "\"values\"")
        while try reader.nextElement(&rows) {
            let start = reader.pos
            var row = try reader.enterArray("'[' (a row)", in: "a row")
            var i = 0
            while try reader.nextElement(&row) {
                guard i < columns.count else {
                    throw reader.error(.lengthMismatch(count: i + 1, expected: columns.count), at: start)
                }
                reader.skipWhitespace()
                if i == timeColumn {
                    times.append(try Self.time(&reader))
                } else {
                    values[i].append(try Self.value(&reader, name: name, column: columns[i]))
                }
                i += 1
            }
            guard i == columns.count else { throw reader.error(.lengthMismatch(count: i, expected: columns.count), at: start) }
        }
        // `ORDER BY time DESC`: the same rows, turned around.
        if let first = times.first, let last = times.last, first > last {
            times.reverse()
            for i in values.indices { values[i].reverse() }
        }
        for (i, (a, b)) in zip(times, times.dropFirst()).enumerated() where b <= a {
            throw reader.error(.xNotIncreasing(index: i + 1, previous: a, value: b))
        }
        return columns.indices.filter { $0 != timeColumn }.map { i in
            PrometheusMatrix.Series(labels: [("__name__", name + "." + columns[i])], times: times, values: values[i])
        }
    }

    /// A row's time: milliseconds (`epoch=ms`), or an RFC 3339 string.
    private static func time(_ reader: inout JSONReader) throws -> Int64 {
        let start = reader.pos
        switch reader.kind {
        case .number:
            let t = try reader.readNumber()
            guard t.isFinite, abs(t) < 9e15 else { throw reader.error(.xOutOfRange("\(t)"), at: start) }
            return Int64(t.rounded())
        case .string:
            let text = try reader.readString()
            guard let t = ISO8601.instant(text) else { throw reader.error(.badTime(LoadError.shown(text)), at: start) }
            return t
        default:
            throw reader.error(.badTime(reader.found()), at: start)
        }
    }

    /// A row's value: a number, `null` (a gap) or a boolean (1 or 0); text is an error.
    private static func value(_ reader: inout JSONReader, name: String, column: String) throws -> Double {
        switch reader.kind {
        case .number:
            let v = try reader.readNumber()
            return v.isFinite ? v : .nan
        case .literal:
            if reader.consumeNull() { return .nan }
            return try reader.readBool() ? 1 : 0
        case .string:
            throw Failure(error: .text(measurement: name, column: column))
        default:
            throw reader.error(.notANumber(reader.found()))
        }
    }
}
