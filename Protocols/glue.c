// Hand-written glue that Swift cannot express through Glibc alone (memfd_create needs _GNU_SOURCE).
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include "WaylandProtocols.h"

int wlc_create_shm_file(long size) {
    int fd = memfd_create("wlcharts-shm", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) {
        char name[64];
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
            snprintf(name, sizeof name, "/wlcharts-%d-%ld-%d", (int)getpid(), (long)ts.tv_nsec, attempt);
            fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
            if (fd >= 0) shm_unlink(name);
            else if (errno != EEXIST) return -1;
        }
        if (fd < 0) return -1;
    }
    int r;
    do { r = ftruncate(fd, size); } while (r < 0 && errno == EINTR);
    if (r < 0) { int e = errno; close(fd); errno = e; return -1; }
    return fd;
}

// libwayland-client reports a protocol error's text only through its log handler: keep the last
// line so the client can show it (instead of libwayland's own stderr output).
#include <stdarg.h>
#include <string.h>
static char wlc_log_line[512];

static void wlc_log_handler(const char *fmt, va_list args) {
    vsnprintf(wlc_log_line, sizeof wlc_log_line, fmt, args);
    size_t n = strlen(wlc_log_line);
    while (n > 0 && (wlc_log_line[n - 1] == '\n' || wlc_log_line[n - 1] == ' ')) wlc_log_line[--n] = 0;
}

void wlc_capture_log(void) { wl_log_set_handler_client(wlc_log_handler); }

const char *wlc_last_log(void) { return wlc_log_line; }
