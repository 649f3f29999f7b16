import SeriesData

/// The file an MQTT source keeps what it received in (`$XDG_STATE_HOME/wlcharts/`), so a wall
/// that restarts shows its past again. Text, one record a line, each line ending in a tab and
/// the FNV-1a checksum of what comes before it (8 hex digits):
///
/// ```
/// wlcharts-mqtt-history 1	…
/// s	0	home/kitchen/temp	…       a series: its number in this file, its name
/// p	1795767507000	0=21.5	1=40	…   a sample: time (ms since the epoch), series=value
/// ```
///
/// Samples are appended in batches. A line that is cut short (a writer killed mid-batch) or whose
/// checksum does not match is dropped on reading, and only it: everything before and after loads.
/// ``trimmed(_:keep:)`` and ``encode(_:)`` rewrite a file without what `--keep` no longer holds and without
/// damage. Pure: the bytes come and go through an `MQTTHistoryStore`.
public enum MQTTHistory {
    static let header = "wlcharts-mqtt-history 1"

    /// What a file holds.
    public struct Contents: Sendable, Equatable {
        /// The series in order of first definition (a name defined again is the same series).
        public var ids: [String]
        /// Their samples, times increasing (samples of one time merged, the later value winning).
        public var samples: SampleBatch
        /// Lines dropped: cut short or not matching their checksum.
        public var damagedLines: Int

        public init(ids: [String] = [], samples: SampleBatch = SampleBatch(series: 0), damagedLines: Int = 0) {
            self.ids = ids; self.samples = samples; self.damagedLines = damagedLines
        }
    }

    /// Reads a file's bytes (empty: no file); never fails, drops what is damaged.
    /// - Complexity: O(bytes + samples · log samples).
    public static func decode(_ bytes: [UInt8]) -> Contents {
        var contents = Contents()
        var fileIDs: [Int: Int] = [:]           // number in the file → series
        var index: [String: Int] = [:]
        var rows: [(t: Int64, values: [(Int, Double)])] = []
        var start = 0, sawHeader = false
        while start < bytes.count {
            guard let end = bytes[start...].firstIndex(of: 0x0A) else { contents.damagedLines += 1; break }   // the torn tail
            defer { start = end + 1 }
            guard let body = checkedBody(bytes[start ..< end]) else { contents.damagedLines += 1; continue }
            let fields = body.split(separator: 0x09, omittingEmptySubsequences: false)
            if !sawHeader {
                guard String(decoding: body, as: UTF8.self) == header else { return Contents(damagedLines: 1) }   // not ours
                sawHeader = true
                continue
            }
            switch fields.first.map({ String(decoding: $0, as: UTF8.self) }) {
            case "s" where fields.count == 3:
                guard let n = Int(String(decoding: fields[1], as: UTF8.self)) else { contents.damagedLines += 1; continue }
                let name = unescaped(fields[2])
                let s = index[name] ?? contents.ids.count
                if s == contents.ids.count { contents.ids.append(name); index[name] = s }
                fileIDs[n] = s
            case "p" where fields.count >= 2:
                guard let t = Int64(String(decoding: fields[1], as: UTF8.self)) else { contents.damagedLines += 1; continue }
                var values: [(Int, Double)] = []
                for pair in fields.dropFirst(2) {
                    let kv = pair.split(separator: UInt8(ascii: "="), maxSplits: 1)
                    guard kv.count == 2, let n = Int(String(decoding: kv[0], as: UTF8.self)), let s = fileIDs[n],
                          let v = Double(String(decoding: kv[1], as: UTF8.self)), v.isFinite else { continue }
                    values.append((s, v))
                }
                if !values.isEmpty { rows.append((t, values)) }
            default:
                contents.damagedLines += 1
            }
        }
        // Appended in arrival order, which a message's own time may not follow: sort, stably.
        let order = rows.indices.sorted { rows[$0].t != rows[$1].t ? rows[$0].t < rows[$1].t : $0 < $1 }
        var batch = SampleBatch(series: contents.ids.count)
        var row = [Double](repeating: .nan, count: contents.ids.count)
        for i in order {
            let (t, values) = rows[i]
            if batch.x.last == t {
                for (s, v) in values { batch.columns[s][batch.count - 1] = v }
                continue
            }
            for s in row.indices { row[s] = .nan }
            for (s, v) in values { row[s] = v }
            batch.append(x: t, values: row)
        }
        contents.samples = batch
        return contents
    }

