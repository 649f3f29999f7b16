import SeriesData

/// What a keyboard reading step says about one point: its date as the info board titles it,
/// then each shown series' value as the board shows it (its share for percentage charts, the
/// total for stacked charts of several series), in words a speech service reads well.
package enum PointReading {
    /// `Sat, 20 Apr 2019. Views 14881, Likes 300.` for point `i` of `model` (the series shown now);
    /// a gap says "no value". The date is read in `zone`, as the board shows it.
    /// - Complexity: O(series).
    /// Values in a unit are said in words (`Memory 23 gibibytes`), through `units`; with several
    /// y `axes` each value says its axis (`Memory 23 gibibytes on the right axis`).
    public static func sentence(_ model: ChartModel, index i: Int, zone: TimeZoneOffsets = .utc,
                                units: ChartUnits = ChartUnits(), axes: [ChartFeel.YAxis] = []) -> String {
        let content = BoardContent(model, index: i)
        var parts: [String] = []
        for s in model.data.series.indices where model.weights[s] > 0 {
            let series = model.data.series[s], v = series.values[i]
            guard v.isFinite else { parts.append("\(series.name) no value"); continue }
            var part = "\(series.name) \(units.spoken(v, of: series))"
            if model.style == .percentage, content.sumShown > 0 { part += " (\(NumberFormat.percent(v / content.sumShown)))" }
            if let place = AxisPlace(of: s, in: axes, shown: { model.weights[$0] > 0 }) { part += " on the " + place.spoken }
            parts.append(part)
        }
        if content.showTotal {
            let all = units.axisUnit(of: model.data.series).map { $0.spoken(content.sumShown) } ?? NumberFormat.grouped(content.sumShown)
            parts.append("All \(all)")
        }
        return spoken("\(model.xText(zone: zone).point(model.data.x[i])). \(parts.joined(separator: ", ")).")
    }

    /// `text` for a speech service: the thin spaces that group thousands on screen (`14 881`)
    /// are dropped, so the number is read as one (`14881`, "fourteen thousand…").
    package static func spoken(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (k, c) in scalars.enumerated() {
            let thin = c == "\u{2009}" || c == "\u{202F}"
            if thin, k > 0, k + 1 < scalars.count, scalars[k - 1].properties.numericType != nil,
               scalars[k + 1].properties.numericType != nil { continue }
            out.append(c)
        }
        return String(out)
    }
}
