/// Where an audio graph is heard. Charts plays through this; the executable implements it over
/// the desktop's sound server (PipeWire or PulseAudio), tests with whatever they like.
package protocol AudioOutput: AnyObject {
    /// Starts playing `sound`, replacing whatever plays, and returns at once.
    /// - Throws: `AudioOutputError` when no sound server can be reached or it refuses the stream.
    func play(_ sound: PCMSound) throws
    /// Stops at once (nothing when nothing plays).
    func stop()
    /// The frame of the current sound being heard now; `nil` when nothing plays (it ended or
    /// was stopped). A window moves its highlight with this.
    var playingFrame: Int? { get }
    /// Returns when the current sound has ended or was stopped.
    func waitUntilDone()
    /// What went wrong while the last sound played (the stream broke after it started), if anything.
    var lastError: AudioOutputError? { get }
}

/// Why a sound was not played.
package enum AudioOutputError: Error, Equatable, CustomStringConvertible {
    /// No sound server answered (the reason as the sound library gives it).
    case noSoundServer(String)
    /// The server answered but the stream failed.
    case streamFailed(String)

    public var description: String {
        switch self {
        case .noSoundServer(let why): return "no sound server (\(why)): not played"
        case .streamFailed(let why): return "sound stream failed (\(why))"
        }
    }
}
