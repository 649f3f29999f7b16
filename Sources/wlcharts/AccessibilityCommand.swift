import Adapters
import Charts
import Screens
import Sonification

/// `wlcharts FILE --describe [--speak]`, `--sonify OUT.wav`, `--play`: the charts you can hear,
/// headless. Sound and speech go through ``AudioOutput`` and ``Speaker``; when neither service
/// answers, one line says so and the rest goes on (exit status 0).
enum AccessibilityCommand {
    /// Returns the exit status: 0, or 1 after one line on stderr.
    static func run(files: [String], options png: PNGOptions, a11y: AccessibilityOptions,
                    audio: () -> AudioOutput = { PulseAudioOutput() },
                    speaker: () -> Speaker = { SpeechDispatcherSpeaker() }) -> Int32 {
        do {
            try a11y.checkCombinations()
            guard !files.isEmpty else { throw PNGRenderError("--describe, --sonify and --play need a chart file") }
            let setup = try SceneSetup(files: files, options: png)
            if a11y.describe { describe(setup, allCharts: png.chart == nil, speaker: a11y.speak ? speaker() : nil) }
            if a11y.sonify != nil || a11y.play { try sonify(setup, files: files, options: a11y, audio: audio) }
            return 0
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }

    /// Prints (and speaks) the summary of the chosen chart, or of every chart.
    static func describe(_ setup: SceneSetup, allCharts: Bool, speaker: Speaker?) {
        let o = setup.sceneOptions
        let indices = allCharts ? Array(setup.charts.indices) : [o.chartIndex]
        var summaries: [ChartSummary] = []
        var texts: [String] = []
        for i in indices {
            let data = setup.charts[i]
            // The command line's units and limits over the data's (the settings were checked by SceneSetup).
            let style = (try? data.style.applying(o.style)) ?? data.style
            let summary = ChartSummary(data: data, index: i, window: data.viewWindow(o.range), hidden: o.hidden,
                                       zone: o.timeZone, units: style.units)
            summaries.append(summary)
            texts.append([summary.text, ThresholdSummary.text(data, style: style, window: data.viewWindow(o.range))]
                .compactMap { $0 }.joined(separator: "\n"))
        }
        print(texts.joined(separator: "\n\n"))
        guard let speaker else { return }
        do {
            try speaker.speak(summaries.map(\.spokenText).joined(separator: "\n\n"))
            speaker.waitUntilDone()
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
        }
    }

    /// Writes and/or plays the audio graph of one series of the chosen chart.
    static func sonify(_ setup: SceneSetup, files: [String], options a: AccessibilityOptions, audio: () -> AudioOutput) throws {
        let o = setup.sceneOptions
        let data = setup.charts[o.chartIndex]
        let place = setup.place(files: files)
        let seriesIndex = try a.seriesIndex(setup, files: files) ?? data.series.firstIndex { !o.hidden.contains($0.id) } ?? 0
        let graph: AudioGraph
        do {
            graph = try AudioGraph(data: data, series: seriesIndex, window: data.viewWindow(o.range),
                                   options: AudioGraphOptions(duration: try a.seconds()))
        } catch let error as AudioGraphError {
            throw PNGRenderError("\(place): \(error)")
        }
        let sound = graph.render()
        if let out = a.sonify { try PNGRender.writeFile(out, WAVEncoder.encode(sound)) }
        if a.play {
            let output = audio()
            do {
                try output.play(sound)
                output.waitUntilDone()
                if let failure = output.lastError { CheckCommand.printError("wlcharts: \(failure)") }
            } catch {
                CheckCommand.printError("wlcharts: \(error)")
            }
        }
    }
}
