// wlcharts-testcomp: xdg_wm_base, xdg_surface and xdg_toplevel (one window; no popups).
#include <stdlib.h>
#include <string.h>
#include "testcomp.h"

static void noop_destroy(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }

// MARK: xdg_positioner (accepted and ignored: popups are not offered)

static void pos_set_size(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) { (void)c; (void)r; (void)w; (void)h; }
static void pos_set_anchor_rect(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) { (void)c; (void)r; (void)x; (void)y; (void)w; (void)h; }
static void pos_set_u32(struct wl_client *c, struct wl_resource *r, uint32_t v) { (void)c; (void)r; (void)v; }
static void pos_set_offset(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y) { (void)c; (void)r; (void)x; (void)y; }
static void pos_set_reactive(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; }
static void pos_set_parent_configure(struct wl_client *c, struct wl_resource *r, uint32_t s) { (void)c; (void)r; (void)s; }
static const struct xdg_positioner_interface positioner_impl = {
    .destroy = noop_destroy, .set_size = pos_set_size, .set_anchor_rect = pos_set_anchor_rect,
    .set_anchor = pos_set_u32, .set_gravity = pos_set_u32, .set_constraint_adjustment = pos_set_u32,
    .set_offset = pos_set_offset, .set_reactive = pos_set_reactive, .set_parent_size = pos_set_offset,
    .set_parent_configure = pos_set_parent_configure,
};

// MARK: xdg_toplevel

static void tl_destroy(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }
static void tl_set_parent(struct wl_client *c, struct wl_resource *r, struct wl_resource *p) { (void)c; (void)r; (void)p; }
static void tl_set_title(struct wl_client *c, struct wl_resource *r, const char *title) { (void)c; (void)r; emit("title %s", title); }
static void tl_set_app_id(struct wl_client *c, struct wl_resource *r, const char *id) { (void)c; (void)r; emit("app_id %s", id); }
static void tl_show_window_menu(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial, int32_t x, int32_t y) {
    (void)c; (void)r; (void)seat; (void)serial; (void)x; (void)y;
}
static void tl_move(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial) { (void)c; (void)r; (void)seat; (void)serial; emit("move"); }
static void tl_resize(struct wl_client *c, struct wl_resource *r, struct wl_resource *seat, uint32_t serial, uint32_t edges) {
    (void)c; (void)r; (void)seat; (void)serial; emit("interactive resize %u", edges);
}
static void tl_set_size(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) { (void)c; (void)r; (void)w; (void)h; }
static void tl_set_maximized(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; comp.maximized = true; emit("set_maximized"); shell_configure(); }
static void tl_unset_maximized(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; comp.maximized = false; emit("unset_maximized"); shell_configure(); }
static void tl_set_fullscreen(struct wl_client *c, struct wl_resource *r, struct wl_resource *output) {
    (void)c; (void)r; (void)output;
    comp.fullscreen = true;
    emit("set_fullscreen");
    shell_configure();
}
static void tl_unset_fullscreen(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; comp.fullscreen = false; emit("unset_fullscreen"); shell_configure(); }
static void tl_set_minimized(struct wl_client *c, struct wl_resource *r) { (void)c; (void)r; emit("set_minimized"); }

static const struct xdg_toplevel_interface toplevel_impl = {
    .destroy = tl_destroy, .set_parent = tl_set_parent, .set_title = tl_set_title, .set_app_id = tl_set_app_id,
    .show_window_menu = tl_show_window_menu, .move = tl_move, .resize = tl_resize,
    .set_max_size = tl_set_size, .set_min_size = tl_set_size, .set_maximized = tl_set_maximized,
    .unset_maximized = tl_unset_maximized, .set_fullscreen = tl_set_fullscreen,
    .unset_fullscreen = tl_unset_fullscreen, .set_minimized = tl_set_minimized,
};

static void toplevel_free(struct wl_resource *r) {
    struct tc_surface *s = wl_resource_get_user_data(r);
    if (s) { s->xdg_toplevel = NULL; s->role = ROLE_NONE; }
    emit("toplevel destroyed");
}

