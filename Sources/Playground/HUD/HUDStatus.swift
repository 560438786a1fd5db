import CollectionLayout
import Foundation

/// The figures the HUD shows, gathered by the app each time it refreshes them. Pure text
/// formatting lives here so it is tested without SDL.
public struct HUDStatus: Hashable, Sendable {
    /// The layout shown: its name and origin make the title.
    public var layout: LayoutDescriptor
    public var itemCount: Int
    /// Frames per second over the last second; nil when not measured (a single headless frame).
    public var framesPerSecond: Double?
    /// Frame work percentiles, milliseconds; nil when not measured.
    public var frameP50: Double?
    public var frameP99: Double?
    /// False when the frame times stop before `SDL_RenderPresent` (with vsync, present waits
    /// for the display and would hide the frame's cost); the HUD says so.
    public var frameIncludesPresent = true
    /// Preparing the layout and querying attributes, milliseconds.
    public var layoutMilliseconds: Double?
    /// Building the draw list and issuing the draw calls, milliseconds.
    public var drawMilliseconds: Double?
    /// Content coordinates, points.
    public var contentOffset: Point
    /// The gesture scale (committed times live pinch).
    public var scale: Double
    /// The gesture rotation, radians clockwise.
    public var rotation: Double
    /// Shown after the figures when set, e.g. "slow motion ×0.25".
    public var note: String?
    /// The last live reload's figures, e.g. `reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00,
    /// frame 0.02)`; nil when nothing is watched.
    public var reload: String?
    /// The controls, shown at the bottom; nil hides it.
    public var help: String?

    public init(
        layout: LayoutDescriptor, itemCount: Int, framesPerSecond: Double? = nil, frameP50: Double? = nil, frameP99: Double? = nil,
        layoutMilliseconds: Double? = nil, drawMilliseconds: Double? = nil, contentOffset: Point = .zero, scale: Double = 1,
        rotation: Double = 0, note: String? = nil, help: String? = HUDStatus.standardHelp
    ) {
        self.layout = layout
        self.itemCount = itemCount
        self.framesPerSecond = framesPerSecond
        self.frameP50 = frameP50
        self.frameP99 = frameP99
        self.layoutMilliseconds = layoutMilliseconds
        self.drawMilliseconds = drawMilliseconds
        self.contentOffset = contentOffset
        self.scale = scale
        self.rotation = rotation
        self.note = note
        self.help = help
    }

    /// The controls of the playground window (docs/INTERACTION.md), separated by " · " where the HUD
    /// may wrap them.
    public static let standardHelp = [
        "drag: scroll", "wheel: pinch", "right-drag: rotate", "click: insert / delete", "Space: partner layout",
        "1…0, Tab: layout", "+ / −: items", "arrows: page", "[ ]: speed", "D: direction", "R: reset", "H: HUD",
        "G: frame graph", "P: screenshot", "F11: fullscreen", "Esc/Q: quit",
    ].joined(separator: HUDStatus.separator)

    public static let separator = "  ·  "

    /// The panel's lines, top to bottom: the title (bold) then the figures.
    public func lines(visibleCount: Int) -> [String] {
        var lines = [layout.origin.isEmpty ? layout.name : "\(layout.name)  —  \(layout.origin)"]
        var counts = ["\(itemCount) items", "\(visibleCount) visible"]
        if let framesPerSecond { counts.append("\(Self.format(framesPerSecond, digits: 0)) fps") }
        lines.append(counts.joined(separator: Self.separator))
        var timing: [String] = []
        if let frameP50, let frameP99 {
            let scope = frameIncludesPresent ? "" : " before present"
            timing.append(
                "frame\(scope) p50 \(Self.format(frameP50, digits: 1)) ms, p99 \(Self.format(frameP99, digits: 1)) ms")
        }
        if let layoutMilliseconds { timing.append("layout \(Self.format(layoutMilliseconds, digits: 2)) ms") }
        if let drawMilliseconds { timing.append("draw \(Self.format(drawMilliseconds, digits: 2)) ms") }
        if !timing.isEmpty { lines.append(timing.joined(separator: Self.separator)) }
        let degrees = rotation * 180 / .pi
        lines.append([
            "offset \(Self.format(contentOffset.x, digits: 0)), \(Self.format(contentOffset.y, digits: 0))",
            "scale \(Self.format(scale, digits: 2))", "rotation \(Self.format(degrees, digits: 0))°",
        ].joined(separator: Self.separator))
        if let reload { lines.append(reload) }
        if let note { lines.append(note) }
        return lines
    }

    /// `value` with `digits` decimals; "-0" is shown as "0".
    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "–" }
        let text = String(format: "%.\(digits)f", value)
        return Double(text) == 0 ? String(format: "%.\(digits)f", 0.0) : text
    }
}
