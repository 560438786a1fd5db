import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering
@testable import OrbitSession

/// A layout's `ElementStyle`: drawn as the layout asks (a header's title and colour, a panel's
/// rounded corners, a cell's card, title and badge), carried through animations, and printed by
/// dump only when present.
@Suite struct ElementStyleDrawingTests {
    let viewport = Viewport(size: Size(width: 800, height: 600))
    let measure: (String) -> Size = { Size(width: 8 * Double($0.count), height: 16) }
    let blue = StyleColor(hex: 0x3366CC)

    func header(_ style: ElementStyle?) -> DisplayedElement {
        DisplayedElement(attributes: LayoutAttributes(
            indexPath: ItemIndexPath(item: 0, section: 2), center: Point(x: 400, y: 20), size: Size(width: 800, height: 40),
            category: .supplementary, elementKind: ElementKind.header, style: style))
    }

    @Test func aHeaderReadsItsTitleInItsColour() throws {
        let styled = DrawList.shape(
            of: header(ElementStyle(title: "March 2026", color: blue)), viewport: viewport, itemCount: 14, spriteIndex: 0, measure: measure)
        let plain = DrawList.shape(of: header(nil), viewport: viewport, itemCount: 14, spriteIndex: 0, measure: measure)
        #expect(styled?.label?.text == "March 2026")
        #expect(plain?.label?.text == "Section 2 · 14 items")
        #expect(styled?.color == RGBAColor(red: 0x33 / 255, green: 0x66 / 255, blue: 0xCC / 255))
        #expect(styled?.color != plain?.color)
    }

    @Test func aCornerRadiusRoundsTheOutlineInsideTheFrame() throws {
        let rounded = try #require(
            DrawList.shape(of: header(ElementStyle(cornerRadius: 12)), viewport: viewport, itemCount: nil, spriteIndex: 0, measure: nil))
        let frame = Rect(x: 0, y: 0, width: 800, height: 40)
        #expect(rounded.corners.count == 4 * (DrawList.cornerSegments + 1))
        #expect(rounded.corners.allSatisfy { frame.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
        // The corner itself is cut: no point nearer the frame's corner than the arc allows.
        let nearest = rounded.corners.map { ($0 - frame.origin).length }.min() ?? 0
        #expect(abs(nearest - 12 * (2.0.squareRoot() - 1)) < 0.5, "\(nearest)")
        // A radius beyond half the height is half the height: the ends are semicircles.
        let capsule = try #require(
            DrawList.shape(of: header(ElementStyle(cornerRadius: 500)), viewport: viewport, itemCount: nil, spriteIndex: 0, measure: nil))
        #expect(capsule.corners.contains { abs($0.x - 20) < 1e-9 && abs($0.y) < 1e-9 })
    }

    @Test func aStyledCellIsACardWithItsTitleAndBadgeOverIt() throws {
        let style = ElementStyle(title: "Lisbon", color: blue, cornerRadius: 16, badgeCount: 3)
        let cell = DisplayedItem(
            id: 7, attributes: LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: Point(x: 200, y: 200), size: Size(width: 160, height: 120), style: style))
        let plainCell = DisplayedItem(
            id: 8, attributes: LayoutAttributes(indexPath: ItemIndexPath(item: 1), center: Point(x: 500, y: 200), size: Size(width: 160, height: 120)))
        let list = DrawList(items: [cell, plainCell], elements: [], viewport: viewport, iconCount: 16, measure: measure)
        // The styled card replaces the plate; the plain cell keeps its plate.
        let styledSprites = list.sprites.filter { $0.itemID == 7 }, plainSprites = list.sprites.filter { $0.itemID == 8 }
        #expect(!styledSprites.contains { $0.layer == .plate } && plainSprites.contains { $0.layer == .plate })
        #expect(list.elements.count == 3)
        let card = try #require(list.elements.first)
        #expect(card.color == blue && card.spriteIndex == 0, "the card is drawn under the cell's sprites")
        let over = list.elements.dropFirst()
        #expect(over.allSatisfy { $0.spriteIndex == styledSprites.count }, "title and badge over the cell's sprites")
        #expect(over.compactMap(\.label?.text) == ["Lisbon", "3"])
        #expect(list.visibleItemCount == 2)
    }

    @Test func aStyleSwitchesHalfWayThroughAnAnimationAndIsPartOfEquality() {
        let from = LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: .zero, size: Size(square: 10), style: ElementStyle(title: "a"))
        var to = from
        to.style = ElementStyle(title: "b", badgeCount: 2)
        #expect(from != to && from.interpolated(to: to, fraction: 0.4).style?.title == "a")
        #expect(from.interpolated(to: to, fraction: 0.6).style == to.style)
        var nan = from
        nan.style = ElementStyle(cornerRadius: .nan)
        #expect(!nan.isFinite)
    }

    @Test func dumpPrintsAStyleOnlyWhenThereIsOne() throws {
        let plain = LayoutAttributes(indexPath: ItemIndexPath(item: 0), center: .zero, size: Size(square: 10))
        var styled = plain
        styled.style = ElementStyle(title: "March 2026", color: StyleColor(hex: 0x3366CC, alpha: 0.5), cornerRadius: 8)
        let plainJSON = FormatEncoder.text(DumpItem(plain))
        let styledJSON = FormatEncoder.text(DumpItem(styled))
        #expect(!plainJSON.contains("style"))
        #expect(styledJSON.contains(##""style":{"title":"March 2026","color":"#3366CC80","cornerRadius":8.0}"##), "\(styledJSON)")
    }
}
