/// What the user said about a table's columns (`--x`, `--time-format`, `--series-from`).
struct TableOptions: Sendable, Equatable {
    enum X: Sendable, Equatable { case name(String), index(Int), row }
    /// `--x NAME|N|row` (N counts columns from 1).
    var x: X? = nil
    var timeFormat: String? = nil
    var seriesFrom: String? = nil
    var context = TimeContext()
}

/// What each column of a table is, decided from its header names and a sample of rows: the time
/// (by `--x`, else by name, else the first column a time reading fits), values, a key (one series
/// per key in long tables) and attributes (text beside values, skipped).
struct TableLayout: Sendable, Equatable {
    /// `skipped`: an unnamed index column; `empty`: an unnamed column without data (the trailing
    /// `;;` of a spreadsheet's export); `ignored`: a column that is not a series, for the reason
    /// `--check` gives (`times`, `an identifier: …`).
    enum Role: Sendable, Equatable { case time(TimeReading), value, key, attribute, skipped, empty, ignored(String) }
    var roles: [Role]
    /// Series names: the header cells without a unit part.
    var names: [String]
    /// `Power (kW)` → "kW", or the units row's cell; nil when none.
    var units: [String?]
    /// A row of units follows the header (not data).
    var unitsRow = false
    /// Rows of names in another language follow the header (0 or 1), skipped.
    var namesRows = 0
    /// The rows between the header and the data: a units row and rows of names.
    var headRows: Int { (unitsRow ? 1 : 0) + namesRows }
    /// Year + quarter or year + month (+ day (+ hour (+ minute))) columns that make one time, in that order (each has
    /// the `.time` role; the reading reads the `2019-Q3` / `2019-03` / `2019-03-05` made of them);
    /// or a date column and the time-of-day column beside it (`clockPart`).
    var timeParts: [Int] = []
    /// `timeParts` are a date and a time of day (`10/03/2004`, `18.00.00`), read as one
    /// `10/03/2004 18:00:00`.
    var clockPart = false
    /// `timeParts` are a year, a day of the year and perhaps an HHMM time of day (NREL MIDC's
    /// `Year,DOY,MST`), read as `2018-10-18 00:01`.
    var dayOfYear = false
    /// The file has no header: its first row is data and the columns are named by place.
    var headerless = false

    /// The (first) time column; `nil` when x is the row number.
    var timeColumn: Int? { roles.firstIndex { if case .time = $0 { true } else { false } } }
    var reading: TimeReading? { timeColumn.flatMap { if case .time(let r) = roles[$0] { r } else { nil } } }

