/// InfluxDB line protocol (`InfluxLine`): each numeric or boolean field is a series named by
/// the measurement, its tags and the field (`cpu host=a usage_user`); string fields are skipped.
/// The timestamp (nanoseconds; microseconds, milliseconds or seconds told by magnitude) is the
/// time, else the arrival time. Lines of one time (Telegraf writes one per measurement and tag
/// set) fill one sample.
extension StreamDecoder {
    func decodeInflux(_ text: UnsafeBufferPointer<UInt8>) {
        guard let b = text.baseAddress else { return }
        if Self.isComment(text) { return }
        var start = 0
        while start < text.count && (b[start] == 0x20 || b[start] == 0x09) { start += 1 }
        let line = b + start, n = text.count - start
        resetRow()
        let timestamp: Int64?
        do throws(InfluxLine.Failure) {
            timestamp = try InfluxLine.parse(line, n) { keyEnd, fieldStart, fieldEnd, value in
                guard let value else { return }
                let s = influxSeries(line, keyEnd: keyEnd, field: fieldStart ..< fieldEnd)
                if s >= 0 { row[s] = value }
            }.timestamp
        } catch {
            warn(.lineProtocol(error.problem), line: self.line, column: start + error.offset + 1)
            return
        }
        acceptMerging(timestamp.map(InfluxLine.milliseconds), column: 1)
    }

    /// The series of the measurement and tags `b[0 ..< keyEnd]` and the field `b[field]`, added
    /// when new (-1 beyond `maxSeries`).
    private func influxSeries(_ b: UnsafePointer<UInt8>, keyEnd: Int, field: Range<Int>) -> Int {
        plain.keyBytes.removeAll(keepingCapacity: true)
        plain.keyBytes.append(contentsOf: UnsafeBufferPointer(start: b, count: keyEnd))
        plain.keyBytes.append(0x20)
        plain.keyBytes.append(contentsOf: UnsafeBufferPointer(start: b + field.lowerBound, count: field.count))
        if let s = plain.keys.find(plain.keyBytes) { return s }
        let name = InfluxLine.seriesName(b, keyEnd: keyEnd, field: field)
        let s = series(named: name) ?? -1
        if s == -1 { warnTooManySeries(name, column: field.lowerBound + 1) }
        plain.keys.insert(plain.keyBytes, value: s)
        return s
    }
}
