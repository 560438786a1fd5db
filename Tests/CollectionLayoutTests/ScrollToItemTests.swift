import CollectionLayout
import OrbitTestSupport
import Testing
import OrbitSession

/// `CollectionView.scrollToItem(at:at:animated:at:)`: UIKit's `scrollToItem(at:at:animated:)`.
@Suite struct ScrollToItemTests {
    static let bounds = Size(width: 400, height: 300)

    /// The flow preset at 400 x 300: 60-point items, 10 apart, five to a row; row r's top is
    /// 74 + 70 r (the section inset's 74 above the first row).
    static func flow(items: Int = 200, sections: [Int]? = nil) throws -> CollectionView {
        let layout = try LayoutDescriptor.flow.makeLayout([])
        if let sections { return CollectionView(layout: layout, sectionItemCounts: sections, boundsSize: bounds) }
        return CollectionView(layout: layout, itemCount: items, boundsSize: bounds)
    }

    static func rowTop(ofItem item: Int) -> Double { 74 + 70 * Double(item / 5) }

    @Test func eachVerticalPositionPutsTheItemsEdgeOrMiddleAtTheViews() throws {
        for (position, expected) in [
            (ItemScrollPosition.top, Self.rowTop(ofItem: 52)),
            (.centeredVertically, Self.rowTop(ofItem: 52) + 30 - 150),
            (.bottom, Self.rowTop(ofItem: 52) + 60 - 300),
        ] {
            var view = try Self.flow()
            view.scrollToItem(at: ItemIndexPath(item: 52), at: position, animated: false, at: 0.1)
            #expect(view.contentOffset == Point(x: 0, y: expected), "\(position.nameList)")
        }
    }

    @Test func anAnimatedScrollSettlesThereAndTheOffsetIsClampedAtTheEnds() throws {
        var view = try Self.flow()
        view.scrollToItem(at: ItemIndexPath(item: 100), at: .top, animated: true, at: 0)
        #expect(view.isScrollAnimating)
        view.advance(to: 0.1)
        #expect(view.contentOffset.y > 0 && view.contentOffset.y < Self.rowTop(ofItem: 100))
        view.advance(to: 2)
        #expect(view.contentOffset.y == Self.rowTop(ofItem: 100))
        // The last item at the top: as far as the content goes. The first at the bottom: offset 0.
        view.scrollToItem(at: ItemIndexPath(item: 199), at: .top, animated: false, at: 2)
        #expect(view.contentOffset.y == view.contentSize.height - 300)
        view.scrollToItem(at: ItemIndexPath(item: 0), at: .bottom, animated: false, at: 2)
        #expect(view.contentOffset.y == 0)
    }

    @Test func anIndexPathTheViewLacksDoesNothing() throws {
        var view = try Self.flow(sections: [30, 20])
        view.scrollToItem(at: ItemIndexPath(item: 5, section: 1), at: .top, animated: false, at: 0)
        let offset = view.contentOffset
        #expect(offset.y > 0)
        for missing in [ItemIndexPath(item: 20, section: 1), ItemIndexPath(item: 0, section: 2), ItemIndexPath(item: -1)] {
            view.scrollToItem(at: missing, at: .bottom, animated: false, at: 0)
            #expect(view.contentOffset == offset)
        }
    }

    @Test func aCarouselCentresTheItemAsItsPagingDoes() throws {
        var view = CollectionView(layout: try LayoutDescriptor.coverFlow.makeLayout([]), itemCount: 30, boundsSize: Self.bounds)
        view.scrollToItem(at: ItemIndexPath(item: 12), at: .left, animated: false, at: 0)
        #expect(view.focusedIndex == 12)
        var paged = CollectionView(layout: try LayoutDescriptor.coverFlow.makeLayout([]), itemCount: 30, boundsSize: Self.bounds)
        paged.scrollToItem(12, animated: false, at: 0)
        #expect(view.contentOffset == paged.contentOffset)
    }

    @Test func positionsReadAndWriteTheirNames() {
        #expect(ItemScrollPosition(names: "top") == .top)
        #expect(ItemScrollPosition(names: "centered") == [.centeredVertically, .centeredHorizontally])
        #expect(ItemScrollPosition(names: "bottom,right") == [.bottom, .right])
        #expect(ItemScrollPosition(names: "top,bottom") == nil)
        #expect(ItemScrollPosition(names: "middle") == nil)
        #expect(ItemScrollPosition(names: "") == nil)
        for position: ItemScrollPosition in [.top, .centered, [.bottom, .right], [.centeredVertically, .left]] {
            #expect(ItemScrollPosition(names: position.nameList) == position)
        }
        #expect(ItemScrollPosition.centered.offset(
            placing: Rect(x: 100, y: 200, width: 20, height: 40), inViewOf: Size(width: 50, height: 60), from: Point(x: 1, y: 2))
            == Point(x: 85, y: 190))
        #expect(ItemScrollPosition.right.offset(
            placing: Rect(x: 100, y: 200, width: 20, height: 40), inViewOf: Size(width: 50, height: 60), from: Point(x: 1, y: 2))
            == Point(x: 70, y: 2))
    }
}
