/// The reading direction of the interface. Orbit lays out left to right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// The layout direction of a view relative to the interface's (`effectiveUserInterfaceLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
