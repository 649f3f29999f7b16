import CPulseSimple

/// The libpulse-simple functions ``PulseAudioOutput`` calls, looked up once on the first sound
/// (``SharedLibrary``): `--png` and a window that never plays map none of PulseAudio.
struct PulseSimpleLibrary: @unchecked Sendable {
    let new: wl_pa_simple_new_fn, write: wl_pa_simple_write_fn, drain: wl_pa_simple_drain_fn
    let flush: wl_pa_simple_flush_fn, latency: wl_pa_simple_get_latency_fn, free: wl_pa_simple_free_fn
    let strerror: wl_pa_strerror_fn

    /// The library, opened on first use; the same answer (or error) afterwards. `pa_strerror` lives
    /// in libpulse.so.0, which libpulse-simple depends on (`dlsym` searches both).
    static let shared = SharedLibrary.load("libpulse-simple.so.0", package: "libpulse0") { lib throws(SharedLibraryError) in
        PulseSimpleLibrary(new: try lib.function("pa_simple_new"), write: try lib.function("pa_simple_write"),
                           drain: try lib.function("pa_simple_drain"), flush: try lib.function("pa_simple_flush"),
                           latency: try lib.function("pa_simple_get_latency"), free: try lib.function("pa_simple_free"),
                           strerror: try lib.function("pa_strerror"))
    }
}
