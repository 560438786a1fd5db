import CollectionLayout
import Testing

@testable import OrbitRendering

/// Item badges (`ElementKind.badge`) in the draw list: a round marker over its item with a count.
@Suite struct BadgeDrawingTests {
    let viewport = Viewport(size: Size(width: 800, height: 600))
    /// A label font of 8 pixels a character, 16 high.
    let measure: (String) -> Size = { Size(width: 8 * Double($0.count), height: 16) }

    func badge(item: Int, frame: Rect) -> DisplayedElement {
        DisplayedElement(attributes: LayoutAttributes(
            indexPath: ItemIndexPath(item: item, section: 0), center: frame.center, size: frame.size, zIndex: 1,
            category: .supplementary, elementKind: ElementKind.badge))
    }

    @Test func aBadgeIsARoundMarkerWithItsCountCentred() throws {
        let frame = Rect(x: 191, y: 19, width: 20, height: 20)
        let list = DrawList(items: [], elements: [badge(item: 4, frame: frame)], viewport: viewport, iconCount: 16, measure: measure)
        let shape = try #require(list.elements.first)
        #expect(shape.style == .badge && shape.stripe == nil)
        #expect(shape.corners.count == ElementAppearance.badgeCorners)
        // Every corner on the circle inscribed in the frame.
        for corner in shape.corners {
            #expect(abs((corner - frame.center).length - 10) < 1e-9)
        }
        #expect(shape.color == RGBAColor(hex: 0xE5484D))
        // Item 4 shows 4 % 3 + 1 = 2, at 0.8 of 20 over 16 = 1 (full size), centred.
        let label = try #require(shape.label)
        #expect(label.text == "2" && label.scale == 1)
        #expect(label.origin == Point(x: 201 - 4, y: 29 - 8))
    }

    @Test func aBadgeTooSmallForItsCountIsDrawnWithoutOne() throws {
        // 3 points high: 0.8 * 3 / 16 = 0.15, under the 0.2 a badge's count may shrink to.
        let list = DrawList(
            items: [], elements: [badge(item: 0, frame: Rect(x: 10, y: 10, width: 3, height: 3))], viewport: viewport, iconCount: 16,
            measure: measure)
        let shape = try #require(list.elements.first)
        #expect(shape.style == .badge && shape.label == nil)
        // Another supplementary kind stays a bar.
        var other = badge(item: 0, frame: Rect(x: 0, y: 100, width: 300, height: 30)).attributes
        other.elementKind = "note"
        #expect(ElementAppearance.style(of: other) == .bar)
    }
}
