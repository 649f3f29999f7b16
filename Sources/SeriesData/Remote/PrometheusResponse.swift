/// A decoded answer of Prometheus's HTTP API (`/api/v1/query_range`): the series of a matrix
/// result, or the server's own error, kept verbatim for the user.
///
/// Values are the API's strings: `"NaN"`, `"+Inf"` and `"-Inf"` become gaps (a chart cannot place
/// an infinity); anything else that is not a number is an error naming the place.
public struct PrometheusMatrix: Sendable, Equatable {
    /// One series of the result: its labels (with `__name__` when the query keeps it) and samples.
    public struct Series: Sendable, Equatable {
        /// Label names and values in the order the server sent them.
        public var labels: [(name: String, value: String)]
        /// Sample times, milliseconds since the epoch, increasing.
        public var times: [Int64]
        /// Sample values, `.nan` for NaN and infinities.
        public var values: [Double]

        public init(labels: [(name: String, value: String)], times: [Int64], values: [Double]) {
            self.labels = labels; self.times = times; self.values = values
        }

        /// The value of label `name`, or `nil`.
        public func label(_ name: String) -> String? { labels.first { $0.name == name }?.value }

        public static func == (a: Series, b: Series) -> Bool {
            a.labels.map(\.name) == b.labels.map(\.name) && a.labels.map(\.value) == b.labels.map(\.value)
                && a.times == b.times && a.values.elementsEqual(b.values) { $0 == $1 || ($0.isNaN && $1.isNaN) }
        }
    }

    /// The series of the result, in the server's order.
    public var series: [Series]

    public init(series: [Series]) { self.series = series }
}

/// Why an answer of Prometheus could not be used.
public enum PrometheusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server said `"status": "error"`: its `errorType` and `error`, verbatim.
    case server(type: String, message: String)
    /// The body is not the API's JSON (a proxy's page, a cut body): what was wrong and where.
    case malformed(String)
    /// A result that is not a matrix (an instant query's vector, a scalar).
    case notAMatrix(String)

    public var description: String {
        switch self {
        // The server's own words, verbatim but on one line: its control characters escaped (a
        // hostile or broken server must not break the line or drive the terminal; fuzz-remote).
        case let .server(type, message):
            type.isEmpty ? LoadError.shown(message, limit: 300) : "\(LoadError.shown(type)): \(LoadError.shown(message, limit: 300))"
        case let .malformed(why): "not a Prometheus API answer: \(why)"
        case let .notAMatrix(kind): "the result is a \(LoadError.shown(kind)), not a range (matrix)"
        }
    }
}

extension PrometheusMatrix {
    /// Decodes a `query_range` answer (also an error body of any status).
    /// - Complexity: O(body size), one pass.
    public static func decode(_ body: [UInt8], source: String) throws(PrometheusError) -> PrometheusMatrix {
        do {
            return try body.withUnsafeBufferPointer { bytes in
                var reader = PrometheusReader(reader: JSONReader(bytes, path: source))
                return try reader.read()
            }
        } catch let e as LoadError {
            throw .malformed("\(e)")
        } catch let e as PrometheusReader.Failure {
            throw e.error
        } catch {
            throw .malformed("\(error)")
        }
    }
}

/// The forward-only reader of an API answer over `JSONReader`.
struct PrometheusReader {
    /// A decoded answer that is not data (carried through `LoadError`'s typed throws).
    struct Failure: Error { let error: PrometheusError }

    var reader: JSONReader

