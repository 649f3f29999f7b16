#pragma once
// Types only: the executable opens libspeechd with dlopen when something is first spoken
// (SpeechdLibrary.swift), so `--png` and a silent window never map it (nor GLib, which it pulls
// in). The pointer types come from the header's own declarations.
#include <speech-dispatcher/libspeechd.h>

typedef __typeof__(spd_open2) *wl_spd_open2_fn;
typedef __typeof__(spd_close) *wl_spd_close_fn;
typedef __typeof__(spd_cancel) *wl_spd_cancel_fn;
typedef __typeof__(spd_say) *wl_spd_say_fn;
typedef __typeof__(spd_set_notification_on) *wl_spd_set_notification_on_fn;
