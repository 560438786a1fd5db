import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// Supplementary views and decorations in the draw list: which are drawn, in what order, as what,
/// with which label, and how the culling treats them.
@Suite struct ElementDrawingTests {
    let viewport = Viewport(size: Size(width: 800, height: 600))
    /// A label font of 8 pixels a character, 16 high.
    let measure: (String) -> Size = { Size(width: 8 * Double($0.count), height: 16) }

    func cell(_ index: Int, section: Int = 0, center: Point, side: Double = 60, zIndex: Int = 0, id: Int? = nil) -> DisplayedItem {
        DisplayedItem(
            id: id ?? index,
            attributes: LayoutAttributes(
                indexPath: ItemIndexPath(item: index, section: section), center: center, size: Size(square: side), zIndex: zIndex))
    }

    func element(
        _ category: ElementCategory, _ kind: String, section: Int = 0, item: Int = 0, frame: Rect, zIndex: Int = 0,
        alpha: Double = 1, hidden: Bool = false, transform: Transform2D = .identity
    ) -> DisplayedElement {
        DisplayedElement(attributes: LayoutAttributes(
            indexPath: ItemIndexPath(item: item, section: section), center: frame.center, size: frame.size, transform: transform,
            alpha: alpha, zIndex: zIndex, isHidden: hidden, category: category, elementKind: kind))
    }

    func header(section: Int, y: Double, height: Double = 40, zIndex: Int = 0) -> DisplayedElement {
        element(.supplementary, ElementKind.header, section: section, frame: Rect(x: 0, y: y, width: 800, height: height), zIndex: zIndex)
    }

    // MARK: - Order

    @Test func decorationsGoUnderTheCellsAndHeadersOverThemAtEqualZIndex() throws {
        let cells = [cell(0, center: Point(x: 100, y: 100)), cell(1, center: Point(x: 200, y: 100))]
        let background = element(.decoration, ElementKind.background, frame: Rect(x: 0, y: 40, width: 800, height: 200))
        let list = DrawList(
            items: cells, elements: [header(section: 0, y: 0), background], viewport: viewport, iconCount: 16, sectionItemCounts: [2])
        #expect(list.sprites.count == 2 && list.visibleItemCount == 2)
        #expect(list.elements.map(\.key.kind) == [ElementKind.background, ElementKind.header])
        #expect(list.elements.map(\.spriteIndex) == [0, 2])
        #expect(list.elements.map(\.style) == [.panel, .bar])
    }

    @Test func zIndexOverridesTheCategoryRule() throws {
        let cells = [cell(0, center: Point(x: 100, y: 100)), cell(1, center: Point(x: 200, y: 100), zIndex: 3)]
        // A header under everything, a background over the raised cell.
        let low = header(section: 0, y: 0, zIndex: -1)
        let high = element(.decoration, ElementKind.background, frame: Rect(x: 0, y: 40, width: 800, height: 200), zIndex: 5)
        let middle = element(.decoration, "rule", frame: Rect(x: 0, y: 300, width: 800, height: 2), zIndex: 3)
        let list = DrawList(items: cells, elements: [high, middle, low], viewport: viewport, iconCount: 16)
        #expect(list.elements.map(\.key.kind) == [ElementKind.header, "rule", ElementKind.background])
        // Sprite 0 is cell 0 (z 0), sprite 1 cell 1 (z 3): the rule (z 3, decoration) goes under cell 1.
        #expect(list.elements.map(\.spriteIndex) == [0, 1, 2])
    }

    @Test func mergedOrderIsSortedByZIndexThenCategoryAndKeepsTheCellsOrder() {
        var random = SeededRandom(seed: 18)
        for _ in 0..<50 {
            let items = (0..<12).map { i in
                cell(i, center: Point(x: Double(i) * 10, y: 50), zIndex: Int(random.next() % 5) - 2, id: 100 + i)
            }
            let kinds = [ElementKind.header, ElementKind.footer, ElementKind.background]
            let elements = (0..<10).map { i in
                element(
                    i % 3 == 2 ? .decoration : .supplementary, kinds[i % 3], section: Int(random.next() % 4),
                    frame: Rect(x: 0, y: Double(i) * 20, width: 100, height: 10), zIndex: Int(random.next() % 5) - 2)
            }
            let merged = DrawOrder.merged(items: items, elements: elements)
            #expect(merged.count == items.count + elements.count)
            // (zIndex, rank) never decreases; rank: decoration 0, cell 1, supplementary 2.
            func rank(_ category: ElementCategory) -> Int { [ElementCategory.decoration, .cell, .supplementary].firstIndex(of: category)! }
            let keys = merged.map { ($0.attributes.zIndex, rank($0.attributes.category)) }
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(merged.compactMap(\.itemID) == items.inDrawOrder.map(\.id))
            // Elements of one zIndex and category by index path, then kind.
            let drawnElements = merged.compactMap { drawable -> LayoutAttributes? in
                if case .element(let e) = drawable { return e.attributes }
                return nil
            }
            for (a, b) in zip(drawnElements, drawnElements.dropFirst()) where a.zIndex == b.zIndex && a.category == b.category {
                #expect(a.indexPath < b.indexPath || (a.indexPath == b.indexPath && a.elementKind! <= b.elementKind!))
            }
        }
    }

