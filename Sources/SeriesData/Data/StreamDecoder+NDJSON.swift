#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
                var place = 0
                repeat {
                    // The key at this place in the line before, compared as bytes: no String,
                    // no hashing (lines nearly always repeat their keys in the same order).
                    json.skipWhitespace()
                    let known = place < knownKeys.count && json.consumeQuoted(knownKeys[place].bytes) ? knownKeys[place].series : nil
                    let keyStart = json.pos
                    let key = known == nil ? try json.readString() : ""
                    try json.expect(UInt8(ascii: ":"), "':' after a key")
                    json.skipWhitespace()
                    if known == -1 || (known == nil && (key == timeKey || (timeKey == nil && StreamDecoder.timeKeys.contains(key)))) {
                        if known == nil { timeKey = key; remember(place, keyStart, json, series: -1) }
                        timeColumn = json.pos + 1
                        time = try readTime(&json)
                    } else if let s = known {
                        row[s] = try readNumber(&json, key: seriesIDs[s])
                    } else {
                        try readValue(&json, key: key)
                        if let s = seriesIndex[key] { remember(place, keyStart, json, series: s) }
                    }
                    place &+= 1
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

    /// Remembers that the key read at `keyStart` (before `json`'s key, a plain one without
    /// escapes) at `place` in the line names `series` (-1: the time).
    private func remember(_ place: Int, _ keyStart: Int, _ json: JSONReader, series: Int) {
        guard place <= knownKeys.count, place < StreamDecoder.maxSeries + 8 else { return }
        var p = keyStart + 1, bytes: [UInt8] = []
        while p < json.end && json.base[p] != UInt8(ascii: "\"") {
            if json.base[p] == UInt8(ascii: "\\") { return }   // escapes: the general path each time
            bytes.append(json.base[p])
            p += 1
        }
        let entry = KnownKey(bytes: bytes, series: series)
        if place == knownKeys.count { knownKeys.append(entry) } else { knownKeys[place] = entry }
    }

    /// A series value: a number, null (a gap), or anything else (a gap and a warning).
    /// Plain numbers go by `PlainNumber` (the same values as the general reader).
    private func readNumber(_ json: inout JSONReader, key: String) throws(LoadError) -> Double {
        if json.kind == .number {
            var e = json.pos
            while e < json.end, Self.isNumberByte[Int(json.base[e])] { e &+= 1 }
            if let v = PlainNumber.parse(json.base, from: json.pos, to: e) {
                json.pos = e
                return v
            }
        }
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
        return value.isFinite ? value : .nan
    }

    /// Bytes a JSON number is made of.
    private static let isNumberByte: [Bool] = (0 ..< 256).map { b in
        (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(UInt8(b)) || "+-.eE".utf8.contains(UInt8(b))
    }

    /// A series value of a key not seen at this place before.
    private func readValue(_ json: inout JSONReader, key: String) throws(LoadError) {
        let start = json.pos
        let value = try readNumber(&json, key: key)
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

/// A key of an NDJSON line at a known place: its bytes and what it names.
struct KnownKey {
    var bytes: [UInt8]
    /// The series index, or -1 for the time.
    var series: Int
}

extension JSONReader {
    /// Consumes `"bytes"` when it comes next (exactly, no escapes).
    mutating func consumeQuoted(_ bytes: [UInt8]) -> Bool {
        let n = bytes.count
        guard pos &+ n &+ 2 <= end, base[pos] == UInt8(ascii: "\""), base[pos &+ n &+ 1] == UInt8(ascii: "\"") else { return false }
        let same = n == 0 || bytes.withUnsafeBufferPointer { k in memcmp(base + pos + 1, k.baseAddress!, n) == 0 }
        guard same else { return false }
        pos &+= n &+ 2
        return true
    }
}
