import CoreGraphics

/// The traits of the screen a layout is shown on, as a layout reads them. Orbit's collection
/// view reports the display scale of the screen it draws on (1 when it draws none: `dump`,
/// `bench`), a left-to-right layout direction and the regular size classes.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point.
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass

    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
        layoutDirection = .leftToRight
        horizontalSizeClass = .regular
        verticalSizeClass = .regular
        super.init()
    }

    public override convenience init() {
        self.init(displayScale: 1)
    }

    /// The traits of Orbit's one screen.
    public static var current: UITraitCollection { UITraitCollection(displayScale: UIScreen.main.scale) }
}

/// Compact or regular width or height.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
