// TimeConstants.swift · Raster/Support · Darwin's NSEC_PER_SEC family, which Linux's Glibc and Dispatch lack
// Status: Complete.
//
// Apple platforms import these from Darwin's <time.h>; view models use them to sleep
// (`Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)`, Hackers and Ice Cubes in the compatibility
// surveys). Linux's C headers do not define them, so Raster does, with Darwin's types.

/// Nanoseconds in a second, 1,000,000,000 (Darwin's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond, 1,000,000 (Darwin's `NSEC_PER_MSEC`).
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond, 1,000 (Darwin's `NSEC_PER_USEC`).
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second, 1,000,000 (Darwin's `USEC_PER_SEC`).
public let USEC_PER_SEC: UInt64 = 1_000_000
