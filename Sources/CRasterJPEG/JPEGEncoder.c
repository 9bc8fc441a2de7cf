// JPEGEncoder.c · CRasterJPEG · libjpeg's compressor behind a status-returning interface (RasterJPEG.h)

#include "RasterJPEG.h"
#include "JPEGErrorManager.h"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include <jpeglib.h>
#include <jerror.h>

/// A destination that grows one malloc'd buffer, which stays the caller's to free whatever
/// happens (libjpeg's own memory destination frees and replaces its buffer as it grows, so
/// after an error the caller could not tell which buffer is live).
struct raster_destination {
    struct jpeg_destination_mgr manager;
    unsigned char *buffer;
    size_t capacity;
};

static void raster_init_destination(j_compress_ptr cinfo) {
    struct raster_destination *d = (struct raster_destination *)cinfo->dest;
    d->manager.next_output_byte = d->buffer;
    d->manager.free_in_buffer = d->capacity;
}

static boolean raster_empty_output_buffer(j_compress_ptr cinfo) {
    struct raster_destination *d = (struct raster_destination *)cinfo->dest;
    unsigned char *grown = realloc(d->buffer, d->capacity * 2);
    if (!grown) ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 10);
    d->buffer = grown;
    d->manager.next_output_byte = grown + d->capacity;
    d->manager.free_in_buffer = d->capacity;
    d->capacity *= 2;
    return TRUE;
}

static void raster_term_destination(j_compress_ptr cinfo) { (void)cinfo; }

int raster_jpeg_encode(const unsigned char *pixels, int width, int height, int quality, int dots_per_inch,
                       unsigned char **output, unsigned long *output_size, char *message, size_t message_size) {
    struct jpeg_compress_struct cinfo;
    struct raster_error error;
    /* row is volatile: read after longjmp, written between setjmp and the jump. */
    unsigned char *volatile row = NULL;
    struct raster_destination destination = {.buffer = malloc(65536), .capacity = 65536};
    *output = NULL;
    *output_size = 0;
    error.message = message;
    error.message_size = message_size;
    cinfo.err = raster_error_manager(&error);
    if (setjmp(error.back)) {
        jpeg_destroy_compress(&cinfo);
        free(row);
        free(destination.buffer);
        return RASTER_JPEG_FAILED;
    }
    jpeg_create_compress(&cinfo);
    if (!destination.buffer) ERREXIT1(&cinfo, JERR_OUT_OF_MEMORY, 10);
    destination.manager.init_destination = raster_init_destination;
    destination.manager.empty_output_buffer = raster_empty_output_buffer;
    destination.manager.term_destination = raster_term_destination;
    cinfo.dest = &destination.manager;
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.density_unit = 1;
    cinfo.X_density = (UINT16)dots_per_inch;
    cinfo.Y_density = (UINT16)dots_per_inch;
    jpeg_start_compress(&cinfo, TRUE);
    row = malloc((size_t)width * 3);
    if (!row) ERREXIT1(&cinfo, JERR_OUT_OF_MEMORY, 11);
    while (cinfo.next_scanline < cinfo.image_height) {
        const unsigned char *source = pixels + (size_t)cinfo.next_scanline * (size_t)width * 4;
        for (int x = 0; x < width; x++) {
            row[3 * x] = source[4 * x];
            row[3 * x + 1] = source[4 * x + 1];
            row[3 * x + 2] = source[4 * x + 2];
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    *output = destination.buffer;
    *output_size = destination.capacity - destination.manager.free_in_buffer;
    jpeg_destroy_compress(&cinfo);
    free(row);
    return RASTER_JPEG_OK;
}
