#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One header of whitespace columns (or none: a headerless stream) and how its rows read,
/// decided at its first row.
struct ColumnTable {
    /// The header's names after a leading time of day or `label:`, joined by one space (how a
    /// repeated header is recognized); empty for the headerless table.
    var identity: [UInt8]
    var names: [String]
    var layout: ColumnLayout?
    /// A second text column was warned about.
    var warnedText = false
}

/// How the rows under one header read: the time, then per cell a value, the key or nothing.
struct ColumnLayout {
    enum Time: Equatable {
        /// No time column: the arrival time.
        case arrival
        /// A time of day (`12:00:01`, or `12:00:01 AM` over two cells) on today's date.
        case timeOfDay(cells: Int)
        /// A date-time or epoch column (`TimeReading`).
        case reading(TimeReading)
    }
    var time: Time
    /// Cells in a row.
    var width: Int
    /// Per cell after the time: its value column (≥ 0), the key (-1) or skipped text (-2).
    var roles: [Int]
    /// The value columns' names and, without a key, their series.
    var valueNames: [String]
    var series: [Int]
    /// With a key column (`iostat`'s device, `sar`'s interface): series per key, one run of
    /// `valueNames`' count each, found by the key's bytes.
    var keys = ByteKeyTable()
    var keyedSeries: [Int] = []

    var timeCells: Int {
        switch time {
        case .arrival: 0
        case .timeOfDay(let cells): cells
        case .reading: 1
        }
    }
}

/// Whitespace-separated columns, with or without a header: `vmstat 1`, `iostat`, `sar`. A group
/// line (`procs ---memory---`) is skipped; a line of words is a header (a repeated one switches
/// back to its table silently); a row of mostly numbers is data. The first row under a header
/// decides its layout: a leading time of day (`12:00:01`, `12:00:01 AM`) on today's date, or a
/// date-time (`TimeReading`), else the arrival time; number cells are series named by the
/// header (aligned to the row's right end: `avg-cpu:` is a label); the first text cell is a key
/// (`vda tps`, one series per device); other text cells are skipped with one warning. Rows that
/// start with a label (`Average:`) are summaries: skipped.
extension StreamDecoder {
    /// Names a first cell under them says is a time.
    static let timeColumnNames: Set<String> = ["t", "time", "ts", "timestamp", "date", "datetime"]

    func decodeColumns(_ text: UnsafeBufferPointer<UInt8>) {
        guard let b = text.baseAddress else { return }
        if Self.isComment(text) { return }
        StreamLine.split(b, text.count, commas: true, into: &plain.tokens)
        switch StreamLine.kind(b, plain.tokens) {
        case .group: return
        case .words: readColumnHeader(b)
        case .data: readColumnRow(b)
        }
    }

    /// A header: its table again, or a new one.
    private func readColumnHeader(_ b: UnsafePointer<UInt8>) {
        let tokens = plain.tokens
        let first = StreamLine.leadingCells(b, tokens)
        guard first < tokens.count else { return }
        for (i, table) in plain.tables.enumerated() where Self.same(b, tokens[first...], table.identity) {
            plain.table = i
            return
        }
        var identity: [UInt8] = []
        for t in tokens[first...] {
            if !identity.isEmpty { identity.append(0x20) }
            identity.append(contentsOf: UnsafeBufferPointer(start: b + t.start, count: t.end - t.start))
        }
        let names = tokens[first...].map { String(decoding: UnsafeBufferPointer(start: b + $0.start, count: $0.end - $0.start), as: UTF8.self) }
        if plain.tables.count >= 16 { plain.tables.removeFirst() }
        plain.tables.append(ColumnTable(identity: identity, names: names))
        plain.table = plain.tables.count - 1
    }

    /// Whether `tokens` joined by one space are `identity`.
    private static func same(_ b: UnsafePointer<UInt8>, _ tokens: ArraySlice<StreamLine.Token>, _ identity: [UInt8]) -> Bool {
        guard !identity.isEmpty else { return false }
        return identity.withUnsafeBufferPointer { id in
            var p = 0
            for (k, t) in tokens.enumerated() {
                if k > 0 {
                    guard p < id.count, id[p] == 0x20 else { return false }
                    p += 1
                }
                let n = t.end - t.start
                guard p + n <= id.count, memcmp(id.baseAddress! + p, b + t.start, n) == 0 else { return false }
                p += n
            }
            return p == id.count
        }
    }

