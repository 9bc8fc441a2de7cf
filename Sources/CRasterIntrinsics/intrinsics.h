// intrinsics.h · CRasterIntrinsics · compiler intrinsics that Swift does not expose, for
// Raster's rasterizer. Header only: each function is `static inline`, so it compiles into its
// Swift caller and links nothing.
#ifndef RASTER_INTRINSICS_H
#define RASTER_INTRINSICS_H

/// Starts bringing the cache line that holds `address` into the cache, to be written soon,
/// without waiting for it (x86 PREFETCHW or PREFETCHT0, AArch64 PRFM PSTL1KEEP). A hint only:
/// it never faults, whatever the address, and changes no result.
static inline __attribute__((always_inline)) void raster_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
