@testable import Charts
@testable import SeriesData
@testable import Sonification

/// An ``AudioOutput`` whose position is the controller's clock: it hears frame
/// `(now − start − latency) · rate` of what it was given, and stops hearing at its end. It keeps
/// every sound it was given.
final class ClockedAudioOutput: AudioOutput {
    /// The clock (the controller's ``ChartController/now``).
    var clock: () -> Double = { 0 }
    /// How long a sound takes from `play` to the ear, seconds.
    var latency = 0.0
    /// Thrown by ``play(_:)`` when set (no sound server).
    var failure: AudioOutputError?
    private(set) var played: [PCMSound] = []
    private(set) var stops = 0
    private var start = 0.0
    private var stopped = true

    func play(_ sound: PCMSound) throws {
        if let failure { throw failure }
        played.append(sound)
        start = clock()
        stopped = false
    }

    func stop() { stops += 1; stopped = true }

    var playingFrame: Int? {
        guard let sound = played.last, !stopped else { return nil }
        let f = Int(((clock() - start - latency) * Double(sound.sampleRate)).rounded(.down))
        return f >= sound.frameCount ? nil : max(f, 0)
    }

    func waitUntilDone() {}
    var lastError: AudioOutputError? { nil }
}

/// A ``Speaker`` that keeps what it was asked to say (each `speak` cuts off the one before).
final class RecordingSpeaker: Speaker {
    var failure: SpeechError?
    private(set) var said: [String] = []
    func speak(_ text: String) throws {
        if let failure { throw failure }
        said.append(text)
    }
    func stop() {}
    func waitUntilDone() {}
}
