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
    /// 2. While what remains exceeds the budget's detail target (`SpriteBudget.detailPixels`), the
    ///    test repeats on cells of 2, 4 and 8 pixels (sprites a few pixels under a later one show
    ///    only a sliver that thin).
    /// 3. If it still exceeds the budget's bound (`SpriteBudget.pixels`), the topmost sprites that
    ///    fit are kept, whole items at a time, and never fewer than the budget's floor.
    ///
    /// Items (not sprites) are counted in `levelOfDetail`. Sprites of one item are adjacent in the list.
    ///
    /// Elements (`elements`) take part in their places in the draw order: an opaque bar hides a
    /// bar of the same footprint under it (translucent panels and lines never hide anything),
    /// their pixels count against the budget, and the budget cuts them from the bottom like
    /// sprites. `levelOfDetail` counts them apart from the items. A list without elements is culled
    /// exactly as before they existed.
    ///
    /// - Parameter startGrid: the cells the test starts with (a power of two, at most
    ///   `maximumCullingGrid`): the last frame's `LevelOfDetail.nextGrid`, so that a crowded scene
    ///   does not test every pixel again each frame.
    /// - Complexity: O(s + e) expected for s sprites and e elements (a hash set per pass, at most
    ///   four passes).
    package func culled(to budget: SpriteBudget = .unlimited, startGrid: Int = 1) -> DrawList {
        guard !elements.isEmpty else {
            let (uncovered, kept, grid) = Self.cull(sprites, budget: budget, startGrid: startGrid)
            let candidates = Self.itemCount(of: sprites), remaining = Self.itemCount(of: uncovered), drawn = Self.itemCount(of: kept)
            var list = DrawList(sprites: kept, visibleItemCount: drawn)
            list.levelOfDetail = LevelOfDetail(
                candidateItems: candidates, coveredItems: candidates - remaining, overBudgetItems: remaining - drawn, grid: grid)
            return list
        }
        // Elements take part as pieces of their own, in their places between the sprites: a bar
        // covers a bar at its pixels, and the budget keeps the topmost pieces whatever they are.
        let pieces = Self.interleaved(sprites, elements)
        let (uncovered, kept, grid) = Self.cull(pieces, budget: budget, startGrid: startGrid)
        var list = Self.split(kept)
        let candidates = Self.itemCount(of: pieces), remaining = Self.itemCount(of: uncovered)
        let elementCount = { (pieces: [Piece]) in pieces.count { $0.owner == nil } }
        let shapes = elementCount(pieces), uncoveredShapes = elementCount(uncovered)
        list.levelOfDetail = LevelOfDetail(
            candidateItems: candidates, coveredItems: candidates - remaining, overBudgetItems: remaining - list.visibleItemCount,
            grid: grid, candidateElements: shapes, coveredElements: shapes - uncoveredShapes,
            overBudgetElements: uncoveredShapes - list.elements.count)
        return list
    }

    /// Steps 1 to 3 of `culled(to:startGrid:)` on `pieces`: what is left after the coverage test,
    /// what is kept within `budget`, and the grid the test ended at.
    static func cull<P: CullablePiece>(_ pieces: [P], budget: SpriteBudget, startGrid: Int) -> (uncovered: [P], kept: [P], grid: Int) {
        var grid = Swift.min(Swift.max(1, startGrid), Self.maximumCullingGrid)
        var kept = Self.withoutCovered(pieces, grid: grid)
        while !budget.admitsDetail(pixels: Self.filledArea(of: kept), sprites: kept.count), grid < Self.maximumCullingGrid {
            grid *= 2
            kept = Self.withoutCovered(kept, grid: grid)
        }
        return (kept, Self.topmost(of: kept, within: budget), grid)
    }

    /// One piece of a draw list in draw order: a sprite or an element's shape.
    enum Piece: CullablePiece {
        case sprite(Sprite)
        case element(ElementShape)

        var filledPixels: Double {
            switch self {
            case .sprite(let sprite): sprite.filledPixels
            case .element(let shape): shape.filledPixels
            }
        }

        var hidesBelow: Bool {
            switch self {
            case .sprite(let sprite): sprite.hidesBelow
            case .element(let shape): shape.hidesBelow
            }
        }

        var owner: ItemID? {
            switch self {
            case .sprite(let sprite): sprite.owner
            case .element: nil
            }
        }

        func footprint(grid: Int) -> Footprint {
            switch self {
            case .sprite(let sprite): sprite.footprint(grid: grid)
            case .element(let shape): shape.footprint(grid: grid)
            }
        }
    }

    /// `sprites` and `elements` as one sequence in draw order (each element before the sprite its
    /// `spriteIndex` names).
    ///
    /// - Complexity: O(s + e).
    static func interleaved(_ sprites: [Sprite], _ elements: [ElementShape]) -> [Piece] {
        var pieces: [Piece] = []
        pieces.reserveCapacity(sprites.count + elements.count)
        var next = 0
        for (index, sprite) in sprites.enumerated() {
            while next < elements.count, elements[next].spriteIndex <= index {
                pieces.append(.element(elements[next]))
                next += 1
            }
            pieces.append(.sprite(sprite))
        }
        pieces += elements[next...].map { .element($0) }
        return pieces
    }

    /// The draw list of `pieces` (the inverse of `interleaved`), its elements' `spriteIndex`
    /// renumbered for the sprites kept.
    static func split(_ pieces: [Piece]) -> DrawList {
        var sprites: [Sprite] = [], elements: [ElementShape] = []
        for piece in pieces {
            switch piece {
            case .sprite(let sprite): sprites.append(sprite)
            case .element(var shape):
                shape.spriteIndex = sprites.count
                elements.append(shape)
            }
        }
        return DrawList(sprites: sprites, visibleItemCount: itemCount(of: sprites), elements: elements)
    }

    /// The pixels `sprites` cover, overdraw counted.
    package static func area(of sprites: [Sprite]) -> Double {
        filledArea(of: sprites)
    }

    /// The pixels the elements of `list` cover, overdraw counted (their bounds).
    package static func elementArea(of list: DrawList) -> Double {
        filledArea(of: list.elements)
    }

    /// The pixels `pieces` cover, overdraw counted.
    static func filledArea<P: CullablePiece>(of pieces: [P]) -> Double {
        pieces.reduce(0) { $0 + $1.filledPixels }
    }

    /// The number of items among `pieces` (runs of one item's sprites count once; elements not at all).
    static func itemCount<P: CullablePiece>(of pieces: [P]) -> Int {
        var count = 0
        var previous: ItemID?
        for piece in pieces {
            guard let owner = piece.owner else {
                previous = nil
                continue
            }
            if owner != previous { count += 1 }
            previous = owner
        }
        return count
    }

    /// Where a sprite lands, to `grid` pixels: what "the same pixels" compares.
    struct Footprint: Hashable {
        /// A sprite's layer, or an element's style: only the same kind of piece covers another.
        var layer: Sprite.Layer?
        var style: ElementShape.Style?
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
            style = nil
            x = DrawList.cell((d.minX / g).rounded(.down))
            y = DrawList.cell((d.minY / g).rounded(.down))
            width = DrawList.cell((d.width / g).rounded())
            height = DrawList.cell((d.height / g).rounded())
            let reach = max(1, (d.width * d.width + d.height * d.height).squareRoot() / 2)
            turn = DrawList.cell((sprite.angle * .pi / 180 * reach / g).rounded())
            flip = sprite.flipVertical
        }

        /// An element's footprint: its outline's bounds and corners, in cells.
        init(_ shape: ElementShape, grid: Int) {
            let g = Double(grid)
            let d = shape.bounds
            layer = nil
            style = shape.style
            x = DrawList.cell((d.minX / g).rounded(.down))
            y = DrawList.cell((d.minY / g).rounded(.down))
            width = DrawList.cell((d.width / g).rounded())
            height = DrawList.cell((d.height / g).rounded())
            turn = 0
            flip = false
            corners = shape.corners.flatMap { [DrawList.cell(($0.x / g).rounded()), DrawList.cell(($0.y / g).rounded())] }
        }
    }

    /// `value` as a whole number of cells; NaN and the far reaches of Double clamp (never trap).
    static func cell(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(Swift.min(Swift.max(value, -1e15), 1e15))
    }

    /// `pieces` without those a later opaque piece of the same kind covers at `grid`.
    static func withoutCovered<P: CullablePiece>(_ pieces: [P], grid: Int) -> [P] {
        var covered = Set<Footprint>()
        var kept: [P] = []
        kept.reserveCapacity(pieces.count)
        for piece in pieces.reversed() {
            let footprint = piece.footprint(grid: grid)
            if covered.contains(footprint) { continue }
            if piece.hidesBelow { covered.insert(footprint) }
            kept.append(piece)
        }
        kept.reverse()
        return kept
    }

    /// The topmost pieces of `pieces` that fit `budget`, cut between items, and at least the
    /// budget's floor (`floorStart`).
    ///
    /// - Complexity: O(n) for n pieces.
    static func topmost<P: CullablePiece>(of pieces: [P], within budget: SpriteBudget) -> [P] {
        guard !budget.admits(pixels: filledArea(of: pieces), sprites: pieces.count) else { return pieces }
        var start = pieces.count
        var pixels = 0.0
        while start > 0 {
            let area = pieces[start - 1].filledPixels
            guard budget.admits(pixels: pixels + area, sprites: pieces.count - start + 1) else { break }
            pixels += area
            start -= 1
        }
        start = Swift.min(start, floorStart(of: pieces, budget: budget))
        // Whole items only: the rest of an item cut in two goes too.
        while start > 0, start < pieces.count, let owner = pieces[start].owner, owner == pieces[start - 1].owner { start += 1 }
        return Array(pieces[start...])
    }

    /// Where the floor of `budget` begins in `pieces`: the first piece of the topmost
    /// `floorItems` items, or further down while the items above hold fewer than `floorPixels`
    /// pixels (the elements between them are kept with them but do not count).
    ///
    /// - Complexity: O(n) for n pieces.
    static func floorStart<P: CullablePiece>(of pieces: [P], budget: SpriteBudget) -> Int {
        var start = pieces.count
        var items = 0
        var itemPixels = 0.0
        var current: ItemID?
        while start > 0 {
            let piece = pieces[start - 1]
            if let owner = piece.owner {
                if owner != current {
                    // A new item from the top: in the floor while the floor is not yet full.
                    guard items < budget.floorItems || itemPixels < budget.floorPixels else { break }
                    items += 1
                    current = owner
                }
                itemPixels += piece.filledPixels
            } else {
                current = nil
            }
            start -= 1
        }
        // Elements below the floor's last item are not the floor's.
        while start < pieces.count, pieces[start].owner == nil { start += 1 }
        return start
    }
}

