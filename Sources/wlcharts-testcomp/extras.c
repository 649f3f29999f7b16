// wlcharts-testcomp: the optional globals — wp_viewporter + wp_fractional_scale_manager_v1 (with
// `--fractional SCALE`), zxdg_decoration_manager_v1, zwp_idle_inhibit_manager_v1 and
// zwp_pointer_gestures_v1 (touchpad pinch driven by `pointer pinch …` commands).
#include <stdlib.h>
#include <string.h>
#include "testcomp.h"
#include "viewporter-server-protocol.h"
#include "fractional-scale-v1-server-protocol.h"
#include "xdg-decoration-unstable-v1-server-protocol.h"
#include "idle-inhibit-unstable-v1-server-protocol.h"
#include "pointer-gestures-unstable-v1-server-protocol.h"

static void destroy_request(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }
static struct wl_list pinches;  // zwp_pointer_gesture_pinch_v1 resources

// MARK: viewporter

static void vp_set_source(struct wl_client *c, struct wl_resource *r, wl_fixed_t x, wl_fixed_t y, wl_fixed_t w, wl_fixed_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}
static void vp_set_destination(struct wl_client *c, struct wl_resource *r, int32_t w, int32_t h) {
    (void)c; (void)r;
    emit("viewport destination %dx%d", w, h);
}
static const struct wp_viewport_interface viewport_impl = {
    .destroy = destroy_request, .set_source = vp_set_source, .set_destination = vp_set_destination,
};
static void get_viewport(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    (void)surface;
    struct wl_resource *v = wl_resource_create(c, &wp_viewport_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(v, &viewport_impl, NULL, NULL);
}
static const struct wp_viewporter_interface viewporter_impl = { .destroy = destroy_request, .get_viewport = get_viewport };
static void bind_viewporter(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wp_viewporter_interface, (int)version, id);
    wl_resource_set_implementation(r, &viewporter_impl, NULL, NULL);
    emit("bind wp_viewporter v%u", version);
}

// MARK: fractional scale

static const struct wp_fractional_scale_v1_interface fractional_impl = { .destroy = destroy_request };
static void get_fractional_scale(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    (void)surface;
    struct wl_resource *f = wl_resource_create(c, &wp_fractional_scale_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(f, &fractional_impl, NULL, NULL);
    wp_fractional_scale_v1_send_preferred_scale(f, (uint32_t)comp.fractional120);
    emit("preferred_scale %d", comp.fractional120);
}
static const struct wp_fractional_scale_manager_v1_interface fractional_manager_impl = {
    .destroy = destroy_request, .get_fractional_scale = get_fractional_scale,
};
static void bind_fractional(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wp_fractional_scale_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &fractional_manager_impl, NULL, NULL);
    emit("bind wp_fractional_scale_manager_v1 v%u", version);
}

// MARK: decoration

static void deco_set_mode(struct wl_client *c, struct wl_resource *r, uint32_t mode) {
    (void)c;
    emit("decoration mode %s", mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE ? "server" : "client");
    zxdg_toplevel_decoration_v1_send_configure(r, mode);
}
static void deco_unset_mode(struct wl_client *c, struct wl_resource *r) {
    (void)c;
    zxdg_toplevel_decoration_v1_send_configure(r, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE);
}
static const struct zxdg_toplevel_decoration_v1_interface decoration_impl = {
    .destroy = destroy_request, .set_mode = deco_set_mode, .unset_mode = deco_unset_mode,
};
static void get_toplevel_decoration(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *toplevel) {
    (void)toplevel;
    struct wl_resource *d = wl_resource_create(c, &zxdg_toplevel_decoration_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(d, &decoration_impl, NULL, NULL);
}
static const struct zxdg_decoration_manager_v1_interface decoration_manager_impl = {
    .destroy = destroy_request, .get_toplevel_decoration = get_toplevel_decoration,
};
static void bind_decoration(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &zxdg_decoration_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &decoration_manager_impl, NULL, NULL);
    emit("bind zxdg_decoration_manager_v1 v%u", version);
}

// MARK: idle inhibit

