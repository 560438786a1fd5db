#ifndef ORBIT_IMGUI_RENDERER_H
#define ORBIT_IMGUI_RENDERER_H

// Draws ImGui's draw lists with an SDL_Renderer (SDL_RenderGeometryRaw, SDL 2.0.18+): Debian's
// libimgui.a has no SDL_Renderer backend, so Orbit has its own, for CImGui.cpp only.

#include <SDL.h>
#include "ImGuiInclude.h"

bool orbit_imgui_renderer_init(SDL_Renderer *renderer);
void orbit_imgui_renderer_shutdown();
void orbit_imgui_renderer_new_frame();
/// The renderer's output, pixels.
ImVec2 orbit_imgui_renderer_output_size();
/// Draws `data`; `panel` (x, y, width, height, points) is the opaque panel window's rect: while the
/// frame draws nothing outside it, its pixels are kept in a texture and copied while they stay the same.
void orbit_imgui_renderer_draw(ImDrawData *data, ImVec4 panel);
/// Drops the kept panel pixels (the renderer goes).
void orbit_imgui_renderer_forget_cache();

#endif
