// Shim header for libpng (Debian: libpng-dev). Raster reaches libpng only through this module.
#include <png.h>
