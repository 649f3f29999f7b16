import SeriesData

extension ChartSummary {
    /// The summary as sentences, one paragraph per line: the chart, then one line per series.
    ///
    /// ```
    /// Chart 1: lines, 1 April 2019 – 30 April 2019, 30 points.
    /// Joined: lowest 1 234 on Mon, 1 Apr 2019; highest 5 678 on Sat, 20 Apr 2019. From 1 300 to 4 000, up 2 700 (208%). Trend: rising.
    /// ```
    public var text: String { lines.joined(separator: "\n") }

    /// ``text`` for a speech service: units in words (`23 gibibytes`, `850 milliseconds`).
    package var spokenText: String { lines(spoken: true).joined(separator: "\n") }

    /// ``text`` line by line.
    public var lines: [String] { lines(spoken: false) }

    /// The lines, units written (`23 GiB`) or, `spoken`, in words.
    public func lines(spoken: Bool) -> [String] {
        guard let firstX, let lastX else { return ["\(title): \(kindDescription), no points in the visible range."] }
        let count = points.count == 1 ? "1 point" : "\(points.count) points"
        var out = ["\(title): \(kindDescription), \(xText.range(firstX, lastX)), \(count)."]
        for s in series { out.append(sentence(s, spoken: spoken)) }
        for name in emptySeries { out.append("\(name): no values in the visible range.") }
        return out
    }

    /// One series in words.
    func sentence(_ s: SeriesSummary, spoken: Bool = false) -> String {
        func value(_ v: Double) -> String {
            guard let u = s.unit else { return NumberFormat.grouped(v) }
            return spoken ? u.spoken(v) : u.text(v)
        }
        func at(_ x: Int64) -> String { xText.inSentence(x) }
        var text = "\(s.name): "
        if s.valueCount == 1 {
            text += "one value, \(value(s.first)) \(at(s.firstX))."
        } else if s.min == s.max {
            text += "\(value(s.min)) throughout."
        } else {
            text += "lowest \(value(s.min)) \(at(s.minX)); highest \(value(s.max)) \(at(s.maxX)). "
            text += "From \(value(s.first)) to \(value(s.last)), "
            let change = s.change
            if change == 0 {
                text += "unchanged."
            } else {
                text += (change > 0 ? "up " : "down ") + value(abs(change))
                if let r = s.changeRatio { text += " (\(NumberFormat.percent(abs(r))))." } else { text += " (from zero)." }
            }
        }
        if let share = s.averageShare { text += " On average \(NumberFormat.percent(share)) of the total." }
        if let t = s.trend, s.min != s.max { text += " Trend: \(t.direction.rawValue)." }
        if s.gapCount > 0 { text += s.gapCount == 1 ? " 1 point missing." : " \(s.gapCount) points missing." }
        return text
    }
}
