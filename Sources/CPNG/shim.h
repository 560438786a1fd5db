#ifndef ORBIT_CPNG_SHIM_H
#define ORBIT_CPNG_SHIM_H

#include <png.h>

// libpng's simplified reading API (png_image): its error and warning handlers keep the message in
// the png_image instead of printing it, so nothing of libpng's reaches standard error. Its
// function-like macros do not import into Swift; these stand in for the ones Orbit uses.

static inline png_uint_32 orbit_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 orbit_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 orbit_png_flag_16bit_srgb(void) { return PNG_IMAGE_FLAG_16BIT_sRGB; }
static inline const char *orbit_png_message(const png_image *image) { return image->message; }

#endif
