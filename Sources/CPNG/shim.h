// Shim header for libpng and zlib (Debian: libpng-dev, zlib1g-dev). Raster reaches libpng only
// through this module: its decoder, and zlib's deflate and CRC-32 for the PNG writer.
#include <png.h>
#include <zlib.h>