    /// `contents` without the samples `keep` no longer holds (the one history rule of live
    /// charts, `HistoryLimit`) and without series left with no value.
    public static func trimmed(_ contents: Contents, keep: HistoryLimit?) -> Contents {
        let first = keep?.firstKept(of: contents.samples.x) ?? 0
        let used = contents.samples.columns.indices.filter { s in contents.samples.columns[s][first...].contains { !$0.isNaN } }
        let x = Array(contents.samples.x[first...])
        let columns = used.map { Array(contents.samples.columns[$0][first...]) }
        return Contents(ids: used.map { contents.ids[$0] }, samples: SampleBatch(x: x, columns: columns))
    }

    /// A whole file of `contents`, and the writer that appends to it.
    public static func encode(_ contents: Contents) -> (bytes: [UInt8], writer: Writer) {
        var out: [UInt8] = []
        line(Array(header.utf8), into: &out)
        var writer = Writer()
        var values: [(name: String, value: Double)] = []
        for (i, t) in contents.samples.x.enumerated() {
            values.removeAll(keepingCapacity: true)
            for (s, column) in contents.samples.columns.enumerated() where !column[i].isNaN { values.append((contents.ids[s], column[i])) }
            writer.sample(at: t, values, into: &out)
        }
        for name in contents.ids where writer.fileIDs[name] == nil { writer.define(name, into: &out) }
        return (out, writer)
    }

    /// Appends samples to a file: defines each series the first time it comes.
    public struct Writer: Sendable {
        var fileIDs: [String: Int] = [:]

        public init() {}

        /// The lines of one sample (and of the series it names first), appended to `out`. Gaps
        /// (`.nan`, a payload such as `unavailable`) are not written; a sample of gaps only writes nothing.
        public mutating func sample(at t: Int64, _ values: [(name: String, value: Double)], into out: inout [UInt8]) {
            guard values.contains(where: { $0.value.isFinite }) else { return }
            var body = Array("p\t\(t)".utf8)
            for (name, v) in values where v.isFinite {
                let n = fileIDs[name] ?? define(name, into: &out)
                body += Array("\t\(n)=\(v)".utf8)
            }
            MQTTHistory.line(body, into: &out)
        }

        @discardableResult
        mutating func define(_ name: String, into out: inout [UInt8]) -> Int {
            let n = fileIDs.count
            fileIDs[name] = n
            MQTTHistory.line(Array("s\t\(n)\t".utf8) + escaped(name), into: &out)
            return n
        }
    }

    /// `body`, a tab, its checksum and a newline.
    static func line(_ body: [UInt8], into out: inout [UInt8]) {
        out += body
        out.append(0x09)
        let hex = Array("0123456789abcdef".utf8)
        let sum = checksum(body[...])
        for shift in stride(from: 28, through: 0, by: -4) { out.append(hex[Int(sum >> UInt32(shift) & 0xF)]) }
        out.append(0x0A)
    }

    /// The line's body when its checksum matches.
    static func checkedBody(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard line.count >= 9, let tab = line.lastIndex(of: 0x09), line.endIndex - tab == 9 else { return nil }
        guard let sum = UInt32(String(decoding: line[(tab + 1)...], as: UTF8.self), radix: 16) else { return nil }
        let body = line[..<tab]
        return checksum(body) == sum ? body : nil
    }

    /// FNV-1a, 32 bits.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in bytes { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    /// A series name with `\`, tab, CR and newline escaped.
    static func escaped(_ name: String) -> [UInt8] {
        var out: [UInt8] = []
        for b in name.utf8 {
            switch b {
            case 0x5C: out += [0x5C, 0x5C]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            default: out.append(b)
            }
        }
        return out
    }

    static func unescaped(_ b: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = [], escape = false
        for c in b {
            if escape {
                out.append(c == UInt8(ascii: "t") ? 0x09 : c == UInt8(ascii: "n") ? 0x0A : c == UInt8(ascii: "r") ? 0x0D : c)
                escape = false
            } else if c == 0x5C {
                escape = true
            } else {
                out.append(c)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Where an `MQTTSource` keeps its history: a file under `$XDG_STATE_HOME/wlcharts/` in the
/// executable (`MQTTHistoryFile`), bytes in memory in tests.
package protocol MQTTHistoryStore: AnyObject {
    /// The whole file (empty when there is none or it cannot be read).
    func load() -> [UInt8]
    /// Appends `bytes` (one batch, one write).
    func append(_ bytes: [UInt8])
    /// Replaces the whole file by `bytes` at once (a new file renamed over the old).
    func replace(with bytes: [UInt8])
}
