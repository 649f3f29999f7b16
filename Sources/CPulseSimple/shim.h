#pragma once
// Types only: the executable opens libpulse-simple with dlopen when a sound is first played
// (PulseSimpleLibrary.swift), so `--png` and a silent window never map PulseAudio and what it
// pulls in (libsndfile and its codecs, X11, D-Bus, systemd). The pointer types below come from the
// header's own declarations, so a call through them is checked against the real prototypes.
#include <pulse/simple.h>
#include <pulse/error.h>

typedef __typeof__(pa_simple_new) *wl_pa_simple_new_fn;
typedef __typeof__(pa_simple_write) *wl_pa_simple_write_fn;
typedef __typeof__(pa_simple_drain) *wl_pa_simple_drain_fn;
typedef __typeof__(pa_simple_flush) *wl_pa_simple_flush_fn;
typedef __typeof__(pa_simple_get_latency) *wl_pa_simple_get_latency_fn;
typedef __typeof__(pa_simple_free) *wl_pa_simple_free_fn;
typedef __typeof__(pa_strerror) *wl_pa_strerror_fn;
