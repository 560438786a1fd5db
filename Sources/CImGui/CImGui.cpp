// The C interface of CImGui.h over Dear ImGui 1.86 (Debian's libimgui-dev): the context, the SDL
// platform backend libimgui.a ships (imgui_impl_sdl), and the widgets the tuning panel uses. The
// drawing is ImGuiRenderer.cpp's.

#include "CImGui.h"
#include "ImGuiRenderer.h"

#include <SDL.h>
#include "ImGuiInclude.h"

namespace {
/// The panel's rect as of the last orbit_imgui_begin_panel, points: pointer events inside it are
/// the panel's even before ImGui's hover state (a frame late) says so.
ImVec4 panelRect(0, 0, 0, 0);

bool insidePanel(float x, float y) {
    return x >= panelRect.x && y >= panelRect.y && x < panelRect.x + panelRect.z && y < panelRect.y + panelRect.w;
}
}

extern "C" bool orbit_imgui_create(void *window, void *renderer, const char *font_path, float font_size, float pixel_scale) {
    if (ImGui::GetCurrentContext() != nullptr) return true;
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO &io = ImGui::GetIO();
    // The panel keeps no ini file next to the user's work; its placement comes from the app.
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    ImGui::StyleColorsDark();
    ImGuiStyle &style = ImGui::GetStyle();
    style.WindowRounding = 0;
    style.FrameRounding = 3;
    style.GrabRounding = 3;
    style.WindowBorderSize = 0;
    // Opaque: the dock's pixels under the panel are nobody's (no backdrop is drawn there), and an
    // opaque panel's pixels can be kept from frame to frame (ImGuiRenderer.cpp).
    style.Colors[ImGuiCol_WindowBg].w = 1;
    const float scale = pixel_scale > 0 ? pixel_scale : 1;
    // Rasterised at the screen's pixels, drawn at points: sharp text on high-density screens.
    ImFont *font = nullptr;
    if (font_path != nullptr && font_size > 0) font = io.Fonts->AddFontFromFileTTF(font_path, font_size * scale);
    if (font == nullptr) {
        ImFontConfig config;
        config.SizePixels = 13 * scale;
        io.Fonts->AddFontDefault(&config);
    }
    io.FontGlobalScale = 1 / scale;
    SDL_Window *sdlWindow = static_cast<SDL_Window *>(window);
    if (!ImGui_ImplSDL2_InitForSDLRenderer(sdlWindow) || !orbit_imgui_renderer_init(static_cast<SDL_Renderer *>(renderer))) {
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
        return false;
    }
    return true;
}

