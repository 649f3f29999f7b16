/// NDJSON lines: `{"t": 1700000000, "cpu": 0.31, "mem": 512}`.
extension StreamDecoder {
    /// Keys that name the time, in the order they are preferred.
    static let timeKeys: Set<String> = ["t", "time", "timestamp", "ts", "x", "date"]

    /// Decodes one object line: its time and one value per series key (null is a gap; a value
    /// that is not a number is a gap with a warning; a new key becomes a series).
    func decodeObject(_ text: UnsafeBufferPointer<UInt8>) {
        var json = JSONReader(text, path: source)
        resetRow()
        var time: Int64?
        var timeColumn = 1
        do throws(LoadError) {
            try json.expect(UInt8(ascii: "{"), "an object")
            if !json.consume(UInt8(ascii: "}")) {
                repeat {
                    let key = try json.readString()
                    try json.expect(UInt8(ascii: ":"), "':' after a key")
                    json.skipWhitespace()
                    if key == timeKey || (timeKey == nil && StreamDecoder.timeKeys.contains(key)) {
                        timeKey = key
                        timeColumn = json.pos + 1
                        time = try readTime(&json)
                    } else {
                        try readValue(&json, key: key)
                    }
                } while try json.separator(close: UInt8(ascii: "}"), in: "an object")
            }
            json.skipWhitespace()
            if json.pos < json.end { throw json.error(.syntax("text after the object: \(json.found())")) }
        } catch {
            warn(error)
            return
        }
        guard let time else {
            warn(.noTimeKey, line: line, column: 1)
            return
        }
        accept(time, column: timeColumn)
    }

    /// A time: a number (epoch seconds below 10¹¹, else milliseconds) or a string (ISO-8601 or
    /// such a number).
    private func readTime(_ json: inout JSONReader) throws(LoadError) -> Int64 {
        let start = json.pos
        switch json.kind {
        case .number:
            let v = try json.readNumber()
            if let t = TimeValue.milliseconds(v, kind: TimeValue.kind(ofNumber: v)) { return t }
        case .string:
            let utf8 = Array(try json.readString().utf8)
            if let t = utf8.withUnsafeBufferPointer({ TimeValue.parse($0, kind: TimeValue.kind(of: $0)) }) { return t }
        default:
            try json.skipValue()
        }
        let shown = json.text(from: start)
        throw json.error(.badTime(String(shown.prefix(40))), at: start)
    }

    /// A series value: a number, null (a gap), or anything else (a gap and a warning).
    private func readValue(_ json: inout JSONReader, key: String) throws(LoadError) {
        let start = json.pos
        var value = Double.nan
        switch json.kind {
        case .number:
            value = try json.readNumber()
        case .literal where json.consumeNull():
            break
        default:
            let shown: String
            if json.kind == .string { shown = try json.readString() } else { try json.skipValue(); shown = json.text(from: start) }
            warn(json.error(.badCell(column: key, text: String(shown.prefix(40))), at: start))
        }
        guard let s = series(named: key) else {
            if seriesIDs.count == StreamDecoder.maxSeries && !warnedTooManySeries {
                warnedTooManySeries = true
                warn(.badHeader("more than \(StreamDecoder.maxSeries) series; key \"\(key)\" and later new keys are ignored"),
                     line: line, column: start + 1)
            }
            return
        }
        row[s] = value.isFinite ? value : .nan
    }
}
