// JPEGErrorManager.h · CRasterJPEG · libjpeg's error manager for the decoder and the encoder (private)
//
// libjpeg reports an error by calling `error_exit`, which must not return: this one keeps the
// message and jumps back to the `setjmp` of the call that failed.

#ifndef RASTER_JPEG_ERROR_MANAGER_H
#define RASTER_JPEG_ERROR_MANAGER_H

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>

/// libjpeg's error manager, with the place to jump back to and the message of the error.
struct raster_error {
    struct jpeg_error_mgr manager;
    jmp_buf back;
    char *message;
    size_t message_size;
};

static void raster_error_exit(j_common_ptr cinfo) {
    struct raster_error *error = (struct raster_error *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    if (error->message_size > 0) {
        strncpy(error->message, text, error->message_size - 1);
        error->message[error->message_size - 1] = 0;
    }
    longjmp(error->back, 1);
}

/// Warnings (a corrupt but decodable stream) are not errors: libjpeg goes on, as browsers do.
static void raster_output_message(j_common_ptr cinfo) { (void)cinfo; }

/// `error` set up as an error manager: what a compressor or decompressor keeps in its `err` field.
static inline struct jpeg_error_mgr *raster_error_manager(struct raster_error *error) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&error->manager);
    manager->error_exit = raster_error_exit;
    manager->output_message = raster_output_message;
    return manager;
}

#endif
