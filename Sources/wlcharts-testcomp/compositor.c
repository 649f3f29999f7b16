// wlcharts-testcomp: wl_compositor, wl_surface, wl_region, wl_shm buffers, frame callbacks,
// wl_output and screenshots.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "testcomp.h"

// MARK: buffers

static bool surface_enter_outputs(struct tc_surface *s);

static void buffer_destroyed(struct wl_listener *l, void *data) {
    (void)data;
    struct tc_buffer *b = wl_container_of(l, b, destroy);
    if (comp.toplevel && comp.toplevel->current == b) comp.toplevel->current = NULL;
    if (b->held) emit("destroyed buffer=%d while held", b->id);
    wl_list_remove(&b->link);
    wl_list_remove(&b->destroy.link);
    free(b->snapshot);
    free(b);
}

static struct tc_buffer *buffer_for(struct wl_resource *resource) {
    struct tc_buffer *b;
    wl_list_for_each(b, &comp.buffers, link) if (b->resource == resource) return b;
    b = calloc(1, sizeof *b);
    b->resource = resource;
    b->id = ++comp.next_buffer_id;
    b->destroy.notify = buffer_destroyed;
    wl_resource_add_destroy_listener(resource, &b->destroy);
    wl_list_insert(&comp.buffers, &b->link);
    return b;
}

static void buffer_release(struct tc_buffer *b) {
    if (!b->held) return;
    b->held = false;
    wl_buffer_send_release(b->resource);
    emit("release %d", b->id);
}

/// Copies a buffer's pixels (ARGB/XRGB8888) into `b->snapshot` and the screenshot copy.
static bool buffer_capture(struct tc_buffer *b) {
    struct wl_shm_buffer *shm = wl_shm_buffer_get(b->resource);
    if (!shm) { emit("error buffer=%d is not an shm buffer", b->id); return false; }
    int w = wl_shm_buffer_get_width(shm), h = wl_shm_buffer_get_height(shm);
    int stride = wl_shm_buffer_get_stride(shm);
    b->width = w; b->height = h; b->stride = stride;
    free(b->snapshot);
    b->snapshot = malloc((size_t)w * (size_t)h * 4 + 4);
    wl_shm_buffer_begin_access(shm);
    const uint8_t *src = wl_shm_buffer_get_data(shm);
    bool opaque = wl_shm_buffer_get_format(shm) == WL_SHM_FORMAT_XRGB8888;
    for (int y = 0; y < h; y++) {
        memcpy(b->snapshot + (size_t)y * (size_t)w, src + (size_t)y * (size_t)stride, (size_t)w * 4);
        if (opaque) for (int x = 0; x < w; x++) b->snapshot[(size_t)y * (size_t)w + (size_t)x] |= 0xff000000u;
    }
    wl_shm_buffer_end_access(shm);
    free(comp.shot);
    comp.shot = malloc((size_t)w * (size_t)h * 4 + 4);
    memcpy(comp.shot, b->snapshot, (size_t)w * (size_t)h * 4);
    comp.shot_width = w; comp.shot_height = h;
    return true;
}

void buffers_check(void) {
    struct tc_buffer *b;
    wl_list_for_each(b, &comp.buffers, link) {
        if (!b->held || !b->snapshot) continue;
        struct wl_shm_buffer *shm = wl_shm_buffer_get(b->resource);
        if (!shm) continue;
        wl_shm_buffer_begin_access(shm);
        const uint8_t *src = wl_shm_buffer_get_data(shm);
        bool opaque = wl_shm_buffer_get_format(shm) == WL_SHM_FORMAT_XRGB8888;
        bool changed = false;
        for (int y = 0; y < b->height && !changed; y++) {
            const uint32_t *row = (const uint32_t *)(src + (size_t)y * (size_t)b->stride);
            for (int x = 0; x < b->width; x++) {
                uint32_t v = opaque ? row[x] | 0xff000000u : row[x];
                if (v != b->snapshot[(size_t)y * (size_t)b->width + (size_t)x]) { changed = true; break; }
            }
        }
        wl_shm_buffer_end_access(shm);
        if (changed) emit("violation buffer=%d written while held", b->id);
    }
}

void buffers_release_all(void) {
    buffers_check();
    struct tc_buffer *b;
    wl_list_for_each(b, &comp.buffers, link)
        if (b->held && !(comp.toplevel && comp.toplevel->current == b)) buffer_release(b);
}

