// wlcharts-testcomp: command line, stdin commands and the event loop (see testcomp.h, docs/testing.md).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "testcomp.h"

struct comp comp;

void emit(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    fputc('\n', stdout);
    fflush(stdout);
}

uint32_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static void usage(void) {
    fprintf(stderr,
        "usage: wlcharts-testcomp [--socket NAME] [--size WxH] [--scale N] [--fractional S] [--hold] [--commands FIFO]\n"
        "  A test compositor: reads commands on stdin (or the FIFO), prints events on stdout. Commands:\n"
        "    touch down ID X Y | touch motion ID X Y | touch up ID | touch frame | touch cancel\n"
        "    pointer motion X Y | pointer button left|right|middle press|release | pointer leave\n"
        "    pointer axis vertical|horizontal STEPS   (wheel notches; 1 = one notch down/right)\n"
        "    pointer pinch begin | pointer pinch update SCALE | pointer pinch end   (touchpad pinch)\n"
        "    key NAME|CODE [press|release]            (names: q esc tab n left right up down plus minus f11 ctrl …)\n"
        "    configure WxH | close | ping | hold on|off | release | check | screenshot PATH\n"
        "    output WxH   (the output's mode changes, e.g. rotated: a fullscreen window is configured to it)\n"
        "    scale N      (the output's integer scale changes: wl_output.scale + done, the window reconfigured)\n"
        "    unplug | plug WxH [SCALE]   (hot-plug: the output's global goes; another comes, the window enters it)\n"
        "    clock freeze | clock advance MS | clock real   (input events' timestamps: stepped by hand, or real)\n"
        "    protocol-error | quit\n");
}

static bool parse_size(const char *s, int *w, int *h) {
    return sscanf(s, "%dx%d", w, h) == 2 && *w > 0 && *h > 0;
}

static void command(char *line) {
    char *words[8];
    int count = 0;
    for (char *save = NULL, *w = strtok_r(line, " \t\r\n", &save); w && count < 8; w = strtok_r(NULL, " \t\r\n", &save))
        words[count++] = w;
    if (count == 0 || words[0][0] == '#') return;
    const char *c = words[0];
    if (strcmp(c, "configure") == 0 && count == 2) {
        int w, h;
        if (!parse_size(words[1], &w, &h)) { emit("error bad size %s", words[1]); return; }
        comp.win_width = w; comp.win_height = h;
        shell_configure();
    } else if (strcmp(c, "output") == 0 && count == 2) {
        int w, h;
        if (!parse_size(words[1], &w, &h)) { emit("error bad size %s", words[1]); return; }
        comp.out_width = w; comp.out_height = h;
        emit("output %dx%d", w, h);
        shell_configure();
    } else if (strcmp(c, "scale") == 0 && count == 2) {
        int scale = atoi(words[1]);
        if (scale < 1) { emit("error bad scale %s", words[1]); return; }
        output_set_scale(scale);
        emit("scale %d", scale);
        shell_configure();
    } else if (strcmp(c, "unplug") == 0) {
        output_unplug();
        emit("unplugged");
    } else if (strcmp(c, "plug") == 0 && (count == 2 || count == 3)) {
        int w, h, scale = count == 3 ? atoi(words[2]) : 1;
        if (!parse_size(words[1], &w, &h) || scale < 1) { emit("error bad output %s", words[1]); return; }
        output_plug(w, h, scale);
        emit("plugged %dx%d scale=%d", w, h, scale);
        shell_configure();
    } else if (strcmp(c, "close") == 0) {
        shell_close();
    } else if (strcmp(c, "ping") == 0) {
        shell_ping();
    } else if (strcmp(c, "hold") == 0 && count == 2) {
        comp.hold = strcmp(words[1], "on") == 0;
        emit("hold %s", comp.hold ? "on" : "off");
    } else if (strcmp(c, "release") == 0) {
        buffers_release_all();
    } else if (strcmp(c, "check") == 0) {
        buffers_check();
        emit("checked");
    } else if ((strcmp(c, "screenshot") == 0 || strcmp(c, "shot") == 0) && count == 2) {
        if (screenshot(words[1])) emit("screenshot %s %dx%d", words[1], comp.shot_width, comp.shot_height);
        else emit("error screenshot %s failed", words[1]);
    } else if (strcmp(c, "protocol-error") == 0) {
        if (comp.toplevel && comp.toplevel->xdg_surface) {
            wl_resource_post_error(comp.toplevel->xdg_surface, XDG_SURFACE_ERROR_NOT_CONSTRUCTED, "wlcharts-testcomp was told to fail");
            emit("protocol error sent");
        } else emit("error no window");
    } else if (strcmp(c, "quit") == 0) {
        comp.quit = true;
    } else if (!seat_command(words, count)) {
        emit("error unknown command %s", c);
    }
}

