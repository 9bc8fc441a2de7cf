// RasterJPEG.h · CRasterJPEG · JPEG decoding and encoding through the system's libjpeg(-turbo), for Raster's images
//
// libjpeg reports a damaged file by calling its error handler, which must not return: these
// functions catch it with setjmp/longjmp (which Swift cannot) and return a status instead.

#ifndef RASTER_JPEG_H
#define RASTER_JPEG_H

#include <stddef.h>

/// What a call ended with.
enum {
    RASTER_JPEG_OK = 0,
    /// libjpeg rejected the data; the message says why.
    RASTER_JPEG_FAILED = 1,
};

/// A JPEG's header: its size in pixels and the number of colour components (1 gray, 3 colour,
/// 4 CMYK/YCCK).
typedef struct {
    int width;
    int height;
    int components;
} RasterJPEGInfo;

/// Reads the header of the `size` bytes at `data` into `info`. On failure returns a non-zero
/// status with libjpeg's message in `message` (NUL-terminated, at most `message_size` bytes).
int raster_jpeg_info(const unsigned char *data, size_t size, RasterJPEGInfo *info, char *message, size_t message_size);

/// Decodes the image into `pixels`: width × height opaque RGBA8 pixels, rows top to bottom,
/// 4 × width bytes each (the caller allocates them from `raster_jpeg_info`'s size). Decoding
/// uses libjpeg's accurate integer inverse DCT and smooth chroma upsampling, whose output is
/// the same on every CPU path of libjpeg-turbo. CMYK and YCCK images are converted as browsers
/// do without a colour profile: R = (1 − C)(1 − K), G = (1 − M)(1 − K), B = (1 − Y)(1 − K),
/// with Adobe's inverted inks read as such. Returns a status as `raster_jpeg_info`.
int raster_jpeg_decode(const unsigned char *data, size_t size, unsigned char *pixels, int width, int height,
                       char *message, size_t message_size);

/// Encodes width × height premultiplied RGBA8 pixels (rows top to bottom, 4 × width bytes each)
/// as a baseline JPEG of `quality` (1–100, libjpeg's scale), 4:2:0 chroma, the accurate
/// integer DCT and libjpeg's standard Huffman tables, with a JFIF density of `dots_per_inch`.
/// Alpha is dropped: the colour channels are the pixel composited over black, as UIKit's
/// `jpegData` gives a transparent image. On success `*output` is a buffer of `*output_size`
/// bytes that the caller frees with `free`; returns a status as `raster_jpeg_info`.
int raster_jpeg_encode(const unsigned char *pixels, int width, int height, int quality, int dots_per_inch,
                       unsigned char **output, unsigned long *output_size, char *message, size_t message_size);

#endif
