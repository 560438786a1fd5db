#ifndef ORBIT_IMGUI_INCLUDE_H
#define ORBIT_IMGUI_INCLUDE_H

// imgui.h as a system header: pkg-config puts /usr/include/imgui on the path with -I, so newer
// compilers' warnings about ImGui's own code (memset of its non-trivial types) would show as ours.
#if defined(__clang__)
#pragma clang diagnostic push
#if __has_warning("-Wnontrivial-memcall")
#pragma clang diagnostic ignored "-Wnontrivial-memcall"
#endif
#endif
#include <imgui.h>
#include <backends/imgui_impl_sdl.h>
#if defined(__clang__)
#pragma clang diagnostic pop
#endif

#endif
