#include "AllocationCounting.h"
#include <errno.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ALLOCATION_COUNTING_OFF 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOCATION_COUNTING_OFF 1
#endif

// Static TLS (initial-exec): reading it never allocates, so malloc may touch it.
static _Thread_local __attribute__((tls_model("initial-exec"))) int counting;
static _Thread_local __attribute__((tls_model("initial-exec"))) long count;

__attribute__((noinline)) void allocation_counting_hit(void) { __asm__ volatile(""); }

void allocation_counting_start(void) { count = 0; counting = 1; }

long allocation_counting_stop(void) { counting = 0; return count; }

#ifdef ALLOCATION_COUNTING_OFF

int allocation_counting_available(void) { return 0; }

#else

int allocation_counting_available(void) { return 1; }

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static inline void counted(void) {
    if (counting) { count += 1; allocation_counting_hit(); }
}

void *malloc(size_t size) { counted(); return __libc_malloc(size); }

void *calloc(size_t count, size_t size) { counted(); return __libc_calloc(count, size); }

void *realloc(void *pointer, size_t size) { counted(); return __libc_realloc(pointer, size); }

void *memalign(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }

void *aligned_alloc(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
    counted();
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *result = p;
    return 0;
}

#endif
