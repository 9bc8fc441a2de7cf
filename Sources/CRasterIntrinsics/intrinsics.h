// intrinsics.h · CRasterIntrinsics · compiler intrinsics and a C library query that Swift does
// not expose, for Raster's rasterizer and its deep-recursion guard. Header only: each function
// is `static inline`, so it compiles into its Swift caller and links nothing beyond the C library.
#ifndef RASTER_INTRINSICS_H
#define RASTER_INTRINSICS_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

/// glibc's, declared by <pthread.h> only under _GNU_SOURCE, which the Glibc module is not built with.
extern int pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes);

/// Starts bringing the cache line that holds `address` into the cache, to be written soon,
/// without waiting for it (x86 PREFETCHW or PREFETCHT0, AArch64 PRFM PSTL1KEEP). A hint only:
/// it never faults, whatever the address, and changes no result.
static inline __attribute__((always_inline)) void raster_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// The bytes of stack left on the calling thread below the caller's frame (stacks grow down on
/// every platform Raster builds for), or SIZE_MAX when the thread's stack is unknown. The
/// stack's low end is looked up once per thread.
static inline size_t raster_stack_bytes_left(void) {
    static __thread const char *low;
    static __thread int looked_up;
    if (!looked_up) {
        looked_up = 1;
        pthread_attr_t attributes;
        if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
            void *address = NULL;
            size_t size = 0;
            if (pthread_attr_getstack(&attributes, &address, &size) == 0) low = (const char *)address;
            pthread_attr_destroy(&attributes);
        }
    }
    if (low == NULL) return SIZE_MAX;
    const char here = 0;
    const char *frame = &here;
    return frame > low ? (size_t)(frame - low) : 0;
}

#endif