    // MARK: - Labels

    @Test func headerAndFooterTextsNameTheSectionAndItsItemCount() {
        let header = ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: ItemIndexPath(item: 0, section: 2))
        let footer = ElementKey(category: .supplementary, kind: ElementKind.footer, indexPath: ItemIndexPath(item: 0, section: 2))
        let badge = ElementKey(category: .supplementary, kind: "badge", indexPath: ItemIndexPath(item: 3, section: 1))
        #expect(ElementAppearance.labelTexts(for: header, itemCount: 14) == ["Section 2 · 14 items", "Section 2", "2"])
        #expect(ElementAppearance.labelTexts(for: header, itemCount: 1).first == "Section 2 · 1 item")
        #expect(ElementAppearance.labelTexts(for: header, itemCount: 12_345).first == "Section 2 · 12,345 items")
        #expect(ElementAppearance.labelTexts(for: header, itemCount: nil).first == "Section 2")
        #expect(ElementAppearance.labelTexts(for: footer, itemCount: 0).first == "End of section 2 · 0 items")
        #expect(ElementAppearance.labelTexts(for: badge, itemCount: 5) == ["badge · section 1, item 3", "badge"])
    }

    @Test func aBarIsLabelledFromItsLeadingEdgeWithTheLongestTextThatFits() throws {
        let list = DrawList(
            items: [], elements: [header(section: 2, y: 100)], viewport: viewport, iconCount: 16, sectionItemCounts: [5, 7, 14],
            measure: measure)
        let label = try #require(list.elements.first?.label)
        #expect(label.text == "Section 2 · 14 items")
        #expect(label.scale == 1)
        // 12 points in from the bar's left edge, centred in its 40 points: 100 + 20 - 8.
        #expect(label.origin == Point(x: 12, y: 112))
        #expect(label.size == Size(width: 8 * 20, height: 16))
        // Section 3 has no count: the text says no count.
        let unknown = DrawList(
            items: [], elements: [header(section: 3, y: 100)], viewport: viewport, iconCount: 16, sectionItemCounts: [5, 7, 14],
            measure: measure)
        #expect(unknown.elements.first?.label?.text == "Section 3")
    }

    @Test func aNarrowBarFallsBackToShorterTextsThenToNone() throws {
        func labelled(width: Double, height: Double = 40) -> ElementShape.Label? {
            let bar = element(.supplementary, ElementKind.header, section: 2, frame: Rect(x: 100, y: 100, width: width, height: height))
            return DrawList(items: [], elements: [bar], viewport: viewport, iconCount: 16, sectionItemCounts: [1, 1, 14], measure: measure)
                .elements.first?.label
        }
        // Room (width - 2 x 12 points) for 160 pixels: the full text.
        #expect(labelled(width: 184)?.text == "Section 2 · 14 items")
        // 72 pixels of room: "Section 2" (72 pixels) at full size.
        #expect(labelled(width: 96)?.text == "Section 2")
        #expect(labelled(width: 96)?.scale == 1)
        // 50 pixels: "Section 2" would need a scale of 0.69; the full text 0.31.
        let shrunk = try #require(labelled(width: 74))
        #expect(shrunk.text == "Section 2" && abs(shrunk.scale - 50.0 / 72) < 1e-9)
        // 20 pixels: only "2" fits.
        #expect(labelled(width: 44)?.text == "2")
        // A bar 11 points thick holds text at most 0.8 x 11 = 8.8 pixels high: 16-pixel text shrinks below 0.6.
        #expect(labelled(width: 400, height: 11) == nil)
        #expect(labelled(width: 400, height: 12)?.scale ?? 0 >= 0.6 - 1e-12)
        // Without fonts, no label (but the bar).
        let bare = DrawList(items: [], elements: [header(section: 0, y: 0)], viewport: viewport, iconCount: 16)
        #expect(bare.elements.count == 1 && bare.elements[0].label == nil)
    }

    @Test func aBarPartlyOffScreenIsLabelledInItsPartOnScreen() throws {
        func label(_ frame: Rect) -> ElementShape.Label? {
            let bar = element(.supplementary, ElementKind.header, frame: frame)
            return DrawList(items: [], elements: [bar], viewport: viewport, iconCount: 16, sectionItemCounts: [3], measure: measure)
                .elements.first?.label
        }
        // 300 points of a 600-point bar on screen: the full text, 12 points inside the window's edge.
        let half = try #require(label(Rect(x: -300, y: 0, width: 600, height: 40)))
        #expect(half.text == "Section 0 · 3 items" && half.origin.x == 12)
        // 100 points on screen leave 76 for text: "Section 0" (72), from the window's edge.
        let sliver = try #require(label(Rect(x: -300, y: 0, width: 400, height: 40)))
        #expect(sliver.text == "Section 0" && sliver.origin.x == 12)
        // Off the right edge: from the bar's own leading edge, in its 100 points on screen.
        let right = try #require(label(Rect(x: 700, y: 0, width: 400, height: 40)))
        #expect(right.text == "Section 0" && right.origin.x == 712)
    }

    // MARK: - Shapes

    @Test func decorationsThinnerThanFourPointsAreLinesAtLeastOnePixelWide() throws {
        let hairline = element(.decoration, "hour", frame: Rect(x: 50, y: 200, width: 300, height: 0.25))
        let rule = element(.decoration, "hour", frame: Rect(x: 50, y: 300, width: 300, height: 4))
        let panel = element(.decoration, "hour", frame: Rect(x: 50, y: 400, width: 300, height: 5))
        let list = DrawList(items: [], elements: [hairline, rule, panel], viewport: viewport, iconCount: 16)
        #expect(list.elements.map(\.style) == [.line, .line, .panel])
        // The hairline is drawn one pixel thick about its centre line, its length kept.
        let bounds = list.elements[0].bounds
        #expect(abs(bounds.height - 1) < 1e-9 && abs(bounds.midY - 200.125) < 1e-9)
        #expect(abs(bounds.minX - 50) < 1e-9 && abs(bounds.width - 300) < 1e-9)
        // A 4-point rule keeps its thickness; at 2 pixels a point it is 8 pixels.
        let scaled = DrawList(
            items: [], elements: [rule], viewport: Viewport(size: viewport.size, pixelScale: 2), iconCount: 16)
        #expect(abs(scaled.elements[0].bounds.height - 8) < 1e-9)
        // A vertical hairline widens across x.
        let vertical = element(.decoration, "hour", frame: Rect(x: 100, y: 50, width: 0.5, height: 300))
        let drawn = try #require(DrawList(items: [], elements: [vertical], viewport: viewport, iconCount: 16).elements.first)
        #expect(abs(drawn.bounds.width - 1) < 1e-9 && abs(drawn.bounds.height - 300) < 1e-9)
    }

    @Test func shapesAreTheTransformedCornersInWindowPixelsWithTheElementsAlpha() throws {
        // A header scrolled by 100 points at 2 pixels a point, half transparent.
        let faded = element(.supplementary, ElementKind.header, frame: Rect(x: 0, y: 150, width: 800, height: 40), alpha: 0.5)
        let view = Viewport(size: viewport.size, contentOffset: Point(x: 0, y: 100), pixelScale: 2)
        let shape = try #require(DrawList(items: [], elements: [faded], viewport: view, iconCount: 16).elements.first)
        #expect(shape.corners == [Point(x: 0, y: 100), Point(x: 1600, y: 100), Point(x: 1600, y: 180), Point(x: 0, y: 180)])
        #expect(abs(shape.color.alpha - 0.5) < 1e-9)
        #expect(shape.stripe == Rect(x: 0, y: 100, width: 8, height: 80))
        // Turned a quarter about its centre: the corners turn, no stripe, the label centred.
        let turned = element(
            .supplementary, ElementKind.header, frame: Rect(x: 200, y: 200, width: 300, height: 40),
            transform: Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        let drawn = try #require(
            DrawList(items: [], elements: [turned], viewport: viewport, iconCount: 16, measure: measure).elements.first)
        let expected = turned.attributes.transformedCorners
        #expect(zip(drawn.corners, expected).allSatisfy { isWithin($0, $1) })
        #expect(drawn.stripe == nil)
        let label = try #require(drawn.label)
        #expect(isWithin(label.frame.center, Point(x: 350, y: 220), tolerance: 0.5))
    }

    @Test func hiddenTransparentEmptyAndOffScreenElementsAreNotDrawn() {
        let elements = [
            element(.supplementary, ElementKind.header, frame: Rect(x: 0, y: 0, width: 800, height: 40), hidden: true),
            element(.supplementary, ElementKind.header, section: 1, frame: Rect(x: 0, y: 0, width: 800, height: 40), alpha: 0),
            element(.decoration, ElementKind.background, frame: Rect(x: 0, y: 50, width: 0, height: 40)),
            element(.decoration, ElementKind.background, section: 2, frame: Rect(x: 0, y: 601, width: 800, height: 40)),
            element(.supplementary, ElementKind.footer, section: 3, frame: Rect(x: 0, y: -40, width: 800, height: 40)),
            element(.supplementary, ElementKind.footer, section: 4, frame: Rect(x: 0, y: 580, width: 800, height: 40)),
        ]
        let list = DrawList(items: [], elements: elements, viewport: viewport, iconCount: 16)
        #expect(list.elements.map(\.key.indexPath.section) == [4])
    }

    // MARK: - Cells alone

    @Test func withoutElementsTheListIsTheCellsOnlyList() {
        let cells = (0..<20).map { cell($0, center: Point(x: Double($0) * 45, y: 80 + Double($0 % 3) * 30)) }
        let plain = DrawList(items: cells, viewport: viewport, iconCount: 16)
        #expect(DrawList(items: cells, elements: [], viewport: viewport, iconCount: 16, sectionItemCounts: [20], measure: measure) == plain)
        // With elements, the cells' sprites are the same sprites.
        let sectioned = DrawList(items: cells, elements: [header(section: 0, y: 0)], viewport: viewport, iconCount: 16)
        #expect(sectioned.sprites == plain.sprites && sectioned.visibleItemCount == plain.visibleItemCount)
        #expect(plain.culled().elements.isEmpty && plain.culled().levelOfDetail?.candidateElements == 0)
    }

    // MARK: - Culling

    @Test func anOpaqueBarHidesABarAtItsPixelsButPanelsHideNothing() throws {
        // Two headers at the same place (the lower one covered), two panels at the same place (both drawn).
        let elements = [
            header(section: 0, y: 0, zIndex: 0), header(section: 1, y: 0, zIndex: 1),
            element(.decoration, ElementKind.background, section: 0, frame: Rect(x: 0, y: 100, width: 800, height: 200)),
            element(.decoration, ElementKind.background, section: 1, frame: Rect(x: 0, y: 100, width: 800, height: 200)),
        ]
        let culled = DrawList(items: [], elements: elements, viewport: viewport, iconCount: 16).culled()
        #expect(culled.elements.map(\.key.indexPath.section) == [0, 1, 1])
        #expect(culled.elements.map(\.style) == [.panel, .panel, .bar])
        let detail = try #require(culled.levelOfDetail)
        #expect(detail.candidateElements == 4 && detail.coveredElements == 1 && detail.overBudgetElements == 0)
        #expect(detail.isReduced && detail.coveredItems == 0)
        #expect(HUDStatus.levelOfDetailLine(detail, itemCount: 0)?.hasSuffix("headers and decorations left out: 1") == true)
    }

    @Test func theBudgetCutsElementsFromTheBottomAndRenumbersTheirPlaces() throws {
        // A full-window panel under four 60-point cells with a header over them.
        let cells = (0..<4).map { cell($0, center: Point(x: 100 + Double($0) * 100, y: 300)) }
        let panel = element(.decoration, ElementKind.background, frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let list = DrawList(items: cells, elements: [panel, header(section: 0, y: 0)], viewport: viewport, iconCount: 16)
        #expect(list.elements.map(\.spriteIndex) == [0, list.sprites.count])
        // Room for the cells and the header (800 x 40) but not the panel's 480,000 pixels.
        let cellPixels = DrawList.area(of: list.sprites)
        let budget = SpriteBudget(pixels: cellPixels + 800 * 40 + 1000, sprites: 100)
        let culled = list.culled(to: budget)
        #expect(culled.sprites == list.sprites)
        #expect(culled.elements.map(\.style) == [.bar])
        #expect(culled.elements.first?.spriteIndex == culled.sprites.count)
        let detail = try #require(culled.levelOfDetail)
        #expect(detail.overBudgetElements == 1 && detail.overBudgetItems == 0 && detail.drawnItems == 4)
        #expect(DrawList.elementArea(of: culled) == 800 * 40)
    }

    @Test func coveredSpritesBelowAnElementMoveItsPlaceDown() throws {
        // Two cells at the same pixels (the first covered), then a header over both.
        let cells = [cell(0, center: Point(x: 100, y: 100), id: 1), cell(1, center: Point(x: 100, y: 100), id: 2)]
        let list = DrawList(items: cells, elements: [header(section: 0, y: 300)], viewport: viewport, iconCount: 16)
        #expect(list.elements.first?.spriteIndex == 2)
        let culled = list.culled()
        #expect(culled.sprites.map(\.itemID) == [2])
        #expect(culled.elements.first?.spriteIndex == 1)
        #expect(culled.levelOfDetail?.coveredItems == 1 && culled.levelOfDetail?.coveredElements == 0)
    }
}
