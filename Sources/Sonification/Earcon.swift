#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A short sound for a change of a chart's state: two soft tones a fifth apart, rising for a
/// change for the worse, falling for a change for the better; the worse the new state, the
/// higher the pair (so a crit is heard above a warn). Stereo 16-bit PCM at 44.1 kHz, played
/// through the same `AudioOutput` as the audio graph.
package enum Earcon {
    package static let sampleRate = 44_100
    /// Each tone's length, seconds.
    static let toneDuration = 0.14

    /// The earcon from a state of severity `from` to one of severity `to` (0: ok … 4: crit,
    /// `ChartState.rawValue`); `nil` when they are equal.
    package static func sound(from: Int, to: Int) -> PCMSound? {
        guard from != to else { return nil }
        let worse = to > from
        // A4 up to A5 over the severities; the second tone a fifth above (worse) or below (better).
        let base = 440 * pow(2, Double(max(0, min(to, 4))) / 4)
        let second = worse ? base * 1.5 : base / 1.5
        let first = worse ? base : base * 1.5
        let n = Int(toneDuration * Double(sampleRate))
        var samples = [Int16](repeating: 0, count: 2 * 2 * n)
        for (k, f) in [first, second].enumerated() {
            for i in 0 ..< n {
                let t = Double(i) / Double(sampleRate)
                // A short attack and a smooth decay: no clicks.
                let envelope = min(1, Double(i) / 220) * pow(1 - Double(i) / Double(n), 2)
                let v = Int16(0.3 * 32767 * envelope * sin(2 * .pi * f * t))
                samples[2 * (k * n + i)] = v
                samples[2 * (k * n + i) + 1] = v
            }
        }
        return PCMSound(samples: samples, channels: 2, sampleRate: sampleRate)
    }
}
