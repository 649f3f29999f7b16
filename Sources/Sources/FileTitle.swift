import SeriesData

/// The title a chart of a file gets from the file's name when it has none of its own.
package enum FileTitle {
    /// `charts` titled after `file` (`sensor-with-gap.json` → "Sensor with gap"; several charts
    /// are numbered); generic names (`overview`, `chart_data`, numbers) leave them untitled.
    package static func titled(_ charts: [ChartData], file: String) -> [ChartData] {
        var name = Substring(file.split(separator: "/").last ?? "")
        if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
        let generic = ["overview", "chart_data"].contains(name) || name.allSatisfy { $0.isNumber }
        guard !generic, let first = name.first else { return charts }
        let words = String(first).uppercased() + name.dropFirst().map { $0 == "-" || $0 == "_" ? " " : String($0) }.joined()
        return charts.enumerated().map { i, chart in
            var c = chart
            if c.title == nil { c.title = charts.count == 1 ? words : "\(words) \(i + 1)" }
            return c
        }
    }
}
