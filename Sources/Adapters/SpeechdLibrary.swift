import CSpeechd

/// The libspeechd functions ``SpeechDispatcherSpeaker`` calls, looked up once on the first thing
/// spoken (``SharedLibrary``): `--png` and a silent window map neither libspeechd nor GLib.
struct SpeechdLibrary: @unchecked Sendable {
    let open2: wl_spd_open2_fn, close: wl_spd_close_fn, cancel: wl_spd_cancel_fn
    let say: wl_spd_say_fn, setNotificationOn: wl_spd_set_notification_on_fn

    /// The library, opened on first use; the same answer (or error) afterwards.
    static let shared = SharedLibrary.load("libspeechd.so.2", package: "libspeechd2") { lib throws(SharedLibraryError) in
        SpeechdLibrary(open2: try lib.function("spd_open2"), close: try lib.function("spd_close"),
                       cancel: try lib.function("spd_cancel"), say: try lib.function("spd_say"),
                       setNotificationOn: try lib.function("spd_set_notification_on"))
    }
}
