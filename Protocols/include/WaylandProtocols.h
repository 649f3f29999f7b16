// Umbrella header of the WaylandProtocols C target: the client headers that wayland-scanner
// generated (see generate.sh), plus the small hand-written glue Swift needs to use them.
#pragma once
#include <wayland-client.h>
#include "xdg-shell-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "presentation-time-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "idle-inhibit-unstable-v1-client-protocol.h"
#include "pointer-gestures-unstable-v1-client-protocol.h"

// `extern const struct wl_interface x_interface` imports into Swift as a `let` with no lasting
// address, but a proxy keeps the pointer it is given: these accessors return the real address.
#define WLC_INTERFACE(name) \
    static inline const struct wl_interface *wlc_##name##_interface(void) { return &name##_interface; }
WLC_INTERFACE(wl_compositor)
WLC_INTERFACE(wl_shm)
WLC_INTERFACE(wl_seat)
WLC_INTERFACE(wl_output)
WLC_INTERFACE(xdg_wm_base)
WLC_INTERFACE(wp_viewporter)
WLC_INTERFACE(wp_presentation)
WLC_INTERFACE(wp_fractional_scale_manager_v1)
WLC_INTERFACE(zxdg_decoration_manager_v1)
WLC_INTERFACE(zwp_idle_inhibit_manager_v1)
WLC_INTERFACE(zwp_pointer_gestures_v1)
#undef WLC_INTERFACE

/// An anonymous, close-on-exec shared-memory file of `size` bytes (memfd_create, falling back to
/// an unlinked shm_open name). Returns the fd, or -1 with errno set.
int wlc_create_shm_file(long size);

/// Routes libwayland-client's log (protocol error texts) into a buffer instead of stderr.
void wlc_capture_log(void);
/// The last line libwayland-client logged since `wlc_capture_log` (empty if none).
const char *wlc_last_log(void);