extern "C" void orbit_imgui_destroy(void) {
    if (ImGui::GetCurrentContext() == nullptr) return;
    orbit_imgui_renderer_shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

extern "C" bool orbit_imgui_process_event(const void *event) {
    if (ImGui::GetCurrentContext() == nullptr || event == nullptr) return false;
    const SDL_Event *sdlEvent = static_cast<const SDL_Event *>(event);
    ImGui_ImplSDL2_ProcessEvent(sdlEvent);
    const ImGuiIO &io = ImGui::GetIO();
    switch (sdlEvent->type) {
    case SDL_MOUSEMOTION:
        return io.WantCaptureMouse || insidePanel(static_cast<float>(sdlEvent->motion.x), static_cast<float>(sdlEvent->motion.y));
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        return io.WantCaptureMouse || insidePanel(static_cast<float>(sdlEvent->button.x), static_cast<float>(sdlEvent->button.y));
    case SDL_MOUSEWHEEL: {
        int x = 0, y = 0;
        SDL_GetMouseState(&x, &y);
        return io.WantCaptureMouse || insidePanel(static_cast<float>(x), static_cast<float>(y));
    }
    case SDL_KEYDOWN:
    case SDL_KEYUP:
    case SDL_TEXTINPUT:
        return io.WantCaptureKeyboard;
    default:
        return false;
    }
}

extern "C" void orbit_imgui_new_frame(void) {
    orbit_imgui_renderer_new_frame();
    ImGui_ImplSDL2_NewFrame();
    // The SDL backend takes the framebuffer scale from GL's drawable size; the window may draw
    // with another renderer (software), whose output size is the one that counts.
    ImGuiIO &io = ImGui::GetIO();
    const ImVec2 output = orbit_imgui_renderer_output_size();
    if (io.DisplaySize.x > 0 && io.DisplaySize.y > 0 && output.x > 0 && output.y > 0) {
        io.DisplayFramebufferScale = ImVec2(output.x / io.DisplaySize.x, output.y / io.DisplaySize.y);
    }
    ImGui::NewFrame();
}

extern "C" void orbit_imgui_render(void) {
    ImGui::Render();
    orbit_imgui_renderer_draw(ImGui::GetDrawData(), panelRect);
}

extern "C" bool orbit_imgui_wants_mouse(void) { return ImGui::GetIO().WantCaptureMouse; }
extern "C" bool orbit_imgui_wants_keyboard(void) { return ImGui::GetIO().WantCaptureKeyboard; }

extern "C" bool orbit_imgui_begin_panel(const char *name, float x, float y, float width, float height) {
    panelRect = ImVec4(x, y, width, height);
    ImGui::SetNextWindowPos(ImVec2(x, y));
    ImGui::SetNextWindowSize(ImVec2(width, height));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove
        | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus;
    return ImGui::Begin(name, nullptr, flags);
}

extern "C" void orbit_imgui_end_panel(void) { ImGui::End(); }

extern "C" void orbit_imgui_hide_panel(void) { panelRect = ImVec4(0, 0, 0, 0); }

extern "C" bool orbit_imgui_slider_double(const char *label, double *value, double min, double max, const char *format, bool logarithmic) {
    const ImGuiSliderFlags flags = logarithmic ? ImGuiSliderFlags_Logarithmic : ImGuiSliderFlags_None;
    return ImGui::SliderScalar(label, ImGuiDataType_Double, value, &min, &max, format, flags | ImGuiSliderFlags_AlwaysClamp);
}

extern "C" bool orbit_imgui_drag_double(const char *label, double *value, float speed, double min, double max, const char *format) {
    return ImGui::DragScalar(label, ImGuiDataType_Double, value, speed, &min, &max, format, ImGuiSliderFlags_AlwaysClamp);
}

extern "C" bool orbit_imgui_stepper_int(const char *label, int *value, int min, int max) {
    const int before = *value;
    ImGui::InputInt(label, value, 1, 10);
    if (*value < min) *value = min;
    if (*value > max) *value = max;
    return *value != before;
}

extern "C" bool orbit_imgui_checkbox(const char *label, bool *value) { return ImGui::Checkbox(label, value); }

extern "C" bool orbit_imgui_combo(const char *label, int *current, const char *const *items, int count) {
    return ImGui::Combo(label, current, items, count);
}

extern "C" bool orbit_imgui_input_text(const char *label, const char *hint, char *buffer, size_t size, bool commit_on_enter) {
    const ImGuiInputTextFlags flags = commit_on_enter ? ImGuiInputTextFlags_EnterReturnsTrue : ImGuiInputTextFlags_None;
    return ImGui::InputTextWithHint(label, hint != nullptr ? hint : "", buffer, size, flags);
}

extern "C" bool orbit_imgui_button(const char *label) { return ImGui::Button(label); }
extern "C" bool orbit_imgui_small_button(const char *label) { return ImGui::SmallButton(label); }
extern "C" bool orbit_imgui_selectable(const char *label, bool selected) { return ImGui::Selectable(label, selected); }

extern "C" bool orbit_imgui_collapsing_header(const char *label, bool default_open) {
    return ImGui::CollapsingHeader(label, default_open ? ImGuiTreeNodeFlags_DefaultOpen : ImGuiTreeNodeFlags_None);
}

extern "C" void orbit_imgui_text(const char *text) { ImGui::TextUnformatted(text); }
extern "C" void orbit_imgui_text_disabled(const char *text) { ImGui::TextDisabled("%s", text); }
extern "C" void orbit_imgui_text_wrapped(const char *text) { ImGui::TextWrapped("%s", text); }
extern "C" void orbit_imgui_separator(void) { ImGui::Separator(); }
extern "C" void orbit_imgui_same_line(void) { ImGui::SameLine(); }
extern "C" void orbit_imgui_indent(void) { ImGui::Indent(); }
extern "C" void orbit_imgui_unindent(void) { ImGui::Unindent(); }

extern "C" void orbit_imgui_tooltip(const char *text) {
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}

extern "C" void orbit_imgui_push_id(int id) { ImGui::PushID(id); }
extern "C" void orbit_imgui_pop_id(void) { ImGui::PopID(); }
extern "C" void orbit_imgui_push_item_width(float width) { ImGui::PushItemWidth(width); }
extern "C" void orbit_imgui_pop_item_width(void) { ImGui::PopItemWidth(); }
extern "C" bool orbit_imgui_item_deactivated_after_edit(void) { return ImGui::IsItemDeactivatedAfterEdit(); }
