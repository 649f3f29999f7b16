// wlcharts-testcomp: wl_seat with pointer, keyboard (an xkb "us" keymap) and touch, and the
// stdin commands that drive them.
#define _GNU_SOURCE
#include <linux/input-event-codes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <xkbcommon/xkbcommon.h>
#include "testcomp.h"

static struct wl_list seats, pointers, keyboards, touches;
static struct tc_surface *focus;  // the surface input goes to (the mapped toplevel)

static void unlink_resource(struct wl_resource *r) { wl_list_remove(wl_resource_get_link(r)); }
static void release(struct wl_client *c, struct wl_resource *r) { (void)c; wl_resource_destroy(r); }
static bool same_client(struct wl_resource *r) {
    return focus && wl_resource_get_client(r) == wl_resource_get_client(focus->resource);
}

// MARK: pointer

static void set_cursor(struct wl_client *c, struct wl_resource *r, uint32_t serial, struct wl_resource *surface, int32_t hx, int32_t hy) {
    (void)c; (void)r; (void)serial;
    if (surface) {
        struct tc_surface *s = wl_resource_get_user_data(surface);
        s->role = ROLE_CURSOR;
        emit("set_cursor hotspot=%d,%d", hx, hy);
    } else emit("set_cursor none");
}
static const struct wl_pointer_interface pointer_impl = { .set_cursor = set_cursor, .release = release };

static void pointer_frame(void) {
    struct wl_resource *p;
    wl_resource_for_each(p, &pointers) if (same_client(p) && wl_resource_get_version(p) >= 5) wl_pointer_send_frame(p);
}

static void pointer_enter(void) {
    if (comp.pointer_entered || !focus) return;
    comp.pointer_entered = true;
    uint32_t serial = wl_display_next_serial(comp.display);
    struct wl_resource *p;
    wl_resource_for_each(p, &pointers) if (same_client(p))
        wl_pointer_send_enter(p, serial, focus->resource, wl_fixed_from_double(comp.pointer_x), wl_fixed_from_double(comp.pointer_y));
}

// MARK: keyboard

static void send_keymap(struct wl_resource *k) {
    int fd = memfd_create("wlcharts-testcomp-keymap", MFD_CLOEXEC);
    if (fd < 0 || write(fd, comp.keymap, comp.keymap_size) != (ssize_t)comp.keymap_size) { emit("error keymap fd"); return; }
    wl_keyboard_send_keymap(k, WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1, fd, (uint32_t)comp.keymap_size);
    close(fd);
}

static void keyboard_enter(void) {
    if (comp.keyboard_entered || !focus) return;
    comp.keyboard_entered = true;
    uint32_t serial = wl_display_next_serial(comp.display);
    struct wl_array keys;
    wl_array_init(&keys);
    struct wl_resource *k;
    wl_resource_for_each(k, &keyboards) if (same_client(k)) {
        wl_keyboard_send_enter(k, serial, focus->resource, &keys);
        wl_keyboard_send_modifiers(k, serial, comp.mods_depressed, comp.mods_latched, comp.mods_locked, comp.group);
    }
    wl_array_release(&keys);
}

static const struct wl_keyboard_interface keyboard_impl = { .release = release };
static const struct wl_touch_interface touch_impl = { .release = release };

// MARK: wl_seat

