import Foundation
import Sources

/// An ``MQTTClient`` over libmosquitto, run on the window's loop without a thread of its own:
/// the client's socket is watched through the ``LoopScheduler`` (readable always, writable while
/// libmosquitto has something to send), `mosquitto_loop_misc` runs on a timer for the keep-alive,
/// and libmosquitto's callbacks — called inside `mosquitto_loop_read` on the loop's thread — become
/// events at once. Connecting is non-blocking (`mosquitto_connect_async`; only the name lookup
/// waits); a connection that is not up within `timeout` seconds is given up as failed.
@MainActor
final class MosquittoClient {
    var onEvent: ((MQTTClientEvent) -> Void)?
    private let broker: MQTTBroker
    private let credentials: MQTTCredentials?
    private let scheduler: LoopScheduler
    private let timeout: Double
    private var handle: OpaquePointer?
    /// The socket the scheduler watches (-1: none).
    private var socket: Int32 = -1
    private var watchingWrites = false
    private var miscTimer: SourceTimer?, connectTimer: SourceTimer?
    private var connected = false
    /// Events sent so far (a read that brought one may have left more in TLS's buffer).
    private var events = 0

    /// Seconds of the MQTT keep-alive (the broker drops a client silent for 1.5 times as long).
    static let keepAlive: Int32 = 60

    init(broker: MQTTBroker, credentials: MQTTCredentials?, timeout: Double, scheduler: LoopScheduler) {
        self.broker = broker
        self.credentials = credentials
        self.timeout = timeout
        self.scheduler = scheduler
    }

    isolated deinit {
        forgetSocket()
        if let handle, case let .success(m) = MosquittoLibrary.shared { m.destroy(handle) }
    }

    /// The handle, made on the first connect (the library opened then).
    private func made(_ m: MosquittoLibrary) -> OpaquePointer? {
        if let handle { return handle }
        guard let h = m.new(nil, true, Unmanaged.passUnretained(self).toOpaque()) else { return nil }
        m.onConnect(h) { _, context, code in MosquittoClient.from(context).connectAnswered(code) }
        m.onDisconnect(h) { _, context, code in MosquittoClient.from(context).lost(code) }
        m.onMessage(h) { _, context, message in
            guard let message = message?.pointee, let topic = message.topic else { return }
            let payload = message.payload.map {
                Array(UnsafeRawBufferPointer(start: $0, count: Int(max(message.payloadlen, 0))))
            } ?? []
            MosquittoClient.from(context).send(.message(topic: String(cString: topic), payload: payload, retained: message.retain))
        }
        if let credentials { _ = m.usernamePassword(h, credentials.user, credentials.password) }
        if broker.tls { _ = m.intOption(h, MosquittoLibrary.Option.tlsUseOSCerts, 1) }
        handle = h
        return h
    }

    /// The client a callback's context points to (callbacks run inside `mosquitto_loop_*`, on the
    /// loop's thread).
    private nonisolated static func from(_ context: UnsafeMutableRawPointer?) -> MosquittoClient {
        let address = UInt(bitPattern: context)
        return MainActor.assumeIsolated {
            Unmanaged<MosquittoClient>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
        }
    }

    private nonisolated func connectAnswered(_ code: Int32) {
        MainActor.assumeIsolated {
            if let t = connectTimer { scheduler.cancel(t); connectTimer = nil }
            if code == 0 {
                connected = true
                send(.connected)
            } else {
                let why = (try? MosquittoLibrary.shared.get()).flatMap { $0.connackString(code).map { String(cString: $0) } }
                fail("refused: \(why ?? "code \(code)")")
            }
        }
    }

    private nonisolated func lost(_ code: Int32) {
        MainActor.assumeIsolated {
            guard code != 0 else { return }   // our own disconnect
            let why = (try? MosquittoLibrary.shared.get())?.text(of: code) ?? "code \(code)"
            fail(connected ? "connection lost (\(why))" : "cannot connect (\(why))")
        }
    }

    private nonisolated func send(_ event: MQTTClientEvent) {
        MainActor.assumeIsolated {
            events += 1
            onEvent?(event)
        }
    }

    /// Closes what is left of a connection and says why (once: the socket is forgotten first).
    private func fail(_ why: String) {
        let wasUp = socket >= 0 || connectTimer != nil
        forgetSocket()
        if let t = connectTimer { scheduler.cancel(t); connectTimer = nil }
        connected = false
        if wasUp { onEvent?(.disconnected(why)) }
    }

