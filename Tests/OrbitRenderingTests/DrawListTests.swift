import CollectionLayout
import Glibc
import OrbitTestSupport
import Testing

@testable import OrbitRendering

@Suite struct DrawListTests {
    let viewport = Viewport(size: Size(width: 800, height: 600), contentOffset: Point(x: 30, y: 20))

    func item(
        _ id: Int, center: Point, size: Size, transform: Transform2D = .identity, anchor: Point = LayoutAttributes.defaultAnchorPoint,
        alpha: Double = 1, zIndex: Int = 0, hidden: Bool = false
    ) -> DisplayedItem {
        DisplayedItem(
            id: id,
            attributes: LayoutAttributes(
                indexPath: ItemIndexPath(item: id), center: center, size: size, transform: transform, anchorPoint: anchor,
                alpha: alpha, zIndex: zIndex, isHidden: hidden))
    }

    @Test func untransformedItemIsItsFrameMinusTheOffset() throws {
        let list = DrawList(items: [item(3, center: Point(x: 100, y: 80), size: Size(square: 60))], viewport: viewport, iconCount: 16)
        let sprite = try #require(list.sprites.first)
        #expect(list.sprites.count == 1 && list.visibleItemCount == 1)
        #expect(isWithin(sprite.destination, Rect(x: 40, y: 30, width: 60, height: 60)))
        #expect(isWithin(sprite.rotationCenter, Point(x: 30, y: 30)))
        #expect(sprite.angle == 0 && sprite.textureIndex == 3 && sprite.layer == .icon)
    }

    @Test func rotatedAndScaledItemShrinksTowardsItsCentreAndTurnsAboutIt() throws {
        // Scale first, then rotate: the rotation-scale matrix R * S that RenderCopyEx draws exactly.
        let transform = Transform2D(scaleX: 2, y: 1.5).concatenating(Transform2D(rotationAngle: 0.5))
        let displayed = item(0, center: Point(x: 100, y: 80), size: Size(square: 40), transform: transform)
        let sprite = try #require(DrawList(items: [displayed], viewport: viewport, iconCount: 16).sprites.first)
        // 80x60 centred on (100, 80) - (30, 20).
        #expect(isWithin(sprite.destination, Rect(x: 30, y: 30, width: 80, height: 60)))
        #expect(isWithin(sprite.rotationCenter, Point(x: 40, y: 30)))
        #expect(isWithin(sprite.angle, 0.5 * 180 / .pi))
    }