static const struct zwp_idle_inhibitor_v1_interface inhibitor_impl = { .destroy = destroy_request };
static void inhibitor_gone(struct wl_resource *r) { (void)r; emit("idle inhibitor destroyed"); }
static void create_inhibitor(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *surface) {
    (void)surface;
    struct wl_resource *i = wl_resource_create(c, &zwp_idle_inhibitor_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(i, &inhibitor_impl, NULL, inhibitor_gone);
    emit("idle inhibitor created");
}
static const struct zwp_idle_inhibit_manager_v1_interface idle_manager_impl = {
    .destroy = destroy_request, .create_inhibitor = create_inhibitor,
};
static void bind_idle(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &zwp_idle_inhibit_manager_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &idle_manager_impl, NULL, NULL);
    emit("bind zwp_idle_inhibit_manager_v1 v%u", version);
}

// MARK: pointer gestures

static const struct zwp_pointer_gesture_swipe_v1_interface swipe_impl = { .destroy = destroy_request };
static const struct zwp_pointer_gesture_pinch_v1_interface pinch_impl = { .destroy = destroy_request };
static const struct zwp_pointer_gesture_hold_v1_interface hold_impl = { .destroy = destroy_request };
static void unlink_resource(struct wl_resource *r) { wl_list_remove(wl_resource_get_link(r)); }

static void get_swipe(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *pointer) {
    (void)pointer;
    struct wl_resource *g = wl_resource_create(c, &zwp_pointer_gesture_swipe_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(g, &swipe_impl, NULL, NULL);
}
static void get_pinch(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *pointer) {
    (void)pointer;
    struct wl_resource *g = wl_resource_create(c, &zwp_pointer_gesture_pinch_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(g, &pinch_impl, NULL, unlink_resource);
    wl_list_insert(&pinches, wl_resource_get_link(g));
    emit("get_pinch_gesture");
}
static void get_hold(struct wl_client *c, struct wl_resource *r, uint32_t id, struct wl_resource *pointer) {
    (void)pointer;
    struct wl_resource *g = wl_resource_create(c, &zwp_pointer_gesture_hold_v1_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(g, &hold_impl, NULL, NULL);
}
static const struct zwp_pointer_gestures_v1_interface gestures_impl = {
    .get_swipe_gesture = get_swipe, .get_pinch_gesture = get_pinch, .release = destroy_request, .get_hold_gesture = get_hold,
};
static void bind_gestures(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &zwp_pointer_gestures_v1_interface, (int)version, id);
    wl_resource_set_implementation(r, &gestures_impl, NULL, NULL);
    emit("bind zwp_pointer_gestures_v1 v%u", version);
}

bool pinch_command(const char *what, double scale, struct wl_resource *surface) {
    struct wl_resource *g;
    uint32_t t = input_ms();
    if (strcmp(what, "begin") == 0) {
        uint32_t serial = wl_display_next_serial(comp.display);
        wl_resource_for_each(g, &pinches) zwp_pointer_gesture_pinch_v1_send_begin(g, serial, t, surface, 2);
    } else if (strcmp(what, "update") == 0) {
        wl_resource_for_each(g, &pinches)
            zwp_pointer_gesture_pinch_v1_send_update(g, t, 0, 0, wl_fixed_from_double(scale), 0);
    } else if (strcmp(what, "end") == 0) {
        uint32_t serial = wl_display_next_serial(comp.display);
        wl_resource_for_each(g, &pinches) zwp_pointer_gesture_pinch_v1_send_end(g, serial, t, 0);
    } else {
        return false;
    }
    return true;
}

void extras_init(void) {
    wl_list_init(&pinches);
    if (comp.fractional120 > 0) {
        wl_global_create(comp.display, &wp_viewporter_interface, 1, NULL, bind_viewporter);
        wl_global_create(comp.display, &wp_fractional_scale_manager_v1_interface, 1, NULL, bind_fractional);
    }
    wl_global_create(comp.display, &zxdg_decoration_manager_v1_interface, 1, NULL, bind_decoration);
    wl_global_create(comp.display, &zwp_idle_inhibit_manager_v1_interface, 1, NULL, bind_idle);
    wl_global_create(comp.display, &zwp_pointer_gestures_v1_interface, 3, NULL, bind_gestures);
}