bool screenshot(const char *path) {
    if (!comp.shot) return false;
    FILE *f = fopen(path, "wb");
    if (!f) return false;
    fprintf(f, "P6\n%d %d\n255\n", comp.shot_width, comp.shot_height);
    size_t n = (size_t)comp.shot_width * (size_t)comp.shot_height;
    uint8_t *rgb = malloc(n * 3 + 1);
    for (size_t i = 0; i < n; i++) {
        uint32_t p = comp.shot[i];
        rgb[i * 3] = (uint8_t)(p >> 16); rgb[i * 3 + 1] = (uint8_t)(p >> 8); rgb[i * 3 + 2] = (uint8_t)p;
    }
    bool ok = fwrite(rgb, 1, n * 3, f) == n * 3;
    free(rgb);
    return fclose(f) == 0 && ok;
}

// MARK: frame callbacks: fired by a 16 ms "vblank" timer

static int on_frame_timer(void *data) {
    (void)data;
    struct wl_resource *cb, *tmp;
    uint32_t t = now_ms();
    wl_resource_for_each_safe(cb, tmp, &comp.frame_callbacks) {
        wl_callback_send_done(cb, t);
        wl_resource_destroy(cb);
    }
    return 0;
}

static void schedule_frames(void) {
    if (!wl_list_empty(&comp.frame_callbacks)) wl_event_source_timer_update(comp.frame_timer, 16);
}

// MARK: wl_surface

static void callback_unlink(struct wl_resource *r) { wl_list_remove(wl_resource_get_link(r)); }

static void surface_destroy(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }

static void surface_attach(struct wl_client *c, struct wl_resource *r, struct wl_resource *buffer, int32_t x, int32_t y) {
    (void)c; (void)x; (void)y;
    struct tc_surface *s = wl_resource_get_user_data(r);
    s->pending_buffer = buffer;
    s->pending_attach = true;
}

static void add_damage(struct tc_surface *s, int32_t x, int32_t y, int32_t w, int32_t h) {
    if (w <= 0 || h <= 0) return;
    if (x < 0) { w += x; x = 0; }
    if (y < 0) { h += y; y = 0; }
    if (w > 1 << 20) w = 1 << 20;
    if (h > 1 << 20) h = 1 << 20;
    if (s->damage_x1 <= s->damage_x0) {
        s->damage_x0 = x; s->damage_y0 = y; s->damage_x1 = x + w; s->damage_y1 = y + h;
    } else {
        if (x < s->damage_x0) s->damage_x0 = x;
        if (y < s->damage_y0) s->damage_y0 = y;
        if (x + w > s->damage_x1) s->damage_x1 = x + w;
        if (y + h > s->damage_y1) s->damage_y1 = y + h;
    }
}

static void surface_damage(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c;
    struct tc_surface *s = wl_resource_get_user_data(r);
    s->damage_surface = true;
    add_damage(s, x, y, w, h);
}

static void surface_damage_buffer(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c;
    add_damage(wl_resource_get_user_data(r), x, y, w, h);
}

static void surface_frame(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct tc_surface *s = wl_resource_get_user_data(r);
    struct wl_resource *cb = wl_resource_create(c, &wl_callback_interface, 1, id);
    wl_resource_set_implementation(cb, NULL, NULL, callback_unlink);
    wl_list_insert(s->pending_frames.prev, wl_resource_get_link(cb));
}

static void surface_region(struct wl_client *c, struct wl_resource *r, struct wl_resource *region) {
    (void)c; (void)r; (void)region;
}

