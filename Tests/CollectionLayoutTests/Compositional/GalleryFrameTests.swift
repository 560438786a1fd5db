import Testing

@testable import CollectionLayoutCore

/// The gallery's frames against Apple's semantics, written out independently here: fractions are
/// of the container after the section's content insets, an item's insets shrink it inside the
/// space it is given, `count:` divides the group spacing included, sections follow one another
/// (with `interSectionSpacing`), boundary items take their height before and after the content.
@Suite("compositional gallery: frames per Apple's semantics")
struct GalleryFrameTests {
    static let sizes = [Size(width: 800, height: 600), Size(width: 1280, height: 800)]

    /// What a layout should put where, by element key.
    typealias Expected = [ElementKey: Rect]

    func cell(_ section: Int, _ item: Int) -> ElementKey {
        ElementKey(category: .cell, kind: nil, indexPath: ItemIndexPath(item: item, section: section))
    }

    func supplementary(_ kind: String, _ section: Int) -> ElementKey {
        ElementKey(category: .supplementary, kind: kind, indexPath: ItemIndexPath(item: 0, section: section))
    }

    func inset(_ rect: Rect, _ by: Double) -> Rect {
        Rect(x: rect.minX + by, y: rect.minY + by, width: rect.width - 2 * by, height: rect.height - 2 * by)
    }

