import CollectionLayout

/// Which SDL renderer draws the window (`orbit play --renderer`, `orbit bench --render`).
///
/// On a GPU, OpenGL is the faster. On a software OpenGL driver (Mesa's llvmpipe, softpipe or
/// swrast) OpenGL rasterizes on the CPU behind a GL pipeline, and which is faster depends on what
/// the frame shows (measured in docs/PERFORMANCE.md's Rendering section): SDL's own software renderer,
/// drawing straight into the window's surface, wins for flat sprites (a blit each), OpenGL for
/// perspective quads (the software renderer rasterizes their triangles slowly). `auto` picks by the
/// driver's `GL_RENDERER` string and, on a software driver, by the items the window opens with
/// (`decision(openGL:depth:)`).
public enum RendererChoice: String, CaseIterable, Sendable {
    /// OpenGL on a GPU; on a software OpenGL, software for flat items and OpenGL for 3D ones.
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
    /// What `auto` chose, as a line for a report ("auto chose software (flat)"); nil for the other
    /// choices.
    func autoNotice(_ description: String) -> String? {
        self == .auto ? "auto chose \(description)" : nil
    }

    /// The renderer this choice gives a window whose OpenGL driver is `openGL`, showing items of
    /// `depth`, and why (pure; `PlaygroundWindow` applies it).
    public func decision(openGL: OpenGLDriver, depth: SceneDepth) -> RendererDecision {
        switch (self, openGL) {
        case (.software, _):
            return RendererDecision(renderer: .software, reason: "asked")
        case (_, .none):
            return RendererDecision(renderer: .software, reason: "no OpenGL")
        case (.opengl, _):
            return RendererDecision(renderer: .opengl, reason: "asked")
        case (.auto, .hardware):
            return RendererDecision(renderer: .opengl, reason: "GPU")
        case (.auto, .software):
            return depth == .flat
                ? RendererDecision(renderer: .software, reason: "flat", weighedDepth: .flat)
                : RendererDecision(renderer: .opengl, reason: "3D", weighedDepth: .perspective)
        }
    }
}

/// The OpenGL driver a window's accelerated renderer runs on.
public enum OpenGLDriver: Equatable, Sendable {
    /// No OpenGL renderer could be made.
    case none
    /// A driver that rasterizes on the CPU (`RendererChoice.isSoftwareGL`); its `GL_RENDERER`.
    case software(String)
    /// Anything else: a GPU's.
    case hardware(String)

    /// The driver named by `glRenderer` (OpenGL's `GL_RENDERER` string).
    public init(glRenderer: String) {
        self = RendererChoice.isSoftwareGL(glRenderer) ? .software(glRenderer) : .hardware(glRenderer)
    }
}

/// What a frame's items are, for `--renderer auto` on a software OpenGL.
public enum SceneDepth: String, Sendable {
    /// Flat sprites (2D transforms at most): blits for the software renderer.
    case flat
    /// Perspective quads: at least one item has a 3D transform.
    case perspective = "3D"

    /// `.perspective` when any of `items` carries a `transform3D`, `.flat` otherwise (none included).
    ///
    /// - Complexity: O(items).
    public init(items: [DisplayedItem]) {
        self = items.contains { $0.attributes.transform3D != nil } ? .perspective : .flat
    }
}

/// The renderer a window gets and why, for the HUD ("software (flat)", "opengl (3D)").
public struct RendererDecision: Equatable, Sendable {
    public enum Renderer: String, Sendable {
        case software
        case opengl
    }

    public var renderer: Renderer
    /// Why: "flat" or "3D" (`auto` on a software OpenGL, by the items), "GPU", "asked" (by name),
    /// "no OpenGL".
    public var reason: String
    /// The items' depth the choice was made for; nil when it did not depend on them.
    public var weighedDepth: SceneDepth?

    public init(renderer: Renderer, reason: String, weighedDepth: SceneDepth? = nil) {
        self.renderer = renderer
        self.reason = reason
        self.weighedDepth = weighedDepth
    }

    /// "software (flat)".
    public var label: String { "\(renderer.rawValue) (\(reason))" }

    /// The HUD's renderer line while the window shows items of `depth`. The renderer stays the one
    /// the window opened with (its textures, the panel's and the pictures' live on it); after Tab to
    /// a layout of the other depth the line says so, and which `--renderer` would suit it.
    public func hudLabel(showing depth: SceneDepth) -> String {
        guard let weighedDepth, weighedDepth != depth else { return label }
        let other = renderer == .software ? Renderer.opengl : .software
        return "\(label), chosen at start; \(depth.rawValue) items draw faster with --renderer \(other.rawValue)"
    }
}
