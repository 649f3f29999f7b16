import CPulseSimple

/// The libpulse-simple functions ``PulseAudioOutput`` calls, looked up once on the first sound
/// (``SharedLibrary``): `--png` and a window that never plays map none of PulseAudio.
struct PulseSimpleLibrary: @unchecked Sendable {
    let new: wl_pa_simple_new_fn
    let write: wl_pa_simple_write_fn
    let drain: wl_pa_simple_drain_fn
    let flush: wl_pa_simple_flush_fn
    let latency: wl_pa_simple_get_latency_fn
    let free: wl_pa_simple_free_fn
    let strerror: wl_pa_strerror_fn

    /// The library, opened on first use; the same answer (or error) afterwards.
    static let shared: Result<PulseSimpleLibrary, SharedLibraryError> = Result { () throws(SharedLibraryError) in
        try PulseSimpleLibrary(SharedLibrary("libpulse-simple.so.0", package: "libpulse0"))
    }

    init(_ lib: SharedLibrary) throws(SharedLibraryError) {
        new = try lib.function("pa_simple_new", as: wl_pa_simple_new_fn.self)
        write = try lib.function("pa_simple_write", as: wl_pa_simple_write_fn.self)
        drain = try lib.function("pa_simple_drain", as: wl_pa_simple_drain_fn.self)
        flush = try lib.function("pa_simple_flush", as: wl_pa_simple_flush_fn.self)
        latency = try lib.function("pa_simple_get_latency", as: wl_pa_simple_get_latency_fn.self)
        free = try lib.function("pa_simple_free", as: wl_pa_simple_free_fn.self)
        // pa_strerror lives in libpulse.so.0, which libpulse-simple depends on (dlsym searches both).
        strerror = try lib.function("pa_strerror", as: wl_pa_strerror_fn.self)
    }
}
