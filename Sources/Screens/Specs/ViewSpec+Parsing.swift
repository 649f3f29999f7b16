import Charts
import SeriesData
import Kiosk

extension ViewSpec {
    /// The view of panel `index` of the kiosk file `file` (its keys are checked by
    /// `KioskFile`; the rest here, with the same words as the command line's).
    package init(panel: Panel, file: String, index: Int, font: String?, rangeOfSource: Bool) throws(SpecError) {
        self.init(origins: .panel(file: file, index: index, line: panel.line, keyLines: panel.keyLines))
        chart = panel.chart.map { ChartPick(text: String($0), number: $0) }
        if let r = panel.range, !rangeOfSource { range = Self.range(r) }
        theme = panel.theme.map { $0.lowercased() == "night" ? Theme.Kind.night : Theme.Kind.day }
        hidden = panel.hidden.isEmpty ? nil : Self.ids(panel.hidden.joined(separator: ","))
        presets = panel.presets
        events = panel.events.map(EventSource.file)
        // `unit`, `bytes`, `legend_values`, `axis`, `log_y`, `threshold` are line-style settings, as
        // their options are; on a wall the last value is large enough to read across a room.
        let settings = [("unit", panel.unit), ("bytes", panel.bytes), ("legend_values", panel.legendValues),
                        ("legend_large", panel.legendValues.map { _ in "true" }), ("axis", panel.axis), ("log_y", panel.logY)]
            .compactMap { key, value in value.map { ChartStyle.Setting(key, $0) } } + panel.thresholds.map { ChartStyle.Setting("threshold", $0) }
        // A bad unit, bytes or threshold is a warning naming its key: the wall keeps the panel
        // and its other keys (a limit or a unit mistyped never takes a wall down).
        var check = ChartStyle()
        for setting in settings {
            guard ["unit", "bytes", "threshold"].contains(setting.key) else { style.append(setting); continue }
            do throws(ChartStyle.SettingError) {
                try check.apply(setting)
                style.append(setting)
            } catch { warnings.append(SpecError(origins.of(style: setting.key), .style(error))) }
        }
        compare = try Self.compare(panel.compare, origin: origins.of(.compare))
        self.font = font
    }

    /// `--compare`'s times back, each a duration (`1h`, `1d`, `7d`, `2w`, `1y`: 365 days, as
    /// PromQL's), in order without repeats.
    package static func compare(_ texts: [String], origin: SpecOrigin) throws(SpecError) -> [CompareShift] {
        var out: [CompareShift] = []
        for t in texts {
            guard let s = SourceSpec.duration(t.trimmingSpaces), s >= 1, s <= 100 * 365 * 86400 else { throw SpecError(origin, .compare(t)) }
            let shift = CompareShift(milliseconds: Int64(s * 1000))
            if !out.contains(shift) { out.append(shift) }
        }
        return out
    }

    /// `WxH` with each side 1…16384 pixels.
    package static func size(_ s: String, origin: SpecOrigin = .option("--size")) throws(SpecError) -> (width: Int, height: Int) {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1 ... 16384).contains(w), (1 ... 16384).contains(h) else {
            throw SpecError(origin, .size(s))
        }
        return (w, h)
    }

    /// A display scale, 0.5…4.
    package static func scale(_ s: String, origin: SpecOrigin = .option("--scale")) throws(SpecError) -> Double {
        try number(s, in: 0.5 ... 4, origin: origin)
    }

    /// A number inside `bounds` (a whole one where `integer`).
    package static func number(_ s: String, in bounds: ClosedRange<Double>, integer: Bool = false, origin: SpecOrigin) throws(SpecError) -> Double {
        guard let v = Double(s), v.isFinite, bounds.contains(v), !integer || v == v.rounded() else {
            throw SpecError(origin, .number(s, bounds: bounds, integer: integer))
        }
        return v
    }

    /// `--chart` as written: its number when it is a whole one in 1…1000000.
    package static func chartPick(_ s: String) -> ChartPick {
        guard let v = Double(s), v.isFinite, v >= 1, v <= 1_000_000, v == v.rounded() else { return ChartPick(text: s, number: nil) }
        return ChartPick(text: s, number: Int(v))
    }

    /// Series ids, comma-separated, each trimmed (empty ones dropped).
    package static func ids(_ list: String) -> [String] {
        list.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// `FROM..TO`, each end read as a time and as a number (checked against the chart's x kind
    /// by `scene(for:files:)`).
    package static func range(_ r: String) -> Written<[XReading]> {
        Written(text: r, value: r.components(separatedBy: "..").map(XReading.init))
    }
}
