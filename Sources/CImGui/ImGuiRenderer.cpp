#include "ImGuiRenderer.h"

#include <cstddef>

namespace {
SDL_Renderer *target = nullptr;
SDL_Texture *fontTexture = nullptr;

/// The font atlas as an RGBA texture, its id handed to ImGui.
bool makeFontTexture() {
    ImGuiIO &io = ImGui::GetIO();
    unsigned char *pixels = nullptr;
    int width = 0, height = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    fontTexture = SDL_CreateTexture(target, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, width, height);
    if (fontTexture == nullptr) return false;
    SDL_UpdateTexture(fontTexture, nullptr, pixels, 4 * width);
    SDL_SetTextureBlendMode(fontTexture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(fontTexture, SDL_ScaleModeLinear);
    io.Fonts->SetTexID(static_cast<ImTextureID>(fontTexture));
    return true;
}
}

bool orbit_imgui_renderer_init(SDL_Renderer *renderer) {
    target = renderer;
    ImGuiIO &io = ImGui::GetIO();
    io.BackendRendererName = "orbit_sdl_renderer";
    // Draw lists may hold more than 64K vertices (ImDrawCmd::VtxOffset).
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    return makeFontTexture();
}

void orbit_imgui_renderer_shutdown() {
    if (fontTexture != nullptr) SDL_DestroyTexture(fontTexture);
    fontTexture = nullptr;
    target = nullptr;
    ImGui::GetIO().Fonts->SetTexID(nullptr);
}

void orbit_imgui_renderer_new_frame() {
    if (fontTexture == nullptr && target != nullptr) makeFontTexture();
}

ImVec2 orbit_imgui_renderer_output_size() {
    int width = 0, height = 0;
    if (target != nullptr) SDL_GetRendererOutputSize(target, &width, &height);
    return ImVec2(static_cast<float>(width), static_cast<float>(height));
}

void orbit_imgui_renderer_draw(ImDrawData *data) {
    if (target == nullptr || data == nullptr) return;
    // ImGui works in points; the renderer in pixels unless a scale is already set on it.
    float setX = 1, setY = 1;
    SDL_RenderGetScale(target, &setX, &setY);
    const ImVec2 scale(setX == 1 ? data->FramebufferScale.x : 1, setY == 1 ? data->FramebufferScale.y : 1);
    const int width = static_cast<int>(data->DisplaySize.x * scale.x);
    const int height = static_cast<int>(data->DisplaySize.y * scale.y);
    if (width <= 0 || height <= 0) return;

    SDL_Rect oldViewport, oldClip;
    const bool clipped = SDL_RenderIsClipEnabled(target) == SDL_TRUE;
    SDL_RenderGetViewport(target, &oldViewport);
    SDL_RenderGetClipRect(target, &oldClip);
    SDL_RenderSetViewport(target, nullptr);

    // Vertices are scaled into pixels once per list; clip rectangles per command.
    ImVector<float> positions;
    for (int list = 0; list < data->CmdListsCount; list++) {
        const ImDrawList *drawList = data->CmdLists[list];
        const ImDrawVert *vertices = drawList->VtxBuffer.Data;
        const int vertexCount = drawList->VtxBuffer.Size;
        positions.resize(vertexCount * 2);
        for (int i = 0; i < vertexCount; i++) {
            positions[2 * i] = (vertices[i].pos.x - data->DisplayPos.x) * scale.x;
            positions[2 * i + 1] = (vertices[i].pos.y - data->DisplayPos.y) * scale.y;
        }
        for (int index = 0; index < drawList->CmdBuffer.Size; index++) {
            const ImDrawCmd &command = drawList->CmdBuffer[index];
            if (command.UserCallback != nullptr) {
                if (command.UserCallback != ImDrawCallback_ResetRenderState) command.UserCallback(drawList, &command);
                continue;
            }
            float minX = (command.ClipRect.x - data->DisplayPos.x) * scale.x, minY = (command.ClipRect.y - data->DisplayPos.y) * scale.y;
            float maxX = (command.ClipRect.z - data->DisplayPos.x) * scale.x, maxY = (command.ClipRect.w - data->DisplayPos.y) * scale.y;
            if (minX < 0) minX = 0;
            if (minY < 0) minY = 0;
            if (maxX > width) maxX = static_cast<float>(width);
            if (maxY > height) maxY = static_cast<float>(height);
            if (maxX <= minX || maxY <= minY) continue;
            const SDL_Rect clip = {static_cast<int>(minX), static_cast<int>(minY), static_cast<int>(maxX - minX), static_cast<int>(maxY - minY)};
            SDL_RenderSetClipRect(target, &clip);
            const ImDrawVert *first = vertices + command.VtxOffset;
            SDL_RenderGeometryRaw(
                target, static_cast<SDL_Texture *>(command.GetTexID()), positions.Data + 2 * command.VtxOffset, 2 * sizeof(float),
                reinterpret_cast<const SDL_Color *>(reinterpret_cast<const char *>(first) + offsetof(ImDrawVert, col)), sizeof(ImDrawVert),
                reinterpret_cast<const float *>(reinterpret_cast<const char *>(first) + offsetof(ImDrawVert, uv)), sizeof(ImDrawVert),
                vertexCount - static_cast<int>(command.VtxOffset), drawList->IdxBuffer.Data + command.IdxOffset,
                static_cast<int>(command.ElemCount), sizeof(ImDrawIdx));
        }
    }
    SDL_RenderSetViewport(target, &oldViewport);
    SDL_RenderSetClipRect(target, clipped ? &oldClip : nullptr);
}
