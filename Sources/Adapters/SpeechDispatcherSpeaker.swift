import CSpeechd
import Charts
import Foundation
import Screens
import Sonification

/// ``Speaker`` over speech-dispatcher (libspeechd), the speech service Linux screen readers use.
/// The connection opens on the first ``speak(_:)`` (libspeechd starts the service when it is
/// installed but not running); ``waitUntilDone()`` follows the service's end and cancel
/// notifications. libspeechd itself is opened then too (``SpeechdLibrary``); without it, ``speak(_:)``
/// throws ``SpeechError/noSpeechService(_:)`` naming the library and its package.
package final class SpeechDispatcherSpeaker: Speaker, @unchecked Sendable {
    private var connection: UnsafeMutablePointer<SPDConnection>?
    /// The library's functions, set with ``connection``.
    private var spd: SpeechdLibrary?
    private var said: [Int] = []
    /// The longest ``waitUntilDone()`` waits (a service that never reports back must not hang us).
    let timeout: TimeInterval

    package init(timeout: TimeInterval = 120) { self.timeout = timeout }

    deinit {
        if let connection, let spd { spd.close(connection) }
    }

    package func speak(_ text: String) throws {
        let (c, spd) = try open()
        _ = spd.cancel(c)
        let id = spd.say(c, SPD_TEXT, text)
        guard id >= 0 else { throw SpeechError.refused("spd_say returned \(id)") }
        // What was said before is cancelled: only this one is waited for.
        said = [Int(id)]
    }

    package func stop() {
        if let connection, let spd { _ = spd.cancel(connection) }
    }

    package func waitUntilDone() {
        let deadline = Date().addingTimeInterval(timeout)
        while !said.allSatisfy(SpeechNotifications.shared.hasEnded) && Date() < deadline { usleep(20_000) }
        said.removeAll()
    }

    private func open() throws -> (UnsafeMutablePointer<SPDConnection>, SpeechdLibrary) {
        if let connection, let spd { return (connection, spd) }
        let spd: SpeechdLibrary
        switch SpeechdLibrary.shared {
        case .success(let library): spd = library
        case .failure(let error): throw SpeechError.noSpeechService(error.description)
        }
        var error: UnsafeMutablePointer<CChar>?
        guard let c = spd.open2("wlcharts", "main", nil, SPD_MODE_THREADED, nil, 1, &error) else {
            var why = error.map { String(cString: $0) } ?? "speech-dispatcher did not answer"
            free(error)
            // libspeechd's message runs over several sentences; the first says what failed.
            why = why.components(separatedBy: ". ")[0].components(separatedBy: "\n")[0]
            if why.hasPrefix("Error: ") { why.removeFirst(7) }
            throw SpeechError.noSpeechService(why)
        }
        c.pointee.callback_end = speechEnded
        c.pointee.callback_cancel = speechEnded
        _ = spd.setNotificationOn(c, SPD_END)
        _ = spd.setNotificationOn(c, SPD_CANCEL)
        connection = c
        self.spd = spd
        return (c, spd)
    }
}

/// Message ids speech-dispatcher reported as spoken or cancelled (its callbacks are C functions
/// on libspeechd's thread, so they land here).
final class SpeechNotifications: @unchecked Sendable {
    static let shared = SpeechNotifications()
    private let lock = NSLock()
    private var ended: Set<Int> = []

    func end(_ id: Int) { lock.lock(); ended.insert(id); lock.unlock() }
    func hasEnded(_ id: Int) -> Bool { lock.lock(); defer { lock.unlock() }; return ended.contains(id) }
}

private let speechEnded: SPDCallback = { messageID, _, _ in SpeechNotifications.shared.end(Int(messageID)) }
