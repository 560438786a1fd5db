/// Where one frame's time went, milliseconds of wall-clock time.
public struct FrameCost: Hashable, Sendable {
    /// Building the draw list from the displayed items (culling, geometry).
    package var drawListMilliseconds: Double
    /// Issuing the draw calls: background, sprites, HUD (before present).
    package var drawMilliseconds: Double

    package init(drawListMilliseconds: Double = 0, drawMilliseconds: Double = 0) {
        self.drawListMilliseconds = drawListMilliseconds
        self.drawMilliseconds = drawMilliseconds
    }

    /// The cost of drawing both: each part summed (the panes of one frame).
    package static func + (left: FrameCost, right: FrameCost) -> FrameCost {
        FrameCost(
            drawListMilliseconds: left.drawListMilliseconds + right.drawListMilliseconds,
            drawMilliseconds: left.drawMilliseconds + right.drawMilliseconds)
    }
}
