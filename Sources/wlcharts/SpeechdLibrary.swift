import CSpeechd

/// The libspeechd functions ``SpeechDispatcherSpeaker`` calls, looked up once on the first thing
/// spoken (``SharedLibrary``): `--png` and a silent window map neither libspeechd nor GLib.
struct SpeechdLibrary: @unchecked Sendable {
    let open2: wl_spd_open2_fn
    let close: wl_spd_close_fn
    let cancel: wl_spd_cancel_fn
    let say: wl_spd_say_fn
    let setNotificationOn: wl_spd_set_notification_on_fn

    /// The library, opened on first use; the same answer (or error) afterwards.
    static let shared: Result<SpeechdLibrary, SharedLibraryError> = Result { () throws(SharedLibraryError) in
        try SpeechdLibrary(SharedLibrary("libspeechd.so.2", package: "libspeechd2"))
    }

    init(_ lib: SharedLibrary) throws(SharedLibraryError) {
        open2 = try lib.function("spd_open2", as: wl_spd_open2_fn.self)
        close = try lib.function("spd_close", as: wl_spd_close_fn.self)
        cancel = try lib.function("spd_cancel", as: wl_spd_cancel_fn.self)
        say = try lib.function("spd_say", as: wl_spd_say_fn.self)
        setNotificationOn = try lib.function("spd_set_notification_on", as: wl_spd_set_notification_on_fn.self)
    }
}
