import CSDL2

/// Which SDL video driver a window needs, decided from the environment: shared by `orbit play` and
/// the window half of `orbit bench --render`.
enum VideoDriver {
    /// Why no window can open in `environment`, or nil after pointing SDL at the driver to use: the
    /// one `SDL_VIDEODRIVER` names, else X11 alone when only `DISPLAY` is set (SDL would otherwise
    /// probe Wayland first, whose library prints its own complaint, and end on the offscreen driver).
    /// Call before SDL starts its video subsystem.
    static func prepare(for environment: [String: String]) -> String? {
        let driver = environment["SDL_VIDEODRIVER"] ?? ""
        let display = environment["DISPLAY"] ?? "", wayland = environment["WAYLAND_DISPLAY"] ?? ""
        if driver.isEmpty, display.isEmpty, wayland.isEmpty { return "no DISPLAY or WAYLAND_DISPLAY" }
        if isWindowless(driver) { return "SDL_VIDEODRIVER=\(driver) has no window" }
        let x11Only = driver.isEmpty && !display.isEmpty && wayland.isEmpty
        SDL_SetHint(SDL_HINT_VIDEODRIVER, x11Only ? "x11" : driver.isEmpty ? nil : driver)
        return nil
    }

    /// Why the driver SDL started cannot show a window, or nil when it can. Call after SDL starts
    /// its video subsystem.
    static var startedWithoutWindow: String? {
        let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        return isWindowless(current) ? "SDL picked the '\(current)' video driver, which has no window" : nil
    }

    private static func isWindowless(_ driver: String) -> Bool {
        driver == "dummy" || driver == "offscreen"
    }
}
