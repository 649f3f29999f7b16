/// Reads an events file (`--events`): CSV with a header, or NDJSON (one object a line, told by a
/// first line starting with `{`). Each event has a time, an optional end, a text and optional
/// tags; the times are read as the data readers read them (`TimeReading`: ISO-8601, epoch
/// seconds or milliseconds by magnitude, the dates a CSV column takes), the reading chosen once
/// for the file from its time and end cells.
///
/// CSV columns are found by name (`time`/`start`/`timestamp`…, `end`/`until`…,
/// `text`/`title`/`description`…, `tags`); without such a header the cells are `time,text`
/// or `time,end,text[,tags]`. NDJSON keys are the same names; `tags` is a string or an array
/// of strings. CSV tags are split at `;` and `|`.
///
/// A line that cannot be read is one ``EventFileError`` in ``Reading/problems``; the rest
/// are kept (the command line refuses the file on the first one, a kiosk or a live chart warns).
public enum EventReader {
    /// The events of a file and the lines that could not be read.
    public struct Reading: Sendable {
        public var events: [ChartEvent]
        public var problems: [EventFileError]
    }

    /// Reads `bytes`, naming `path` in problems; `context` decides day-first dates.
    /// - Complexity: O(bytes).
    public static func read(_ bytes: [UInt8], path: String, context: TimeContext = TimeContext()) -> Reading {
        if bytes.prefix(8192).contains(0) { return Reading(events: [], problems: [EventFileError(path: path, line: 1, problem: .binary)]) }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }   // a UTF-8 BOM
        var lines: [(number: Int, text: Substring)] = []
        for (i, l) in body.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let t = l.last == 0x0D ? l.dropLast() : l
            if t.contains(where: { $0 != 0x20 && $0 != 0x09 }) { lines.append((i + 1, Substring(String(decoding: t, as: UTF8.self)))) }
        }
        guard let first = lines.first else { return Reading(events: [], problems: []) }
        var raws: [Raw] = []
        var problems: [EventFileError] = []
        if first.text.drop(while: { $0 == " " }).hasPrefix("{") {
            for l in lines {
                do throws(EventFileError.Problem) { raws.append(try json(l.text, line: l.number)) }
                catch { problems.append(EventFileError(path: path, line: l.number, problem: error)) }
            }
        } else {
            csv(lines, path: path, into: &raws, problems: &problems)
        }
        return finish(raws, path: path, context: context, problems: problems)
    }

    /// One event as written, before its times are read.
    struct Raw {
        var line: Int
        var time: String
        var end: String?
        var text: String
        var tags: [String]
    }

    static let timeNames: Set<String> = ["time", "start", "begin", "from", "timestamp", "ts", "date", "when", "datetime", "starts_at", "startsat"]
    static let endNames: Set<String> = ["end", "until", "to", "stop", "finish", "ends_at", "endsat"]
    static let textNames: Set<String> = ["text", "title", "description", "message", "event", "annotation", "summary", "label", "name"]
    static let tagNames: Set<String> = ["tags", "tag", "labels", "kind", "type"]

    private static func key(_ s: String) -> String {
        s.trimmingSpaces.lowercased()
    }

    private static func csv(_ lines: [(number: Int, text: Substring)], path: String, into raws: inout [Raw], problems: inout [EventFileError]) {
        let header = lines[0].text
        let separator: Character = header.contains("\t") ? "\t" : (!header.contains(",") && header.contains(";")) ? ";" : ","
        let names = cells(header, separator).map(key)
        var time: Int?, end: Int?, text: Int?, tags: Int?
        for (i, n) in names.enumerated() {
            if time == nil, timeNames.contains(n) { time = i }
            else if end == nil, endNames.contains(n) { end = i }
            else if text == nil, textNames.contains(n) { text = i }
            else if tags == nil, tagNames.contains(n) { tags = i }
        }
        var body = lines.dropFirst()
        if time == nil && text == nil && end == nil {
            // No header: time,text or time,end,text[,tags].
            body = lines[...]
            time = 0
            let width = names.count
            if width >= 3 { end = 1; text = 2; tags = width >= 4 ? 3 : nil } else { text = 1 }
        } else if time == nil {
            problems.append(EventFileError(path: path, line: lines[0].number, problem: .noTimeColumn(columns: names)))
            return
        }
        for l in body {
            let c = cells(l.text, separator)
            func cell(_ i: Int?) -> String? {
                guard let i, i < c.count else { return nil }
                let v = c[i].trimmingSpaces
                return v.isEmpty ? nil : v
            }
            guard let t = cell(time) else { problems.append(EventFileError(path: path, line: l.number, problem: .noTime)); continue }
            guard let words = cell(text) else { problems.append(EventFileError(path: path, line: l.number, problem: .noText)); continue }
            let tagList = cell(tags).map { $0.split(whereSeparator: { $0 == ";" || $0 == "|" }).map { String($0).trimmingSpaces }.filter { !$0.isEmpty } } ?? []
            raws.append(Raw(line: l.number, time: t, end: cell(end), text: words, tags: tagList))
        }
    }

    /// The cells of a CSV line: quotes hold separators, `""` is a quote.
    static func cells(_ line: Substring, _ separator: Character) -> [String] {
        var out: [String] = [], cell = "", quoted = false
        var it = line.makeIterator()
        while let ch = it.next() {
            if quoted {
                if ch == "\"" {
                    if let n = it.next() {
                        if n == "\"" { cell.append("\"") }
                        else { quoted = false; if n == separator { out.append(cell); cell = "" } else { cell.append(n) } }
                    } else { quoted = false }
                } else { cell.append(ch) }
            } else if ch == "\"" && cell.allSatisfy({ $0 == " " }) {
                quoted = true; cell = ""
            } else if ch == separator {
                out.append(cell); cell = ""
            } else { cell.append(ch) }
        }
        out.append(cell)
        return out
    }

    private static func json(_ line: Substring, line number: Int) throws(EventFileError.Problem) -> Raw {
        let bytes = Array(line.utf8)
        let root: JSONValue
        do throws(LoadError) {
            root = try bytes.withUnsafeBufferPointer { b throws(LoadError) in
                var reader = JSONReader(b, path: "")
                let value = try reader.readValue()
                reader.skipWhitespace()
                if reader.pos < reader.end { throw reader.error(.syntax("text after the JSON value: \(reader.found())")) }
                return value
            }
        } catch {
            throw .json(error.problem.message)
        }
        guard let members = root.members else { throw .json("a line is one object") }
        var time: String?, end: String?, text: String?, tags: [String] = []
        for (k, v) in members {
            let n = key(k)
            if time == nil, timeNames.contains(n) { time = v.cell }
            else if end == nil, endNames.contains(n) { end = v.cell }
            else if text == nil, textNames.contains(n) { text = v.cell }
            else if tags.isEmpty, tagNames.contains(n) {
                if let list = v.elements { tags = list.compactMap(\.cell) } else if let c = v.cell { tags = [c] }
            }
        }
        guard let time, !time.trimmingSpaces.isEmpty else { throw .noTime }
        guard let text, !text.trimmingSpaces.isEmpty else { throw .noText }
        return Raw(line: number, time: time.trimmingSpaces, end: end.map(\.trimmingSpaces).flatMap { $0.isEmpty ? nil : $0 },
                   text: text.trimmingSpaces, tags: tags)
    }

    /// Reads the times with one reading chosen from the file's cells.
    private static func finish(_ raws: [Raw], path: String, context: TimeContext, problems: [EventFileError]) -> Reading {
        var problems = problems
        var samples: [String] = []
        for r in raws.prefix(200) { samples.append(r.time); if let e = r.end { samples.append(e) } }
        let reading = TimeReading.detect(name: "time", samples: samples, context: context)
            ?? TimeReading(form: .iso, description: "ISO-8601 date-times", isCalendar: false)
        var events: [ChartEvent] = []
        events.reserveCapacity(raws.count)
        for r in raws {
            func time(_ s: String) throws(EventFileError.Problem) -> Int64 {
                if let t = reading.parse(s) ?? ISO8601.instant(s) { return t }
                throw .badTime(s, reading: reading.description)
            }
            do throws(EventFileError.Problem) {
                let start = try time(r.time)
                let end = try r.end.map { s throws(EventFileError.Problem) in try time(s) }
                if let end, end < start { throw .endBeforeStart }
                events.append(ChartEvent(start: start, end: end, text: clean(r.text), tags: r.tags.map(clean)))
            } catch {
                problems.append(EventFileError(path: path, line: r.line, problem: error))
            }
        }
        problems.sort { $0.line < $1.line }
        return Reading(events: events, problems: problems)
    }

    /// Text without control characters (`EventFileError.isControl`: each becomes a space).
    static func clean(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: EventFileError.isControl) else { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.map { EventFileError.isControl($0) ? " " : $0 }))
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return String(s)
    }
}