    /// Stops watching the socket and the keep-alive (libmosquitto closes the socket itself).
    private func forgetSocket() {
        if socket >= 0 { scheduler.watch(socket: socket, readable: nil, writable: nil) }
        socket = -1
        watchingWrites = false
        if let t = miscTimer { scheduler.cancel(t); miscTimer = nil }
    }

    /// Watches the socket libmosquitto now has, writable only while it has something to send.
    private func watchSocket(_ m: MosquittoLibrary) {
        guard let handle else { return }
        let fd = m.socket(handle)
        if fd != socket { forgetSocket() }
        guard fd >= 0 else { return }
        let write = m.wantWrite(handle)
        guard fd != socket || write != watchingWrites else { return }
        socket = fd
        watchingWrites = write
        var writable: (@MainActor () -> Void)?
        if write { writable = { [weak self] in self?.pump(read: false) } }
        scheduler.watch(socket: fd, readable: { [weak self] in self?.pump(read: true) }, writable: writable)
    }

    /// Reads or writes what the socket allows; then watches it as libmosquitto now needs.
    /// `mosquitto_loop_read` reads one packet: reads go on while each brings an event (what TLS
    /// has decrypted already does not make the socket readable again), at most ``readsPerWake``.
    private func pump(read: Bool) {
        guard let handle, case let .success(m) = MosquittoLibrary.shared else { return }
        var code = MosquittoLibrary.Code.success
        if read {
            for _ in 0 ..< Self.readsPerWake {
                let before = events
                code = m.loopRead(handle, 1)
                if code != MosquittoLibrary.Code.success || events == before || m.socket(handle) < 0 { break }
            }
        } else {
            code = m.loopWrite(handle, 1)
        }
        if code != MosquittoLibrary.Code.success && socket >= 0 && m.socket(handle) < 0 {
            fail(connected ? "connection lost (\(m.text(of: code)))" : "cannot connect (\(m.text(of: code)))")
            return
        }
        watchSocket(m)
    }

    /// The most packets read at one wake-up (the loop's other work goes on between).
    static let readsPerWake = 256

    private func keepAlive() {
        miscTimer = nil
        guard let handle, case let .success(m) = MosquittoLibrary.shared else { return }
        let code = m.loopMisc(handle)
        // A broker that stopped answering the keep-alive: the socket is closed.
        if socket >= 0 && m.socket(handle) < 0 { fail("connection lost (\(m.text(of: code)))"); return }
        watchSocket(m)
        if socket >= 0 { scheduleKeepAlive() }
    }

    private func scheduleKeepAlive() {
        miscTimer = scheduler.schedule(after: Double(Self.keepAlive) / 4) { [weak self] in self?.keepAlive() }
    }
}

extension MosquittoClient: @MainActor MQTTClient {
    func connect() {
        let m: MosquittoLibrary
        switch MosquittoLibrary.shared {
        case let .success(library): m = library
        case let .failure(error): onEvent?(.disconnected("\(error)")); return
        }
        guard let h = made(m) else { onEvent?(.disconnected("cannot make an MQTT client (out of memory)")); return }
        forgetSocket()
        connected = false
        let code = m.connect(h, broker.host, Int32(broker.port), Self.keepAlive)   // again: the same handle anew
        guard code == MosquittoLibrary.Code.success || code == MosquittoLibrary.Code.connectionPending else {
            onEvent?(.disconnected("cannot connect (\(m.text(of: code)))"))
            return
        }
        connectTimer = scheduler.schedule(after: timeout) { [weak self] in
            guard let self else { return }
            connectTimer = nil
            if let handle = self.handle { _ = m.disconnect(handle) }
            fail("no answer within \(HTTPFetcher.seconds(timeout)) (timeout)")
        }
        watchSocket(m)
        scheduleKeepAlive()
    }

    func subscribe(_ filters: [String], qos: Int) {
        guard let handle, case let .success(m) = MosquittoLibrary.shared else { return }
        for f in filters { _ = m.subscribe(handle, nil, f, Int32(qos)) }
        watchSocket(m)
    }

    func disconnect() {
        guard let handle, case let .success(m) = MosquittoLibrary.shared else { return }
        if let t = connectTimer { scheduler.cancel(t); connectTimer = nil }
        _ = m.disconnect(handle)
        forgetSocket()
        connected = false
    }
}
