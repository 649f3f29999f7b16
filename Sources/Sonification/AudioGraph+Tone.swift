#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension AudioGraph {
    /// The length of a reading step's tone, seconds.
    static let toneDuration = 0.12

    /// A short tone at the pitch of `value` in `pitch` (what a keyboard step plays): a sine of
    /// `toneDuration` with the audio graph's fades, loudness and rate, placed at stereo position
    /// `position` (0 = the left end of the visible range … 1 = the right end, spread as
    /// `AudioGraphOptions.panSpread`), so a point sounds where and as the audio graph plays it.
    /// - Complexity: O(frames).
    package static func tone(of value: Double, pitch: PitchScale, position: Double,
                            options: AudioGraphOptions = AudioGraphOptions()) -> PCMSound {
        let rate = Double(options.sampleRate)
        let frames = max(Int((toneDuration * rate).rounded()), 2)
        let fade = min(max(Int((options.fade * rate).rounded()), 0), frames / 2)
        let (left, right) = panGains(position: options.panSpread * (2 * min(max(position, 0), 1) - 1))
        let step = 2 * Double.pi * pitch.frequency(of: value) / rate
        let peak = options.amplitude * 32767
        var samples = [Int16](repeating: 0, count: frames * 2)
        for f in 0 ..< frames {
            let v = peak * fadeGain(frame: f, start: 0, end: frames, fade: fade) * sin(step * Double(f))
            samples[2 * f] = Int16((v * left).rounded())
            samples[2 * f + 1] = Int16((v * right).rounded())
        }
        return PCMSound(samples: samples, channels: 2, sampleRate: options.sampleRate)
    }
}
