// Core Animation's animation classes. Orbit runs no display link and no Core Animation
// animations, so these exist only to name the line that uses them, with what to do instead.
// (CALayer exists, as data a layout computes: CALayer.swift.)

/// Not available: Orbit has no display link.
@available(*, unavailable, message: "Orbit has no display link: its host redraws each frame itself. Read CACurrentMediaTime() where you need the time.")
public final class CADisplayLink {}

/// Not available: Orbit runs no Core Animation animations.
@available(*, unavailable, message: "Orbit runs no Core Animation: animate through the layout (initial and final layout attributes) instead.")
public class CAAnimation {}

/// Not available: Orbit runs no Core Animation animations.
@available(*, unavailable, message: "Orbit runs no Core Animation: animate through the layout (initial and final layout attributes) instead.")
public final class CABasicAnimation {}

/// Not available: Orbit runs no Core Animation animations.
@available(*, unavailable, message: "Orbit runs no Core Animation: animate through the layout (initial and final layout attributes) instead.")
public final class CASpringAnimation {}

/// Not available: Orbit runs no Core Animation animations, so it has no timing curves.
@available(*, unavailable, message: "Orbit runs no Core Animation, so it has no timing functions: animate through the layout (initial and final layout attributes) instead.")
public final class CAMediaTimingFunction {}
