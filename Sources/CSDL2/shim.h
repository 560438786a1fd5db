#ifndef ORBIT_CSDL2_SHIM_H
#define ORBIT_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
// mallopt, for the playground's allocator policy (AllocatorPolicy.swift).
#include <malloc.h>

// SDL's function-like macros do not import into Swift; this shim stands in for the one Orbit uses.

static inline int orbit_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }

#endif