    private func readColumnRow(_ b: UnsafePointer<UInt8>) {
        if let first = plain.tokens.first, StreamLine.isLabel(b, first) { return }   // `Average:`
        let index: Int
        if let i = plain.table {
            index = i
        } else {
            plain.tables.append(ColumnTable(identity: [], names: []))
            index = plain.tables.count - 1
            plain.table = index
        }
        if plain.tables[index].layout == nil { plain.tables[index].layout = columnLayout(b, index) }
        var layout = plain.tables[index].layout!
        let tokens = plain.tokens
        guard tokens.count == layout.width else {
            warn(.cellCount(found: tokens.count, expected: layout.width), line: line, column: 1)
            return
        }
        var time: Int64?
        switch layout.time {
        case .arrival:
            break
        case .timeOfDay:
            guard let tod = StreamLine.timeOfDay(b, tokens[0], next: tokens.count > 1 ? tokens[1] : nil),
                  (tod.usedNext ? 2 : 1) == layout.timeCells else {
                warn(.badTimeOfDay(Self.text(b, tokens[0])), line: line, column: tokens[0].start + 1)
                return
            }
            time = Self.today(at: tod.ms, near: arrival)
        case .reading(let reading):
            guard let t = reading.parse(UnsafeBufferPointer(start: b + tokens[0].start, count: tokens[0].end - tokens[0].start)) else {
                warn(.badTime(Self.text(b, tokens[0])), line: line, column: tokens[0].start + 1)
                return
            }
            time = t
        }
        resetRow()
        var base = -1
        if let k = layout.roles.firstIndex(of: -1) {
            let key = tokens[layout.timeCells + k]
            if let found = layout.keys.find(b + key.start, key.end - key.start) {
                base = found
            } else {
                base = addKey(b, key, &layout)
                plain.tables[index].layout = layout
            }
        }
        for (j, role) in layout.roles.enumerated() where role >= 0 {
            let t = tokens[layout.timeCells + j]
            let s = base >= 0 ? layout.keyedSeries[base + role] : layout.series[role]
            guard s >= 0 else { continue }
            if let v = StreamLine.number(b, t.start, t.end) {
                row[s] = v
            } else {
                warn(.badCell(column: seriesIDs[s], text: Self.text(b, t)), line: line, column: t.start + 1)
            }
        }
        acceptMerging(time, column: 1)
    }

    /// The layout of table `index` from its first row (`plain`'s tokens).
    private func columnLayout(_ b: UnsafePointer<UInt8>, _ index: Int) -> ColumnLayout {
        let tokens = plain.tokens
        let first = tokens[0]
        let firstText = String(decoding: UnsafeBufferPointer(start: b + first.start, count: first.end - first.start), as: UTF8.self)
        var names = plain.tables[index].names
        var time = ColumnLayout.Time.arrival
        if let tod = StreamLine.timeOfDay(b, first, next: tokens.count > 1 ? tokens[1] : nil) {
            time = .timeOfDay(cells: tod.usedNext ? 2 : 1)
        } else if StreamLine.number(b, first.start, first.end) == nil || names.count == tokens.count && Self.timeColumnNames.contains(names[0].lowercased()),
                  let reading = TimeReading.detect(name: names.count == tokens.count ? names[0] : "", samples: [firstText], context: TimeContext()) {
            time = .reading(reading)
        }
        var layout = ColumnLayout(time: time, width: tokens.count, roles: [], valueNames: [], series: [])
        let cells = tokens.count - layout.timeCells
        // The header's names end where the row ends (a leading `avg-cpu:` or time name has none).
        if names.count > cells { names.removeFirst(names.count - cells) }
        let headerless = names.isEmpty
        while names.count < cells { names.append(String(names.count + 1)) }
        var key = false
        for (j, t) in tokens[layout.timeCells...].enumerated() {
            if StreamLine.number(b, t.start, t.end) != nil {
                layout.roles.append(layout.valueNames.count)
                layout.valueNames.append(names[j])
            } else if !key {
                key = true
                layout.roles.append(-1)
            } else {
                layout.roles.append(-2)
                if !plain.tables[index].warnedText {
                    plain.tables[index].warnedText = true
                    warn(.textColumn(names[j], text: Self.text(b, t)), line: line, column: t.start + 1)
                }
            }
        }
        if headerless && layout.valueNames.count == 1 { layout.valueNames = ["value"] }
        if !key {
            layout.series = layout.valueNames.map { name in
                let s = series(named: name)
                if s == nil { warnTooManySeries(name, column: 1) }
                return s ?? -1
            }
        }
        return layout
    }

    /// A key seen for the first time: its series (`vda tps`, …), returned as the start of their run.
    private func addKey(_ b: UnsafePointer<UInt8>, _ key: StreamLine.Token, _ layout: inout ColumnLayout) -> Int {
        let base = layout.keyedSeries.count
        let keyText = String(decoding: UnsafeBufferPointer(start: b + key.start, count: key.end - key.start), as: UTF8.self)
        for name in layout.valueNames {
            let full = "\(keyText) \(name)"
            let s = series(named: full)
            if s == nil { warnTooManySeries(full, column: key.start + 1) }
            layout.keyedSeries.append(s ?? -1)
        }
        layout.keys.insert(b + key.start, key.end - key.start, value: base)
        return base
    }

    /// The instant of `ms` after midnight on the local date of `now`, or of the day before when
    /// that is more than an hour ahead of `now` (a line written just before midnight).
    static func today(at ms: Int64, near now: Int64) -> Int64 {
        var seconds = time_t(now / 1000)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let (day, rest) = ms.quotientAndRemainder(dividingBy: 1000)
        parts.tm_hour = Int32(day / 3600); parts.tm_min = Int32(day / 60 % 60); parts.tm_sec = Int32(day % 60)
        parts.tm_isdst = -1
        var t = Int64(mktime(&parts)) * 1000 + rest
        if t > now + 3_600_000 {
            parts.tm_mday -= 1
            parts.tm_hour = Int32(day / 3600); parts.tm_min = Int32(day / 60 % 60); parts.tm_sec = Int32(day % 60)
            parts.tm_isdst = -1
            t = Int64(mktime(&parts)) * 1000 + rest
        }
        return t
    }
}
