import Adapters
import Screens
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

    /// `--describe`, `--sonify`, `--play` of a server's first data (a URL, Prometheus, an MQTT
    /// broker; as `--png` draws it), as ``AccessibilityCommand`` does for files. Returns the exit status.
    static func listen(files: [String], options o: PNGOptions, a11y: AccessibilityOptions, live: LiveArguments,
                       remote: RemoteArguments) -> Int32 {
        do {
            try a11y.checkCombinations()
            let view = try ViewSpec(options: o, rangeOfSource: remote.queriesRange)
            let source = try SourceSpec(files: files, load: o.loadOptions, live: live, remote: remote, range: o.range)
            let built = try ScreenFactory.make(source, view, waitForData: true)
            if a11y.describe {
                AccessibilityCommand.describe(built.setup, allCharts: o.chart == nil, speaker: a11y.speak ? SpeechDispatcherSpeaker() : nil)
            }
            if a11y.sonify != nil || a11y.play {
                try AccessibilityCommand.sonify(built.setup, files: built.names, options: a11y, audio: { PulseAudioOutput() })
            }
            return 0
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }
}
