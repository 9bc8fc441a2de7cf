// Shim header for libpng, zlib and libdeflate (Debian: libpng-dev, zlib1g-dev,
// libdeflate-dev). Raster reaches them only through this module: libpng's decoder, zlib's
// CRC-32 and inflate (tests), and libdeflate's deflate for the PNG writer's image data.
#include <png.h>
#include <zlib.h>
#include <libdeflate.h>
