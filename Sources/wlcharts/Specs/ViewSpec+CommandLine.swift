import Charts
import Screens

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
        elapsed = o.elapsed
        events = o.events.map(EventSource.file)
        compare = try Self.compare(o.compare, origin: origins.of(.compare))
    }

    /// The one panel of `--kiosk FILE.json`: what the command line's `--chart`, `--range`,
    /// `--theme`, `--hidden`, `--presets`, `--compare` and the panel's style options (`--unit`,
    /// `--threshold`, `--axis`, `--log-y`) say; the wall's other options are the wall's or every
    /// panel's (``wallDefaults(options:)``, `KioskOption`).
    static func singlePanel(options o: PNGOptions) throws(SpecError) -> ViewSpec {
        var spec = ViewSpec(origins: .commandLine)
        let given = try ViewSpec(options: o)
        spec.chart = given.chart
        spec.range = given.range
        spec.theme = given.theme
        spec.hidden = given.hidden
        spec.presets = given.presets
        spec.compare = given.compare
        spec.style = given.style.filter { panelStyleKeys.contains($0.name) }
        spec.font = o.font
        return spec
    }

    /// What the command line beside `--kiosk` gives every panel as its default
    /// (`take(wallDefaults:)`): `--theme`, `--utc` and the line styles that are no panel's data
    /// (`--smoothing`, `--bytes`, `--legend-values`…; `--unit`, `--threshold`, `--axis`, `--log-y`
    /// are a panel's own keys).
    static func wallDefaults(options o: PNGOptions) throws(SpecError) -> ViewSpec {
        let given = try ViewSpec(options: o)
        var defaults = ViewSpec(origins: .commandLine)
        defaults.theme = given.theme
        defaults.utc = given.utc
        defaults.elapsed = given.elapsed
        defaults.style = given.style.filter { !panelStyleKeys.contains($0.name) }
        return defaults
    }

    /// The style settings that describe one panel's data, never a wall's default.
    private static let panelStyleKeys: Set = ["unit", "threshold", "axis", "log_y", "log_y_axis"]
}
