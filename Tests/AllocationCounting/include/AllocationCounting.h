// Counts the heap allocations of one thread (test support, in no product): malloc, calloc,
// realloc and the aligned forms, replaced for the whole test binary by wrappers around glibc's
// own (`__libc_malloc` …), which add one to a thread-local count while the calling thread counts.
// Other threads (Swift Testing runs other tests beside) are never counted.
#ifndef ALLOCATION_COUNTING_H
#define ALLOCATION_COUNTING_H

/// Whether allocations are counted in this build: not under AddressSanitizer or
/// ThreadSanitizer, whose runtimes own malloc (the tests skip with a note).
int allocation_counting_available(void);

/// Starts counting the calling thread's allocations from zero.
void allocation_counting_start(void);

/// Stops counting on the calling thread and returns its allocations since the start.
long allocation_counting_stop(void);

/// Called once for every counted allocation: a place for a debugger's breakpoint
/// (`gdb -ex 'break allocation_counting_hit'` … then `bt` names the allocating frame).
void allocation_counting_hit(void);

#endif
