import Foundation
@testable import LayoutCatalog
import Testing

@testable import CollectionLayoutCore

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
        let offset = view.orthogonalContentOffsets[0] ?? 0
        #expect(offset < 0 && offset > -800, "pulled past its start, less than a bounds' width")
        #expect(view.contentOffset == .zero)
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

    /// UIKit's rubber band, written out: a pull of `x` past an end over `d` points shows
    /// `(1 - 1 / (x * 0.55 / d + 1)) * d`.
    func rubberBanded(_ x: Double, over d: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }

    @Test("locked to a section, a drag past its ends rubber-bands with the host's constant and springs back; the page stays")
    func rubberBandAtEnds() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -20, y: 0), at: 0.05)
        view.drag(translation: Point(x: 100, y: 0), at: 0.1)
        let pulled = -rubberBanded(100, over: 800)
        #expect(abs((view.orthogonalContentOffsets[0] ?? 0) - pulled) < 1e-9)
        #expect(abs(firstCellMinX(view, section: 0) - (10 - pulled)) < 1e-9, "the layout shows the overshoot")
        view.endDragging(velocity: Point(x: -300, y: 0), at: 0.2)
        #expect(view.isOrthogonalScrollAnimating)
        var time = 0.2
        while view.isOrthogonalScrollAnimating, time < 3 {
            time += 1.0 / 60
            view.advance(to: time)
            let offset = view.orthogonalContentOffsets[0] ?? 0
            #expect(offset <= 1e-9 && offset >= pulled - 1e-9, "springs back from the pull, not beyond the start")
        }
        #expect(view.orthogonalContentOffsets[0] == 0 && view.contentOffset == .zero)

        // At the far end likewise, with the host's tuned constant.
        view.physics.rubberBandCoefficient = 0.3
        let range = (view.layout as! CompositionalLayout).orthogonalRange(inSection: 1)
        view.setOrthogonalContentOffset(range, inSection: 1, at: 4)
        view.setContentOffset(Point(x: 0, y: 304), animated: false, at: 4)
        view.beginDragging(at: 4, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -250, y: 5), at: 4.1)
        let expected = range + (1 - 1 / (250 * 0.3 / 800 + 1)) * 800
        #expect(abs((view.orthogonalContentOffsets[1] ?? 0) - expected) < 1e-9)
        #expect(view.contentOffset == Point(x: 0, y: 304))
    }

    @Test("a section whose content fits cannot move: the drag is the page's from the first point, whatever its direction")
    func fittingSectionHandsOver() {
        // Three items are one group 680 wide: it fits in 800.
        var view = CollectionView(layout: behaviors, sectionItemCounts: [3] + counts.dropFirst(), boundsSize: bounds)
        #expect((view.layout as! CompositionalLayout).orthogonalRange(inSection: 0) == 0)
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -4, y: -3), at: 0.01)
        #expect(view.contentOffset == Point(x: 0, y: 3), "no lock to wait for")
        view.drag(translation: Point(x: -300, y: -50), at: 0.1)
        #expect(view.contentOffset == Point(x: 0, y: 50) && view.orthogonalContentOffsets.isEmpty)
        #expect(!view.isDraggingOrthogonalSection)
        view.endDragging(velocity: Point(x: 2_000, y: 0), at: 0.2)
        #expect(!view.isOrthogonalScrollAnimating)
    }

    @Test("a fling that would pass a section's end stops there; the page never moves")
    func flingStopsAtEnd() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        let range = (view.layout as! CompositionalLayout).orthogonalRange(inSection: 0)
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -300, y: 0), at: 0.1)
        // 50,000 points per second would coast 50 * 0.998 / 0.002 = 24,950 points: past the end.
        view.endDragging(velocity: Point(x: 50_000, y: 0), at: 0.1)
        var time = 0.1, highest = 0.0
        while view.isOrthogonalScrollAnimating, time < 5 {
            time += 1.0 / 60
            view.advance(to: time)
            highest = max(highest, view.orthogonalContentOffsets[0] ?? 0)
            #expect(view.contentOffset == .zero)
        }
        #expect(highest <= range + 1e-9)
        #expect(view.orthogonalContentOffsets[0] == range)
        #expect(view.contentOffset == .zero && !view.isScrollAnimating)
    }

    @Test("two sections coast at once, each on its own clock, while the page coasts on its own")
    func independentMotions() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        let rate = 0.998
        func coasted(_ velocity: Double, after seconds: Double) -> Double {
            velocity / 1_000 * rate / (1 - rate) * (1 - pow(rate, seconds * 1_000))
        }
        // Section 0 (continuous) flung at 0.2 s.
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -100, y: 0), at: 0.1)
        view.endDragging(velocity: Point(x: 1_000, y: 0), at: 0.2)
        // Section 1 (continuous, group-leading boundary: band 348...588) flung at 0.3 s.
        view.beginDragging(at: 0.25, from: Point(x: 400, y: 400))
        view.drag(translation: Point(x: -50, y: 0), at: 0.3)
        view.endDragging(velocity: Point(x: 800, y: 0), at: 0.3)
        #expect(view.orthogonallyAnimatingSections == [0, 1])
        // The page, grabbed between the bands (section 1's header, y 304...348), flung down.
        view.beginDragging(at: 0.3, from: Point(x: 400, y: 320))
        view.drag(translation: Point(x: 0, y: -40), at: 0.35)
        view.endDragging(velocity: Point(x: 0, y: 600), at: 0.4)
        #expect(view.isScrollAnimating && view.orthogonallyAnimatingSections == [0, 1])
        view.advance(to: 0.7)
        #expect(abs((view.orthogonalContentOffsets[0] ?? 0) - (100 + coasted(1_000, after: 0.5))) < 1e-6)
        #expect(abs(view.contentOffset.y - (40 + coasted(600, after: 0.3))) < 1e-6)
        view.advance(to: 10)
        #expect(abs((view.orthogonalContentOffsets[0] ?? 0) - (100 + coasted(1_000, after: 9.8))) < 0.5)
        let pitch = 680.0
        let section1 = view.orthogonalContentOffsets[1] ?? 0
        #expect(section1 == ((50 + 800.0 / 1_000 * rate / (1 - rate)) / pitch).rounded() * pitch, "the group boundary nearest its coast")
        #expect(abs(view.contentOffset.y - (40 + coasted(600, after: 9.6))) < 0.5)
    }

    @Test("paging behaviours decelerate at UIScrollView's fast rate, continuous ones at the host's")
    func decelerationRates() {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.physics.deceleration = Deceleration(rate: 0.995)
        let layout = view.layout as! CompositionalLayout
        let rates = (0..<6).map { view.orthogonalDeceleration(pages: layout.pagesOrthogonally(section: $0)).rate }
        #expect(rates == [0.995, 0.995, 0.99, 0.99, 0.99, 0.995])
        // The tuned rate carries a continuous section's coast: v / 1000 * r / (1 - r).
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -100, y: 0), at: 0.1)
        view.endDragging(velocity: Point(x: 1_000, y: 0), at: 0.1)
        view.advance(to: 10)
        #expect(abs((view.orthogonalContentOffsets[0] ?? 0) - (100 + 1 * 0.995 / 0.005)) < 0.5)
    }

    @Test("a layout switch keeps each offset: back on the layout, the sections show where they were")
    func offsetsSurviveLayoutSwitch() throws {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.beginDragging(at: 0, from: Point(x: 400, y: 100))
        view.drag(translation: Point(x: -240, y: 0), at: 0.1)
        view.endDragging(velocity: .zero, at: 0.1)
        // Mid-coast: the switch lands the section where its coast was going.
        view.beginDragging(at: 0.2, from: Point(x: 400, y: 400))
        view.drag(translation: Point(x: -100, y: 0), at: 0.3)
        view.endDragging(velocity: Point(x: 500, y: 0), at: 0.3)
        view.setLayout(try LayoutDescriptor.flow.makeLayout([]), animated: true, at: 0.4)
        #expect(!view.isOrthogonalScrollAnimating)
        let pitch = 680.0
        let landing = ((100 + 500.0 / 1_000 * 0.998 / 0.002) / pitch).rounded() * pitch
        #expect(view.orthogonalContentOffsets == [0: 240, 1: landing])
        view.setLayout(behaviors, animated: true, at: 1)
        view.setContentOffset(.zero, animated: false, at: 2)
        #expect(firstCellMinX(view, section: 0) == 10 - 240)
        #expect(firstCellMinX(view, section: 1) == 10 - landing)
        // A layout where the section is shorter shows it at its end, and keeps the offset.
        view.setSectionItemCounts([30, 6] + counts.dropFirst(2), animated: false, at: 3)
        let range = (view.layout as! CompositionalLayout).orthogonalRange(inSection: 1)
        #expect(range < landing)
        #expect(firstCellMinX(view, section: 1) == 10 - range)
    }

    @Test("offsets follow their sections through section inserts, moves and deletes")
    func offsetsFollowSections() throws {
        var view = CollectionView(layout: behaviors, sectionItemCounts: counts, boundsSize: bounds)
        view.setOrthogonalContentOffset(300, inSection: 0, at: 0)
        view.setOrthogonalContentOffset(680, inSection: 3, at: 0)
        // A continuous section in at 0: section 0 is 1 now, section 3 is 4 (a paging one, as before).
        try view.performBatchUpdates([.insertSection(0, itemCount: 30)], animated: false, at: 1)
        #expect(view.orthogonalContentOffsets == [1: 300, 4: 680])
        try view.performBatchUpdates([.moveSection(from: 1, to: 5)], animated: false, at: 2)
        #expect(view.orthogonalContentOffsets == [5: 300, 3: 680])
        try view.performBatchUpdates([.deleteSection(3)], animated: false, at: 3)
        #expect(view.orthogonalContentOffsets == [4: 300])
    }
}
