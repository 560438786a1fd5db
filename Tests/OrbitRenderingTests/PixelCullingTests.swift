import CollectionLayout
import Glibc
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// `DrawList.culled(to:)`: what is covered at the same pixels is left out, and a frame over its
/// budget keeps its topmost sprites.
@Suite struct PixelCullingTests {
    func sprite(_ id: Int, x: Double, y: Double = 10, side: Double = 60, alpha: Double = 1, layer: Sprite.Layer = .icon) -> Sprite {
        Sprite(
            layer: layer, itemID: id, textureIndex: id % 16, destination: Rect(x: x, y: y, width: side, height: side), angle: 0,
            rotationCenter: Point(x: side / 2, y: side / 2), alpha: alpha)
    }

    func list(_ sprites: [Sprite]) -> DrawList {
        DrawList(sprites: sprites, visibleItemCount: DrawList.itemCount(of: sprites))
    }

    @Test func aSpriteUnderAnOpaqueOneAtTheSamePixelsIsLeftOut() throws {
        // 0 and 1 share a pixel cell (0.3 px apart); 2 is translucent and hides nothing; 3 is a pixel and a half away.
        let culled = list([sprite(0, x: 100.2), sprite(1, x: 100.5), sprite(2, x: 200, alpha: 0.5), sprite(3, x: 201.5)]).culled()
        #expect(culled.sprites.map(\.itemID) == [1, 2, 3])
        let detail = try #require(culled.levelOfDetail)
        #expect(detail == LevelOfDetail(candidateItems: 4, coveredItems: 1, overBudgetItems: 0, grid: 1))
        #expect(culled.visibleItemCount == 3)
        // A translucent sprite on top does not hide an opaque one at the same place.
        #expect(list([sprite(0, x: 50), sprite(1, x: 50, alpha: 0.4)]).culled().sprites.count == 2)
        // Nor does a sprite of another size or layer.
        #expect(list([sprite(0, x: 50), sprite(1, x: 50, side: 40)]).culled().sprites.count == 2)
        #expect(list([sprite(0, x: 50, layer: .plate), sprite(1, x: 50)]).culled().sprites.count == 2)
    }

    @Test func aCrowdedCircleOfIconsKeepsOneTopmostSpritePerPixel() {
        // 20,000 sprites around a circle of radius 250: about 13 to each pixel of its rim.
        let n = 20_000
        let sprites = (0..<n).map { i -> Sprite in
            let angle = 2 * Double.pi * Double(i) / Double(n)
            return sprite(i, x: 400 + 250 * cos(angle), y: 300 + 250 * sin(angle))
        }
        let culled = list(sprites).culled()
        let kept = culled.sprites
        // At most one sprite per pixel cell, the last one there, and the very last one always.
        var cells: [String: Int] = [:]
        for s in sprites { cells["\(Int(s.destination.minX.rounded(.down))),\(Int(s.destination.minY.rounded(.down)))"] = s.itemID }
        #expect(Set(kept.map(\.itemID)) == Set(cells.values))
        #expect(kept.last?.itemID == n - 1)
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.itemID < $1.itemID })
        let detail = culled.levelOfDetail
        #expect(detail?.drawnItems == kept.count && detail?.candidateItems == n && detail?.grid == 1)
    }

    @Test func overBudgetTheTestCoarsensThenKeepsTheTopmostWholeItems() throws {
        // 1,000 sprites a pixel apart on a line: none covered at 1 px.
        let line = (0..<1000).map { sprite($0, x: Double($0)) }
        let budget = SpriteBudget(pixels: 3600 * 300, sprites: .max)
        let coarse = list(line).culled(to: budget)
        let detail = try #require(coarse.levelOfDetail)
        // 4-pixel cells leave 250 sprites, which fit 300 sprites' worth of pixels.
        #expect(detail.grid == 4 && coarse.sprites.count == 250 && detail.overBudgetItems == 0)
        #expect(DrawList.area(of: coarse.sprites) <= budget.pixels)
        #expect(detail.drawnItems + detail.coveredItems + detail.overBudgetItems == 1000)

        // Far apart, nothing is covered even at 8 px: the topmost 10 are kept.
        let spread = (0..<40).map { sprite($0, x: Double($0) * 20) }
        let cut = list(spread).culled(to: SpriteBudget(pixels: .infinity, sprites: 10))
        #expect(cut.sprites.map(\.itemID) == Array(30..<40))
        #expect(cut.levelOfDetail == LevelOfDetail(candidateItems: 40, coveredItems: 0, overBudgetItems: 30, grid: 8))

        // An item of two sprites (plate and icon) is kept whole or not at all.
        let cards = (0..<5).flatMap { [sprite($0, x: Double($0) * 100, layer: .plate), sprite($0, x: Double($0) * 100 + 10, side: 40)] }
        let three = list(cards).culled(to: SpriteBudget(pixels: .infinity, sprites: 5))
        #expect(three.sprites.map(\.itemID) == [3, 3, 4, 4] && three.visibleItemCount == 2)
    }

    @Test func withinBudgetNothingOnScreenIsLeftOut() {
        let ring = (0..<100).map { sprite($0, x: Double($0) * 7) }
        let culled = list(ring).culled(to: .frame)
        #expect(culled.sprites == ring)
        #expect(culled.levelOfDetail?.isReduced == false)
    }
}