static char input[65536];
static size_t input_len;

static int on_stdin(int fd, uint32_t mask, void *data) {
    (void)data;
    ssize_t n = read(fd, input + input_len, sizeof input - 1 - input_len);
    if (n <= 0) {
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) return 0;
        comp.quit = true;   // stdin closed: the test is over
        return 0;
    }
    input_len += (size_t)n;
    char *start = input;
    char *nl;
    while ((nl = memchr(start, '\n', input_len - (size_t)(start - input)))) {
        *nl = 0;
        command(start);
        start = nl + 1;
    }
    input_len -= (size_t)(start - input);
    memmove(input, start, input_len);
    if (input_len == sizeof input - 1) input_len = 0;  // an absurd line: drop it
    (void)mask;
    return 0;
}

static int on_signal(int sig, void *data) {
    (void)data; (void)sig;
    comp.quit = true;
    return 0;
}

int main(int argc, char **argv) {
    const char *socket = NULL, *fifo = NULL;
    comp.out_width = 800; comp.out_height = 600; comp.out_scale = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--socket") == 0 && i + 1 < argc) socket = argv[++i];
        else if (strcmp(argv[i], "--size") == 0 && i + 1 < argc) {
            if (!parse_size(argv[++i], &comp.out_width, &comp.out_height)) { usage(); return 2; }
        } else if (strcmp(argv[i], "--scale") == 0 && i + 1 < argc) comp.out_scale = atoi(argv[++i]);
        else if (strcmp(argv[i], "--hold") == 0) comp.hold = true;
        else if (strcmp(argv[i], "--commands") == 0 && i + 1 < argc) fifo = argv[++i];
        else if (strcmp(argv[i], "--fractional") == 0 && i + 1 < argc) comp.fractional120 = (int)(atof(argv[++i]) * 120 + 0.5);
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) { usage(); return 0; }
        else { usage(); return 2; }
    }
    if (comp.out_scale < 1) comp.out_scale = 1;
    comp.win_width = comp.out_width; comp.win_height = comp.out_height;
    if (!getenv("XDG_RUNTIME_DIR")) { fprintf(stderr, "wlcharts-testcomp: XDG_RUNTIME_DIR is not set\n"); return 1; }
    signal(SIGPIPE, SIG_IGN);

    comp.display = wl_display_create();
    comp.loop = wl_display_get_event_loop(comp.display);
    const char *name = socket;
    if (socket) {
        if (wl_display_add_socket(comp.display, socket) != 0) {
            fprintf(stderr, "wlcharts-testcomp: cannot create socket %s: %s\n", socket, strerror(errno));
            return 1;
        }
    } else if (!(name = wl_display_add_socket_auto(comp.display))) {
        fprintf(stderr, "wlcharts-testcomp: cannot create a socket\n");
        return 1;
    }
    wl_list_init(&comp.buffers);
    wl_list_init(&comp.frame_callbacks);
    compositor_init();
    output_init();
    shell_init();
    seat_init();
    extras_init();
    int commands = STDIN_FILENO;
    if (fifo) {
        // Read and write, so the FIFO never reports end-of-file when a writer goes away.
        commands = open(fifo, O_RDWR | O_CLOEXEC);
        if (commands < 0) { fprintf(stderr, "wlcharts-testcomp: cannot open %s: %s\n", fifo, strerror(errno)); return 1; }
    }
    // Kept to be removed at the end: wl_display_destroy frees the loop, not sources still in it.
    struct wl_event_source *sources[] = {
        wl_event_loop_add_fd(comp.loop, commands, WL_EVENT_READABLE, on_stdin, NULL),
        wl_event_loop_add_signal(comp.loop, SIGTERM, on_signal, NULL),
        wl_event_loop_add_signal(comp.loop, SIGINT, on_signal, NULL),
    };
    emit("ready socket=%s size=%dx%d scale=%d", name, comp.out_width, comp.out_height, comp.out_scale);
    while (!comp.quit) {
        wl_display_flush_clients(comp.display);
        if (wl_event_loop_dispatch(comp.loop, -1) < 0 && errno != EINTR) break;
    }
    emit("quit");
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++) if (sources[i]) wl_event_source_remove(sources[i]);
    wl_display_destroy_clients(comp.display);
    wl_display_destroy(comp.display);
    return 0;
}