/// What the culling (`DrawList.culled(to:startGrid:)`) needs of a piece of a draw list.
protocol CullablePiece {
    /// The pixels it fills (its drawn bounds), overdraw counted.
    var filledPixels: Double { get }
    /// Opaque enough to hide a piece with the same footprint under it.
    var hidesBelow: Bool { get }
    /// The item it belongs to (an item's pieces are kept or cut together); nil for an element.
    var owner: ItemID? { get }
    /// Where it lands, to `grid` pixels.
    func footprint(grid: Int) -> DrawList.Footprint
}

extension Sprite: CullablePiece {
    var filledPixels: Double { drawnBounds.width * drawnBounds.height }
    /// Drawn at full alpha: the icons share one silhouette, so the later one hides it.
    var hidesBelow: Bool { alpha >= 254.5 / 255 }
    var owner: ItemID? { itemID }
    func footprint(grid: Int) -> DrawList.Footprint { DrawList.Footprint(self, grid: grid) }
}

extension ElementShape: CullablePiece {
    var filledPixels: Double { bounds.width * bounds.height }
    var hidesBelow: Bool { isOpaque }
    var owner: ItemID? { nil }
    func footprint(grid: Int) -> DrawList.Footprint { DrawList.Footprint(self, grid: grid) }
}