    /// `names`: header cells; `samples`: rows of trimmed cell texts (nil = missing cell).
    /// - Complexity: O(columns × samples).
    static func detect(names header: [String], samples rows: [[String?]], options: TableOptions) throws(LoadError.Problem) -> TableLayout {
        let width = header.count
        var samples = rows.map { row in (0 ..< width).map { $0 < row.count ? row[$0] : nil } }
        var layout = TableLayout(roles: Array(repeating: .value, count: width), names: [], units: [])
        for h in header {
            let (name, unit) = splitUnit(h)
            layout.names.append(name)
            layout.units.append(unit)
        }
        layout.names = numberingRepeats(layout.names)
        // Below the header: a units row and a second row of names (the German weather service's
        // station files: English names, `Unit;%;Grad C;…`, German names), in either order.
        while samples.count > 1, layout.headRows < 2 {
            if !layout.unitsRow, let first = unitsRowStart(samples[0]) {
                layout.unitsRow = true
                for (c, cell) in samples[0].enumerated() where c >= first && !(cell ?? "").isEmpty { layout.units[c] = cell }
            } else if layout.namesRows == 0, isNamesRow(samples[0], over: samples.dropFirst()) {
                layout.namesRows = 1
            } else {
                break
            }
            samples.removeFirst()
        }
        let columns = (0 ..< width).map { c in samples.map { $0[c] ?? "" } }
        for c in 0 ..< width where layout.names[c].isEmpty && columns[c].allSatisfy(\.isEmpty) {
            layout.roles[c] = .empty
        }
        try layout.findTime(header: header, columns: columns, options: options)
        for c in 0 ..< width where layout.roles[c] == .value && isIndex(header: header[c], cells: columns[c]) {
            layout.roles[c] = .skipped
        }
        let textual = (0 ..< width).map { c in
            let given = columns[c].filter { !$0.isEmpty }
            return given.filter { !looksNumeric($0) }.count * 2 > given.count
        }
        var key: Int?
        if let name = options.seriesFrom {
            guard let c = column(named: name, header: header, names: layout.names) else { throw .noSuchColumn(option: "--series-from", name: name, columns: header) }
            key = c
        } else if layout.timesRepeat(columns) {
            key = (0 ..< width).first { c in
                guard textual[c], layout.roles[c] == .value else { return false }
                return Set(columns[c]).count <= max(2, samples.count / 2)
            }
        }
        for c in 0 ..< width where layout.roles[c] == .value {
            layout.roles[c] = c == key ? .key : textual[c] ? .attribute : .value
        }
        for c in 0 ..< width where layout.roles[c] == .value && isIdentifier(name: layout.names[c], cells: columns[c]) {
            layout.roles[c] = .ignored("an identifier: \(columns[c].first { !$0.isEmpty } ?? "") in every row")
        }
        for c in 0 ..< width where layout.roles[c] == .value && isUnnamed(header[c]) && isConstant(columns[c]) {
            layout.roles[c] = .ignored("unnamed: \(columns[c].first { !$0.isEmpty } ?? "") in every row")
        }
        return layout
    }

    /// A station's or a device's number repeated in every row (the German weather service's
    /// `STATIONS_ID`): named so (`station_id`, `STATIONS_ID`, `sensorId`; not `id` alone, vmstat's
    /// idle time), one integer in every sampled cell.
    static func isIdentifier(name: String, cells: [String]) -> Bool {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        guard let last = words.last,
              (words.count > 1 && last.lowercased() == "id") || (words.count == 1 && last.count > 2 && last.hasSuffix("Id"))
        else { return false }
        let given = cells.filter { !$0.isEmpty }
        guard given.count > 1, let first = given.first, first.allSatisfy(\.isASCIIDigit) else { return false }
        return given.allSatisfy { $0 == first }
    }

    /// Columns whose cells read as times as the chosen time does (a pandas frame's index of epoch
    /// numbers): not series. pandas' `to_json` writes every datetime column in the index's unit;
    /// drawn as values they would flatten every other series.
    mutating func ignoreOtherTimes(samples rows: [[String?]], context: TimeContext) {
        guard let form = reading?.form else { return }
        for c in roles.indices where roles[c] == .value {
            let cells = rows.compactMap { c < $0.count ? $0[c] : nil }.filter { !$0.isEmpty }
            if !cells.isEmpty, TimeReading.detect(name: names[c], samples: cells, context: context)?.form == form {
                roles[c] = .ignored("times")
            }
        }
    }

    /// An unnamed column of row numbers (R's `write.csv` row names, pandas' `to_csv` index): its
    /// sampled cells are whole numbers rising from 0 or 1 — an index, not a series.
    static func isIndex(header: String, cells: [String]) -> Bool {
        guard isUnnamed(header), let first = cells.first, first == "0" || first == "1" else { return false }
        var previous = -1
        for cell in cells {
            guard let n = Int(cell), n > previous else { return false }
            previous = n
        }
        return true
    }

    /// No name, or the name pandas gives a column that had none (`Unnamed: 0`).
    static func isUnnamed(_ header: String) -> Bool {
        let name = header.trimmingSpaces
        return name.isEmpty || (name.hasPrefix("Unnamed: ") && name.dropFirst(9).allSatisfy(\.isASCIIDigit))
    }

