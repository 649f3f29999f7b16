/// What the decoders of bare numbers, whitespace columns, logfmt and Influx lines keep between
/// lines; buffers grow to the widest line and are then reused.
struct PlainState {
    /// The tokens of the current line.
    var tokens: [StreamLine.Token] = []
    /// Bare numbers: the series of each place in a line.
    var numberSeries: [Int] = []
    /// logfmt keys and Influx `measurement,tags field` keys → series (-1: beyond the limit).
    var keys = ByteKeyTable()
    /// An Influx line's key, built here to be looked up.
    var keyBytes: [UInt8] = []
    /// logfmt: the time key chosen (the first of `StreamDecoder.logfmtTimeKeys` seen) and how
    /// its values read.
    var timeKey: [UInt8]?
    var reading: TimeReading?
    /// Whitespace columns: the headers seen (and the headerless table), and the current one.
    var tables: [ColumnTable] = []
    var table: Int?
}

/// Bare numbers, one or several a line (`cat /sys/class/thermal/thermal_zone0/temp` in a loop,
/// `echo 3 4.5`), separated by spaces, tabs or commas, at their arrival time. The series are
/// `value` when the first line has one number, else `1`, `2`, … by place.
extension StreamDecoder {
    func decodeNumbers(_ text: UnsafeBufferPointer<UInt8>) {
        guard let b = text.baseAddress else { return }
        if Self.isComment(text) { return }
        StreamLine.split(b, text.count, commas: true, into: &plain.tokens)
        resetRow()
        let count = plain.tokens.count
        for i in 0 ..< count {
            let t = plain.tokens[i]
            guard let s = numberSeries(at: i, count: count) else { continue }
            if let v = StreamLine.number(b, t.start, t.end) {
                row[s] = v
            } else {
                warn(.badCell(column: seriesIDs[s], text: Self.text(b, t)), line: line, column: t.start + 1)
            }
        }
        acceptMerging(nil, column: 1)
    }

    /// The series of place `i` of a line of `count` numbers, added when new.
    private func numberSeries(at i: Int, count: Int) -> Int? {
        if i < plain.numberSeries.count { return plain.numberSeries[i] >= 0 ? plain.numberSeries[i] : nil }
        let name = TableLayout.placeName(i, of: count)
        let s = series(named: name)
        if s == nil { warnTooManySeries(name, column: 1) }
        plain.numberSeries.append(s ?? -1)
        return s
    }

    /// Whether a line is a `#` comment.
    static func isComment(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "#")
    }

    /// A token's text for a warning (40 bytes at most).
    static func text(_ b: UnsafePointer<UInt8>, _ t: StreamLine.Token) -> String {
        String(decoding: UnsafeBufferPointer(start: b + t.start, count: min(40, t.end - t.start)), as: UTF8.self)
    }

    /// One warning, the first time a new series does not fit under `maxSeries`.
    func warnTooManySeries(_ name: String, column: Int) {
        guard !warnedTooManySeries else { return }
        warnedTooManySeries = true
        warn(.badHeader("more than \(StreamDecoder.maxSeries) series; \"\(name)\" and later new series are ignored"),
             line: line, column: column)
    }
}
