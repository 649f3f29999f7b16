/// PROVISIONAL (helper "json"): the contract's API of helper "table", enough for JSON records
/// (the time column by name, else by content; numbers as values; a text column with few values
/// among repeated times as the key, else an attribute). The lead replaces this file at merge.
struct TableLayout: Sendable, Equatable {
    enum Role: Sendable, Equatable { case time(TimeReading), value, key, attribute, skipped }
    var roles: [Role]
    var names: [String]
    var units: [String?]

    static let timeNames: Set<String> = ["time", "date", "datetime", "timestamp", "ts", "t", "day", "month", "year", "period"]

    static func detect(names: [String], samples: [[String?]], options: TableOptions) throws(LoadError.Problem) -> TableLayout {
        func column(_ i: Int) -> [String] { samples.compactMap { i < $0.count ? $0[i] : nil } }
        var roles = [Role](repeating: .value, count: names.count)
        var timeIndex: Int?
        switch options.x {
        case .name(let n)?: timeIndex = names.firstIndex(of: n)
        case .index(let i)? where i >= 1 && i <= names.count: timeIndex = i - 1
        default: break
        }
        if timeIndex == nil {
            timeIndex = names.indices.first { timeNames.contains(names[$0].lowercased()) && reading(names[$0], column($0), options) != nil }
                ?? names.indices.first { reading(names[$0], column($0), options) != nil && !column($0).allSatisfy { Double($0) != nil && !looksEpoch($0) } }
        }
        guard let t = timeIndex, let r = reading(names[t], column(t), options) else {
            throw .noTimeColumn(columns: names)
        }
        roles[t] = .time(r)
        var times = Set<String>(), repeats = false
        for row in samples { if let c = row[t], !times.insert(c).inserted { repeats = true } }
        var keyFound = false
        for i in names.indices where i != t {
            let cells = column(i)
            guard !cells.allSatisfy({ Double($0) != nil || $0.isEmpty || ["null", "NaN", "nan", "NA"].contains($0) }) else { continue }
            let distinct = Set(cells).count
            if (options.seriesFrom == names[i]) || (options.seriesFrom == nil && repeats && !keyFound && distinct <= max(1, cells.count / 2)) {
                roles[i] = .key; keyFound = true
            } else {
                roles[i] = .attribute
            }
        }
        return TableLayout(roles: roles, names: names, units: names.map { _ in nil })
    }

    private static func reading(_ name: String, _ cells: [String], _ options: TableOptions) -> TimeReading? {
        if let f = options.timeFormat { return try? TimeReading(format: f) }
        return TimeReading.detect(name: name, samples: cells, context: options.context)
    }

    private static func looksEpoch(_ cell: String) -> Bool { (Double(cell) ?? 0) >= 1e8 }
}

struct TableOptions: Sendable, Equatable {
    enum X: Sendable, Equatable { case name(String), index(Int), row }
    var x: X? = nil
    var timeFormat: String? = nil
    var seriesFrom: String? = nil
    var context = TimeContext()
}
