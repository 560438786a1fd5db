#ifndef ORBIT_CIMGUI_H
#define ORBIT_CIMGUI_H

// A small C interface to Dear ImGui (Debian's libimgui-dev) for the playground's tuning panel: one
// ImGui context drawn with the window's SDL_Renderer. SDL objects are passed as untyped pointers
// (SDL_Window *, SDL_Renderer *, const SDL_Event *) so that this header needs no SDL include.
// Every call other than orbit_imgui_create is valid only between create and destroy, on the thread
// that created it; the widget calls only between orbit_imgui_new_frame and orbit_imgui_render.

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Creates the context for `window` drawn with `renderer`; `font_path` (a TrueType file, or NULL
/// for ImGui's built-in font) at `font_size` points, rasterised at `pixel_scale` pixels a point.
/// Returns false (and creates nothing) when the font texture cannot be made.
bool orbit_imgui_create(void *window, void *renderer, const char *font_path, float font_size, float pixel_scale);
void orbit_imgui_destroy(void);

/// Hands an SDL event to ImGui. Returns true when ImGui takes it (the pointer is over the panel's
/// rect or drags one of its widgets, or a text field has the keyboard): the app then leaves it alone.
bool orbit_imgui_process_event(const void *event);

/// Starts a frame (display size, time step, pointer) and ends it by drawing into the renderer.
void orbit_imgui_new_frame(void);
void orbit_imgui_render(void);
/// How many frames since the panel started drew its triangles rather than copying its kept pixels
/// (the panel unchanged since the frame before is copied).
long orbit_imgui_panel_redraws(void);
/// Whether the panel's pixels are kept between frames (by default wherever the renderer can draw
/// into a texture); false draws its triangles every frame. Returns what it was.
bool orbit_imgui_keep_panel(bool keep);

/// Whether ImGui uses the pointer or the keyboard (as of the last frame).
bool orbit_imgui_wants_mouse(void);
bool orbit_imgui_wants_keyboard(void);

/// A fixed window at (x, y) of width x height points, no title bar, not movable; call
/// orbit_imgui_end_panel whatever it returns.
bool orbit_imgui_begin_panel(const char *name, float x, float y, float width, float height);
void orbit_imgui_end_panel(void);
/// The panel is hidden: pointer events are no longer the panel's by their position.
void orbit_imgui_hide_panel(void);

// Widgets: each returns true in the frame its value changes (or it is clicked).
bool orbit_imgui_slider_double(const char *label, double *value, double min, double max, const char *format, bool logarithmic);
bool orbit_imgui_drag_double(const char *label, double *value, float speed, double min, double max, const char *format);
bool orbit_imgui_stepper_int(const char *label, int *value, int min, int max);
bool orbit_imgui_checkbox(const char *label, bool *value);
bool orbit_imgui_combo(const char *label, int *current, const char *const *items, int count);
/// A one-line text field editing `buffer` (`size` bytes, NUL-terminated); true when Enter is
/// pressed (`commit_on_enter`) or on every edit (otherwise).
bool orbit_imgui_input_text(const char *label, const char *hint, char *buffer, size_t size, bool commit_on_enter);
bool orbit_imgui_button(const char *label);
bool orbit_imgui_small_button(const char *label);
bool orbit_imgui_selectable(const char *label, bool selected);
bool orbit_imgui_collapsing_header(const char *label, bool default_open);
void orbit_imgui_text(const char *text);
void orbit_imgui_text_disabled(const char *text);
void orbit_imgui_text_wrapped(const char *text);
void orbit_imgui_separator(void);
void orbit_imgui_same_line(void);
void orbit_imgui_indent(void);
void orbit_imgui_unindent(void);
/// Shows `text` in a tooltip while the last item is hovered.
void orbit_imgui_tooltip(const char *text);
void orbit_imgui_push_id(int id);
void orbit_imgui_pop_id(void);
/// The width of the next widgets (negative: the panel's width minus that many points).
void orbit_imgui_push_item_width(float width);
void orbit_imgui_pop_item_width(void);
/// Whether the last item lost focus after an edit (a slider released, a field left).
bool orbit_imgui_item_deactivated_after_edit(void);

#ifdef __cplusplus
}
#endif

#endif