static void surface_commit(struct wl_client *c, struct wl_resource *r) {
    (void)c;
    struct tc_surface *s = wl_resource_get_user_data(r);
    // frame callbacks go to the "vblank" list
    struct wl_resource *cb, *tmp;
    wl_resource_for_each_safe(cb, tmp, &s->pending_frames) {
        wl_list_remove(wl_resource_get_link(cb));
        wl_list_insert(comp.frame_callbacks.prev, wl_resource_get_link(cb));
    }
    schedule_frames();
    if (s->role != ROLE_TOPLEVEL) {
        s->pending_attach = false;
        s->damage_x0 = s->damage_x1 = 0;
        if (s->role == ROLE_CURSOR) emit("cursor commit");
        return;
    }
    if (s->xdg_surface && !s->initial_commit_done) {
        s->initial_commit_done = true;
        if (s->pending_attach && s->pending_buffer)
            wl_resource_post_error(s->xdg_surface, XDG_SURFACE_ERROR_UNCONFIGURED_BUFFER, "buffer attached before the first configure");
        emit("initial commit");
        shell_configure();
        s->pending_attach = false;
        return;
    }
    if (s->pending_attach) {
        s->pending_attach = false;
        if (!s->pending_buffer) {
            emit("commit null");
            if (s->current) buffer_release(s->current);
            s->current = NULL;
        } else {
            struct tc_buffer *b = buffer_for(s->pending_buffer);
            buffers_check();
            if (b->held && b != s->current) emit("violation buffer=%d attached while held", b->id);
            if (!buffer_capture(b)) return;
            struct tc_buffer *previous = s->current;
            if (!s->entered) s->entered = surface_enter_outputs(s);
            s->current = b;
            b->held = true;
            char damage[96] = "none";
            if (s->damage_x1 > s->damage_x0)
                snprintf(damage, sizeof damage, "%d,%d,%d,%d", s->damage_x0, s->damage_y0,
                         s->damage_x1 - s->damage_x0, s->damage_y1 - s->damage_y0);
            emit("commit %dx%d buffer=%d damage=%s%s scale=%d", b->width, b->height, b->id, damage,
                 s->damage_surface ? " (surface)" : "", s->buffer_scale);
            if (previous && previous != b && !comp.hold) buffer_release(previous);
            seat_focus_surface(s);
        }
    } else {
        emit("commit nobuffer");
    }
    s->damage_x0 = s->damage_x1 = 0;
    s->damage_surface = false;
}

static void surface_set_buffer_transform(struct wl_client *c, struct wl_resource *r, int32_t t) { (void)c; (void)r; (void)t; }
static void surface_set_buffer_scale(struct wl_client *c, struct wl_resource *r, int32_t scale) {
    (void)c;
    struct tc_surface *s = wl_resource_get_user_data(r);
    if (scale != s->buffer_scale) emit("buffer_scale %d", scale);
    s->buffer_scale = scale;
}
static void surface_offset(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y) { (void)c; (void)r; (void)x; (void)y; }

static const struct wl_surface_interface surface_impl = {
    .destroy = surface_destroy, .attach = surface_attach, .damage = surface_damage, .frame = surface_frame,
    .set_opaque_region = surface_region, .set_input_region = surface_region, .commit = surface_commit,
    .set_buffer_transform = surface_set_buffer_transform, .set_buffer_scale = surface_set_buffer_scale,
    .damage_buffer = surface_damage_buffer, .offset = surface_offset,
};

static void surface_free(struct wl_resource *r) {
    struct tc_surface *s = wl_resource_get_user_data(r);
    struct wl_resource *cb, *tmp;
    wl_resource_for_each_safe(cb, tmp, &s->pending_frames) wl_resource_destroy(cb);
    seat_surface_gone(s);
    if (comp.toplevel == s) comp.toplevel = NULL;
    if (s->xdg_surface) wl_resource_set_user_data(s->xdg_surface, NULL);
    if (s->xdg_toplevel) wl_resource_set_user_data(s->xdg_toplevel, NULL);
    free(s);
}

// MARK: wl_region (accepted and ignored: the test compositor has no input or opaque regions)

static void region_destroy(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }
static void region_rect(struct wl_client *c, struct wl_resource *r, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)c; (void)r; (void)x; (void)y; (void)w; (void)h;
}
static const struct wl_region_interface region_impl = { .destroy = region_destroy, .add = region_rect, .subtract = region_rect };

// MARK: wl_compositor

static void create_surface(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct tc_surface *s = calloc(1, sizeof *s);
    s->buffer_scale = 1;
    wl_list_init(&s->pending_frames);
    s->resource = wl_resource_create(c, &wl_surface_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(s->resource, &surface_impl, s, surface_free);
}

static void create_region(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct wl_resource *region = wl_resource_create(c, &wl_region_interface, 1, id);
    (void)r;
    wl_resource_set_implementation(region, &region_impl, NULL, NULL);
}

static const struct wl_compositor_interface compositor_impl = { .create_surface = create_surface, .create_region = create_region };

static void client_gone(struct wl_listener *l, void *data) {
    (void)data;
    emit("client gone");
    wl_list_remove(&l->link);
    free(l);
}

static void bind_compositor(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wl_compositor_interface, (int)version, id);
    wl_resource_set_implementation(r, &compositor_impl, NULL, NULL);
    emit("bind wl_compositor v%u", version);
    struct wl_listener *gone = calloc(1, sizeof *gone);
    gone->notify = client_gone;
    wl_client_add_destroy_listener(c, gone);
}

