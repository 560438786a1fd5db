/// Which SDL renderer draws the window (`orbit play --renderer`, `orbit bench --render`).
///
/// On a software OpenGL driver (Mesa's llvmpipe, softpipe or swrast) OpenGL rasterizes on the CPU
/// behind a GL pipeline, and SDL's own software renderer, drawing straight into the window's
/// surface, is the faster of the two (measured in the README's Rendering section); on a GPU,
/// OpenGL is. `auto` picks by the driver's `GL_RENDERER` string.
public enum RendererChoice: String, CaseIterable, Sendable {
    /// Software into the window surface when the OpenGL driver is a software one, OpenGL otherwise.
    case auto
    /// SDL's software renderer into the window surface (`SDL_UpdateWindowSurface` presents).
    case software
    /// SDL's OpenGL renderer.
    case opengl

    /// Whether `glRenderer` (OpenGL's `GL_RENDERER` string) names a driver that rasterizes on the
    /// CPU: Mesa's llvmpipe, softpipe and swrast, or a "software rasterizer".
    public static func isSoftwareGL(_ glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { name.contains($0) }
    }

    /// The names accepted on the command line, for help and errors.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension RendererChoice {
    /// What `auto` chose, as a line for a report ("auto: software (…)"); nil for the other choices.
    func autoNotice(_ description: String) -> String? {
        self == .auto ? "auto chose \(description)" : nil
    }
}
