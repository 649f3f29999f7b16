import Sonification

/// The sound and speech of a chart screen: where they go (the `AudioOutput` and `Speaker` the
/// executable hands in; none in a plain library use), how the audio graph sounds, the audio graph
/// playing now and the series a reader chose. The ``ChartController`` owns it
/// (`ChartController.listening`) and is the only one that changes the playback; the scene sees
/// it through `ChartSnapshot.audioControl`.
package final class ChartListening {
    /// Where audio graphs and reading tones play; `nil`: silent.
    package var audio: AudioOutput?
    /// Where summaries and reading steps are spoken; `nil`: summaries are reported as text.
    package var speaker: Speaker?
    /// Whether each reading step also speaks the point's date and values (`--speak`).
    package var speaksSteps = false
    /// How the audio graph sounds (its duration, pitch range…).
    package var graphOptions = AudioGraphOptions()
    /// Where text goes that has no other way out: a summary nobody can speak, a problem (one line,
    /// each problem once in a row). The executable prints them; the default drops them.
    public var report: (ListeningReport) -> Void = { _ in }

    /// The audio graph playing now, if any.
    package internal(set) var playback: AudioPlayback?
    /// The series chosen with `[` / `]` (an index of the chart's series), if any.
    var chosenSeries: Int?
    /// Monitor mode (`ChartController+Monitor.swift`): what a live chart says of its changes;
    /// `nil` while off (`--monitor`, the `a` key, a kiosk panel's `monitor` key turn it on).
    package var monitor: ChartMonitor?
    /// Whether the monitor's sentences are spoken too; `false` while a screen reader reads them
    /// from the accessible tree's live region.
    package var monitorSpeaks = true
    /// The monitor's last sentence (the live region's text), and what the last look saw.
    public internal(set) var monitorSaid: String?
    /// How many sentences the monitor has said: each one is news, the same words again too.
    public internal(set) var monitorSentences = 0
    var monitorLooked: MonitorLookKey?
    /// The problem reported last (not repeated until something succeeds).
    private var lastProblem: String?

    public init() {}

    /// Series `index` is read and played first (while it is shown).
    package func choose(series index: Int) { chosenSeries = index }

    /// Reports `problem` unless it was the last one reported.
    func problem(_ problem: String) {
        guard problem != lastProblem else { return }
        lastProblem = problem
        report(.problem(problem))
    }

    /// Something played or was spoken: the next problem is reported again.
    func succeeded() { lastProblem = nil }
}

/// The audio graph a window plays: the sound's plan, the frame heard at the last frame time, and
/// the highlight it returns to when the sound ends.
package struct AudioPlayback {
    /// What plays (its points, its timeline of x against frames).
    package let graph: AudioGraph
    /// The frame of the sound being heard (the output's position, latency taken off).
    public internal(set) var frame: Int
    /// The highlighted x before it started (the highlight returns there at the end).
    let highlightBefore: Double?
    /// The model it plays (another chart or a day stops it).
    let model: ObjectIdentifier
}

/// Text a chart screen hands its host to show.
public enum ListeningReport: Equatable, Sendable {
    /// A summary that could not be spoken: print it.
    case summary(String)
    /// One line saying what did not work (no sound server, no speech service…).
    case problem(String)
}

/// What the play control shows: which series plays (its colour), and whether it plays now.
struct AudioControlState: Equatable, Sendable {
    public var series: Int
    package var playing: Bool
}