    mutating func read() throws -> PrometheusMatrix {
        reader.skipWhitespace()
        if reader.kind == .array { return try readResult() }
        var status = "", errorType = "", message = "", resultType = ""
        var series: [PrometheusMatrix.Series] = []
        var answer = try reader.enterObject("'{' (the API's object)", in: "the answer")
        while let key = try reader.nextMember(&answer) {
            switch key {
            case "status": status = try reader.readString()
            case "errorType": errorType = try reader.readString()
            case "error": message = try reader.readString()
            case "data" where reader.kind == .object:
                (resultType, series) = try readData()
            default: try reader.skipValue()
            }
        }
        reader.skipWhitespace()
        guard reader.kind == .end else { throw reader.error(.syntax("unexpected \(reader.found()) after the answer")) }
        if status == "error" || (!message.isEmpty && status != "success") {
            throw Failure(error: .server(type: errorType, message: message))
        }
        guard status == "success" else { throw Failure(error: .malformed("no \"status\": \"success\"")) }
        guard resultType == "matrix" else { throw Failure(error: .notAMatrix(resultType.isEmpty ? "nothing" : resultType)) }
        return PrometheusMatrix(series: series)
    }

    /// The answer's `result` alone, as Python's prometheus-api-client returns it and scripts save
    /// it (`json.dump(prom.get_metric_range_data(…))`): a list of `{"metric", "values"}`.
    private mutating func readResult() throws -> PrometheusMatrix {
        var series: [PrometheusMatrix.Series] = []
        var result = try reader.enterArray(in: "the result")
        while try reader.nextElement(&result) {
            reader.skipWhitespace()
            guard reader.kind == .object else { throw Failure(error: .notAMatrix("list of \(reader.found())s")) }
            series.append(try readSeries())
        }
        reader.skipWhitespace()
        guard reader.kind == .end else { throw reader.error(.syntax("unexpected \(reader.found()) after the result")) }
        return PrometheusMatrix(series: series)
    }

    private mutating func readData() throws -> (String, [PrometheusMatrix.Series]) {
        var type = "", series: [PrometheusMatrix.Series] = []
        var data = try reader.enterObject(in: "\"data\"")
        while let key = try reader.nextMember(&data) {
            switch key {
            case "resultType": type = try reader.readString()
            case "result" where reader.kind == .array:
                var result = try reader.enterArray(in: "the result")
                while try reader.nextElement(&result) {
                    reader.skipWhitespace()
                    guard reader.kind == .object else {
                        throw Failure(error: .notAMatrix(type.isEmpty ? "list of \(reader.found())s" : type))
                    }
                    series.append(try readSeries())
                }
            default: try reader.skipValue()
            }
        }
        return (type, series)
    }

    private mutating func readSeries() throws -> PrometheusMatrix.Series {
        var s = PrometheusMatrix.Series(labels: [], times: [], values: [])
        var object = try reader.enterObject(in: "a series")
        while let key = try reader.nextMember(&object) {
            switch key {
            case "metric" where reader.kind == .object:
                var metric = try reader.enterObject(in: "\"metric\"")
                while let name = try reader.nextMember(&metric) { s.labels.append((name, try reader.readString())) }
            case "values" where reader.kind == .array:
                var pairs = try reader.enterArray(in: "\"values\"")
                while try reader.nextElement(&pairs) {
                    let start = reader.pos
                    try reader.expect(UInt8(ascii: "["), "'[' (a [time, \"value\"] pair)")
                    let t = try reader.readNumber()
                    try reader.expect(UInt8(ascii: ","), "','")
                    let text = try reader.readString()
                    try reader.expect(UInt8(ascii: "]"), "']'")
                    let ms = (t * 1000).rounded()
                    guard ms.isFinite, abs(ms) < 9e15 else { throw reader.error(.xOutOfRange("\(t)"), at: start) }
                    let time = Int64(ms)
                    if let last = s.times.last, time <= last {
                        throw reader.error(.xNotIncreasing(index: s.times.count, previous: last, value: time), at: start)
                    }
                    s.times.append(time)
                    s.values.append(try Self.value(text, reader: reader, at: start))
                }
            default: try reader.skipValue()
            }
        }
        return s
    }

    /// A sample's value string: a number, or NaN / ±Inf as a gap.
    static func value(_ text: String, reader: JSONReader, at offset: Int) throws -> Double {
        switch text {
        case "NaN", "+Inf", "-Inf", "Inf": return .nan
        default:
            guard let v = Double(text), v.isFinite else { throw reader.error(.notANumber(text), at: offset) }
            return v
        }
    }
}
