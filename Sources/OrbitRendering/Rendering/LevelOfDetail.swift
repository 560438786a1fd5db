/// What `DrawList.culled(to:)` left out of a frame, for the HUD's "level of detail" line.
package struct LevelOfDetail: Hashable, Sendable {
    /// Items whose sprites reached the culling (on screen, visible).
    package var candidateItems: Int
    /// Items left out because a later sprite covers each of their sprites at the same pixels
    /// (at `grid`).
    package var coveredItems: Int
    /// Items left out, bottom-most first, because what remained exceeded the budget's frame-time
    /// bound even at the coarsest cells (never the budget's floor).
    package var overBudgetItems: Int
    /// The side of the pixel cells the coverage test compared, pixels: 1 compares whole pixels;
    /// 2, 4 or 8 when the frame needed a coarser test to fit its budget (a sprite then counts as
    /// covered by a later one less than `grid` pixels away).
    package var grid: Int
    /// Supplementary views and decorations whose shapes reached the culling, and of those, the ones
    /// a later opaque shape covers at the same pixels and the ones the budget left out.
    package var candidateElements: Int
    package var coveredElements: Int
    package var overBudgetElements: Int

    package init(
        candidateItems: Int, coveredItems: Int = 0, overBudgetItems: Int = 0, grid: Int = 1, candidateElements: Int = 0,
        coveredElements: Int = 0, overBudgetElements: Int = 0
    ) {
        self.candidateItems = candidateItems
        self.coveredItems = coveredItems
        self.overBudgetItems = overBudgetItems
        self.grid = grid
        self.candidateElements = candidateElements
        self.coveredElements = coveredElements
        self.overBudgetElements = overBudgetElements
    }

    /// Items drawn.
    package var drawnItems: Int { candidateItems - coveredItems - overBudgetItems }

    /// Elements left out, covered or over budget.
    package var leftOutElements: Int { coveredElements + overBudgetElements }

    /// True when something on screen was left out.
    package var isReduced: Bool { coveredItems > 0 || overBudgetItems > 0 || leftOutElements > 0 }

    /// The grid the next frame starts from, after this one drew `drawnPixels` within `budget`:
    /// this frame's, or half of it when what was drawn would still fit the detail target
    /// (`SpriteBudget.detailPixels`) at twice the detail with room to spare (halving the cells about doubles the sprites of a crowded rim; the margin
    /// keeps the level from flickering between two grids).
    package func nextGrid(drawnPixels: Double, budget: SpriteBudget) -> Int {
        guard grid > 1, overBudgetItems == 0, overBudgetElements == 0, drawnPixels * Self.refinementMargin <= budget.detailPixels else { return grid }
        return grid / 2
    }

    /// How much room finer detail needs: 2 for the doubling, a quarter more for the noise.
    package static let refinementMargin = 2.5
}
