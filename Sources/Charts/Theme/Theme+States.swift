import Raster
import SeriesData

/// The colours of a chart's `ChartState` and of its limits, in the day and night skins: an
/// amber warn and a crimson crit, chosen to stay apart for red–green colour blindness (the
/// state is written and shaped too, never shown by colour alone).
extension Theme {
    /// The colour of `state`: the header's badge, the recoloured line, a kiosk panel's edge.
    public func color(of state: ChartState) -> Color {
        switch (state, kind) {
        case (.crit, .day): Color(rgb: 0xD32F2F)
        case (.crit, .night): Color(rgb: 0xFF5C5C)
        case (.warn, .day): Color(rgb: 0xE08A00)
        case (.warn, .night): Color(rgb: 0xFFB300)
        case (.ok, .day): Color(rgb: 0x2E8B57)
        case (.ok, .night): Color(rgb: 0x4CC38A)
        case (.stale, _), (.noData, _): axisText.alpha(255)
        }
    }

    /// The faint band beyond a limit of `level`.
    public func band(of level: ChartThresholds.Level) -> Color {
        color(of: ChartState(level)).alpha(kind == .day ? (level == .crit ? 24 : 20) : (level == .crit ? 34 : 28))
    }
}

private extension Color {
    func alpha(_ a: UInt8) -> Color {
        var c = self
        c.alpha = a
        return c
    }
}
