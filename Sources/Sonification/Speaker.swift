/// Where a summary is spoken. Charts speaks through this; the executable implements it over
/// speech-dispatcher (the speech service Linux screen readers use).
package protocol Speaker: AnyObject {
    /// Starts speaking `text`, cutting off what is being said, and returns at once.
    /// - Throws: `SpeechError` when no speech service can be reached.
    func speak(_ text: String) throws
    /// Stops speaking at once.
    func stop()
    /// Returns when everything said so far has been spoken (or stopped).
    func waitUntilDone()
}

/// Why a text was not spoken.
package enum SpeechError: Error, Equatable, CustomStringConvertible {
    /// No speech service answered (the reason as its library gives it).
    case noSpeechService(String)
    /// The service refused the text.
    case refused(String)

    public var description: String {
        switch self {
        case .noSpeechService(let why): return "no speech service (\(why)): not spoken"
        case .refused(let why): return "speech-dispatcher refused the text (\(why))"
        }
    }
}