@Suite struct FillCostModelTests {
    @Test func theBudgetIsWhatTheMeasuredCostPerPixelFitsInTheTarget() {
        var model = FillCostModel(targetMilliseconds: 30, millisecondsPerPixel: 8e-6, smoothing: 0.5)
        let screen = 1024.0 * 640
        // Frames that cost 24 ns a pixel (a busy machine): the estimate converges to it…
        for _ in 0..<40 { model.record(milliseconds: 24e-6 * (screen + 1_000_000), spritePixels: 1_000_000, screenPixels: screen) }
        #expect(isWithin(model.millisecondsPerPixel, 24e-6, tolerance: 1e-9))
        // …and the budget is the sprite pixels that fit 30 ms beside the screen's own.
        let budget = model.budget(screenPixels: screen)
        #expect(isWithin(budget.detailPixels, 30 / 24e-6 - screen, tolerance: 1))
        #expect(budget.sprites == FillCostModel.spriteLimit)
        // A faster machine raises it, within the range.
        for _ in 0..<40 { model.record(milliseconds: 1e-7 * screen, spritePixels: 0, screenPixels: screen) }
        #expect(model.budget(screenPixels: screen).detailPixels == FillCostModel.detailRange.upperBound)
        // A renderer slower than the target allows still draws the minimum.
        for _ in 0..<40 { model.record(milliseconds: 100, spritePixels: 0, screenPixels: screen) }
        #expect(model.budget(screenPixels: screen).detailPixels == FillCostModel.detailRange.lowerBound)
    }

    @Test func nonsenseMeasurementsAreIgnored() {
        var model = FillCostModel()
        let before = model
        model.record(milliseconds: .nan, spritePixels: 1, screenPixels: 1)
        model.record(milliseconds: 5, spritePixels: .infinity, screenPixels: 1)
        model.record(milliseconds: -1, spritePixels: 1, screenPixels: 1)
        model.record(milliseconds: 5, spritePixels: 0, screenPixels: 0)
        #expect(model == before)
    }
}

@Suite struct DetailLevelTests {
    @Test func theNextFrameRefinesOnlyWithRoomToSpareAndStartsWhereThisOneEnded() throws {
        let budget = SpriteBudget(pixels: 1_000_000, sprites: .max)
        let coarse = LevelOfDetail(candidateItems: 2_000, coveredItems: 1_750, grid: 8)
        // Twice the detail would fit with a quarter to spare: refine.
        #expect(coarse.nextGrid(drawnPixels: 400_000, budget: budget) == 4)
        // It would barely fit, or the frame cut sprites over budget: stay.
        #expect(coarse.nextGrid(drawnPixels: 450_000, budget: budget) == 8)
        var cut = coarse
        cut.overBudgetItems = 10
        #expect(cut.nextGrid(drawnPixels: 1_000, budget: budget) == 8)
        #expect(LevelOfDetail(candidateItems: 5).nextGrid(drawnPixels: 0, budget: budget) == 1)

        // A frame that starts at 4-pixel cells tests no finer.
        let line = (0..<100).map { i in
            Sprite(
                layer: .icon, itemID: i, textureIndex: 0, destination: Rect(x: Double(i), y: 0, width: 60, height: 60), angle: 0,
                rotationCenter: Point(x: 30, y: 30), alpha: 1)
        }
        let culled = DrawList(sprites: line, visibleItemCount: 100).culled(startGrid: 4)
        #expect(culled.levelOfDetail?.grid == 4 && culled.sprites.count == 25)
    }
}
