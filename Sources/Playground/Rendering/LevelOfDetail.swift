/// What `DrawList.culled(to:)` left out of a frame, for the HUD's "level of detail" line.
public struct LevelOfDetail: Hashable, Sendable {
    /// Items whose sprites reached the culling (on screen, visible).
    public var candidateItems: Int
    /// Items left out because a later sprite covers each of their sprites at the same pixels
    /// (at `grid`).
    public var coveredItems: Int
    /// Items left out, bottom-most first, because what remained exceeded the budget.
    public var overBudgetItems: Int
    /// The side of the pixel cells the coverage test compared, pixels: 1 compares whole pixels;
    /// 2, 4 or 8 when the frame needed a coarser test to fit its budget (a sprite then counts as
    /// covered by a later one less than `grid` pixels away).
    public var grid: Int

    public init(candidateItems: Int, coveredItems: Int = 0, overBudgetItems: Int = 0, grid: Int = 1) {
        self.candidateItems = candidateItems
        self.coveredItems = coveredItems
        self.overBudgetItems = overBudgetItems
        self.grid = grid
    }

    /// Items drawn.
    public var drawnItems: Int { candidateItems - coveredItems - overBudgetItems }

    /// True when something on screen was left out.
    public var isReduced: Bool { coveredItems > 0 || overBudgetItems > 0 }
}
