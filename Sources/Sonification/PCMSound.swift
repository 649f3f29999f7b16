/// A sound as 16-bit PCM samples, interleaved by channel (left, right, left, …).
public struct PCMSound: Sendable, Equatable {
    /// Interleaved samples: frame `f`, channel `c` is `samples[f * channels + c]`.
    public var samples: [Int16]
    package var channels: Int
    package var sampleRate: Int

    public init(samples: [Int16], channels: Int, sampleRate: Int) {
        precondition(channels > 0 && sampleRate > 0 && samples.count % channels == 0, "whole frames of a positive rate")
        self.samples = samples; self.channels = channels; self.sampleRate = sampleRate
    }

    /// Frames (one sample per channel each).
    package var frameCount: Int { samples.count / channels }

    /// The length in seconds.
    package var duration: Double { Double(frameCount) / Double(sampleRate) }
}
