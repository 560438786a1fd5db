#include "ImGuiRenderer.h"

#include <cstddef>
#include <cstring>
#include <vector>

namespace {
SDL_Renderer *target = nullptr;
SDL_Texture *fontTexture = nullptr;
/// Whether the panel's pixels are kept between frames: on every renderer that can draw into a
/// texture (the software one and OpenGL).
bool keepsPanel = false;

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
    SDL_RendererInfo info;
    keepsPanel = SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_TARGETTEXTURE) != 0;
    ImGuiIO &io = ImGui::GetIO();
    io.BackendRendererName = "orbit_sdl_renderer";
    // Draw lists may hold more than 64K vertices (ImDrawCmd::VtxOffset).
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    return makeFontTexture();
}

void orbit_imgui_renderer_forget_cache();

void orbit_imgui_renderer_shutdown() {
    orbit_imgui_renderer_forget_cache();
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

namespace {
/// The panel as last drawn, in a texture of its own: while ImGui's draw data stays the same from
/// frame to frame (nobody touches the panel), a frame copies it instead of rasterizing its
/// triangles again, which on the software renderer and on llvmpipe costs several milliseconds
/// (the background, the text of every row of the layout picker). The copy is one opaque quad,
/// sampled nearest (llvmpipe's linear filter over the panel cost as much as the triangles).
SDL_Texture *cache = nullptr;
int cacheWidth = 0, cacheHeight = 0;
/// Everything the cached pixels were drawn from (`frameBytes` of that frame); compared byte for
/// byte, so a change of any vertex, index, clip rect or texture draws the panel again.
std::vector<char> cachedFrame, currentFrame;
bool cacheFilled = false;
long redraws = 0;

void append(std::vector<char> &bytes, const void *data, size_t count) {
    const char *start = static_cast<const char *>(data);
    bytes.insert(bytes.end(), start, start + count);
}

/// The bytes `data` is drawn from, with the scale and the rect it is drawn into.
void frameBytes(std::vector<char> &bytes, const ImDrawData *data, ImVec2 scale, const SDL_Rect &rect) {
    bytes.clear();
    append(bytes, &data->DisplayPos, sizeof(ImVec2));
    append(bytes, &data->DisplaySize, sizeof(ImVec2));
    append(bytes, &scale, sizeof(ImVec2));
    append(bytes, &rect, sizeof(SDL_Rect));
    for (int list = 0; list < data->CmdListsCount; list++) {
        const ImDrawList *drawList = data->CmdLists[list];
        append(bytes, drawList->VtxBuffer.Data, drawList->VtxBuffer.Size * sizeof(ImDrawVert));
        append(bytes, drawList->IdxBuffer.Data, drawList->IdxBuffer.Size * sizeof(ImDrawIdx));
        for (int index = 0; index < drawList->CmdBuffer.Size; index++) {
            const ImDrawCmd &command = drawList->CmdBuffer[index];
            const ImTextureID texture = command.GetTexID();
            append(bytes, &command.ClipRect, sizeof(ImVec4));
            append(bytes, &texture, sizeof(texture));
            append(bytes, &command.VtxOffset, sizeof(command.VtxOffset));
            append(bytes, &command.IdxOffset, sizeof(command.IdxOffset));
            append(bytes, &command.ElemCount, sizeof(command.ElemCount));
            const bool callback = command.UserCallback != nullptr;
            append(bytes, &callback, sizeof(callback));
        }
    }
}

/// A command's clip rect in pixels of the display, clamped to it; empty (w or h <= 0) when it clips everything.
void clipRect(const ImDrawData *data, const ImDrawCmd &command, ImVec2 scale, int width, int height, float out[4]) {
    float minX = (command.ClipRect.x - data->DisplayPos.x) * scale.x, minY = (command.ClipRect.y - data->DisplayPos.y) * scale.y;
    float maxX = (command.ClipRect.z - data->DisplayPos.x) * scale.x, maxY = (command.ClipRect.w - data->DisplayPos.y) * scale.y;
    out[0] = minX < 0 ? 0 : minX;
    out[1] = minY < 0 ? 0 : minY;
    out[2] = maxX > width ? static_cast<float>(width) : maxX;
    out[3] = maxY > height ? static_cast<float>(height) : maxY;
}

/// Whether every command of `data` draws inside `rect` (pixels): then the frame is the rect's
/// alone. A command draws within its clip rect and its triangles' bounds (a window's background
/// is clipped by the whole display but covers only the window).
bool confinedTo(const ImDrawData *data, ImVec2 scale, int width, int height, const SDL_Rect &rect) {
    if (rect.w <= 0 || rect.h <= 0) return false;
    for (int list = 0; list < data->CmdListsCount; list++) {
        const ImDrawList *drawList = data->CmdLists[list];
        const ImDrawVert *vertices = drawList->VtxBuffer.Data;
        for (int index = 0; index < drawList->CmdBuffer.Size; index++) {
            const ImDrawCmd &command = drawList->CmdBuffer[index];
            if (command.UserCallback != nullptr) return false;
            if (command.ElemCount == 0) continue;
            float clip[4];
            clipRect(data, command, scale, width, height, clip);
            float minX = clip[2], minY = clip[3], maxX = clip[0], maxY = clip[1];
            const ImDrawIdx *indices = drawList->IdxBuffer.Data + command.IdxOffset;
            for (unsigned int i = 0; i < command.ElemCount; i++) {
                const ImVec2 p = vertices[command.VtxOffset + indices[i]].pos;
                const float x = (p.x - data->DisplayPos.x) * scale.x, y = (p.y - data->DisplayPos.y) * scale.y;
                if (x < minX) minX = x;
                if (y < minY) minY = y;
                if (x > maxX) maxX = x;
                if (y > maxY) maxY = y;
            }
            // What the command can touch: its triangles' bounds within its clip rect.
            if (minX < clip[0]) minX = clip[0];
            if (minY < clip[1]) minY = clip[1];
            if (maxX > clip[2]) maxX = clip[2];
            if (maxY > clip[3]) maxY = clip[3];
            if (maxX <= minX || maxY <= minY) continue;
            if (minX < rect.x - 0.5f || minY < rect.y - 0.5f || maxX > rect.x + rect.w + 0.5f || maxY > rect.y + rect.h + 0.5f) {
                return false;
            }
        }
    }
    return true;
}

/// Draws `data`'s triangles into the current target of `width` x `height` pixels, which shows the
/// display from (`originX`, `originY`) (pixels) on.
void drawLists(const ImDrawData *data, ImVec2 scale, int width, int height, float originX, float originY) {
    // Vertices are scaled into pixels once per list; clip rectangles per command.
    ImVector<float> positions;
    for (int list = 0; list < data->CmdListsCount; list++) {
        const ImDrawList *drawList = data->CmdLists[list];
        const ImDrawVert *vertices = drawList->VtxBuffer.Data;
        const int vertexCount = drawList->VtxBuffer.Size;
        positions.resize(vertexCount * 2);
        for (int i = 0; i < vertexCount; i++) {
            positions[2 * i] = (vertices[i].pos.x - data->DisplayPos.x) * scale.x - originX;
            positions[2 * i + 1] = (vertices[i].pos.y - data->DisplayPos.y) * scale.y - originY;
        }
        for (int index = 0; index < drawList->CmdBuffer.Size; index++) {
            const ImDrawCmd &command = drawList->CmdBuffer[index];
            if (command.UserCallback != nullptr) {
                if (command.UserCallback != ImDrawCallback_ResetRenderState) command.UserCallback(drawList, &command);
                continue;
            }
            float clip[4];
            clipRect(data, command, scale, static_cast<int>(originX) + width, static_cast<int>(originY) + height, clip);
            const float minX = clip[0] - originX < 0 ? 0 : clip[0] - originX, minY = clip[1] - originY < 0 ? 0 : clip[1] - originY;
            const float maxX = clip[2] - originX, maxY = clip[3] - originY;
            if (maxX <= minX || maxY <= minY) continue;
            const SDL_Rect rect = {static_cast<int>(minX), static_cast<int>(minY), static_cast<int>(maxX - minX), static_cast<int>(maxY - minY)};
            SDL_RenderSetClipRect(target, &rect);
            const ImDrawVert *first = vertices + command.VtxOffset;
            SDL_RenderGeometryRaw(
                target, static_cast<SDL_Texture *>(command.GetTexID()), positions.Data + 2 * command.VtxOffset, 2 * sizeof(float),
                reinterpret_cast<const SDL_Color *>(reinterpret_cast<const char *>(first) + offsetof(ImDrawVert, col)), sizeof(ImDrawVert),
                reinterpret_cast<const float *>(reinterpret_cast<const char *>(first) + offsetof(ImDrawVert, uv)), sizeof(ImDrawVert),
                vertexCount - static_cast<int>(command.VtxOffset), drawList->IdxBuffer.Data + command.IdxOffset,
                static_cast<int>(command.ElemCount), sizeof(ImDrawIdx));
        }
    }
}

/// The kept pixels' format: the window surface's own (XRGB8888 under X11) when the software
/// renderer draws into one, so that copying them is a memcpy, not a conversion of every pixel.
Uint32 cacheFormat() {
    // Only the software renderer has a window surface; asking another's window would make one.
    SDL_RendererInfo info;
    const bool software = SDL_GetRendererInfo(target, &info) == 0 && info.name != nullptr && std::strcmp(info.name, "software") == 0;
    SDL_Window *window = software ? SDL_RenderGetWindow(target) : nullptr;
    SDL_Surface *surface = window != nullptr ? SDL_GetWindowSurface(window) : nullptr;
    return surface != nullptr && surface->format->BytesPerPixel == 4 ? surface->format->format : SDL_PIXELFORMAT_ARGB8888;
}

/// Draws `data` into the cache texture of `rect`'s size, unless the cache already holds this
/// frame; false when the cache cannot be used (no render targets).
bool fillCache(const ImDrawData *data, ImVec2 scale, const SDL_Rect &rect) {
    frameBytes(currentFrame, data, scale, rect);
    if (cacheFilled && cacheWidth == rect.w && cacheHeight == rect.h && currentFrame == cachedFrame) return true;
    if (cache == nullptr || cacheWidth != rect.w || cacheHeight != rect.h) {
        if (cache != nullptr) SDL_DestroyTexture(cache);
        cache = SDL_CreateTexture(target, cacheFormat(), SDL_TEXTUREACCESS_TARGET, rect.w, rect.h);
        cacheWidth = rect.w;
        cacheHeight = rect.h;
        cacheFilled = false;
        if (cache == nullptr) return false;
        SDL_SetTextureBlendMode(cache, SDL_BLENDMODE_NONE);
        // Copied pixel for pixel: the nearest texel is the exact one, and much cheaper to sample
        // than a linear filter on a software rasterizer.
        SDL_SetTextureScaleMode(cache, SDL_ScaleModeNearest);
    }
    redraws += 1;
    if (SDL_SetRenderTarget(target, cache) != 0) return false;
    SDL_SetRenderDrawColor(target, 0, 0, 0, 255);
    SDL_RenderClear(target);
    drawLists(data, scale, rect.w, rect.h, static_cast<float>(rect.x), static_cast<float>(rect.y));
    SDL_SetRenderTarget(target, nullptr);
    cachedFrame.swap(currentFrame);
    cacheFilled = true;
    return true;
}
}

extern "C" long orbit_imgui_panel_redraws(void) { return redraws; }

extern "C" bool orbit_imgui_keep_panel(bool keep) {
    const bool was = keepsPanel;
    keepsPanel = keep;
    cacheFilled = false;
    return was;
}

void orbit_imgui_renderer_forget_cache() {
    if (cache != nullptr) SDL_DestroyTexture(cache);
    cache = nullptr;
    cacheWidth = cacheHeight = 0;
    cacheFilled = false;
}

void orbit_imgui_renderer_draw(ImDrawData *data, ImVec4 panel) {
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

    // The panel's window is opaque and fills its rect: when nothing draws outside it (no tooltip
    // or popup past its edge), the rect's pixels are the whole frame's and can be kept.
    const SDL_Rect rect = {
        static_cast<int>(SDL_floorf((panel.x - data->DisplayPos.x) * scale.x + 0.5f)),
        static_cast<int>(SDL_floorf((panel.y - data->DisplayPos.y) * scale.y + 0.5f)),
        static_cast<int>(SDL_floorf(panel.z * scale.x + 0.5f)), static_cast<int>(SDL_floorf(panel.w * scale.y + 0.5f))};
    if (keepsPanel && confinedTo(data, scale, width, height, rect) && fillCache(data, scale, rect)) {
        SDL_RenderSetClipRect(target, nullptr);
        SDL_RenderCopy(target, cache, nullptr, &rect);
    } else {
        cacheFilled = false;
        redraws += 1;
        drawLists(data, scale, width, height, 0, 0);
    }
    SDL_RenderSetViewport(target, &oldViewport);
    SDL_RenderSetClipRect(target, clipped ? &oldClip : nullptr);
}
