import Testing

@testable import CollectionLayout

/// The host drags, coasts and pages orthogonal sections on their own axis, direction-locked as
/// UIKit's nested scroll views, with the time passed in.
@Suite("host: orthogonal sections scroll on their own axis")
struct OrthogonalScrollingHostTests {
    let bounds = Size(width: 800, height: 600)
    /// orthogonal-behaviors at 800x600: section `s` starts at `s * (44 + 240 + 20)`; its groups,
    /// 680 wide, fill the band 44...284 below that.
    let behaviors = CompositionalLayout.orthogonalBehaviors
    let counts = Array(repeating: 30, count: 6)

    func firstCellMinX(_ view: CollectionView, section: Int) -> Double {
        view.layout.attributes(at: ItemIndexPath(item: 0, section: section))!.frame.minX
    }

    @Test("a drag mostly across, begun over an orthogonal section, scrolls that section and not the page")
    func lockedToSection() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -4, y: 3), at: 0.01)
        #expect(view.contentOffset == .zero && view.orthogonalContentOffsets.isEmpty, "nothing moves before the lock")
        view.drag(translation: Point(x: -300, y: 40), at: 0.1)
        #expect(view.isDraggingOrthogonalSection)
        #expect(view.orthogonalContentOffsets[0] == 300 && view.contentOffset == .zero)
        #expect(firstCellMinX(view, section: 0) == 10 - 300, "the layout shows the section's offset")
        #expect(firstCellMinX(view, section: 1) == 10, "the other sections stay")
        view.drag(translation: Point(x: 9_000, y: 0), at: 0.2)
        #expect(view.orthogonalContentOffsets[0] == 0, "held at its start")
    }

    @Test("a drag mostly along the page scrolls the page; one begun outside every orthogonal band too")
    func lockedToOuter() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -30, y: -200), at: 0.1)
        #expect(view.contentOffset == Point(x: 0, y: 200) && view.orthogonalContentOffsets.isEmpty)
        view.endDragging(velocity: .zero, at: 0.2)
        // Over section 0's header (y 0...44 in content, 200 above the view's top now).
        var header = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        header.beginDragging(at: 0, from: Point(x: 400, y: 20))
        header.drag(translation: Point(x: -300, y: 0), at: 0.1)
        #expect(header.orthogonalContentOffsets.isEmpty && header.contentOffset == .zero)
    }

    @Test("group paging: a release moves one group on from where the drag began, whatever the fling")
    func groupPaging() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.setContentOffset(Point(x: 0, y: 3 * 304), animated: false, at: 0)
        view.beginDragging(at: 0.1, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -200, y: 0), at: 0.2)
        view.endDragging(velocity: Point(x: 5_000, y: 0), at: 0.3)
        #expect(view.isOrthogonalScrollAnimating)
        view.advance(to: 5)
        #expect(!view.isOrthogonalScrollAnimating)
        #expect(view.orthogonalContentOffsets[3] == 680)
        #expect(firstCellMinX(view, section: 3) == 10 - 680)
    }

    @Test("continuous: a release coasts as far as UIKit's deceleration takes it, v / 1000 * r / (1 - r)")
    func continuousCoast() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -100, y: 0), at: 0.1)
        view.endDragging(velocity: Point(x: 1_000, y: 0), at: 0.2)
        view.advance(to: 10)
        let expected = 100 + 1_000 / 1_000 * 0.998 / (1 - 0.998)
        #expect(abs((view.orthogonalContentOffsets[0] ?? 0) - expected) < 0.5)
    }

    @Test("the store's pinned global header stays on top while the hero scrolls sideways (FB8722886)")
    func pinnedHeaderWhileScrollingSideways() {
        var view = CollectionView(layout: CompositionalLayout.store, sectionItemCounts: [5, 12, 12], boundsSize: bounds)
        view.setContentOffset(Point(x: 0, y: 100), animated: false, at: 0)
        // The hero's band is 54...314 in content: 100 in the view is 200 in content.
        view.beginDragging(at: 0.1, from: Point(x: 400, y: 100))
        var time = 0.1
        func headerIsOnTop() {
            let answer = view.layout.attributes(in: view.visibleRect)
            let header = answer.first { $0.elementKind == CompositionalLayout.storeGlobalHeaderElementKind }
            #expect(header?.frame == Rect(x: 0, y: 100, width: 800, height: 44), "at \(time)")
            #expect((header?.zIndex ?? 0) > (answer.filter { $0.elementKey != header?.elementKey }.map(\.zIndex).max() ?? 0))
        }
        for step in 1...10 {
            time += 0.016
            view.drag(translation: Point(x: -60 * Double(step), y: 2), at: time)
            headerIsOnTop()
        }
        #expect(view.orthogonalContentOffsets[0] == 600)
        view.endDragging(velocity: Point(x: 2_000, y: 0), at: time)
        while view.isOrthogonalScrollAnimating {
            time += 0.05
            view.advance(to: time)
            headerIsOnTop()
        }
        // Group paging centred: one card (0.9 * 800 = 720) on from where the drag began.
        #expect(view.orthogonalContentOffsets[0] == 720)
    }
}
