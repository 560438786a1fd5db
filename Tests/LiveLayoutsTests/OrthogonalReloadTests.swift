import CollectionLayout
import OrbitSession
import Testing

@testable import LiveLayouts

/// Orthogonal sections through live reload and the check's tracing wrapper: a new version of the
/// layout on screen keeps each section's offset, and `TracedLayout` scrolls sections sideways as
/// the layout itself does.
@Suite struct OrthogonalReloadTests {
    static let size = Size(width: 800, height: 600)
    static let counts = Array(repeating: 30, count: 6)

    /// orthogonal-behaviors, version 2: every section continuous (the orthogonal-sections layout
    /// under the same name), as an edit of its behaviours would bring.
    static let changedBehaviors = LayoutDescriptor(
        name: "orthogonal-behaviors", summary: "orthogonal-behaviors, version 2", origin: "a reload test",
        make: { CompositionalLayout.orthogonalSections })

    func firstCellMinX(_ session: Session, section: Int) -> Double? {
        session.collectionView.layout.attributes(at: ItemIndexPath(item: 0, section: section))?.frame.minX
    }

    @Test func aLiveReloadKeepsEachSectionsOffsetAndLandsOneMidCoast() throws {
        var session = try Session(layout: .orthogonalBehaviors, sectionItemCounts: Self.counts, boundsSize: Self.size)
        session.send(.orthogonalOffset(section: 3, offset: 1360), at: 0.1)
        // Section 0 (band 44...284) flung left: still coasting when the new version arrives.
        session.send(.pointerDown(.left, Point(x: 600, y: 150)), at: 0.2)
        for step in 1...4 { session.send(.pointerMove(Point(x: 600 - 25 * Double(step), y: 150)), at: 0.2 + Double(step) / 60) }
        session.send(.pointerUp(.left, Point(x: 500, y: 150)), at: 0.3)
        session.advance(to: 0.5)
        #expect(session.collectionView.isOrthogonalScrollAnimating)
        let reloaded = try session.replaceLayouts([Self.changedBehaviors], at: 0.5)
        #expect(reloaded)
        #expect(!session.collectionView.isOrthogonalScrollAnimating, "the coast lands where it was going")
        let landed = try #require(session.collectionView.orthogonalContentOffsets[0])
        #expect(landed > 100 + 20, "it coasted past where the drag let go")
        session.advance(to: 2)
        // Both sections show their offsets in the new version (its groups are 0.85 of 800 wide too).
        #expect(session.orthogonalOffsets.map(\.section) == [0, 3])
        #expect(session.orthogonalOffsets.map(\.offset) == [landed, 1360])
        #expect(firstCellMinX(session, section: 0) == 10 - landed)
        #expect(abs((firstCellMinX(session, section: 3) ?? 0) - (10 - 1360)) < 1e-9)
    }

    @Test func aTracedCompositionalLayoutScrollsSectionsSidewaysAsItself() throws {
        var plain = CollectionView(layout: CompositionalLayout.orthogonalBehaviors, sectionItemCounts: Self.counts, boundsSize: Self.size)
        var traced = CollectionView(
            layout: TracedLayout(base: CompositionalLayout.orthogonalBehaviors), sectionItemCounts: Self.counts, boundsSize: Self.size)
        func fling(_ view: inout CollectionView) {
            view.beginDragging(at: 0, from: Point(x: 400, y: 100))
            view.drag(translation: Point(x: -300, y: 20), at: 0.1)
            view.endDragging(velocity: Point(x: 800, y: 0), at: 0.2)
            view.advance(to: 5)
        }
        fling(&plain)
        fling(&traced)
        #expect(traced.orthogonalContentOffsets == plain.orthogonalContentOffsets)
        #expect((plain.orthogonalContentOffsets[0] ?? 0) > 300)
        #expect(traced.layout.attributes(in: traced.visibleRect) == plain.layout.attributes(in: plain.visibleRect))
        let wrapper = try #require(traced.layout as? TracedLayout)
        #expect(wrapper.hasOrthogonalSections && wrapper.pagesOrthogonally(section: 3) && !wrapper.pagesOrthogonally(section: 0))
        // A traced layout without such sections: none, and drags scroll the page as before.
        var flow = CollectionView(layout: TracedLayout(base: try LayoutDescriptor.flow.makeLayout([])), itemCount: 500, boundsSize: Self.size)
        #expect((flow.layout as? TracedLayout)?.hasOrthogonalSections == false)
        flow.beginDragging(at: 0, from: Point(x: 400, y: 300))
        flow.drag(translation: Point(x: -300, y: -40), at: 0.1)
        #expect(flow.contentOffset.y == 40 && flow.orthogonalContentOffsets.isEmpty)
    }
}
