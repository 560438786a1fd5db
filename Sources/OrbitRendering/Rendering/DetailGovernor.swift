/// The playground's level of detail from frame to frame (pure): the next frame's sprite budget
/// (`FillCostModel`, learnt from what filling cost so far) and the cell size the coverage test
/// starts at (`LevelOfDetail.nextGrid`).
///
/// Time is the caller's: each frame says when it ended, so a test drives the governor through a
/// busy stretch and a recovery with a clock of its own, and never sleeps.
package struct DetailGovernor: Hashable, Sendable {
    /// What filling pixels costs here.
    package private(set) var fillCost = FillCostModel()
    /// The coverage test's cells for the next frame, pixels; 1 tests every pixel.
    package private(set) var cullingGrid = 1

    package init(fillCost: FillCostModel = FillCostModel()) {
        self.fillCost = fillCost
    }

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
    /// `fillMilliseconds` (drawing and present, wall clock), of which `cpuMilliseconds` (when
    /// known) was this process's CPU time, spent on the sprites' and the screen's pixels. `at`:
    /// when the frame ended, seconds on any steady clock (nil: 1/60 s after the last).
    package mutating func frameDrawn(
        _ list: DrawList, budget: SpriteBudget, fillMilliseconds: Double, cpuMilliseconds: Double? = nil, screenPixels: Double,
        at time: Double? = nil
    ) {
        let spritePixels = DrawList.area(of: list.sprites) + DrawList.elementArea(of: list)
        cullingGrid = list.levelOfDetail?.nextGrid(drawnPixels: spritePixels, budget: budget) ?? 1
        fillCost.record(
            milliseconds: fillMilliseconds, cpuMilliseconds: cpuMilliseconds, spritePixels: spritePixels, screenPixels: screenPixels,
            at: time)
    }
}
