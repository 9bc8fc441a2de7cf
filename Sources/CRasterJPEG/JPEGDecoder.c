// JPEGDecoder.c · CRasterJPEG · libjpeg's decompressor behind a status-returning interface (RasterJPEG.h)

#include "RasterJPEG.h"
#include "JPEGErrorManager.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>

/// Sets up `cinfo` to read `data` with `error` as its error manager and reads the header.
/// Must be called after `setjmp(error->back)` returned 0.
static void raster_begin(struct jpeg_decompress_struct *cinfo, struct raster_error *error, const unsigned char *data,
                         size_t size) {
    cinfo->err = raster_error_manager(error);
    jpeg_create_decompress(cinfo);
    jpeg_mem_src(cinfo, data, (unsigned long)size);
    jpeg_read_header(cinfo, TRUE);
}

/// x / 255 rounded to the nearest integer, for 0 ≤ x ≤ 255 · 255.
static inline unsigned raster_div255(unsigned x) {
    x += 128;
    return (x + (x >> 8)) >> 8;
}

/// Turns `count` CMYK pixels at `row` into opaque RGBA in place, each channel the product of
/// the complements of its ink and of black (R = (1 − C)(1 − K), …), the conversion browsers
/// apply without a colour profile. Adobe's APP14 marker means the file stores the inks
/// inverted (255 is no ink), as Photoshop writes them.
static void raster_cmyk_to_rgba(unsigned char *row, size_t count, int inverted) {
    for (size_t i = 0; i < count; i++) {
        unsigned char *p = row + 4 * i;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        p[0] = (unsigned char)raster_div255(c * k);
        p[1] = (unsigned char)raster_div255(m * k);
        p[2] = (unsigned char)raster_div255(y * k);
        p[3] = 255;
    }
}

/// Reads the header into `info`, then, when `pixels` is not NULL, decodes the image into it
/// (the width × height of `info` as the caller gave it, checked against the header).
static int raster_jpeg_run(const unsigned char *data, size_t size, RasterJPEGInfo *info, unsigned char *pixels,
                           char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    // Zeroed, so that destroying it after an error inside jpeg_create_decompress frees nothing.
    memset(&cinfo, 0, sizeof cinfo);
    struct raster_error error = {.message = message, .message_size = message_size};
    if (setjmp(error.back)) {
        jpeg_destroy_decompress(&cinfo);
        return RASTER_JPEG_FAILED;
    }
    raster_begin(&cinfo, &error, data, size);
    if (!pixels) {
        info->width = (int)cinfo.image_width;
        info->height = (int)cinfo.image_height;
        info->components = cinfo.num_components;
        jpeg_destroy_decompress(&cinfo);
        return RASTER_JPEG_OK;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    // libjpeg turns YCCK into CMYK, four bytes a pixel like RGBA, converted in place below.
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    jpeg_start_decompress(&cinfo);
    if ((int)cinfo.output_width != info->width || (int)cinfo.output_height != info->height) {
        snprintf(message, message_size, "the image is %ux%u pixels, not the %dx%d its header gave",
                 cinfo.output_width, cinfo.output_height, info->width, info->height);
        jpeg_destroy_decompress(&cinfo);
        return RASTER_JPEG_FAILED;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)cinfo.output_scanline * (size_t)info->width * 4;
        jpeg_read_scanlines(&cinfo, &row, 1);
        if (cmyk) raster_cmyk_to_rgba(row, (size_t)info->width, cinfo.saw_Adobe_marker);
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return RASTER_JPEG_OK;
}

int raster_jpeg_info(const unsigned char *data, size_t size, RasterJPEGInfo *info, char *message, size_t message_size) {
    return raster_jpeg_run(data, size, info, NULL, message, message_size);
}

int raster_jpeg_decode(const unsigned char *data, size_t size, unsigned char *pixels, int width, int height,
                       char *message, size_t message_size) {
    RasterJPEGInfo info = {.width = width, .height = height};
    return raster_jpeg_run(data, size, &info, pixels, message, message_size);
}
