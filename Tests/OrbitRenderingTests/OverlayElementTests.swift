import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The F and L overlays over supplementary views and decorations.
@Suite struct OverlayElementTests {
    let viewport = Viewport(size: Size(width: 800, height: 600))
    /// A label font of 8 pixels a character, 16 high.
    let measure: (String) -> Size = { Size(width: 8 * Double($0.count), height: 16) }

    func cell(_ index: Int, section: Int = 0, center: Point) -> DisplayedItem {
        DisplayedItem(
            id: 100 + index,
            attributes: LayoutAttributes(indexPath: ItemIndexPath(item: index, section: section), center: center, size: Size(square: 60)))
    }

    func element(_ category: ElementCategory, _ kind: String, section: Int, item: Int = 0, frame: Rect, zIndex: Int = 0) -> DisplayedElement {
        DisplayedElement(attributes: LayoutAttributes(
            indexPath: ItemIndexPath(item: item, section: section), center: frame.center, size: frame.size, zIndex: zIndex,
            category: category, elementKind: kind))
    }

    func list(_ overlays: Set<Overlay>, _ items: [DisplayedItem], _ elements: [DisplayedElement], _ viewport: Viewport) -> OverlayList {
        OverlayList(
            overlays: overlays, items: items, elements: elements, viewport: viewport, state: OverlayState(contentSize: .zero),
            measure: measure)
    }

    @Test func framesOutlineElementsInDrawOrderWithTheirCategory() throws {
        let header = element(.supplementary, ElementKind.header, section: 1, frame: Rect(x: 0, y: 150, width: 800, height: 40))
        let background = element(.decoration, ElementKind.background, section: 1, frame: Rect(x: 10, y: 190, width: 780, height: 300))
        let items = [cell(0, section: 1, center: Point(x: 100, y: 250))]
        // Scrolled 100 points at 2 pixels a point.
        let view = Viewport(size: viewport.size, contentOffset: Point(x: 0, y: 100), pixelScale: 2)
        let outlines = list([.frames], items, [header, background], view).outlines
        #expect(outlines.map(\.category) == [.decoration, .cell, .supplementary])
        #expect(outlines.map(\.itemID) == [nil, 100, nil])
        #expect(outlines[0].element == background.key && outlines[2].element == header.key)
        // The header's corners: (0, 150)…(800, 190) less the offset, times 2.
        #expect(outlines[2].corners == [Point(x: 0, y: 100), Point(x: 1600, y: 100), Point(x: 1600, y: 180), Point(x: 0, y: 180)])
        #expect(outlines[2].center == Point(x: 800, y: 140))
    }

    @Test func labelsNameAnElementsKindAndSectionInsideItsBounds() throws {
        let header = element(.supplementary, ElementKind.header, section: 2, frame: Rect(x: 0, y: 0, width: 800, height: 40))
        let background = element(.decoration, ElementKind.background, section: 2, frame: Rect(x: 10, y: 40, width: 780, height: 300))
        let badge = element(.supplementary, "badge", section: 2, item: 3, frame: Rect(x: 600, y: 400, width: 150, height: 30))
        let labels = list([.labels], [cell(4, section: 2, center: Point(x: 100, y: 150))], [header, background, badge], viewport).labels
        let byText = Dictionary(uniqueKeysWithValues: labels.map { ($0.text, $0) })
        // The header's at its trailing end: 6 points in from x = 800, centred on y = 20.
        let headerLabel = try #require(byText["header 2"])
        #expect(headerLabel.size == Size(width: 64, height: 16) && headerLabel.category == .supplementary)
        #expect(headerLabel.center == Point(x: 800 - 6 - 32, y: 20))
        // The background's at its bottom-left corner, 6 points in.
        let backgroundLabel = try #require(byText["background 2"])
        #expect(backgroundLabel.center == Point(x: 10 + 6 + 48, y: 340 - 6 - 8))
        #expect(backgroundLabel.element == background.key && backgroundLabel.itemID == nil)
        // Another item than 0: section.item.
        #expect(byText["badge 2.3"] != nil)
        // The cell keeps its index at its centre.
        #expect(byText["4"]?.center == Point(x: 100, y: 150) && byText["4"]?.itemID == 104)
    }

    @Test func anElementLabelShrinksToItsOnScreenWidthOrIsLeftOut() throws {
        // 80 points wide: 68 of room for "header 0" (64): full size.
        let fits = element(.supplementary, ElementKind.header, section: 0, frame: Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(list([.labels], [], [fits], viewport).labels.first?.scale == 1)
        // 56 points: 44 of room, 44/64 = 0.69.
        let shrinks = element(.supplementary, ElementKind.header, section: 0, frame: Rect(x: 0, y: 0, width: 56, height: 40))
        let label = try #require(list([.labels], [], [shrinks], viewport).labels.first)
        #expect(abs(label.scale - 44.0 / 64) < 1e-9)
        // 40 points: 28/64 is under 0.6: none.
        let narrow = element(.supplementary, ElementKind.header, section: 0, frame: Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(list([.labels], [], [narrow], viewport).labels.isEmpty)
        // Only the part on screen counts: a bar reaching 30 points into the window has no room.
        let offScreen = element(.supplementary, ElementKind.header, section: 0, frame: Rect(x: -770, y: 0, width: 800, height: 40))
        #expect(list([.labels], [], [offScreen], viewport).labels.isEmpty)
    }

    @Test func withoutElementsTheOverlaysAreTheCellsOnlyOnes() {
        let items = (0..<8).map { cell($0, center: Point(x: 50 + Double($0) * 70, y: 100)) }
        let with = list([.labels, .frames], items, [], viewport)
        let without = OverlayList(
            overlays: [.labels, .frames], items: items, viewport: viewport, state: OverlayState(contentSize: .zero), measure: measure)
        #expect(with.outlines == without.outlines && with.labels == without.labels)
        #expect(with.outlines.allSatisfy { $0.category == .cell && $0.element == nil })
    }
}

extension OverlayElementTests {
    @Test func cellsUnderAnOpaqueHeaderAreNotLabelled() {
        let pinned = DisplayedElement(attributes: LayoutAttributes(
            indexPath: ItemIndexPath(item: 0, section: 0), center: Point(x: 400, y: 20), size: Size(width: 800, height: 40), zIndex: 1024,
            category: .supplementary, elementKind: ElementKind.header))
        // Cell 0's centre under the header, cell 1's below it.
        let items = [cell(0, center: Point(x: 100, y: 20)), cell(1, center: Point(x: 200, y: 100))]
        #expect(Set(list([.labels], items, [pinned], viewport).labels.map(\.text)) == ["header 0", "1"])
        // A translucent or lowered header hides nothing.
        var faded = pinned
        faded.attributes.alpha = 0.5
        #expect(Set(list([.labels], items, [faded], viewport).labels.map(\.text)) == ["header 0", "0", "1"])
        var lowered = pinned
        lowered.attributes.zIndex = -1
        #expect(Set(list([.labels], items, [lowered], viewport).labels.map(\.text)) == ["header 0", "0", "1"])
    }
}
