#ifndef ORBIT_CIMGUI_SYSTEM_SHIM_H
#define ORBIT_CIMGUI_SYSTEM_SHIM_H

// Debian's libimgui-dev (Dear ImGui 1.86): a C++ library, found with pkg-config (`imgui.pc` adds
// /usr/include/imgui and links libimgui.a and libstb). Nothing here is imported into Swift: the
// CImGui target compiles against these headers and gives Swift a C interface.

#endif
