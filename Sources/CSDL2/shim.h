#ifndef ORBIT_CSDL2_SHIM_H
#define ORBIT_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
// mallopt, for the playground's allocator policy (AllocatorPolicy.swift).
#include <malloc.h>

// SDL's function-like macros do not import into Swift; these shims stand in for the ones Orbit uses.

static inline int orbit_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 orbit_SDL_BUTTON(Uint32 button) { return SDL_BUTTON(button); }
static inline SDL_version orbit_SDL_compiled_version(void) {
    SDL_version version;
    SDL_VERSION(&version);
    return version;
}
static inline int orbit_SDL_SaveBMP(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
static inline Uint32 orbit_SDL_TOUCH_MOUSEID(void) { return (Uint32)SDL_TOUCH_MOUSEID; }

#endif
