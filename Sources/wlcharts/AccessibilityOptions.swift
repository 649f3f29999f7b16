import Adapters
import ArgumentParser
import Charts
import Screens
import Sonification

/// The options of the charts you can hear: `--describe` (with `--speak`), `--sonify OUT.wav`,
/// `--play`, `--series`, `--duration`. `--chart`, `--range` and `--hidden` come from the PNG
/// options, checked by ``SceneSetup`` as for a window. Values are checked here, not by the
/// argument parser, so a bad one gives one clear line and exit status 1.
struct AccessibilityOptions: ParsableArguments {
    @Flag(help: "Print a few sentences per chart: the range, each series' lowest and highest value with dates, the change and the trend (all charts of the files, or --chart N).")
    var describe = false
    @Flag(help: "With --describe: also speak the sentences through speech-dispatcher. In the window: speak each reading step's date and values.")
    var speak = false
    @Flag(help: "In the window, for a stream or a server source: say new highs and lows of the visible range, threshold crossings and a stale source, at most one sentence every 5 seconds (key a turns it on and off).")
    var monitor = false
    @Option(help: ArgumentHelp("Write the audio graph of one series (time → left to right, value → pitch) as a 16-bit WAV.", valueName: "OUT.wav"))
    var sonify: String?
    @Flag(help: "Play the audio graph through the sound server (PipeWire or PulseAudio).")
    var play = false
    @Option(help: ArgumentHelp("The series of the audio graph (default: the first one shown); in the window, the series read first.", valueName: "ID"))
    var series: String?
    @Option(help: ArgumentHelp("The length of the audio graph: 2s…10s (default 3s).", valueName: "SECONDS"))
    var duration: String?

    /// Whether any of these asks for work (rather than a window).
    var requested: Bool { describe || sonify != nil || play }

    /// Options that only make sense with others.
    func checkCombinations() throws {
        if speak && !describe { throw PNGRenderError("--speak goes with --describe or the window") }
        if (series != nil || duration != nil) && sonify == nil && !play {
            throw PNGRenderError("--\(series != nil ? "series" : "duration") goes with --sonify, --play or the window")
        }
    }

    /// The index of `--series` in the chosen chart of `setup`; `nil` without `--series`.
    func seriesIndex(_ setup: SceneSetup, files: [String]) throws -> Int? {
        guard let id = series else { return nil }
        let data = setup.charts[setup.sceneOptions.chartIndex]
        guard let i = data.series.firstIndex(where: { $0.id == id }) else {
            throw PNGRenderError("--series: \(setup.place(files: files)) has no series '\(id)' (it has \(data.series.map(\.id).joined(separator: ", ")))")
        }
        return i
    }

    /// `--duration` in seconds: `3`, `3s`, `2.5s` or `2500ms`, inside 2…10 s.
    func seconds() throws -> Double {
        guard let text = duration else { return 3 }
        let t = text.trimmingSpaces.lowercased()
        let value: Double?
        if t.hasSuffix("ms") { value = Double(t.dropLast(2)).map { $0 / 1000 } }
        else if t.hasSuffix("s") { value = Double(t.dropLast()) }
        else { value = Double(t) }
        let r = AudioGraphOptions.durations
        guard let v = value, v.isFinite, r.contains(v) else {
            throw PNGRenderError("--duration must be \(Int(r.lowerBound))s…\(Int(r.upperBound))s (like 3s, 2.5s or 4000ms), not '\(text)'")
        }
        return v
    }
}
