/// What `DrawList.culled(to:)` left out of a frame, for the HUD's "level of detail" line.
package struct LevelOfDetail: Hashable, Sendable {
    /// Items whose sprites reached the culling (on screen, visible).
    package var candidateItems: Int
    /// Items left out because a later sprite covers each of their sprites at the same pixels
    /// (at `grid`).
    package var coveredItems: Int
    /// Items left out, bottom-most first, because what remained exceeded the budget.
    package var overBudgetItems: Int
    /// The side of the pixel cells the coverage test compared, pixels: 1 compares whole pixels;
    /// 2, 4 or 8 when the frame needed a coarser test to fit its budget (a sprite then counts as
    /// covered by a later one less than `grid` pixels away).
    package var grid: Int

    package init(candidateItems: Int, coveredItems: Int = 0, overBudgetItems: Int = 0, grid: Int = 1) {
        self.candidateItems = candidateItems
        self.coveredItems = coveredItems
        self.overBudgetItems = overBudgetItems
        self.grid = grid
    }

    /// Items drawn.
    package var drawnItems: Int { candidateItems - coveredItems - overBudgetItems }

    /// True when something on screen was left out.
    package var isReduced: Bool { coveredItems > 0 || overBudgetItems > 0 }

    /// The grid the next frame starts from, after this one drew `drawnPixels` within `budget`:
    /// this frame's, or half of it when what was drawn would still fit at twice the detail with
    /// room to spare (halving the cells about doubles the sprites of a crowded rim; the margin
    /// keeps the level from flickering between two grids).
    package func nextGrid(drawnPixels: Double, budget: SpriteBudget) -> Int {
        guard grid > 1, overBudgetItems == 0, drawnPixels * Self.refinementMargin <= budget.pixels else { return grid }
        return grid / 2
    }

    /// How much room finer detail needs: 2 for the doubling, a quarter more for the noise.
    package static let refinementMargin = 2.5
}
