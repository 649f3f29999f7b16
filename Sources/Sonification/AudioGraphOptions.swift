import SeriesData

/// How an `AudioGraph` sounds: its length, pitch range, shortest segment, fades, loudness and
/// stereo spread. The defaults follow Apple's audio graphs and the Audiograph library.
package struct AudioGraphOptions: Sendable, Equatable {
    /// The allowed lengths of an audio graph, seconds.
    public static let durations: ClosedRange<Double> = 2 ... 10

    /// The length of the whole sound, seconds (in `durations`; default 3).
    package var duration: Double
    /// Frames per second of the sound (default 44 100).
    package var sampleRate: Int
    /// The frequencies of the lowest and the highest visible value, Hz (default 150…2600).
    package var frequencies: ClosedRange<Double>
    /// No segment is shorter than this, seconds (default 0.035): neighbouring points are merged.
    var minimumSegment: Double
    /// The fade in and out at the start, at the end and around every silence, seconds (default 0.01).
    public var fade: Double
    /// The peak amplitude as a share of full scale (default 0.5, −6 dBFS: nothing can clip).
    package var amplitude: Double
    /// The stereo position of the first point (−spread, left) and the last (+spread, right); 0 is
    /// mono, 1 is fully to one side (default 0.8).
    var panSpread: Double

    public init(duration: Double = 3, sampleRate: Int = 44_100, frequencies: ClosedRange<Double> = PitchScale.defaultFrequencies,
                minimumSegment: Double = 0.035, fade: Double = 0.01, amplitude: Double = 0.5, panSpread: Double = 0.8) {
        self.duration = duration; self.sampleRate = sampleRate; self.frequencies = frequencies
        self.minimumSegment = minimumSegment; self.fade = fade; self.amplitude = amplitude; self.panSpread = panSpread
    }
}

/// Why a series cannot be played.
package enum AudioGraphError: Error, Equatable, CustomStringConvertible {
    /// The duration lies outside `AudioGraphOptions.durations`.
    case durationOutOfRange(Double)
    /// No point of the chart lies in the x window.
    case noPoints(series: String)
    /// Every point of the series in the window is a gap.
    case onlyGaps(series: String)

    public var description: String {
        switch self {
        case .durationOutOfRange(let d):
            let r = AudioGraphOptions.durations
            return "the duration must be \(NumberFormat.fixed(r.lowerBound, decimals: 0))–\(NumberFormat.fixed(r.upperBound, decimals: 0)) s, not \(NumberFormat.fixed(d, decimals: 3, trimZeros: true)) s"
        case .noPoints(let s): return "series '\(s)' has no point in the visible range"
        case .onlyGaps(let s): return "series '\(s)' has only gaps in the visible range"
        }
    }
}
