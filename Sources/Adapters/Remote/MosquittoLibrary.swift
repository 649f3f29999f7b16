import CMosquitto

/// The libmosquitto functions ``MosquittoClient`` calls, looked up once on the first MQTT source
/// (``SharedLibrary``): files, Prometheus and `--png` of a file map neither it nor its TLS stack.
struct MosquittoLibrary: @unchecked Sendable {
    let new: wl_mosquitto_new_fn, destroy: wl_mosquitto_destroy_fn
    let usernamePassword: wl_mosquitto_username_pw_set_fn, intOption: wl_mosquitto_int_option_fn
    let connect: wl_mosquitto_connect_async_fn
    let disconnect: wl_mosquitto_disconnect_fn, subscribe: wl_mosquitto_subscribe_fn
    let loopRead: wl_mosquitto_loop_read_fn, loopWrite: wl_mosquitto_loop_write_fn, loopMisc: wl_mosquitto_loop_misc_fn
    let socket: wl_mosquitto_socket_fn, wantWrite: wl_mosquitto_want_write_fn
    let onConnect: wl_mosquitto_connect_callback_set_fn, onDisconnect: wl_mosquitto_disconnect_callback_set_fn
    let onMessage: wl_mosquitto_message_callback_set_fn
    let strerror: wl_mosquitto_strerror_fn, connackString: wl_mosquitto_connack_string_fn

    /// The library, opened and initialised (`mosquitto_lib_init`, once) on first use; the same
    /// answer (or error) afterwards.
    static let shared = SharedLibrary.load("libmosquitto.so.1", package: "libmosquitto1") { lib throws(SharedLibraryError) in
        let initialise: wl_mosquitto_lib_init_fn = try lib.function("mosquitto_lib_init")
        let m = MosquittoLibrary(
            new: try lib.function("mosquitto_new"), destroy: try lib.function("mosquitto_destroy"),
            usernamePassword: try lib.function("mosquitto_username_pw_set"), intOption: try lib.function("mosquitto_int_option"),
            connect: try lib.function("mosquitto_connect_async"),
            disconnect: try lib.function("mosquitto_disconnect"), subscribe: try lib.function("mosquitto_subscribe"),
            loopRead: try lib.function("mosquitto_loop_read"), loopWrite: try lib.function("mosquitto_loop_write"),
            loopMisc: try lib.function("mosquitto_loop_misc"), socket: try lib.function("mosquitto_socket"),
            wantWrite: try lib.function("mosquitto_want_write"), onConnect: try lib.function("mosquitto_connect_callback_set"),
            onDisconnect: try lib.function("mosquitto_disconnect_callback_set"),
            onMessage: try lib.function("mosquitto_message_callback_set"),
            strerror: try lib.function("mosquitto_strerror"), connackString: try lib.function("mosquitto_connack_string"))
        _ = initialise()
        return m
    }

    /// libmosquitto's message for an error code.
    func text(of code: Int32) -> String { strerror(code).map { String(cString: $0) } ?? "libmosquitto error \(code)" }

    /// `MOSQ_OPT_…` and `MOSQ_ERR_…` numbers (mosquitto.h; part of the ABI).
    enum Option { static let tlsUseOSCerts = MOSQ_OPT_TLS_USE_OS_CERTS }
    enum Code { static let success = Int32(MOSQ_ERR_SUCCESS.rawValue), connectionPending = Int32(MOSQ_ERR_CONN_PENDING.rawValue) }
}