    @Test func wheelCardTurnsAboutTheHubFarBelowIt() throws {
        var layout = try LayoutDescriptor.wheel.makeLayout()
        layout.prepare(LayoutContext(boundsSize: Size(width: 800, height: 600), itemCount: 10))
        let attributes = try #require(layout.attributes(at: ItemIndexPath(item: 1)))
        let sprite = try #require(
            DrawList(items: [DisplayedItem(id: 1, attributes: attributes)], viewport: Viewport(size: Size(width: 800, height: 600)), iconCount: 16)
                .sprites.first { $0.layer == .plate })
        let iconSprite = try #require(
            DrawList(items: [DisplayedItem(id: 1, attributes: attributes)], viewport: Viewport(size: Size(width: 800, height: 600)), iconCount: 16)
                .sprites.first { $0.layer == .icon })
        // The card (133x173) is centred on the view's centre; the hub is radius + h/2 = 586.5 below
        // its top edge, i.e. 500 below the view's centre.
        let hub = Point(x: 400, y: 300 + 500)
        #expect(isWithin(sprite.destination.origin + sprite.rotationCenter, hub, tolerance: 1e-9))
        #expect(isWithin(iconSprite.destination.origin + iconSprite.rotationCenter, hub, tolerance: 1e-9))
        #expect(isWithin(sprite.angle, atan(133.0 / 500) * 180 / .pi))
        // The plate's centre before turning is the card's centre; its rotation centre sits
        // 500 + plate half-height below it.
        #expect(isWithin(sprite.rotationCenter.y - sprite.destination.height / 2, 500))
    }

    @Test func drawnCornersMatchTheLayoutsTransformedCorners() {
        var random = SeededRandom(seed: 42)
        for _ in 0..<200 {
            let rotation = Double.random(in: -.pi ... .pi, using: &random)
            let sx = Double.random(in: 0.2...3, using: &random)
            let sy = Double.random(in: 0.2...3, using: &random) * (Bool.random(using: &random) ? 1 : -1)
            let transform = Transform2D(scaleX: sx, y: sy).concatenating(Transform2D(rotationAngle: rotation))
                .thenTranslated(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random))
            let anchor = Point(x: Double.random(in: -1...2, using: &random), y: Double.random(in: -1...4, using: &random))
            let size = Size(width: Double.random(in: 10...300, using: &random), height: Double.random(in: 10...300, using: &random))
            let displayed = item(
                1, center: Point(x: Double.random(in: 200...600, using: &random), y: Double.random(in: 200...400, using: &random)),
                size: size, transform: transform, anchor: anchor)
            // Large enough that a far anchor never swings the item out of view.
            let scaled = Viewport(size: Size(width: 20000, height: 20000), contentOffset: Point(x: -9500, y: -9700), pixelScale: 2)
            let sprites = DrawList(items: [displayed], viewport: scaled, iconCount: 16).sprites
            let layers = DrawList.layers(for: size)
            #expect(sprites.map(\.layer) == layers.map(\.layer))
            // Each layer is a rectangle of the untransformed frame; drawn, its corners must be where
            // the layout's drawing transform puts them.
            let frame = displayed.attributes.frame, mapping = displayed.attributes.drawingTransform
            for (sprite, layer) in zip(sprites, layers) {
                let local = layer.rect
                let expected = [
                    Point(x: local.minX, y: local.minY), Point(x: local.maxX, y: local.minY),
                    Point(x: local.maxX, y: local.maxY), Point(x: local.minX, y: local.maxY),
                ].map { mapping.apply(to: frame.origin + $0) }.map { ($0 - scaled.contentOffset) * 2 }
                for (drawn, wanted) in zip(sprite.drawnCorners, expected) {
                    #expect(isWithin(drawn, wanted, tolerance: 1e-6), "\(transform) anchor \(anchor) \(layer.layer)")
                }
            }
        }
    }

    @Test func pixelScaleMultipliesEveryLength() throws {
        let displayed = item(0, center: Point(x: 100, y: 100), size: Size(square: 50))
        let one = try #require(DrawList(items: [displayed], viewport: Viewport(size: Size(width: 400, height: 300)), iconCount: 4).sprites.first)
        let two = try #require(
            DrawList(items: [displayed], viewport: Viewport(size: Size(width: 400, height: 300), pixelScale: 2), iconCount: 4).sprites.first)
        #expect(isWithin(two.destination, Rect(x: 150, y: 150, width: 100, height: 100)))
        #expect(isWithin(two.rotationCenter, one.rotationCenter * 2))
    }

    @Test func hiddenTransparentOffscreenAndCollapsedItemsAreSkipped() {
        let items = [
            item(0, center: Point(x: 100, y: 100), size: Size(square: 50), hidden: true),
            item(1, center: Point(x: 100, y: 100), size: Size(square: 50), alpha: 0),
            item(2, center: Point(x: -100, y: 100), size: Size(square: 50)),
            item(3, center: Point(x: 100, y: 100), size: Size(square: 50), transform: Transform2D(scaleX: 0, y: 0)),
            item(4, center: Point(x: 100, y: 2000), size: Size(square: 50)),
            item(5, center: Point(x: 100, y: 100), size: Size(square: 50), alpha: 0.4),
        ]
        let list = DrawList(items: items, viewport: viewport, iconCount: 16)
        #expect(list.sprites.map(\.itemID) == [5])
        #expect(list.visibleItemCount == 1)
        #expect(isWithin(list.sprites[0].alpha, 0.4))
    }

    @Test func anItemTurnedIntoViewIsKeptThoughItsFrameIsOffscreen() {
        // A card whose untransformed frame lies above the view but swings into it about a far anchor.
        let displayed = item(
            0, center: Point(x: 400, y: -200), size: Size(square: 60), transform: Transform2D(rotationAngle: .pi),
            anchor: Point(x: 0.5, y: 5))
        #expect(DrawList(items: [displayed], viewport: Viewport(size: Size(width: 800, height: 600)), iconCount: 16).sprites.count == 1)
    }

    @Test func spritesFollowDrawOrderAndCycleTheIcons() {
        let items = [
            item(17, center: Point(x: 100, y: 100), size: Size(square: 50), zIndex: 2),
            item(-1, center: Point(x: 120, y: 100), size: Size(square: 50), zIndex: 1),
            item(4, center: Point(x: 140, y: 100), size: Size(square: 50), zIndex: 1),
        ]
        let list = DrawList(items: items, viewport: Viewport(size: Size(width: 400, height: 300)), iconCount: 16)
        #expect(list.sprites.map(\.itemID) == [-1, 4, 17])
        #expect(list.sprites.map(\.textureIndex) == [15, 4, 1])
    }

    @Test func largeOrOblongItemsSitOnAPlateWithTheIconInside() {
        let small = DrawList.layers(for: Size(square: 60))
        #expect(small.map(\.layer) == [.icon])
        let card = DrawList.layers(for: Size(width: 250, height: 400))
        #expect(card.map(\.layer) == [.plate, .icon])
        let plate = card[0].rect, icon = card[1].rect
        #expect(plate.minX < 0 && plate.maxX > 250 && plate.minY < 0 && plate.maxY > 400)
        #expect(isWithin(icon.width, 155) && isWithin(icon.center, Point(x: 125, y: 200)))
        let huge = DrawList.layers(for: Size(square: 1000))
        #expect(isWithin(huge[1].rect.width, DrawList.plateIconMaximum))
        #expect(card[0].opacity == 1 && small[0].opacity == 1)
    }

    @Test func thePlateGrowsOpaqueFromUnderTheIconAsASquareItemGrows() {
        // line (100 points) <-> small-circle (50 points): no pop anywhere on the way, and never a
        // translucent card (an item of alpha 1 is drawn opaque).
        var previous = DrawList.layers(for: Size(square: 50))
        for side in stride(from: 51.0, through: 100, by: 1) {
            let layers = DrawList.layers(for: Size(square: side))
            #expect(layers.allSatisfy { $0.opacity == 1 }, "opaque at \(side)")
            // The plate's reach past the icon, relative to the side: 0 without a plate, growing smoothly.
            func reach(_ layers: [(layer: Sprite.Layer, rect: Rect, opacity: Double)], _ side: Double) -> Double {
                layers.count == 2 ? (layers[0].rect.width - layers[1].rect.width) / side : 0
            }
            let grown = reach(layers, side), before = reach(previous, side - 1)
            #expect(grown >= before - 1e-9 && grown - before < 0.05, "plate at \(side)")
            if layers.count == 2 {
                let (plate, icon) = (layers[0].rect, layers[1].rect)
                #expect(plate.minX <= icon.minX && plate.minY <= icon.minY && plate.maxX >= icon.maxX && plate.maxY >= icon.maxY, "at \(side)")
            }
            let icon = layers.last!.rect.width / side, iconBefore = previous.last!.rect.width / (side - 1)
            #expect(abs(icon - iconBefore) < 0.05, "icon at \(side)")
            previous = layers
        }
        #expect(DrawList.plateFraction(for: Size(square: 70)) == 0 && DrawList.plateFraction(for: Size(square: 100)) == 1)
        #expect(DrawList.plateFraction(for: Size(width: 60, height: 80)) == 1)
    }

    @Test func mirroredItemsFlipVertically() throws {
        let displayed = item(0, center: Point(x: 100, y: 100), size: Size(square: 50), transform: Transform2D(scaleX: 1, y: -1))
        let sprite = try #require(DrawList(items: [displayed], viewport: Viewport(size: Size(width: 400, height: 300)), iconCount: 16).sprites.first)
        #expect(sprite.flipVertical)
        #expect(isWithin(sprite.drawnCorners[0], Point(x: 75, y: 125)))
    }
}

