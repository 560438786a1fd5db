/// The playground's level of detail from frame to frame (pure): how many sprite pixels the next
/// frame may fill (`FillCostModel`, learnt from what filling cost so far) and the cell size the
/// coverage test starts at (`LevelOfDetail.nextGrid`).
package struct DetailGovernor: Hashable, Sendable {
    /// What filling pixels costs here.
    package private(set) var fillCost = FillCostModel()
    /// The coverage test's cells for the next frame, pixels; 1 tests every pixel.
    package private(set) var cullingGrid = 1

    package init() {}

    /// The sprite budget of a frame on a screen of `screenPixels` pixels.
    package func budget(screenPixels: Double) -> SpriteBudget {
        fillCost.budget(screenPixels: screenPixels)
    }

    /// The display resolution the layout may leave covered items out at, points: the culling
    /// cell over the window's pixels per point.
    package func displayResolution(pixelScale: Double) -> Double {
        Double(cullingGrid) / pixelScale
    }

    /// After a frame drew `list` under `budget`: the next cell size, and the fill cost learnt from
    /// `fillMilliseconds` (drawing and present) spent on the sprites' and the screen's pixels.
    package mutating func frameDrawn(_ list: DrawList, budget: SpriteBudget, fillMilliseconds: Double, screenPixels: Double) {
        let spritePixels = DrawList.area(of: list.sprites) + DrawList.elementArea(of: list)
        cullingGrid = list.levelOfDetail?.nextGrid(drawnPixels: spritePixels, budget: budget) ?? 1
        fillCost.record(milliseconds: fillMilliseconds, spritePixels: spritePixels, screenPixels: screenPixels)
    }
}