    /// The column a name or number given by the user means (by its header text or its name
    /// without the unit, any case).
    static func column(named name: String, header: [String], names: [String]) -> Int? {
        let lower = name.lowercased()
        return header.firstIndex { $0.lowercased() == lower } ?? names.firstIndex { $0.lowercased() == lower }
    }

    /// The reading of a column's samples: the one that fits them all, else the one all but the
    /// first cell (or one of the first cells) suggests when it fits at least half of them — the rows it does not fit are
    /// then errors naming them, as for a bad cell.
    static func reading(name: String, cells: [String], options: TableOptions) throws(LoadError.Problem) -> TimeReading? {
        let given = cells.filter { !$0.isEmpty }
        var candidates: [TimeReading] = []
        if let format = options.timeFormat {
            candidates = [try TimeReading(format: format)]
        } else {
            if let r = TimeReading.detect(name: name, samples: given, context: options.context) { return r }
            for subset in [Array(given.dropFirst())] + given.prefix(8).map({ [$0] }) where !subset.isEmpty {
                if let r = TimeReading.detect(name: name, samples: subset, context: options.context) { candidates.append(r) }
            }
        }
        return candidates.first { r in
            given.filter { cell in Array(cell.utf8).withUnsafeBufferPointer { r.parse($0) != nil } }.count * 2 >= max(given.count, 1)
        }
    }

    private mutating func findTime(header: [String], columns: [[String]], options: TableOptions) throws(LoadError.Problem) {
        let width = header.count
        var chosen: Int?
        switch options.x {
        case .row?: return
        case .name(let n)?:
            guard let c = Self.column(named: n, header: header, names: names) else { throw .noSuchColumn(option: "--x", name: n, columns: header) }
            chosen = c
        case .index(let i)?:
            guard i >= 1 && i <= width else { throw .noSuchColumn(option: "--x", name: "\(i)", columns: header) }
            chosen = i - 1
        case nil:
            if try findTimeParts(columns: columns, options: options) { return }
            if findDateAndClock(columns: columns, options: options) { return }
        }
        if let c = chosen {
            guard let r = try Self.reading(name: names[c], cells: columns[c], options: options) else {
                throw .noTimeReading(column: header[c], shape: TimeReading.shape(of: columns[c]))
            }
            roles[c] = .time(r)
            return
        }
        let named = (0 ..< width).filter { Self.isTimeName(names[$0]) || Self.isTimeName(header[$0]) }
        for c in named {
            if let r = try Self.reading(name: names[c], cells: columns[c], options: options) { roles[c] = .time(r); return }
        }
        // By content: never a column holding one number in every row (a station's number, `1766`,
        // is no year of a time axis).
        for c in 0 ..< width where !named.contains(c) && roles[c] != .empty
            && !(Self.isConstant(columns[c]) && columns[c].allSatisfy { $0.allSatisfy(\.isASCIIDigit) }) {
            if let r = try Self.reading(name: names[c], cells: columns[c], options: options) { roles[c] = .time(r); return }
        }
        // A named column no reading fits is refused (it says which cell), unless it holds numbers
        // that are not whole: no time is written so (`data,label` with `-0.195`: a series).
        if let c = named.first(where: { !Self.fractionalNumbers(columns[$0]) }), let bad = columns[c].first(where: { !$0.isEmpty }) {
            throw .badTime(bad)   // the reader names the cell
        }
        if let first = columns.first?.filter({ !$0.isEmpty }), !first.isEmpty, !first.allSatisfy(Self.looksNumeric) {
            throw .noTimeColumn(columns: header)
        }
    }

    /// More than one cell given, all the same.
    static func isConstant(_ cells: [String]) -> Bool {
        let given = cells.filter { !$0.isEmpty }
        return given.count > 1 && given.allSatisfy { $0 == given[0] }
    }

    /// Cells that are all numbers, some of them not whole (`-0.195`).
    private static func fractionalNumbers(_ cells: [String]) -> Bool {
        let given = cells.filter { !$0.isEmpty }
        return !given.isEmpty && given.allSatisfy(looksNumeric) && given.contains { Double($0).map { $0 != $0.rounded() } ?? false }
    }