/// The quads of each kind of content (`DrawList.layers(for:content:style:)`).
@Suite struct ContentLayerTests {
    @Test func picturesFillTheFrameAndCaptionsSitOnAPlateInsideThePadding() {
        let size = Size(width: 200, height: 120)
        let photo = DrawList.layers(for: size, content: .photos)
        #expect(photo.map(\.layer) == [.picture] && photo[0].rect == Rect(origin: .zero, size: size))
        let style = ContentStyle(fontSize: 14, padding: 10)
        let caption = DrawList.layers(for: size, content: .captions, style: style)
        #expect(caption.map(\.layer) == [.plate, .caption])
        #expect(caption[1].rect == Rect(x: 10, y: 10, width: 180, height: 100))
        // The plate reaches past the frame by its shadow margin, as icons' plates do.
        let margin = IconPainter.plateMargin * 120
        #expect(caption[0].rect == Rect(x: -margin, y: -margin, width: 200 + 2 * margin, height: 120 + 2 * margin))
        // Smaller than the padding: an empty text box, never a negative one.
        #expect(DrawList.layers(for: Size(width: 12, height: 30), content: .captions, style: style)[1].rect.width == 0)
        #expect(DrawList.layers(for: size, content: .icons).map(\.layer) == DrawList.layers(for: size).map(\.layer))
    }

    @Test func spritesKnowTheirBoxInPointsWhateverTheScale() throws {
        let scaled = LayoutAttributes(
            indexPath: ItemIndexPath(item: 0), center: Point(x: 100, y: 100), size: Size(width: 160, height: 90),
            transform: Transform2D(scaleX: 0.5, y: 0.5))
        let viewport = Viewport(size: Size(width: 400, height: 300), pixelScale: 2)
        let list = DrawList(items: [DisplayedItem(id: 0, attributes: scaled)], viewport: viewport, iconCount: 4, content: .captions)
        let caption = try #require(list.sprites.first { $0.layer == .caption })
        #expect(caption.localSize == Size(width: 160 - 16, height: 90 - 16))
        #expect(abs(caption.destination.width - (160 - 16) * 0.5 * 2) < 1e-9)
    }
}
