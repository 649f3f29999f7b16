import SeriesData

extension RemoteCommand {
    /// `--check` of a server's data (MQTT): its first data awaited, one summary line per chart,
    /// then each series' newest value.
    static func checkLines(_ charts: [ChartData], name: String) -> [String] {
        var lines: [String] = []
        for (i, chart) in charts.enumerated() {
            lines.append("\(name): \(chart.summary(index: i + 1))")
            for s in chart.series {
                guard let v = s.values.last(where: { !$0.isNaN }) else { continue }
                lines.append("\(name): \(s.name) = \(v)")
            }
        }
        return lines
    }
}