    /// Year + quarter, or year + month (+ day): named so, integers in range.
    private mutating func findTimeParts(columns: [[String]], options: TableOptions) throws(LoadError.Problem) -> Bool {
        func ints(_ c: Int, _ range: ClosedRange<Int>) -> Bool {
            let given = columns[c].filter { !$0.isEmpty }
            return !given.isEmpty && given.allSatisfy { Int($0).map(range.contains) ?? false }
        }
        func find(_ words: Set<String>, _ range: ClosedRange<Int>) -> Int? {
            names.indices.first { Self.named(names[$0], in: words) && ints($0, range) }
        }
        guard let year = find(Self.yearNames, 1000 ... 2999) else { return false }
        var parts = [year]
        if let d = find(Self.dayOfYearNames, 1 ... 366) {
            // NREL MIDC's `Year,DOY,MST`: the day of the year, then perhaps the time of day as
            // HHMM (`0`, `59`, `100`, `2359`) in the column beside it, named by a time or a zone.
            parts.append(d)
            dayOfYear = true
            if d + 1 < columns.count, Self.namesClock(names[d + 1]), !columns[d + 1].contains(where: \.isEmpty),
               columns[d + 1].allSatisfy(Self.isHHMM) {
                parts.append(d + 1)
            }
        } else if let q = find(Self.quarterNames, 1 ... 4) {
            parts.append(q)
        } else if let m = find(Self.monthNames, 1 ... 12) {
            parts.append(m)
            if let d = find(Self.dayNames, 1 ... 31) {
                parts.append(d)
                if let h = find(Self.hourNames, 0 ... 23) {
                    parts.append(h)
                    if let m = find(Self.minuteNames, 0 ... 59) { parts.append(m) }
                }
            }
        } else {
            return false
        }
        timeParts = parts
        let joined = columns[year].indices.compactMap { i in partsTime { columns[$0][i] } }
        guard var r = TimeReading.detect(name: "period", samples: joined, context: options.context) else {
            (timeParts, dayOfYear) = ([], false)
            return false
        }
        if dayOfYear {
            r = TimeReading(form: r.form, description: parts.count == 3 ? "year, day of the year and HHMM" : "year and day of the year",
                            isCalendar: r.isCalendar)
        }
        for c in parts { roles[c] = .time(r) }
        return true
    }

    /// A date column and, beside it, a column of times of day (`Date;Time` → `10/03/2004`,
    /// `18.00.00`, as loggers and spreadsheets export; pandas joins them with
    /// `parse_dates=[['Date','Time']]`): one time read from both.
    private mutating func findDateAndClock(columns: [[String]], options: TableOptions) -> Bool {
        guard options.timeFormat == nil, columns.count > 1 else { return false }
        for c in 0 ..< columns.count - 1 {
            let dates = columns[c].filter { !$0.isEmpty }, clocks = columns[c + 1].filter { !$0.isEmpty }
            guard !clocks.isEmpty, clocks.allSatisfy(Self.isClock),
                  let date = TimeReading.detect(name: names[c], samples: dates, context: options.context),
                  date.isCalendar, !dates.contains(where: { $0.contains(":") }) else { continue }
            (timeParts, clockPart) = ([c, c + 1], true)
            let joined = columns[c].indices.compactMap { i in partsTime { columns[$0][i] } }
            if let r = TimeReading.detect(name: names[c], samples: joined, context: options.context) {
                roles[c] = .time(r); roles[c + 1] = .time(r)
                return true
            }
            (timeParts, clockPart) = ([], false)
        }
        return false
    }

