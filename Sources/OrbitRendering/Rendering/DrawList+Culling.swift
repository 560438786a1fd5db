import CollectionLayout
import Foundation

extension DrawList {
    /// The coarsest coverage test, pixels: beyond it a frame over budget keeps its topmost sprites.
    package static let maximumCullingGrid = 8

    /// Pixels decide what is drawn: the list without the sprites a later (topmost) sprite covers,
    /// and within `budget`.
    ///
    /// 1. A sprite is covered when a later opaque sprite of the same layer has the same footprint:
    ///    its quad's corner in the same `grid`-pixel cell and its size and rotation within a cell
    ///    (the icons share one silhouette, so the later one hides it up to a soft shadow's edge).
    ///    At grid 1 that is the same pixels: a circle of a million items puts hundreds on each.
    /// 2. While what remains exceeds the budget, the test repeats on cells of 2, 4 and 8 pixels
    ///    (sprites a few pixels under a later one show only a sliver that thin).
    /// 3. If it still exceeds the budget, the topmost sprites that fit are kept, whole items at a time.
    ///
    /// Items (not sprites) are counted in `levelOfDetail`. Sprites of one item are adjacent in the list.
    ///
    /// - Parameter startGrid: the cells the test starts with (a power of two, at most
    ///   `maximumCullingGrid`): the last frame's `LevelOfDetail.nextGrid`, so that a crowded scene
    ///   does not test every pixel again each frame.
    /// - Complexity: O(s) expected for s sprites (a hash set per pass, at most four passes).
    package func culled(to budget: SpriteBudget = .unlimited, startGrid: Int = 1) -> DrawList {
        var kept = sprites
        var grid = Swift.min(Swift.max(1, startGrid), Self.maximumCullingGrid)
        kept = Self.withoutCovered(kept, grid: grid)
        while !budget.admits(pixels: Self.area(of: kept), sprites: kept.count), grid < Self.maximumCullingGrid {
            grid *= 2
            kept = Self.withoutCovered(kept, grid: grid)
        }
        let uncovered = Self.itemCount(of: kept)
        kept = Self.topmost(of: kept, within: budget)
        let drawn = Self.itemCount(of: kept)
        let candidates = Self.itemCount(of: sprites)
        var list = DrawList(sprites: kept, visibleItemCount: drawn)
        list.levelOfDetail = LevelOfDetail(
            candidateItems: candidates, coveredItems: candidates - uncovered, overBudgetItems: uncovered - drawn, grid: grid)
        return list
    }

    /// The pixels `sprites` cover, overdraw counted.
    package static func area(of sprites: [Sprite]) -> Double {
        sprites.reduce(0) { $0 + $1.drawnBounds.width * $1.drawnBounds.height }
    }

    /// The number of items among `sprites` (runs of one item's sprites count once).
    static func itemCount(of sprites: [Sprite]) -> Int {
        var count = 0
        var previous: ItemID?
        for sprite in sprites where sprite.itemID != previous {
            count += 1
            previous = sprite.itemID
        }
        return count
    }

    /// Where a sprite lands, to `grid` pixels: what "the same pixels" compares.
    struct Footprint: Hashable {
        var layer: Sprite.Layer
        var x: Int, y: Int, width: Int, height: Int
        /// The rotation in steps that move the quad's corners by about one cell.
        var turn: Int
        var flip: Bool
        /// A perspective quad's drawn corners, in cells (empty for the others).
        var corners: [Int]

        init(_ sprite: Sprite, grid: Int) {
            let g = Double(grid)
            let d = sprite.drawnBounds
            corners = sprite.perspective.map { quad in
                quad.outline.flatMap { [DrawList.cell(($0.x / g).rounded()), DrawList.cell(($0.y / g).rounded())] }
            } ?? []
            layer = sprite.layer
            x = DrawList.cell((d.minX / g).rounded(.down))
            y = DrawList.cell((d.minY / g).rounded(.down))
            width = DrawList.cell((d.width / g).rounded())
            height = DrawList.cell((d.height / g).rounded())
            let reach = max(1, (d.width * d.width + d.height * d.height).squareRoot() / 2)
            turn = DrawList.cell((sprite.angle * .pi / 180 * reach / g).rounded())
            flip = sprite.flipVertical
        }
    }

    /// `value` as a whole number of cells; NaN and the far reaches of Double clamp (never trap).
    static func cell(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(Swift.min(Swift.max(value, -1e15), 1e15))
    }

    /// Opaque enough to hide what lies under it: the sprite is drawn at full alpha.
    static func covers(_ sprite: Sprite) -> Bool { sprite.alpha >= 254.5 / 255 }

    /// `sprites` without those a later opaque sprite covers at `grid`.
    static func withoutCovered(_ sprites: [Sprite], grid: Int) -> [Sprite] {
        var covered = Set<Footprint>()
        var kept: [Sprite] = []
        kept.reserveCapacity(sprites.count)
        for sprite in sprites.reversed() {
            let footprint = Footprint(sprite, grid: grid)
            if covered.contains(footprint) { continue }
            if covers(sprite) { covered.insert(footprint) }
            kept.append(sprite)
        }
        kept.reverse()
        return kept
    }

    /// The topmost sprites of `sprites` that fit `budget`, cut between items.
    static func topmost(of sprites: [Sprite], within budget: SpriteBudget) -> [Sprite] {
        guard !budget.admits(pixels: area(of: sprites), sprites: sprites.count) else { return sprites }
        var start = sprites.count
        var pixels = 0.0
        while start > 0 {
            let area = sprites[start - 1].drawnBounds.width * sprites[start - 1].drawnBounds.height
            guard budget.admits(pixels: pixels + area, sprites: sprites.count - start + 1) else { break }
            pixels += area
            start -= 1
        }
        // Whole items only: the rest of an item cut in two goes too.
        while start > 0, start < sprites.count, sprites[start].itemID == sprites[start - 1].itemID { start += 1 }
        return Array(sprites[start...])
    }
}
