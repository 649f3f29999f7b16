extension ChartData {
    /// The chart's type and flags as the contest names them, e.g. `bar stacked` or `line y_scaled`.
    var typeDescription: String {
        var kinds: [String] = []
        for s in series where !kinds.contains(s.kind.rawValue) { kinds.append(s.kind.rawValue) }
        var words = [kinds.joined(separator: "+")]
        if yScaled { words.append("y_scaled") }
        if stacked { words.append("stacked") }
        if percentage { words.append("percentage") }
        return words.joined(separator: " ")
    }

    /// One line describing the chart: title (or `chart N`, 1-based `index`), type and flags, series,
    /// points, and the first and last date (UTC), e.g.
    /// `chart 2: line y_scaled, 2 series (Views, Shares), 365 points, 2018-04-07 – 2019-04-06`;
    /// numeric x as numbers, after its name: `…, 500 points, row 1 – 500` (`x 1 – 500` unnamed).
    package func summary(index: Int) -> String {
        let label = title.map { "\"\($0)\"" } ?? "chart \(index)"
        let names = series.map(\.name).joined(separator: ", ")
        func written(_ v: Int64) -> String { xKind == .number ? String(v) : CivilDate(milliseconds: v).isoDateTime }
        let first = x.first.map(written) ?? "-"
        let last = x.last.map(written) ?? "-"
        let xPart = xKind == .number ? "\(xName ?? "x") \(first) – \(last)" : "\(first) – \(last)"
        let line = "\(label): \(typeDescription), \(series.count) series (\(names)), \(count) points, \(xPart)"
        return String(line.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