void shell_configure(void) {
    struct tc_surface *s = comp.toplevel;
    if (!s || !s->xdg_toplevel || !s->xdg_surface) return;
    struct wl_array states;
    wl_array_init(&states);
    uint32_t *st = wl_array_add(&states, sizeof *st);
    *st = XDG_TOPLEVEL_STATE_ACTIVATED;
    int w = comp.win_width, h = comp.win_height;
    if (comp.fullscreen) {
        st = wl_array_add(&states, sizeof *st); *st = XDG_TOPLEVEL_STATE_FULLSCREEN;
        w = comp.out_width / comp.out_scale; h = comp.out_height / comp.out_scale;
    }
    if (comp.maximized) { st = wl_array_add(&states, sizeof *st); *st = XDG_TOPLEVEL_STATE_MAXIMIZED; }
    xdg_toplevel_send_configure(s->xdg_toplevel, w, h, &states);
    wl_array_release(&states);
    uint32_t serial = wl_display_next_serial(comp.display);
    xdg_surface_send_configure(s->xdg_surface, serial);
    emit("configure %dx%d serial=%u%s%s", w, h, serial, comp.fullscreen ? " fullscreen" : "", comp.maximized ? " maximized" : "");
}

void shell_close(void) {
    if (!comp.toplevel || !comp.toplevel->xdg_toplevel) { emit("error no window to close"); return; }
    xdg_toplevel_send_close(comp.toplevel->xdg_toplevel);
    emit("close sent");
}

void shell_ping(void) {
    if (!comp.wm_base) { emit("error no xdg_wm_base bound"); return; }
    comp.ping_serial = wl_display_next_serial(comp.display);
    xdg_wm_base_send_ping(comp.wm_base, comp.ping_serial);
    emit("ping %u", comp.ping_serial);
}

// MARK: xdg_surface

static void xs_get_toplevel(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct tc_surface *s = wl_resource_get_user_data(r);
    if (!s) return;
    struct wl_resource *t = wl_resource_create(c, &xdg_toplevel_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(t, &toplevel_impl, s, toplevel_free);
    s->xdg_toplevel = t;
    s->role = ROLE_TOPLEVEL;
    comp.toplevel = s;
    emit("toplevel created");
}
static void xs_get_popup(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *parent, struct wl_resource *pos) {
    (void)c; (void)id; (void)parent; (void)pos;
    wl_resource_post_error(r, XDG_WM_BASE_ERROR_INVALID_POPUP_PARENT, "wlcharts-testcomp offers no popups");
}
static void xs_set_window_geometry(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}
static void xs_ack_configure(struct wl_client *c, struct wl_resource *r, uint32_t serial) {
    (void)c;
    struct tc_surface *s = wl_resource_get_user_data(r);
    if (s) s->configured = true;
    emit("ack_configure %u", serial);
}
static const struct xdg_surface_interface xdg_surface_impl = {
    .destroy = noop_destroy, .get_toplevel = xs_get_toplevel, .get_popup = xs_get_popup,
    .set_window_geometry = xs_set_window_geometry, .ack_configure = xs_ack_configure,
};
static void xdg_surface_free(struct wl_resource *r) {
    struct tc_surface *s = wl_resource_get_user_data(r);
    if (s) s->xdg_surface = NULL;
}

// MARK: xdg_wm_base

static void wm_create_positioner(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct wl_resource *p = wl_resource_create(c, &xdg_positioner_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(p, &positioner_impl, NULL, NULL);
}
static void wm_get_xdg_surface(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    struct tc_surface *s = wl_resource_get_user_data(surface);
    struct wl_resource *x = wl_resource_create(c, &xdg_surface_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(x, &xdg_surface_impl, s, xdg_surface_free);
    s->xdg_surface = x;
}
static void wm_pong(struct wl_client *c, struct wl_resource *r, uint32_t serial) { (void)c; (void)r; emit("pong %u", serial); }
static const struct xdg_wm_base_interface wm_base_impl = {
    .destroy = noop_destroy, .create_positioner = wm_create_positioner,
    .get_xdg_surface = wm_get_xdg_surface, .pong = wm_pong,
};
static void wm_base_free(struct wl_resource *r) { if (comp.wm_base == r) comp.wm_base = NULL; }

static void bind_wm_base(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &xdg_wm_base_interface, (int)version, id);
    wl_resource_set_implementation(r, &wm_base_impl, NULL, wm_base_free);
    comp.wm_base = r;
    emit("bind xdg_wm_base v%u", version);
}

void shell_init(void) {
    wl_global_create(comp.display, &xdg_wm_base_interface, 5, NULL, bind_wm_base);
}
