#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// logfmt lines: `ts=2024-01-01T00:00:00Z cpu=0.3 mem=512 msg="x"`. The time is the value of
/// the first of `ts`, `time`, `t`, `timestamp` a line has (read by a `TimeReading` decided on
/// its first value), else the arrival time; every key with a number is a series; other values
/// (words, quoted text, flags) are skipped.
extension StreamDecoder {
    /// Keys that name the time.
    static let logfmtTimeKeys: [[UInt8]] = ["ts", "time", "t", "timestamp"].map { Array($0.utf8) }

    func decodeLogfmt(_ text: UnsafeBufferPointer<UInt8>) {
        guard let b = text.baseAddress else { return }
        if Self.isComment(text) { return }
        resetRow()
        var time: Int64?
        var badTime: (String, Int)?
        Logfmt.scan(b, text.count) { keyStart, keyEnd, valueStart, valueEnd in
            let n = keyEnd - keyStart
            if isLogfmtTimeKey(b + keyStart, n) {
                let value = UnsafeBufferPointer(start: b + valueStart, count: valueEnd - valueStart)
                if plain.reading == nil {
                    let key = String(decoding: UnsafeBufferPointer(start: b + keyStart, count: n), as: UTF8.self)
                    plain.reading = TimeReading.detect(name: key, samples: [String(decoding: value, as: UTF8.self)], context: TimeContext())
                }
                time = plain.reading?.parse(value)
                if time == nil { badTime = (String(decoding: value.prefix(40), as: UTF8.self), valueStart + 1) }
                return
            }
            guard let v = StreamLine.number(b, valueStart, valueEnd) else { return }
            var s = plain.keys.find(b + keyStart, n)
            if s == nil {
                let name = String(decoding: UnsafeBufferPointer(start: b + keyStart, count: n), as: UTF8.self)
                s = series(named: name) ?? -1
                if s == -1 { warnTooManySeries(name, column: keyStart + 1) }
                plain.keys.insert(b + keyStart, n, value: s!)
            }
            if let s, s >= 0 { row[s] = v }
        }
        if let (value, column) = badTime {
            warn(.badTime(value), line: line, column: column)
            return
        }
        acceptMerging(time, column: 1)
    }

    /// Whether `b[0 ..< n]` is the stream's time key (the first of `logfmtTimeKeys` seen).
    private func isLogfmtTimeKey(_ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        if let key = plain.timeKey {
            return key.count == n && key.withUnsafeBufferPointer { memcmp($0.baseAddress!, b, n) == 0 }
        }
        for key in Self.logfmtTimeKeys where key.count == n && key.withUnsafeBufferPointer({ memcmp($0.baseAddress!, b, n) == 0 }) {
            plain.timeKey = key
            return true
        }
        return false
    }
}
