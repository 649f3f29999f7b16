#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension AudioGraph {
    /// The sound: a sine at each segment's frequency with one continuous phase (no clicks where the
    /// pitch changes), raised-cosine fades of `AudioGraphOptions.fade` at the start, the end and
    /// around every silence, and a constant-power stereo position moving from left to right with
    /// time. Two channels, 16-bit, at `AudioGraphOptions.sampleRate`; the peak is
    /// `AudioGraphOptions.amplitude` of full scale.
    /// - Complexity: O(frames).
    public func render() -> PCMSound {
        let rate = Double(options.sampleRate)
        let total = frameCount
        var samples = [Int16](repeating: 0, count: total * 2)
        let peak = options.amplitude * 32767
        let fadeFrames = max(Int((options.fade * rate).rounded()), 0)
        let twoPi = 2 * Double.pi
        var phase = 0.0
        samples.withUnsafeMutableBufferPointer { out in
            var s = 0
            while s < segments.count {
                guard segments[s].frequency != nil else { s += 1; continue }
                // A run of sounding segments: fade in at its start, out at its end.
                var e = s
                while e + 1 < segments.count && segments[e + 1].frequency != nil { e += 1 }
                let runStart = segments[s].startFrame, runEnd = segments[e].endFrame
                let fade = min(fadeFrames, (runEnd - runStart) / 2)
                for k in s ... e {
                    let step = twoPi * segments[k].frequency! / rate
                    for f in segments[k].startFrame ..< segments[k].endFrame {
                        let envelope = AudioGraph.fadeGain(frame: f, start: runStart, end: runEnd, fade: fade)
                        let (left, right) = panGains(frame: f)
                        let v = peak * envelope * sin(phase)
                        out[2 &* f] = Int16((v * left).rounded())
                        out[2 &* f &+ 1] = Int16((v * right).rounded())
                        phase += step
                        if phase >= twoPi { phase -= twoPi }
                    }
                }
                s = e + 1
            }
        }
        return PCMSound(samples: samples, channels: 2, sampleRate: options.sampleRate)
    }

    /// The gain of frame `f` of a sounding run `start ..< end`: a raised cosine over `fade` frames
    /// at each end, 1 in between.
    static func fadeGain(frame f: Int, start: Int, end: Int, fade: Int) -> Double {
        guard fade > 0 else { return 1 }
        let fromStart = f - start, toEnd = end - 1 - f
        let d = min(fromStart, toEnd)
        guard d < fade else { return 1 }
        return 0.5 - 0.5 * cos(Double.pi * (Double(d) + 0.5) / Double(fade))
    }

    /// Left and right gains at `frame`: the position runs from −spread to +spread over the sound;
    /// cos/sin of a quarter turn keep the power constant.
    func panGains(frame: Int) -> (left: Double, right: Double) {
        let t = frameCount > 1 ? Double(frame) / Double(frameCount - 1) : 0.5
        return AudioGraph.panGains(position: options.panSpread * (2 * t - 1))
    }

    /// Left and right gains of stereo position `position` (−1 left … 1 right), constant power.
    static func panGains(position: Double) -> (left: Double, right: Double) {
        let angle = (min(max(position, -1), 1) + 1) * Double.pi / 4
        return (cos(angle), sin(angle))
    }
}
