import CPulseSimple
import Charts
import Foundation
import Sonification

/// ``AudioOutput`` over the desktop's sound server through libpulse-simple: PulseAudio, or
/// PipeWire's PulseAudio server. Each sound opens its own stream with a short buffer (100 ms), so
/// a stop is heard at once and ``playingFrame`` lags the ear by little; a writer thread feeds it.
/// The library is opened on the first sound (``PulseSimpleLibrary``); without it, ``play(_:)``
/// throws ``AudioOutputError/noSoundServer(_:)`` naming the library and its package.
package final class PulseAudioOutput: AudioOutput, @unchecked Sendable {
    package init() {}

    /// Guards everything below; the writer thread broadcasts when it ends.
    private let condition = NSCondition()
    private var running = false
    private var stopRequested = false
    private var heardFrame = 0
    /// What went wrong while the last sound played (read by the command line after waiting).
    package private(set) var lastError: AudioOutputError?

    /// The frames written per call (about 23 ms at 44.1 kHz).
    static let chunkFrames = 1024
    /// The stream's target buffer.
    static let bufferSeconds = 0.1

    package func play(_ sound: PCMSound) throws {
        stop()
        waitUntilDone()
        let pa: PulseSimpleLibrary
        switch PulseSimpleLibrary.shared {
        case .success(let library): pa = library
        case .failure(let error): throw AudioOutputError.noSoundServer(error.description)
        }
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(sound.sampleRate), channels: UInt8(sound.channels))
        let frameBytes = UInt32(2 * sound.channels)
        let target = UInt32(Double(sound.sampleRate) * Self.bufferSeconds) * frameBytes
        var attr = pa_buffer_attr(maxlength: UInt32.max, tlength: target, prebuf: UInt32.max, minreq: UInt32.max, fragsize: UInt32.max)
        var error: Int32 = 0
        guard let stream = pa.new(nil, "wlcharts", PA_STREAM_PLAYBACK, nil, "audio graph", &spec, nil, &attr, &error) else {
            throw AudioOutputError.noSoundServer(Self.message(error, pa))
        }
        condition.lock()
        running = true; stopRequested = false; heardFrame = 0; lastError = nil
        condition.unlock()
        let handle = StreamHandle(stream)
        let thread = Thread { [self] in feed(sound, handle.stream, pa) }
        thread.name = "wlcharts audio"
        thread.start()
    }

    package func stop() {
        condition.lock()
        if running { stopRequested = true }
        condition.unlock()
    }

    package var playingFrame: Int? {
        condition.lock(); defer { condition.unlock() }
        return running ? heardFrame : nil
    }

    package func waitUntilDone() {
        condition.lock()
        while running { condition.wait() }
        condition.unlock()
    }

    /// The writer thread: chunks until the end or a stop, then waits for the buffer to be heard
    /// (tracking the position), and closes the stream.
    private func feed(_ sound: PCMSound, _ stream: OpaquePointer, _ pa: PulseSimpleLibrary) {
        var error: Int32 = 0
        var failure: AudioOutputError?
        let channels = sound.channels, rate = Double(sound.sampleRate)
        var written = 0
        var stopped = false
        sound.samples.withUnsafeBufferPointer { samples in
            while written < sound.frameCount {
                if isStopRequested { stopped = true; break }
                let n = min(Self.chunkFrames, sound.frameCount - written)
                let start = samples.baseAddress! + written * channels
                if pa.write(stream, start, n * channels * 2, &error) < 0 { failure = .streamFailed(Self.message(error, pa)); break }
                written += n
                publish(written: written, latency: pa.latency(stream, &error), rate: rate)
            }
        }
        if failure == nil && !stopped {
            // Follow the last buffer out until the latency stops falling (what is left is the
            // device's own), then drain (returns when all is played).
            var previous = pa_usec_t.max, still = 0
            let deadline = Date().addingTimeInterval(Self.bufferSeconds * 4 + 1)
            while !isStopRequested && Date() < deadline && still < 3 {
                let latency = pa.latency(stream, &error)
                publish(written: written, latency: latency, rate: rate)
                if latency < 2_000 { break }
                still = latency < previous ? 0 : still + 1
                previous = latency
                usleep(5_000)
            }
            stopped = isStopRequested
            if !stopped && pa.drain(stream, &error) < 0 { failure = .streamFailed(Self.message(error, pa)) }
        }
        if stopped { _ = pa.flush(stream, &error) }
        pa.free(stream)
        condition.lock()
        running = false; stopRequested = false; lastError = failure
        condition.broadcast()
        condition.unlock()
    }

    private var isStopRequested: Bool {
        condition.lock(); defer { condition.unlock() }
        return stopRequested
    }

    /// The frame heard now: written minus what the server still holds (`latency` µs).
    private func publish(written: Int, latency: pa_usec_t, rate: Double) {
        let held = latency == UInt64.max ? 0 : Int(Double(latency) * rate / 1e6)
        condition.lock()
        heardFrame = max(heardFrame, min(written, max(written - held, 0)))
        condition.unlock()
    }

    static func message(_ error: Int32, _ pa: PulseSimpleLibrary) -> String {
        pa.strerror(error).map { String(cString: $0) } ?? "error \(error)"
    }
}

/// The stream pointer handed to the writer thread (only that thread uses it after `play`).
private struct StreamHandle: @unchecked Sendable {
    let stream: OpaquePointer
    init(_ s: OpaquePointer) { stream = s }
}
