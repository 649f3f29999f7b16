import Charts
import Screens
import SeriesData
import Kiosk

extension ViewSpec {
    /// The view the command line describes. `rangeOfSource`: `--range` is the source's (a
    /// Prometheus query's), not a window of the data.
    init(options o: PNGOptions, rangeOfSource: Bool = false) throws(SpecError) {
        self.init(origins: .commandLine)
        if let s = o.size { size = try Self.size(s, origin: origins.of(.size)) }
        if let s = o.scale { scale = try Self.scale(s, origin: origins.of(.scale)) }
        if let t = o.theme {
            switch t.lowercased() {
            case "day": theme = .day
            case "night": theme = .night
            case let t: throw SpecError(origins.of(.theme), .theme(t))
            }
        }
        chart = o.chart.map(Self.chartPick)
        hidden = o.hidden.map { Self.ids($0) }
        if let r = o.range, !rangeOfSource { range = Self.range(r) }
        highlight = o.highlight.map { Written(text: $0, value: XReading($0)) }
        presets = o.presets
        playControl = o.output == nil || o.playControl
        style = o.style.settings
        font = o.font
        utc = o.utc
        events = o.events.map(EventSource.file)
    }

    /// The one panel of `--kiosk FILE.json`: what the command line's `--chart`, `--range`,
    /// `--theme`, `--hidden` and `--presets` say (the wall's other options are the wall's).
    static func singlePanel(options o: PNGOptions) throws(SpecError) -> ViewSpec {
        var spec = ViewSpec(origins: .commandLine)
        let given = try ViewSpec(options: o)
        spec.chart = given.chart
        spec.range = given.range
        spec.theme = given.theme
        spec.hidden = given.hidden
        spec.presets = given.presets
        spec.font = o.font
        return spec
    }

    /// The view of panel `index` of the kiosk file `file` (its keys are checked by
    /// ``KioskFile``; the rest here, with the same words as the command line's).
    init(panel: Panel, file: String, index: Int, font: String?, rangeOfSource: Bool) throws(SpecError) {
        self.init(origins: .panel(file: file, index: index, line: panel.line, keyLines: panel.keyLines))
        chart = panel.chart.map { ChartPick(text: String($0), number: $0) }
        if let r = panel.range, !rangeOfSource { range = Self.range(r) }
        theme = panel.theme.map { $0.lowercased() == "night" ? Theme.Kind.night : Theme.Kind.day }
        hidden = panel.hidden.isEmpty ? nil : Self.ids(panel.hidden.joined(separator: ","))
        presets = panel.presets
        // The panel's `unit` and `bytes` are line-style settings, as `--unit` and `--bytes` are.
        events = panel.events.map(EventSource.file)
        // `legend_values` too; on a wall the last value is large enough to read across a room.
        style = [("unit", panel.unit), ("bytes", panel.bytes), ("legend_values", panel.legendValues),
                 ("legend_large", panel.legendValues.map { _ in "true" })].compactMap { key, value in value.map { ChartStyle.Setting(key, $0) } }
        self.font = font
    }

    /// `WxH` with each side 1…16384 pixels.
    static func size(_ s: String, origin: SpecOrigin = .option("--size")) throws(SpecError) -> (width: Int, height: Int) {
        let parts = s.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1 ... 16384).contains(w), (1 ... 16384).contains(h) else {
            throw SpecError(origin, .size(s))
        }
        return (w, h)
    }

    /// A display scale, 0.5…4.
    static func scale(_ s: String, origin: SpecOrigin = .option("--scale")) throws(SpecError) -> Double {
        try number(s, in: 0.5 ... 4, origin: origin)
    }

    /// A number inside `bounds` (a whole one where `integer`).
    static func number(_ s: String, in bounds: ClosedRange<Double>, integer: Bool = false, origin: SpecOrigin) throws(SpecError) -> Double {
        guard let v = Double(s), v.isFinite, bounds.contains(v), !integer || v == v.rounded() else {
            throw SpecError(origin, .number(s, bounds: bounds, integer: integer))
        }
        return v
    }

    /// `--chart` as written: its number when it is a whole one in 1…1000000.
    static func chartPick(_ s: String) -> ChartPick {
        guard let v = Double(s), v.isFinite, v >= 1, v <= 1_000_000, v == v.rounded() else { return ChartPick(text: s, number: nil) }
        return ChartPick(text: s, number: Int(v))
    }

    /// Series ids, comma-separated, each trimmed (empty ones dropped).
    static func ids(_ list: String) -> [String] {
        list.split(separator: ",").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// `FROM..TO`, each end read as a time and as a number (checked against the chart's x kind
    /// by ``scene(for:files:)``).
    static func range(_ r: String) -> Written<[XReading]> {
        Written(text: r, value: r.components(separatedBy: "..").map(XReading.init))
    }
}