static void get_pointer(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct wl_resource *p = wl_resource_create(c, &wl_pointer_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(p, &pointer_impl, NULL, unlink_resource);
    wl_list_insert(&pointers, wl_resource_get_link(p));
    emit("get_pointer");
}
static void get_keyboard(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct wl_resource *k = wl_resource_create(c, &wl_keyboard_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(k, &keyboard_impl, NULL, unlink_resource);
    wl_list_insert(&keyboards, wl_resource_get_link(k));
    send_keymap(k);
    if (wl_resource_get_version(k) >= 4) wl_keyboard_send_repeat_info(k, 25, 400);
    emit("get_keyboard");
    if (focus && comp.keyboard_entered && same_client(k)) {
        struct wl_array keys;
        wl_array_init(&keys);
        wl_keyboard_send_enter(k, wl_display_next_serial(comp.display), focus->resource, &keys);
        wl_array_release(&keys);
    }
}
static void get_touch(struct wl_client *c, struct wl_resource *r, uint32_t id) {
    struct wl_resource *t = wl_resource_create(c, &wl_touch_interface, wl_resource_get_version(r), id);
    wl_resource_set_implementation(t, &touch_impl, NULL, unlink_resource);
    wl_list_insert(&touches, wl_resource_get_link(t));
    emit("get_touch");
}
static const struct wl_seat_interface seat_impl = {
    .get_pointer = get_pointer, .get_keyboard = get_keyboard, .get_touch = get_touch, .release = release,
};

static void bind_seat(struct wl_client *c, void *data, uint32_t version, uint32_t id) {
    (void)data;
    struct wl_resource *r = wl_resource_create(c, &wl_seat_interface, (int)version, id);
    wl_resource_set_implementation(r, &seat_impl, NULL, unlink_resource);
    wl_list_insert(&seats, wl_resource_get_link(r));
    wl_seat_send_capabilities(r, WL_SEAT_CAPABILITY_POINTER | WL_SEAT_CAPABILITY_KEYBOARD | WL_SEAT_CAPABILITY_TOUCH);
    if (version >= 2) wl_seat_send_name(r, "seat0");
    emit("bind wl_seat v%u", version);
}

void seat_init(void) {
    wl_list_init(&seats); wl_list_init(&pointers); wl_list_init(&keyboards); wl_list_init(&touches);
    comp.xkb_context = xkb_context_new(XKB_CONTEXT_NO_FLAGS);
    struct xkb_rule_names names = { .rules = "evdev", .model = "pc105", .layout = "us" };
    comp.xkb_keymap = comp.xkb_context ? xkb_keymap_new_from_names(comp.xkb_context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS) : NULL;
    if (!comp.xkb_keymap) { fprintf(stderr, "wlcharts-testcomp: cannot compile an xkb keymap (is xkb-data installed?)\n"); exit(1); }
    comp.keymap = xkb_keymap_get_as_string(comp.xkb_keymap, XKB_KEYMAP_FORMAT_TEXT_V1);
    comp.keymap_size = strlen(comp.keymap) + 1;
    comp.xkb_state = xkb_state_new(comp.xkb_keymap);
    wl_global_create(comp.display, &wl_seat_interface, 8, NULL, bind_seat);
}

void seat_focus_surface(struct tc_surface *s) {
    if (focus == s) return;
    focus = s;
    comp.pointer_entered = comp.keyboard_entered = false;
    keyboard_enter();
}

void seat_surface_gone(struct tc_surface *s) {
    if (focus == s) { focus = NULL; comp.pointer_entered = comp.keyboard_entered = false; }
}

// MARK: commands

static const struct { const char *name; uint32_t code; } key_names[] = {
    {"esc", KEY_ESC}, {"escape", KEY_ESC}, {"tab", KEY_TAB}, {"enter", KEY_ENTER}, {"space", KEY_SPACE},
    {"minus", KEY_MINUS}, {"equal", KEY_EQUAL}, {"plus", KEY_KPPLUS}, {"kpplus", KEY_KPPLUS}, {"kpminus", KEY_KPMINUS},
    {"left", KEY_LEFT}, {"right", KEY_RIGHT}, {"up", KEY_UP}, {"down", KEY_DOWN}, {"f11", KEY_F11},
    {"home", KEY_HOME}, {"end", KEY_END}, {"leftbrace", KEY_LEFTBRACE}, {"rightbrace", KEY_RIGHTBRACE},
    {"ctrl", KEY_LEFTCTRL}, {"leftctrl", KEY_LEFTCTRL}, {"shift", KEY_LEFTSHIFT}, {"leftshift", KEY_LEFTSHIFT},
    {"alt", KEY_LEFTALT}, {"leftalt", KEY_LEFTALT},
    {"a", KEY_A}, {"b", KEY_B}, {"c", KEY_C}, {"d", KEY_D}, {"e", KEY_E}, {"f", KEY_F}, {"g", KEY_G}, {"h", KEY_H},
    {"i", KEY_I}, {"j", KEY_J}, {"k", KEY_K}, {"l", KEY_L}, {"m", KEY_M}, {"n", KEY_N}, {"o", KEY_O}, {"p", KEY_P},
    {"q", KEY_Q}, {"r", KEY_R}, {"s", KEY_S}, {"t", KEY_T}, {"u", KEY_U}, {"v", KEY_V}, {"w", KEY_W}, {"x", KEY_X},
    {"y", KEY_Y}, {"z", KEY_Z}, {"0", KEY_0}, {"1", KEY_1}, {"2", KEY_2}, {"3", KEY_3}, {"4", KEY_4},
};

static void key(uint32_t code, bool press) {
    keyboard_enter();
    uint32_t serial = wl_display_next_serial(comp.display);
    xkb_state_update_key(comp.xkb_state, code + 8, press ? XKB_KEY_DOWN : XKB_KEY_UP);
    uint32_t d = xkb_state_serialize_mods(comp.xkb_state, XKB_STATE_MODS_DEPRESSED);
    uint32_t l = xkb_state_serialize_mods(comp.xkb_state, XKB_STATE_MODS_LATCHED);
    uint32_t k = xkb_state_serialize_mods(comp.xkb_state, XKB_STATE_MODS_LOCKED);
    uint32_t g = xkb_state_serialize_layout(comp.xkb_state, XKB_STATE_LAYOUT_EFFECTIVE);
    bool mods_changed = d != comp.mods_depressed || l != comp.mods_latched || k != comp.mods_locked || g != comp.group;
    comp.mods_depressed = d; comp.mods_latched = l; comp.mods_locked = k; comp.group = g;
    struct wl_resource *r;
    wl_resource_for_each(r, &keyboards) if (same_client(r)) {
        wl_keyboard_send_key(r, serial, input_ms(), code, press ? WL_KEYBOARD_KEY_STATE_PRESSED : WL_KEYBOARD_KEY_STATE_RELEASED);
        if (mods_changed) wl_keyboard_send_modifiers(r, serial, d, l, k, g);
    }
    emit("key %u %s", code, press ? "press" : "release");
}

static uint32_t button_code(const char *name) {
    if (strcmp(name, "left") == 0) return BTN_LEFT;
    if (strcmp(name, "right") == 0) return BTN_RIGHT;
    if (strcmp(name, "middle") == 0) return BTN_MIDDLE;
    return (uint32_t)strtoul(name, NULL, 0);
}

// The time stamped on input events: the real clock, or a frozen one the test steps by hand
// (`clock freeze`, `clock advance MS`, `clock real`), so a flick's speed does not depend on how
// quickly a loaded machine gets the commands through.
static bool clock_frozen;
static uint32_t clock_ms;

uint32_t input_ms(void) { return clock_frozen ? clock_ms : now_ms(); }

bool seat_command(char *w[], int n) {
    if (strcmp(w[0], "clock") == 0 && n >= 2) {
        if (strcmp(w[1], "freeze") == 0 && n == 2) { clock_ms = input_ms(); clock_frozen = true; }
        else if (strcmp(w[1], "advance") == 0 && n == 3 && clock_frozen) clock_ms += (uint32_t)strtoul(w[2], NULL, 10);
        else if (strcmp(w[1], "real") == 0 && n == 2) clock_frozen = false;
        else return false;
        emit("clock %s %u", clock_frozen ? "frozen" : "real", input_ms());
        return true;
    }
    if (!focus && (strcmp(w[0], "touch") == 0 || strcmp(w[0], "pointer") == 0 || strcmp(w[0], "key") == 0)) {
        emit("error no mapped window for input");
        return true;
    }
    struct wl_resource *r;
    uint32_t t = input_ms();
    if (strcmp(w[0], "touch") == 0 && n >= 2) {
        const char *what = w[1];
        if (strcmp(what, "down") == 0 && n == 5) {
            uint32_t serial = wl_display_next_serial(comp.display);
            wl_resource_for_each(r, &touches) if (same_client(r))
                wl_touch_send_down(r, serial, t, focus->resource, atoi(w[2]), wl_fixed_from_double(atof(w[3])), wl_fixed_from_double(atof(w[4])));
        } else if (strcmp(what, "motion") == 0 && n == 5) {
            wl_resource_for_each(r, &touches) if (same_client(r))
                wl_touch_send_motion(r, t, atoi(w[2]), wl_fixed_from_double(atof(w[3])), wl_fixed_from_double(atof(w[4])));
        } else if (strcmp(what, "up") == 0 && n == 3) {
            uint32_t serial = wl_display_next_serial(comp.display);
            wl_resource_for_each(r, &touches) if (same_client(r)) wl_touch_send_up(r, serial, t, atoi(w[2]));
        } else if (strcmp(what, "frame") == 0) {
            wl_resource_for_each(r, &touches) if (same_client(r)) wl_touch_send_frame(r);
        } else if (strcmp(what, "cancel") == 0) {
            wl_resource_for_each(r, &touches) if (same_client(r)) wl_touch_send_cancel(r);
        } else return false;
        emit("touch %s", what);
        return true;
    }
    if (strcmp(w[0], "pointer") == 0 && n >= 2) {
        const char *what = w[1];
        if (strcmp(what, "motion") == 0 && n == 4) {
            comp.pointer_x = atof(w[2]); comp.pointer_y = atof(w[3]);
            if (!comp.pointer_entered) pointer_enter();
            else wl_resource_for_each(r, &pointers) if (same_client(r))
                wl_pointer_send_motion(r, t, wl_fixed_from_double(comp.pointer_x), wl_fixed_from_double(comp.pointer_y));
            pointer_frame();
        } else if (strcmp(what, "button") == 0 && n == 4) {
            pointer_enter();
            uint32_t serial = wl_display_next_serial(comp.display);
            bool press = strcmp(w[3], "press") == 0;
            wl_resource_for_each(r, &pointers) if (same_client(r))
                wl_pointer_send_button(r, serial, t, button_code(w[2]), press ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED);
            pointer_frame();
        } else if (strcmp(what, "axis") == 0 && n == 4) {
            pointer_enter();
            uint32_t axis = strcmp(w[2], "horizontal") == 0 ? WL_POINTER_AXIS_HORIZONTAL_SCROLL : WL_POINTER_AXIS_VERTICAL_SCROLL;
            double steps = atof(w[3]);
            wl_resource_for_each(r, &pointers) if (same_client(r)) {
                int v = wl_resource_get_version(r);
                if (v >= 5) wl_pointer_send_axis_source(r, WL_POINTER_AXIS_SOURCE_WHEEL);
                if (v >= 8) wl_pointer_send_axis_value120(r, axis, (int32_t)(steps * 120));
                else if (v >= 5) wl_pointer_send_axis_discrete(r, axis, (int32_t)steps);
                wl_pointer_send_axis(r, t, axis, wl_fixed_from_double(steps * 15));
            }
            pointer_frame();
        } else if (strcmp(what, "pinch") == 0 && n >= 3) {
            if (!pinch_command(w[2], n >= 4 ? atof(w[3]) : 1, focus->resource)) return false;
        } else if (strcmp(what, "leave") == 0) {
            uint32_t serial = wl_display_next_serial(comp.display);
            if (comp.pointer_entered) wl_resource_for_each(r, &pointers) if (same_client(r)) wl_pointer_send_leave(r, serial, focus->resource);
            comp.pointer_entered = false;
            pointer_frame();
        } else return false;
        emit("pointer %s", what);
        return true;
    }
    if (strcmp(w[0], "key") == 0 && n >= 2) {
        uint32_t code = 0;
        for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
            if (strcmp(key_names[i].name, w[1]) == 0) code = key_names[i].code;
        if (!code) code = (uint32_t)strtoul(w[1], NULL, 0);
        if (!code) { emit("error unknown key %s", w[1]); return true; }
        if (n == 2 || strcmp(w[2], "press") == 0) key(code, true);
        if (n == 2 || strcmp(w[2], "release") == 0) key(code, false);
        return true;
    }
    return false;
}