    /// Prepares `layout` and checks every expected element's frame (1e-9 relative), and that every
    /// cell and every declared element is expected (nothing extra).
    func check(
        _ layout: CompositionalLayout, _ name: String, sections: [Int], bounds: Size, offset: Point = .zero, expected: Expected,
        contentHeight: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var layout = layout
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: sections))
        let everything = layout.allAttributes + layout.allSupplementaryAndDecorationAttributes
        #expect(everything.count == expected.count, "\(name) \(bounds): \(everything.count) elements, expected \(expected.count)", sourceLocation: sourceLocation)
        for element in everything {
            guard let frame = expected[element.elementKey] else {
                Issue.record("\(name) \(bounds): unexpected \(element.elementKey)", sourceLocation: sourceLocation)
                continue
            }
            let close = [frame.minX - element.frame.minX, frame.minY - element.frame.minY, frame.width - element.frame.width,
                         frame.height - element.frame.height].allSatisfy { abs($0) <= 1e-9 * max(1, abs(frame.maxX) + abs(frame.maxY)) }
            #expect(close, "\(name) \(bounds) \(element.elementKey): \(element.frame), expected \(frame)", sourceLocation: sourceLocation)
        }
        #expect(abs(layout.contentSize.height - contentHeight) <= 1e-9 * max(1, contentHeight), "\(name) \(bounds): content height", sourceLocation: sourceLocation)
        #expect(layout.contentSize.width == bounds.width, sourceLocation: sourceLocation)
    }

    @Test("grid and inset-grid: rows of five squares a fifth of the width, inset by 5", arguments: sizes)
    func grids(_ bounds: Size) {
        let n = 23, side = bounds.width / 5
        var plain: Expected = [:], insetCells: Expected = [:]
        for i in 0..<n {
            let frame = Rect(x: Double(i % 5) * side, y: Double(i / 5) * side, width: side, height: side)
            plain[cell(0, i)] = frame
            insetCells[cell(0, i)] = inset(frame, 5)
        }
        let rows = Double((n + 4) / 5)
        check(.grid, "grid", sections: [n], bounds: bounds, expected: plain, contentHeight: rows * side)
        check(.insetGrid, "inset-grid", sections: [n], bounds: bounds, expected: insetCells, contentHeight: rows * side)
        // Every section alike, one after the other.
        var two: Expected = [:]
        for i in 0..<7 { two[cell(0, i)] = Rect(x: Double(i % 5) * side, y: Double(i / 5) * side, width: side, height: side) }
        for i in 0..<3 { two[cell(1, i)] = Rect(x: Double(i) * side, y: 2 * side, width: side, height: side) }
        check(.grid, "grid", sections: [7, 3], bounds: bounds, expected: two, contentHeight: 3 * side)
    }

    @Test("two-column-grid: count: 2 divides the width less the 10-point insets and the 10-point spacing", arguments: sizes)
    func twoColumns(_ bounds: Size) {
        let n = 9, content = bounds.width - 20, width = (content - 10) / 2
        var expected: Expected = [:]
        for i in 0..<n {
            expected[cell(0, i)] = Rect(x: 10 + Double(i % 2) * (width + 10), y: Double(i / 2) * 54, width: width, height: 44)
        }
        check(.twoColumnGrid, "two-column-grid", sections: [n], bounds: bounds, expected: expected, contentHeight: 5 * 44 + 4 * 10)
    }

    /// Distinct and adaptive sections: section `s` has `columns(s)` columns in the width less 40,
    /// rows 44 high for the list and a fifth of that width otherwise, items inset by 2.
    func perSection(_ layout: CompositionalLayout, _ name: String, bounds: Size, columns: (Int) -> Int) {
        let counts = [10, 10, 10, 4]
        let content = bounds.width - 40
        var expected: Expected = [:]
        var top = 0.0
        for (section, n) in counts.enumerated() {
            let c = columns(section)
            let rowHeight = section % 3 == 0 ? 44 : content * 0.2
            let width = content / Double(c)
            for i in 0..<n {
                let slot = Rect(x: 20 + Double(i % c) * width, y: top + 20 + Double(i / c) * rowHeight, width: width, height: rowHeight)
                expected[cell(section, i)] = inset(slot, 2)
            }
            top += 20 + Double((n + c - 1) / c) * rowHeight + 20
        }
        check(layout, name, sections: counts, bounds: bounds, expected: expected, contentHeight: top)
    }

    @Test("distinct-sections: a list, five columns, three columns, then the list again", arguments: sizes)
    func distinct(_ bounds: Size) {
        perSection(.distinctSections, "distinct-sections", bounds: bounds) { [1, 5, 3][$0 % 3] }
    }

    @Test("adaptive-sections: the columns double when the container is wider than 800 points", arguments: sizes)
    func adaptive(_ bounds: Size) {
        let wide = bounds.width > 800
        perSection(.adaptiveSections, "adaptive-sections", bounds: bounds) { section in
            [wide ? 2 : 1, wide ? 10 : 5, wide ? 6 : 3][section % 3]
        }
    }

    /// Section headers and footers: header 44 at the section's top inside the 10-point side insets,
    /// then the top inset, rows 44 high 5 apart, the bottom inset, the footer.
    func headersFooters(
        _ counts: [Int], bounds: Size, headerY: (_ section: Int, _ top: Double, _ footer: Double) -> Double = { _, top, _ in top }
    ) -> (Expected, Double) {
        var expected: Expected = [:]
        var top = 0.0
        let width = bounds.width - 20
        for (section, n) in counts.enumerated() {
            let first = top + 44 + 10
            for i in 0..<n { expected[cell(section, i)] = Rect(x: 10, y: first + Double(i) * 49, width: width, height: 44) }
            let footer = first + (n == 0 ? 0 : Double(n) * 44 + Double(n - 1) * 5) + 10
            expected[supplementary(ElementKind.header, section)] = Rect(x: 10, y: headerY(section, top, footer), width: width, height: 44)
            expected[supplementary(ElementKind.footer, section)] = Rect(x: 10, y: footer, width: width, height: 44)
            top = footer + 44
        }
        return (expected, top)
    }

    @Test("section-headers: estimated 44-point headers and footers around inset rows", arguments: sizes)
    func sectionHeaders(_ bounds: Size) {
        let counts = [5, 0, 3]
        let (expected, height) = headersFooters(counts, bounds: bounds)
        check(.sectionHeaders, "section-headers", sections: counts, bounds: bounds, expected: expected, contentHeight: height)
    }

    @Test("pinned-headers: a header stays at the top of the visible rect until its footer pushes it", arguments: sizes)
    func pinnedHeaders(_ bounds: Size) {
        let counts = [20, 20, 20]
        for offsetY in [0.0, 100, 700, 1_150, 1_190, 1_500] {
            let (expected, height) = headersFooters(counts, bounds: bounds) { _, top, footer in
                min(max(offsetY, top), footer - 44)
            }
            check(.pinnedHeaders, "pinned-headers at \(offsetY)", sections: counts, bounds: bounds, offset: Point(x: 0, y: offsetY),
                  expected: expected, contentHeight: height)
        }
        var layout = CompositionalLayout.pinnedHeaders
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: Point(x: 0, y: 300), sectionItemCounts: counts))
        let header = layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0))
        #expect(header?.zIndex == 2, "Apple's sample raises pinned headers to zIndex 2")
    }

    @Test("section-background: a background inset by 5 from a section of rows inset by 10", arguments: sizes)
    func sectionBackground(_ bounds: Size) {
        let counts = [4, 0, 6]
        var expected: Expected = [:]
        var top = 0.0
        for (section, n) in counts.enumerated() {
            for i in 0..<n { expected[cell(section, i)] = Rect(x: 10, y: top + 10 + Double(i) * 49, width: bounds.width - 20, height: 44) }
            let height = 10 + (n == 0 ? 0 : Double(n) * 44 + Double(n - 1) * 5) + 10
            expected[ElementKey(category: .decoration, kind: ElementKind.background, indexPath: ItemIndexPath(item: 0, section: section))] =
                inset(Rect(x: 0, y: top, width: bounds.width, height: height), 5)
            top += height
        }
        check(.sectionBackground, "section-background", sections: counts, bounds: bounds, expected: expected, contentHeight: top)
    }

    /// The nested group at `x`, `y` and `width`: a leading item 0.7 of its width, the full 0.4 of
    /// the container's height; beside it two items 0.3 wide, each half of that height; all inset by 10.
    func nested(_ expected: inout Expected, section: Int, firstItem: Int, count: Int, x: Double, y: Double, width: Double, height: Double) {
        let frames = [
            Rect(x: x, y: y, width: 0.7 * width, height: height),
            Rect(x: x + 0.7 * width, y: y, width: 0.3 * width, height: height / 2),
            Rect(x: x + 0.7 * width, y: y + height / 2, width: 0.3 * width, height: height / 2),
        ]
        for (index, frame) in frames.enumerated() where firstItem + index < count {
            expected[cell(section, firstItem + index)] = inset(frame, 10)
        }
    }

    @Test("nested-groups: groups of three stacked, 0.4 of the height each", arguments: sizes)
    func nestedGroups(_ bounds: Size) {
        let n = 8, height = 0.4 * bounds.height
        var expected: Expected = [:]
        for group in 0..<3 {
            nested(&expected, section: 0, firstItem: 3 * group, count: n, x: 0, y: Double(group) * height, width: bounds.width, height: height)
        }
        check(.nestedGroups, "nested-groups", sections: [n], bounds: bounds, expected: expected, contentHeight: 3 * height)
    }

    @Test("orthogonal-sections: groups 0.85 wide side by side, shifted by each section's offset", arguments: sizes)
    func orthogonalSections(_ bounds: Size) {
        let counts = [10, 7], height = 0.4 * bounds.height, width = 0.85 * bounds.width
        for offsets in [[0: 0.0], [0: 250.0, 1: 1e9]] {
            var layout = CompositionalLayout.orthogonalSections
            layout.orthogonalContentOffsets = offsets
            var expected: Expected = [:]
            for (section, n) in counts.enumerated() {
                let groups = (n + 2) / 3
                let range = max(0, Double(groups) * width - bounds.width)
                // Shown up to a rubber band's reach (the bounds' width) past the end.
                let offset = min(offsets[section] ?? 0, range + bounds.width)
                for group in 0..<groups {
                    nested(&expected, section: section, firstItem: 3 * group, count: n, x: Double(group) * width - offset,
                           y: Double(section) * height, width: width, height: height)
                }
            }
            check(layout, "orthogonal-sections \(offsets)", sections: counts, bounds: bounds, expected: expected, contentHeight: 2 * height)
        }
    }

    @Test("orthogonal-behaviors: a header, then groups across (centred for group paging centred, full width for none), 20 apart", arguments: sizes)
    func orthogonalBehaviors(_ bounds: Size) {
        let counts = [5, 5, 5, 5, 5, 5, 4]
        let height = 0.4 * bounds.height
        var expected: Expected = [:]
        var top = 0.0
        for (section, n) in counts.enumerated() {
            let behavior = CompositionalLayout.orthogonalBehavior(ofSection: section)
            let width = behavior == .none ? bounds.width : 0.85 * bounds.width
            let lead = behavior == .groupPagingCentered ? (bounds.width - width) / 2 : 0
            expected[supplementary(CompositionalLayout.orthogonalHeaderElementKind, section)] =
                Rect(x: 0, y: top, width: bounds.width, height: 44)
            let groups = (n + 2) / 3
            for group in 0..<groups {
                let x = behavior == .none ? 0 : lead + Double(group) * width
                let y = behavior == .none ? top + 44 + Double(group) * height : top + 44
                nested(&expected, section: section, firstItem: 3 * group, count: n, x: x, y: y, width: width, height: height)
            }
            top += 44 + (behavior == .none ? Double(groups) * height : height) + 20
        }
        check(.orthogonalBehaviors, "orthogonal-behaviors", sections: counts, bounds: bounds, expected: expected, contentHeight: top - 20)
    }

    @Test("store: pinned global header, centred paging hero, carousels scaled by distance from the middle, a three-column grid", arguments: sizes)
    func store(_ bounds: Size) {
        let counts = [4, 9, 7, 3]
        let kind = CompositionalLayout.storeGlobalHeaderElementKind
        var expected: Expected = [supplementary(kind, 0): Rect(x: 0, y: 0, width: bounds.width, height: 44)]
        var top = 44.0
        var carouselCells: [ElementKey] = []
        for (section, n) in counts.enumerated() {
            if section > 0 { top += 20 }
            switch section % 3 {
            case 0:
                let width = 0.9 * bounds.width, lead = (bounds.width - width) / 2
                for i in 0..<n {
                    expected[cell(section, i)] = Rect(x: lead + Double(i) * width + 5, y: top + 10, width: width - 10, height: 260)
                }
                top += 10 + 260
            case 1:
                expected[supplementary(ElementKind.header, section)] = Rect(x: 16, y: top, width: bounds.width - 32, height: 44)
                for i in 0..<n {
                    expected[cell(section, i)] = Rect(x: 16 + Double(i) * 192, y: top + 52, width: 180, height: 220)
                    carouselCells.append(cell(section, i))
                }
                top += 52 + 220
            default:
                expected[supplementary(ElementKind.header, section)] = Rect(x: 12, y: top, width: bounds.width - 24, height: 44)
                let width = (bounds.width - 24) / 3
                for i in 0..<n {
                    expected[cell(section, i)] = inset(
                        Rect(x: 12 + Double(i % 3) * width, y: top + 52 + Double(i / 3) * 120, width: width, height: 120), 4)
                }
                top += 52 + Double((n + 2) / 3) * 120
            }
        }
        check(.store, "store", sections: counts, bounds: bounds, expected: expected, contentHeight: top)

        // The handler scales the visible carousel cards: 1 - 0.2 * distance / (W / 2), at least 0.8.
        var layout = CompositionalLayout.store
        layout.prepare(LayoutContext(boundsSize: bounds, sectionItemCounts: counts))
        for key in carouselCells {
            let attributes = layout.attributes(at: key.indexPath)!
            let frame = expected[key]!
            let visible = frame.intersects(Rect(origin: .zero, size: bounds))
            let scale = visible ? max(0.8, 1 - 0.2 * abs(frame.midX - bounds.width / 2) / (bounds.width / 2)) : 1
            #expect(abs(attributes.transform.a - scale) < 1e-12 && abs(attributes.transform.d - scale) < 1e-12, "\(key): \(attributes.transform)")
        }
    }
}
