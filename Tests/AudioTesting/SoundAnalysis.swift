import Sonification

/// Measurements of a decoded sound for the tests: one channel as numbers, frequency by zero
/// crossings, peaks, the largest step between neighbouring samples, RMS.
public extension PCMSound {
    /// Channel `c` as `Double`s.
    func channel(_ c: Int) -> [Double] {
        stride(from: c, to: samples.count, by: channels).map { Double(samples[$0]) }
    }

    /// The largest |sample| of all channels.
    var peak: Int { samples.reduce(0) { max($0, abs(Int($1))) } }
}

public enum SoundAnalysis {
    /// The frequency (Hz) of the wave in `frames` of `wave` by its zero crossings: the number of
    /// half periods between the first and the last crossing (linearly interpolated), over the time
    /// between them. `nil` with fewer than three crossings.
    public static func zeroCrossingFrequency(_ wave: [Double], frames: Range<Int>, sampleRate: Int) -> Double? {
        var crossings: [Double] = []
        var f = frames.lowerBound
        while f + 1 < frames.upperBound {
            let a = wave[f], b = wave[f + 1]
            if (a < 0 && b >= 0) || (a >= 0 && b < 0) { crossings.append(Double(f) + (a == b ? 0 : a / (a - b))) }
            f += 1
        }
        guard crossings.count >= 3, let first = crossings.first, let last = crossings.last, last > first else { return nil }
        return Double(crossings.count - 1) / 2 / ((last - first) / Double(sampleRate))
    }

    /// The root mean square of `frames` of `wave`.
    public static func rms(_ wave: [Double], frames: Range<Int>) -> Double {
        guard !frames.isEmpty else { return 0 }
        var sum = 0.0
        for f in frames { sum += wave[f] * wave[f] }
        return (sum / Double(frames.count)).squareRoot()
    }

    /// The first frame from which the wave stays above `level` in magnitude for a while: where
    /// sound begins in a recording (`nil` when it never does).
    public static func onset(_ wave: [Double], level: Double) -> Int? {
        wave.firstIndex { abs($0) > level }
    }
}
