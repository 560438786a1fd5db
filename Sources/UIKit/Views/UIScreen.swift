import CoreGraphics

/// The screen: Orbit's window (or, for tools that draw nothing, a screen of scale 1).
public final class UIScreen: NSObject, @unchecked Sendable {
    /// Pixels per point.
    public let scale: CGFloat
    /// Points: the bounds of the collection view most recently prepared, or zero before any.
    public var bounds: CGRect { CGRect(origin: .zero, size: UIScreen.lastBoundsSize) }

    init(scale: CGFloat) {
        self.scale = scale
        super.init()
    }

    /// Pixels per point of the screen, like `scale` (Orbit's screens have no native scale of their own).
    public var nativeScale: CGFloat { scale }

    /// The screen Orbit draws on.
    public static var main: UIScreen { UIScreen(scale: CGFloat(UIScreen.displayScale)) }

    /// Set by Orbit's collection view when it prepares a layout: the scale of the screen it draws
    /// on (1 for tools that draw nothing).
    nonisolated(unsafe) static var displayScale = 1.0
    nonisolated(unsafe) static var lastBoundsSize = CGSize.zero
}
