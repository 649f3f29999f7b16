// wlcharts-testcomp: a tiny Wayland compositor for tests (see docs/testing.md).
// It offers wl_compositor, wl_shm, wl_output, xdg_wm_base and a wl_seat with pointer, keyboard
// (an xkb keymap) and touch; it reads commands from stdin, one per line, and prints one event line
// on stdout per thing that happens. It shows nothing: it keeps a copy of the client's committed
// buffer, which `screenshot PATH` writes as a PPM.
#pragma once
#include <stdbool.h>
#include <stdint.h>
#include <wayland-server.h>
#include "xdg-shell-server-protocol.h"

enum role { ROLE_NONE, ROLE_TOPLEVEL, ROLE_CURSOR };

/// A wl_buffer the compositor has seen, numbered in order of first attach.
struct tc_buffer {
    struct wl_resource *resource;
    struct wl_listener destroy;
    int id;
    bool held;            // attached and committed, not yet released
    uint32_t *snapshot;   // its pixels at commit time while held (to catch writes into a held buffer)
    int width, height, stride;
    struct wl_list link;  // comp.buffers
};

struct tc_surface {
    struct wl_resource *resource;
    enum role role;
    struct wl_resource *pending_buffer;
    bool pending_attach;
    int damage_x0, damage_y0, damage_x1, damage_y1; // buffer damage (union), empty when x1 <= x0
    bool damage_surface;   // wl_surface.damage in surface coordinates (reported as such)
    int buffer_scale;
    struct wl_list pending_frames;  // wl_callback resources (via wl_resource_get_link)
    struct tc_buffer *current;      // the committed buffer
    struct wl_resource *xdg_surface, *xdg_toplevel;
    bool configured;               // the client acked a configure
    bool initial_commit_done;
    bool entered;                  // wl_surface.enter sent
};

struct comp {
    struct wl_display *display;
    struct wl_event_loop *loop;
    struct wl_event_source *frame_timer;
    int out_width, out_height, out_scale;
    int fractional120;             // --fractional: preferred scale ×120 (0 = not offered)
    int win_width, win_height;     // the size the next configure asks for
    bool hold;                     // hold mode: never release buffers
    bool fullscreen, maximized;
    int next_buffer_id;
    struct wl_list buffers;        // tc_buffer.link
    struct wl_list frame_callbacks; // callbacks to fire at the next "vblank"
    struct tc_surface *toplevel;   // the one window
    struct wl_list seats;          // resources of wl_seat
    struct wl_list pointers, keyboards, touches; // resources
    struct wl_resource *wm_base;
    bool pointer_entered, keyboard_entered;
    double pointer_x, pointer_y;
    // copy of the toplevel's last committed buffer (what `screenshot` writes)
    uint32_t *shot;
    int shot_width, shot_height;
    // xkb
    char *keymap;                  // text keymap
    size_t keymap_size;
    struct xkb_state *xkb_state;
    struct xkb_keymap *xkb_keymap;
    struct xkb_context *xkb_context;
    uint32_t mods_depressed, mods_latched, mods_locked, group;
    uint32_t ping_serial;
    bool quit;
};

extern struct comp comp;

/// Prints one event line on stdout (flushed).
void emit(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
uint32_t now_ms(void);
/// The timestamp of input events: now_ms(), or the test's frozen clock (seat.c, `clock …`).
uint32_t input_ms(void);

void compositor_init(void);
void shell_init(void);
void seat_init(void);
void output_init(void);
void output_set_scale(int scale);
void output_unplug(void);
void output_plug(int width, int height, int scale);
void extras_init(void);
/// `pointer pinch begin|update SCALE|end` for the touchpad pinch gesture.
bool pinch_command(const char *what, double scale, struct wl_resource *surface);

/// Sends the toplevel a configure with the current size and states.
void shell_configure(void);
void shell_close(void);
void shell_ping(void);
/// Called by surface commit for a toplevel surface.
void shell_surface_committed(struct tc_surface *s);
/// Releases every held buffer (`release` command) or only older ones.
void buffers_release_all(void);
/// Writes the last committed buffer as a binary PPM; returns false on failure.
bool screenshot(const char *path);
/// Checks held buffers against their snapshots; prints a `violation` line per modified one.
void buffers_check(void);

/// A command line from stdin for the seat (`touch …`, `pointer …`, `key …`); false if unknown.
bool seat_command(char *words[], int count);
void seat_focus_surface(struct tc_surface *s);
void seat_surface_gone(struct tc_surface *s);