    /// A time of day alone: `18:00`, `18:00:00`, `6:05:00.250`, `18.00.00` (a dot only with
    /// seconds: `18.00` is a number), perhaps with `AM`/`PM`.
    static func isClock(_ cell: String) -> Bool {
        var text = Substring(cell)
        for suffix in [" AM", " PM", " am", " pm", "AM", "PM", "am", "pm"] where text.hasSuffix(suffix) {
            text = text.dropLast(suffix.count)
            break
        }
        let dot = !text.contains(":")
        let parts = text.split(separator: dot ? "." : ":", omittingEmptySubsequences: false)
        guard parts.count == 3 || (parts.count == 2 && !dot),
              let h = Int(parts[0]), parts[0].count <= 2, h < 24,
              parts[1].count == 2, let m = Int(parts[1]), m < 60 else { return false }
        guard parts.count == 3 else { return true }
        let seconds = parts[2].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return seconds[0].count == 2 && Int(seconds[0]).map { $0 < 61 } == true
            && (seconds.count == 1 || (!dot && !seconds[1].isEmpty && seconds[1].allSatisfy(\.isASCIIDigit)))
    }

    /// `2019-Q3`, `2019-03`, `2019-03-05` from the `timeParts` cells (`cell(column)`), for the
    /// reading; with `clockPart`, the date and the time of day (`18.00.00` as `18:00:00`).
    func partsTime(_ cell: (Int) -> String) -> String? {
        if clockPart {
            let date = cell(timeParts[0]), clock = cell(timeParts[1])
            guard !date.isEmpty, !clock.isEmpty else { return nil }
            return date + " " + (clock.contains(":") ? clock : String(clock.map { $0 == "." ? ":" : $0 }))
        }
        guard let y = Int(cell(timeParts[0])) else { return nil }
        let rest = timeParts.dropFirst().compactMap { Int(cell($0)) }
        guard rest.count == timeParts.count - 1 else { return nil }
        if dayOfYear { return Self.ordinalTime(year: y, day: rest[0], hhmm: rest.count > 1 ? rest[1] : nil) }
        if timeParts.count == 2 && Self.named(names[timeParts[1]], in: Self.quarterNames) { return "\(y)-Q\(rest[0])" }
        let two = Self.twoDigits
        if rest.count >= 3 { return "\(y)-\(two(rest[0]))-\(two(rest[1])) \(two(rest[2])):\(two(rest.count > 3 ? rest[3] : 0))" }
        return "\(y)-" + rest.map(two).joined(separator: "-")
    }

    /// `5` → "05", `12` → "12": a part of an ISO-8601 date or time.
    static func twoDigits(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// `0`, `59`, `100`, `2359`: a time of day written as one integer HHMM.
    static func isHHMM(_ cell: String) -> Bool {
        guard cell.count <= 4, cell.allSatisfy(\.isASCIIDigit), let v = Int(cell) else { return false }
        return v / 100 < 24 && v % 100 < 60
    }

    /// Day `day` of `year` (1 = 1 January) at HHMM, as ISO-8601 (`2018-10-18 00:01`); nil past the year's end.
    static func ordinalTime(year: Int, day: Int, hhmm: Int?) -> String? {
        let first = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
        guard day >= 1, first + day - 1 < CivilDate.daysSinceEpoch(year: year + 1, month: 1, day: 1) else { return nil }
        let date = CivilDate(milliseconds: Int64(first + day - 1) * 86_400_000)
        let two = twoDigits
        var text = "\(year)-\(two(date.month))-\(two(date.day))"
        if let hhmm {
            guard hhmm / 100 < 24, hhmm % 100 < 60 else { return nil }
            text += " \(two(hhmm / 100)):\(two(hhmm % 100))"
        }
        return text
    }

    /// Some time appears twice among the samples (a long table).
    private func timesRepeat(_ columns: [[String]]) -> Bool {
        guard let t = timeColumn, let r = reading else { return false }
        var seen = Set<Int64>()
        for i in columns[t].indices {
            let text = timeParts.isEmpty ? columns[t][i] : partsTime { columns[$0][i] } ?? ""
            guard let v = Array(text.utf8).withUnsafeBufferPointer({ r.parse($0) }) else { continue }
            if !seen.insert(v).inserted { return true }
        }
        return false
    }
}
