import Testing

@testable import CollectionLayoutCore

/// The compositional solver's rules one at a time, each against numbers worked out here.
@Suite("compositional engine: groups, spacing, boundary items, orthogonal sections")
struct CompositionalEngineTests {
    let bounds = Size(width: 100, height: 400)

    func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    func prepared(_ section: LayoutSection, _ counts: [Int], offset: Point = .zero) -> CompositionalLayout {
        var layout = CompositionalLayout(section: section)
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: counts))
        return layout
    }

    func frame(_ layout: CompositionalLayout, _ item: Int, section: Int = 0) -> Rect {
        layout.attributes(at: ItemIndexPath(item: item, section: section))!.frame
    }

    @Test("subitems repeat while they fit; flexible spacing shares the leftover")
    func flexibleSpacing() {
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [LayoutItem(layoutSize: size(.absolute(20), .fractionalHeight(1)))])
        group.interItemSpacing = .flexible(5)
        let layout = prepared(LayoutSection(group: group), [8])
        // 4 fit (4*20 + 3*5 = 95 <= 100); the 5 left over spread over the 3 gaps.
        let gap = 5 + 5.0 / 3
        for i in 0..<4 { #expect(abs(frame(layout, i).minX - Double(i) * (20 + gap)) < 1e-9) }
        #expect(frame(layout, 4) == Rect(x: 0, y: 30, width: 20, height: 30), "the fifth item starts the second group")
        group.interItemSpacing = .fixed(5)
        let fixed = prepared(LayoutSection(group: group), [4])
        #expect(frame(fixed, 3).minX == 75)
    }

    @Test("edge spacing moves items apart; content insets shrink them in place")
    func edgeSpacingAndInsets() {
        var item = LayoutItem(layoutSize: size(.absolute(20), .absolute(10)))
        item.edgeSpacing = LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(3), trailing: nil, bottom: nil)
        item.contentInsets = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
        let layout = prepared(LayoutSection(group: group), [3])
        // Footprint 30: three fit; each at 10 + 30k, 3 down, then inset.
        for i in 0..<3 { #expect(frame(layout, i) == Rect(x: 10 + 30 * Double(i) + 2, y: 3 + 1, width: 16, height: 8)) }
        // Flexible top and bottom centre the item across the group.
        item.edgeSpacing = LayoutEdgeSpacing(leading: nil, top: .flexible(0), trailing: nil, bottom: .flexible(0))
        item.contentInsets = .zero
        let centred = prepared(LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])), [1])
        #expect(frame(centred, 0) == Rect(x: 0, y: 5, width: 20, height: 10))
    }

    @Test("count: divides the group's length after the spacing, whatever the item's own width")
    func countDivides() {
        var group = LayoutGroup.vertical(layoutSize: size(.absolute(50), .absolute(100)), subitem: LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(999))), count: 3)
        group.interItemSpacing = .fixed(5)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 7
        let layout = prepared(section, [4])
        let height = (100 - 10) / 3.0
        for i in 0..<3 { #expect(abs(frame(layout, i).minY - Double(i) * (height + 5)) < 1e-9 && abs(frame(layout, i).height - height) < 1e-9) }
        #expect(frame(layout, 3).minY == 107)
        #expect(layout.contentSize.height == 207)
    }

    @Test("a custom group's frames repeat for every group, relative to the group's area")
    func customGroup() {
        var group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(60))) { environment in
            let width = environment.container.effectiveContentSize.width
            return [LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: width / 2, height: 60)),
                    LayoutGroupCustomItem(frame: Rect(x: width / 2, y: 30, width: width / 2, height: 30), zIndex: 3)]
        }
        group.contentInsets = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let layout = prepared(LayoutSection(group: group), [3])
        #expect(frame(layout, 0) == Rect(x: 10, y: 0, width: 40, height: 60))
        #expect(frame(layout, 1) == Rect(x: 50, y: 30, width: 40, height: 30))
        #expect(layout.attributes(at: ItemIndexPath(item: 1))?.zIndex == 3)
        #expect(frame(layout, 2) == Rect(x: 10, y: 60, width: 40, height: 60))
    }

    @Test("an empty custom group hides its items instead of dividing by zero; bad dimensions read as 0")
    func degenerate() {
        let empty = prepared(LayoutSection(group: .custom(layoutSize: size(.fractionalWidth(1), .absolute(10))) { _ in [] }), [3])
        #expect(empty.attributes(at: ItemIndexPath(item: 2))?.isHidden == true)
        #expect(empty.attributes(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).isEmpty)
        let nan = prepared(LayoutSection(group: .horizontal(layoutSize: size(.absolute(.nan), .fractionalHeight(-.infinity)), subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))])), [5])
        #expect((0..<5).allSatisfy { nan.attributes(at: ItemIndexPath(item: $0))!.isFinite })
        #expect(nan.contentSize.isFinite)
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))]))
        section.contentInsets = EdgeInsets(top: .nan, leading: .infinity, bottom: 3, trailing: -.infinity)
        section.interGroupSpacing = .nan
        let badInsets = prepared(section, [3])
        #expect(frame(badInsets, 2) == Rect(x: 0, y: 10, width: 50, height: 10), "non-finite insets and spacing read as 0")
    }

    @Test("a nil section lays out as a list of 44-point rows")
    func nilSection() {
        var layout = CompositionalLayout { index, _ in index == 0 ? nil : LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)))])) }
        layout.prepare(LayoutContext(boundsSize: bounds, sectionItemCounts: [2, 1]))
        #expect(frame(layout, 1) == Rect(x: 0, y: 44, width: 100, height: 44))
        #expect(frame(layout, 0, section: 1) == Rect(x: 0, y: 88, width: 10, height: 10))
    }

    @Test("an orthogonal section's offset is clamped into its range widened by a rubber band's reach; the range is its groups' extent less the bounds")
    func orthogonalRange() {
        var section = LayoutSection(group: .horizontal(layoutSize: size(.absolute(30), .absolute(20)), subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.interGroupSpacing = 10
        section.contentInsets = EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        section.orthogonalScrollingBehavior = .continuous
        var layout = CompositionalLayout(section: section)
        layout.orthogonalContentOffsets = [0: 1e9]
        layout.prepare(LayoutContext(boundsSize: bounds, sectionItemCounts: [6]))
        // 5 + 6*30 + 5*10 + 5 = 240 across, 100 visible.
        #expect(layout.orthogonalRange(inSection: 0) == 140)
        // A rubber band reaches at most the bounds' width (100) past either end.
        #expect(layout.orthogonalOffset(inSection: 0) == 140 + 100)
        #expect(frame(layout, 5) == Rect(x: 5 + 5 * 40 - 240, y: 0, width: 30, height: 20))
        layout.orthogonalContentOffsets = [0: -1e9]
        #expect(layout.orthogonalOffset(inSection: 0) == -100)
        #expect(layout.contentSize.height == 20)
        layout.orthogonalContentOffsets = [0: -.infinity]
        layout.prepare(layout.context)
        #expect(frame(layout, 0).minX == 5)
    }

    @Test("the pinned global header stays in view above every cell at any offset, orthogonal sections scrolled or not (FB8722886)")
    func pinnedGlobalHeader() {
        let viewport = Size(width: 800, height: 600)
        let counts = [5, 30, 12, 5, 30, 12]
        for orthogonal in [0.0, 333, 5_000] {
            var layout = CompositionalLayout.store
            layout.orthogonalContentOffsets = [0: orthogonal, 1: orthogonal, 3: orthogonal, 4: orthogonal]
            layout.prepare(LayoutContext(boundsSize: viewport, sectionItemCounts: counts))
            let maximum = layout.maximumContentOffset.y
            for y in stride(from: 0, through: maximum, by: maximum / 17) {
                layout.prepare(layout.context.with(contentOffset: Point(x: 0, y: y)))
                let visible = layout.context.visibleRect
                let answer = layout.attributes(in: visible)
                let header = answer.first { $0.elementKind == CompositionalLayout.storeGlobalHeaderElementKind }
                #expect(header?.frame == Rect(x: 0, y: y, width: 800, height: 44), "global header at offset \(y), orthogonal \(orthogonal)")
                let highest = answer.filter { $0.elementKey != header?.elementKey }.map(\.zIndex).max() ?? 0
                #expect((header?.zIndex ?? 0) > highest)
            }
        }
    }

    @Test("the handler runs again when the layout scrolls, without solving the sections again")
    func handlerOnScroll() {
        var layout = CompositionalLayout.store
        let viewport = Size(width: 800, height: 600)
        layout.prepare(LayoutContext(boundsSize: viewport, sectionItemCounts: [3, 9, 6]))
        let card = ItemIndexPath(item: 3, section: 1)
        let before = layout.attributes(at: card)!.transform.a
        layout.orthogonalContentOffsets = [1: 192 * 2]
        layout.prepare(layout.context)
        let scrolled = layout.attributes(at: card)!
        let expected = max(0.8, 1 - 0.2 * abs(scrolled.frame.midX - 400) / 400)
        #expect(before != scrolled.transform.a && abs(scrolled.transform.a - expected) < 1e-12)
        // Scrolling the page down: the context's invalidation path reruns it for the new offset.
        let newBounds = Rect(x: 0, y: 250, width: 800, height: 600)
        #expect(layout.shouldInvalidate(forBoundsChange: newBounds))
        let invalidation = layout.invalidationContext(forBoundsChange: newBounds)
        #expect(!invalidation.invalidateEverything)
        var fresh = layout
        layout.invalidateLayout(with: invalidation, for: layout.context.with(contentOffset: newBounds.origin))
        fresh.prepare(layout.context)
        #expect(layout.attributes(in: newBounds) == fresh.attributes(in: newBounds))
    }

    @Test("orthogonal targets: anywhere, the nearest group boundary, one page or one group on in the velocity's direction")
    func orthogonalTargets() {
        // orthogonal-behaviors at 800x600: groups 680 wide, no spacing; sections 0...5 by behaviour.
        var layout = CompositionalLayout.orthogonalBehaviors
        layout.prepare(LayoutContext(boundsSize: Size(width: 800, height: 600), sectionItemCounts: Array(repeating: 30, count: 6)))
        let pitch = 680.0
        // 10 groups: 6800 across (+ 2 * 60 centring for group paging centred), less 800.
        #expect(layout.orthogonalRange(inSection: 0) == 6000)
        #expect(layout.orthogonalRange(inSection: 4) == 6120)
        #expect(layout.targetOrthogonalOffset(inSection: 0, proposed: 1234.5, current: 0, velocity: 900) == 1234.5)
        #expect(layout.targetOrthogonalOffset(inSection: 1, proposed: 1234.5, current: 0, velocity: 900) == 2 * pitch)
        #expect(layout.targetOrthogonalOffset(inSection: 1, proposed: 9e9, current: 0, velocity: 900) == 6000)
        #expect(layout.targetOrthogonalOffset(inSection: 2, proposed: 3000, current: 800, velocity: 900) == 1600, "one 800-point page on")
        #expect(layout.targetOrthogonalOffset(inSection: 2, proposed: 300, current: 800, velocity: -10) == 0)
        #expect(layout.targetOrthogonalOffset(inSection: 2, proposed: 1300, current: 800, velocity: 0) == 1600, "at rest: the nearest page")
        #expect(layout.targetOrthogonalOffset(inSection: 3, proposed: 5000, current: pitch, velocity: 500) == 2 * pitch)
        #expect(layout.targetOrthogonalOffset(inSection: 4, proposed: 0, current: 3 * pitch, velocity: -500) == 2 * pitch)
        // Group paging centred: at offset 2 * pitch group 6 (items 6...8) is centred in the view.
        layout.orthogonalContentOffsets = [4: 2 * pitch]
        layout.prepare(layout.context)
        let leading = layout.attributes(at: ItemIndexPath(item: 6, section: 4))!.frame
        #expect(abs((leading.minX - 10) - 60) < 1e-9, "the group starts (800 - 680) / 2 from the left")
        #expect(layout.targetOrthogonalOffset(inSection: 5, proposed: 500, current: 0, velocity: 100) == 0, "none does not scroll")
    }
}