void compositor_init(void) {
    wl_global_create(comp.display, &wl_compositor_interface, 5, NULL, bind_compositor);
    wl_display_init_shm(comp.display);
    comp.frame_timer = wl_event_loop_add_timer(comp.loop, on_frame_timer, NULL);
}

// MARK: wl_output

static struct wl_list outputs;  // wl_output resources
static struct wl_global *output_global;   // NULL while unplugged

static void output_release(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }
static void output_unlink(struct wl_resource *r) { wl_list_remove(wl_resource_get_link(r)); }

/// Tells a surface it is on the output (once, when it first shows a buffer); false when its
/// client has bound no output (yet, or since an unplug).
static bool surface_enter_outputs(struct tc_surface *s) {
    struct wl_resource *o;
    bool entered = false;
    if (!output_global) return false;
    wl_resource_for_each(o, &outputs)
        if (wl_resource_get_client(o) == wl_resource_get_client(s->resource)) { wl_surface_send_enter(s->resource, o); entered = true; }
    return entered;
}
static const struct wl_output_interface output_impl = { .release = output_release };

static void bind_output(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wl_output_interface, (int)version, id);
    wl_resource_set_implementation(r, &output_impl, NULL, output_unlink);
    wl_list_insert(&outputs, wl_resource_get_link(r));
    wl_output_send_geometry(r, 0, 0, comp.out_width / 4, comp.out_height / 4, WL_OUTPUT_SUBPIXEL_UNKNOWN,
                            "wlcharts", "testcomp", WL_OUTPUT_TRANSFORM_NORMAL);
    wl_output_send_mode(r, WL_OUTPUT_MODE_CURRENT | WL_OUTPUT_MODE_PREFERRED, comp.out_width, comp.out_height, 60000);
    if (version >= 2) wl_output_send_scale(r, comp.out_scale);
    if (version >= 4) { wl_output_send_name(r, "TEST-1"); wl_output_send_description(r, "wlcharts test output"); }
    if (version >= 2) wl_output_send_done(r);
    emit("bind wl_output v%u", version);
    if (comp.toplevel && !comp.toplevel->entered && wl_resource_get_client(comp.toplevel->resource) == c) {
        comp.toplevel->entered = true;
        wl_surface_send_enter(comp.toplevel->resource, r);
    }
}

/// The output's integer scale changes (a user's display setting): every bound wl_output hears the
/// new scale and `done`.
void output_set_scale(int scale) {
    comp.out_scale = scale;
    struct wl_resource *o;
    wl_resource_for_each(o, &outputs) {
        if (wl_resource_get_version(o) >= 2) { wl_output_send_scale(o, scale); wl_output_send_done(o); }
    }
}

void output_init(void) {
    wl_list_init(&outputs);
    output_global = wl_global_create(comp.display, &wl_output_interface, 4, NULL, bind_output);
}

/// The monitor is unplugged: the window leaves it, its global goes (clients hear global_remove).
/// The resources bound to it stay valid, inert, until their clients release them.
void output_unplug(void) {
    if (!output_global) return;
    struct wl_resource *o;
    if (comp.toplevel && comp.toplevel->entered) {
        wl_resource_for_each(o, &outputs)
            if (wl_resource_get_client(o) == wl_resource_get_client(comp.toplevel->resource))
                wl_surface_send_leave(comp.toplevel->resource, o);
        comp.toplevel->entered = false;
    }
    // The old resources leave the list (a plug's window enters only the new output's).
    struct wl_resource *tmp;
    wl_resource_for_each_safe(o, tmp, &outputs) { wl_list_remove(wl_resource_get_link(o)); wl_list_init(wl_resource_get_link(o)); }
    wl_global_destroy(output_global);
    output_global = NULL;
}

/// A monitor is plugged in (another one, with a new global name): the window enters it when the
/// client has bound it and commits again.
void output_plug(int width, int height, int scale) {
    if (output_global) output_unplug();
    comp.out_width = width; comp.out_height = height; comp.out_scale = scale;
    output_global = wl_global_create(comp.display, &wl_output_interface, 4, NULL, bind_output);
}
