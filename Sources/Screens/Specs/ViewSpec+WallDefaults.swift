import SeriesData

extension ViewSpec {
    /// Takes what the command line beside `--kiosk` gives every panel of the wall (`--theme`,
    /// `--utc`, the line styles): `defaults`' theme where the panel has none, its time zone, its
    /// style settings before the panel's own (a panel's `bytes` or `legend_values` wins: a later
    /// setting does). Legend values are drawn large, as a panel's own are, to be read across a room.
    package mutating func take(wallDefaults defaults: ViewSpec) {
        if theme == nil { theme = defaults.theme }
        utc = utc || defaults.utc
        elapsed = elapsed || defaults.elapsed
        let large = defaults.style.contains { $0.name == "legend_values" }
            ? [ChartStyle.Setting("legend_large", "true")] : []
        style = defaults.style + large + style
    }
}
