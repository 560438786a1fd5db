import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "flow", per-item sizes, per-section metrics and pinned footers: UIKit's flow
/// layout with a `UICollectionViewDelegateFlowLayout`, the expectations computed by hand.
@Suite("flow: per-item sizes, per-section metrics, pinned footers")
struct FlowLayoutItemSizesTests {
    /// A flow with no top inset (the default is 74), no headers.
    func flow(_ configure: (inout FlowLayout) -> Void) -> FlowLayout {
        var layout = FlowLayout()
        layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        configure(&layout)
        return layout
    }

    func prepared(
        _ layout: FlowLayout, bounds: Size = Size(width: 320, height: 480), sections: [Int], offset: Point = .zero
    ) -> FlowLayout {
        var layout = layout
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: sections))
        return layout
    }

    func frame(_ layout: FlowLayout, _ item: Int, _ section: Int = 0) -> Rect {
        layout.attributes(at: ItemIndexPath(item: item, section: section))!.frame
    }

    func sizes(_ pairs: [(Double, Double)]) -> [Size] { pairs.map { Size(width: $0.0, height: $0.1) } }

    // MARK: - Lines

    @Test("the brief's example: 320 wide, inset 10/10, widths 100, 80, 120, 90, spacing 10")
    func example() {
        let layout = prepared(flow {
            $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 10
            $0.itemSizes = [sizes([(100, 40), (80, 40), (120, 40), (90, 40)])]
        }, sections: [4])
        // Usable 300: 100 + 10 + 80 = 190 fits, + 10 + 120 = 320 does not. Line 0 is justified:
        // gap 300 - 180 = 120, x = 10 and 10 + 100 + 120 = 230.
        #expect(frame(layout, 0) == Rect(x: 10, y: 0, width: 100, height: 40))
        #expect(frame(layout, 1) == Rect(x: 230, y: 0, width: 80, height: 40))
        // Line 1 is the last: left-aligned at the minimum spacing, x = 10 and 10 + 120 + 10 = 140.
        #expect(frame(layout, 2) == Rect(x: 10, y: 50, width: 120, height: 40))
        #expect(frame(layout, 3) == Rect(x: 140, y: 50, width: 90, height: 40))
        #expect(layout.contentSize == Size(width: 320, height: 90))
    }

    @Test("a line takes an item that fits exactly; three items justified")
    func exactFit() {
        let layout = prepared(flow {
            $0.minimumInteritemSpacing = 10
            $0.itemSizes = [sizes([(100, 20), (100, 20), (100, 20), (50, 20), (10, 20)])]
        }, bounds: Size(width: 300, height: 400), sections: [5])
        // 100 + 10 + 100 = 210, + 10 + 100 = 320 > 300: two per line; gap 100.
        #expect(frame(layout, 0).minX == 0)
        #expect(frame(layout, 1).minX == 200)
        // Line 1: 100 + 10 + 50 + 10 + 10 = 180 fits and ends the section: the last line, leading.
        #expect(frame(layout, 2).minX == 0)
        #expect(frame(layout, 3).minX == 110)
        #expect(frame(layout, 4).minX == 170)

        let exact = prepared(flow {
            $0.minimumInteritemSpacing = 10
            $0.itemSizes = [sizes([(140, 20), (150, 20), (90, 20), (100, 20), (90, 20), (5, 20)])]
        }, bounds: Size(width: 300, height: 400), sections: [6])
        // 140 + 10 + 150 = 300: exactly full, then 90 + 10 + 100 + 10 + 90 = 300 exactly, then 5.
        #expect(frame(exact, 1).minX == 150)
        #expect(frame(exact, 2).minY == 30 && frame(exact, 2).minX == 0)
        #expect(frame(exact, 3).minX == 100 && frame(exact, 4).minX == 210)
        #expect(frame(exact, 5) == Rect(x: 0, y: 60, width: 5, height: 20))
    }

    @Test("a lone item on a line that is not the last is centred; on the last it is leading")
    func singleItemLines() {
        let layout = prepared(flow {
            $0.sectionInset = EdgeInsets(top: 5, left: 20, bottom: 0, right: 10)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 4
            // Usable 290: 200 + 10 + 150 > 290, so each of the first two lines holds one item.
            $0.itemSizes = [sizes([(200, 30), (150, 30), (180, 30)])]
        }, sections: [3])
        #expect(frame(layout, 0) == Rect(x: 20 + 45, y: 5, width: 200, height: 30))
        #expect(frame(layout, 1) == Rect(x: 20 + 70, y: 39, width: 150, height: 30))
        // The last line: at the leading inset, not centred.
        #expect(frame(layout, 2) == Rect(x: 20, y: 73, width: 180, height: 30))
    }

    @Test("an item wider than the usable width takes a line of its own")
    func overWide() {
        let layout = prepared(flow {
            $0.itemSizes = [sizes([(50, 10), (400, 10), (50, 10)])]
        }, sections: [3])
        #expect(frame(layout, 0) == Rect(x: 135, y: 0, width: 50, height: 10))
        #expect(frame(layout, 1) == Rect(x: -40, y: 20, width: 400, height: 10))
        #expect(frame(layout, 2) == Rect(x: 0, y: 40, width: 50, height: 10))
    }

    @Test("items are centred along the scroll axis in a line as tall as its tallest")
    func verticalCentring() {
        let layout = prepared(flow {
            $0.minimumLineSpacing = 8
            $0.itemSizes = [sizes([(100, 20), (100, 60), (100, 40), (50, 10), (50, 30)])]
        }, sections: [5])
        // Line 0: items 0 to 2 (100 + 10 + 100 + 10 + 100 = 320), 60 tall, gap 10.
        #expect(frame(layout, 0) == Rect(x: 0, y: 20, width: 100, height: 20))
        #expect(frame(layout, 1) == Rect(x: 110, y: 0, width: 100, height: 60))
        #expect(frame(layout, 2) == Rect(x: 220, y: 10, width: 100, height: 40))
        // Line 1 (the last) starts at 60 + 8 and is 30 tall.
        #expect(frame(layout, 3) == Rect(x: 0, y: 68 + 10, width: 50, height: 10))
        #expect(frame(layout, 4) == Rect(x: 60, y: 68, width: 50, height: 30))
        #expect(layout.contentSize.height == 98)
    }

    @Test("horizontal: columns filled top to bottom, items centred across the column")
    func horizontal() {
        let layout = prepared(flow {
            $0.direction = .horizontal
            $0.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 0)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 20
            $0.itemSizes = [sizes([(40, 100), (60, 80), (30, 120), (20, 90)])]
        }, bounds: Size(width: 500, height: 320), sections: [4])
        // Usable height 300: 100 + 10 + 80 = 190, + 10 + 120 = 320 > 300. Column 0: 60 wide,
        // gap 120: y = 10 and 230; items centred in x.
        #expect(frame(layout, 0) == Rect(x: 5 + 10, y: 10, width: 40, height: 100))
        #expect(frame(layout, 1) == Rect(x: 5, y: 230, width: 60, height: 80))
        // Column 1, the last: x = 5 + 60 + 20 = 85, 30 wide; y = 10 and 140.
        #expect(frame(layout, 2) == Rect(x: 85, y: 10, width: 30, height: 120))
        #expect(frame(layout, 3) == Rect(x: 90, y: 140, width: 20, height: 90))
        #expect(layout.contentSize == Size(width: 115, height: 320))
    }

    @Test("sections without an entry and items past an entry's end are itemSize")
    func fallback() {
        let layout = prepared(flow {
            $0.itemSize = Size(width: 100, height: 50)
            $0.itemSizes = [sizes([(150, 20)])]
        }, sections: [3, 2])
        // Section 0: 150, then 100 (fits: 260), then 100 does not (370): justified, gap 70.
        #expect(frame(layout, 0) == Rect(x: 0, y: 15, width: 150, height: 20))
        #expect(frame(layout, 1) == Rect(x: 220, y: 0, width: 100, height: 50))
        #expect(frame(layout, 2) == Rect(x: 0, y: 60, width: 100, height: 50))
        // Section 1 (no entry): two of itemSize, the last line: leading at the minimum spacing.
        #expect(frame(layout, 0, 1) == Rect(x: 0, y: 110, width: 100, height: 50))
        #expect(frame(layout, 1, 1) == Rect(x: 110, y: 110, width: 100, height: 50))
    }

    @Test("equal sizes through itemSizes match the grid on every line but the last")
    func equalSizesMatchTheGrid() {
        let grid = prepared(flow { $0.itemSize = Size(width: 70, height: 30) }, sections: [10])
        let varied = prepared(flow {
            $0.itemSize = Size(width: 70, height: 30)
            $0.itemSizes = [Array(repeating: Size(width: 70, height: 30), count: 10)]
        }, sections: [10])
        // 4 per line (70*4 + 30 = 310 <= 320): lines 0 and 1 full, line 2 the last (2 items).
        for item in 0..<8 {
            let a = frame(grid, item), b = frame(varied, item)
            #expect(abs(a.minX - b.minX) < 1e-9 && a.minY == b.minY && a.size == b.size, "\(item): \(a) \(b)")
        }
        #expect(frame(varied, 9).minX == 80)
        #expect(frame(grid, 9).minX == 70 + (320 - 280) / 3.0)
        #expect(grid.contentSize == varied.contentSize)
    }

    // MARK: - Per-section metrics

    @Test("per-section line and interitem spacings, headers and footers")
    func perSection() {
        let layout = prepared(flow {
            $0.itemSize = Size(width: 100, height: 40)
            $0.headerHeight = 30
            $0.footerHeight = 12
            $0.sectionLineSpacings = [5]
            $0.sectionInteritemSpacings = [0, 60]
            $0.sectionHeaderHeights = [0, 25]
            $0.sectionFooterHeights = [20, 0]
        }, sections: [4, 4, 4])
        // Section 0: no header; spacing 0: 3 per line (300 <= 320), gap 10; lines 5 apart.
        #expect(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)) == nil)
        #expect(frame(layout, 1) == Rect(x: 110, y: 0, width: 100, height: 40))
        #expect(frame(layout, 3) == Rect(x: 0, y: 45, width: 100, height: 40))
        let footer0 = layout.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: ItemIndexPath(item: 0, section: 0))
        #expect(footer0?.frame == Rect(x: 0, y: 85, width: 320, height: 20))
        // Section 1 starts at 105: header 25; spacing 60: 2 per line (260), gap 120; lines 10 apart.
        let header1 = layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 1))
        #expect(header1?.frame == Rect(x: 0, y: 105, width: 320, height: 25))
        #expect(frame(layout, 1, 1) == Rect(x: 220, y: 130, width: 100, height: 40))
        #expect(frame(layout, 2, 1) == Rect(x: 0, y: 180, width: 100, height: 40))
        #expect(layout.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: ItemIndexPath(item: 0, section: 1)) == nil)
        // Section 2 starts at 220 and uses the scalars: header 30, 3 per line, footer 12.
        let header2 = layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 2))
        #expect(header2?.frame == Rect(x: 0, y: 220, width: 320, height: 30))
        #expect(frame(layout, 3, 2) == Rect(x: 0, y: 300, width: 100, height: 40))
        #expect(layout.contentSize.height == 340 + 12)
        // The rect query finds the same elements.
        let all = layout.attributes(in: Rect(x: 0, y: 0, width: 320, height: 1000))
        #expect(all.filter { $0.category == .supplementary }.count == 4)
        #expect(all.filter { $0.category == .cell }.count == 12)
    }

    @Test("per-section spacings with per-item sizes")
    func perSectionWithSizes() {
        let layout = prepared(flow {
            $0.sectionInteritemSpacings = [30]
            $0.sectionLineSpacings = [0]
            $0.itemSizes = [sizes([(100, 10), (100, 20), (100, 10), (100, 10)]), sizes([(100, 10), (100, 10), (100, 10), (10, 10)])]
        }, sections: [4, 4])
        // Section 0, spacing 30: 100 + 30 + 100 = 230, + 130 > 320: two per line, gap 120.
        #expect(frame(layout, 0) == Rect(x: 0, y: 5, width: 100, height: 10))
        #expect(frame(layout, 1) == Rect(x: 220, y: 0, width: 100, height: 20))
        #expect(frame(layout, 2) == Rect(x: 0, y: 20, width: 100, height: 10))
        #expect(frame(layout, 3) == Rect(x: 130, y: 20, width: 100, height: 10))
        // Section 1 starts at 30 (no footer): spacing 10: three per line (320), then the last.
        #expect(frame(layout, 1, 1) == Rect(x: 110, y: 30, width: 100, height: 10))
        #expect(frame(layout, 3, 1) == Rect(x: 0, y: 50, width: 10, height: 10))
    }

    // MARK: - Pinned footers

    @Test("a pinned footer stays at the bottom of the visible rect until its section's items reach it")
    func pinnedFooters() {
        let base = flow {
            $0.itemSize = Size(width: 320, height: 100)
            $0.headerHeight = 20
            $0.footerHeight = 30
            $0.pinFooters = true
        }
        // Section 0: header 0..<20, items 20..<560 (5 lines of 100, 10 apart), footer 560..<590;
        // section 1 starts at 590, its items at 610, its footer at 1150.
        func footer(_ offset: Double, _ section: Int = 0) -> LayoutAttributes? {
            let layout = prepared(base, bounds: Size(width: 320, height: 200), sections: [5, 5], offset: Point(x: 0, y: offset))
            return layout.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: ItemIndexPath(item: 0, section: section))
        }
        // At rest the visible rect ends at 200: the footer is pinned at 200 - 30.
        #expect(footer(0)?.frame.minY == 170)
        #expect(footer(0)?.zIndex == FlowLayout.pinnedHeaderZIndex)
        #expect(footer(100)?.frame.minY == 270)
        // Past its place it stays there.
        #expect(footer(400)?.frame.minY == 560)
        // Section 1's footer waits no higher than its items' start (590 + 20).
        #expect(footer(0, 1)?.frame.minY == 610)
        #expect(footer(500, 1)?.frame.minY == 670)
        // The rect query has the pinned footer where it is.
        let layout = prepared(base, bounds: Size(width: 320, height: 200), sections: [5, 5], offset: Point(x: 0, y: 100))
        let inView = layout.attributes(in: Rect(x: 0, y: 100, width: 320, height: 200))
        #expect(inView.contains { $0.elementKind == ElementKind.footer && $0.frame.minY == 270 })
        // A scroll invalidates the footers in view, not everything.
        #expect(layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 120, width: 320, height: 200)))
        let invalidation = layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 120, width: 320, height: 200))
        #expect(!invalidation.invalidateEverything)
        #expect(invalidation.invalidatedSupplementaryIndexPaths[ElementKind.footer] == [ItemIndexPath(item: 0, section: 0)])
    }

    @Test("without pinned elements a scroll does not invalidate")
    func unpinnedScroll() {
        let layout = prepared(flow { $0.footerHeight = 30; $0.sectionHeaderHeights = [10] }, sections: [50])
        #expect(!layout.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 40, width: 320, height: 480)))
    }

    // MARK: - Properties over random cases

    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    @Test("random flows: no overlaps, inside the content across, the rect query is brute force", arguments: 1...24)
    func randomProperties(seed: Int) {
        var random = Generator(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
        var layout = FlowLayout()
        layout.direction = seed % 2 == 0 ? .vertical : .horizontal
        let bounds = Size(width: random.uniform(150...500), height: random.uniform(150...500))
        let across = bounds[layout.direction.crossed]
        let sectionCount = random.int(1...4)
        let counts = (0..<sectionCount).map { _ in random.int(0...40) }
        layout.sectionInset = EdgeInsets(
            top: random.uniform(0...20), left: random.uniform(0...20), bottom: random.uniform(0...20), right: random.uniform(0...20))
        layout.minimumInteritemSpacing = random.uniform(0...15)
        layout.minimumLineSpacing = random.uniform(0...15)
        layout.headerHeight = random.uniform(0...1) < 0.5 ? 0 : random.uniform(5...30)
        layout.footerHeight = random.uniform(0...1) < 0.5 ? 0 : random.uniform(5...30)
        layout.pinHeaders = seed % 3 == 0
        layout.pinFooters = seed % 4 == 0
        layout.sectionLineSpacings = (0..<random.int(0...sectionCount)).map { _ in random.uniform(0...20) }
        layout.sectionInteritemSpacings = (0..<random.int(0...sectionCount)).map { _ in random.uniform(0...20) }
        layout.sectionHeaderHeights = (0..<random.int(0...sectionCount)).map { _ in random.uniform(0...1) < 0.3 ? 0 : random.uniform(5...40) }
        layout.sectionFooterHeights = (0..<random.int(0...sectionCount)).map { _ in random.uniform(0...1) < 0.3 ? 0 : random.uniform(5...40) }
        // Items fit across (at most the usable extent), one section maybe without an entry.
        let usable = across - 40
        layout.itemSizes = counts.dropLast(seed % 3 == 1 ? 1 : 0).map { count in
            (0..<count - random.int(0...Swift.min(3, count))).map { _ in
                Size(along: layout.direction, random.uniform(5...90), across: random.uniform(5...Swift.min(150, usable)))
            }
        }
        layout.itemSize = Size(along: layout.direction, 30, across: Swift.min(50, usable))
        let offset = Point(along: layout.direction, random.uniform(0...300), across: 0)
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: counts))

        var cells: [LayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count { cells.append(layout.attributes(at: ItemIndexPath(item: item, section: section))!) }
        }
        let content = layout.contentSize
        let tolerance = 1e-9
        for cell in cells {
            let frame = cell.frame
            #expect(frame.min(layout.direction.crossed) >= -tolerance, "\(cell.indexPath) \(frame)")
            #expect(frame.max(layout.direction.crossed) <= content[layout.direction.crossed] + tolerance, "\(cell.indexPath) \(frame)")
            #expect(frame.max(layout.direction) <= content[layout.direction] + tolerance)
        }
        // No two cells overlap: sort along the scroll axis and compare neighbours in reach.
        let sorted = cells.sorted { $0.frame.min(layout.direction) < $1.frame.min(layout.direction) }
        for (index, cell) in sorted.enumerated() {
            var other = index + 1
            while other < sorted.count, sorted[other].frame.min(layout.direction) < cell.frame.max(layout.direction) - tolerance {
                let a = cell.frame.insetBy(dx: tolerance, dy: tolerance), b = sorted[other].frame.insetBy(dx: tolerance, dy: tolerance)
                #expect(!a.intersects(b), "\(cell.indexPath) \(cell.frame) overlaps \(sorted[other].indexPath) \(sorted[other].frame)")
                other += 1
            }
        }
        // Cells of one section keep index order along lines: a later item never starts on an earlier line.
        // The rect query equals a brute-force filter over every element.
        var elements = cells
        for section in counts.indices {
            for kind in [ElementKind.header, ElementKind.footer] {
                if let element = layout.attributes(forSupplementaryElementOfKind: kind, at: ItemIndexPath(item: 0, section: section)) {
                    elements.append(element)
                }
            }
        }
        for _ in 0..<12 {
            let rect = Rect(
                x: random.uniform(-50...content.width), y: random.uniform(-50...content.height),
                width: random.uniform(1...300), height: random.uniform(1...300))
            let queried = layout.attributes(in: rect)
            let expected = elements.filter { $0.frame.intersects(rect) }
            #expect(Set(queried.map(Key.init)) == Set(expected.map(Key.init)), "\(rect)")
            #expect(queried.count == expected.count)
        }
    }

    struct Key: Hashable {
        var indexPath: ItemIndexPath, kind: String?, frame: [Double]
        init(_ attributes: LayoutAttributes) {
            indexPath = attributes.indexPath
            kind = attributes.elementKind
            let frame = attributes.frame
            self.frame = [frame.minX, frame.minY, frame.width, frame.height]
        }
    }

    // MARK: - Performance

    @Test("100,000 variable-size items: prepare and queries stay interactive")
    func hugePerformance() {
        var layout = FlowLayout()
        var random = Generator(state: 42)
        layout.itemSizes = [(0..<100_000).map { _ in Size(width: random.uniform(20...150), height: random.uniform(20...80)) }]
        let clock = ContinuousClock()
        let context = LayoutContext(boundsSize: Size(width: 800, height: 600), sectionItemCounts: [100_000])
        let elapsed = clock.measure { layout.prepare(context) }
        // A few ms in release; generous for debug builds on a busy machine.
        #expect(elapsed < .seconds(2), "prepare took \(elapsed)")
        let middle = layout.contentSize.height / 2
        let queried = layout.attributes(in: Rect(x: 0, y: middle, width: 800, height: 600))
        #expect(!queried.isEmpty && queried.count < 200)
        for cell in queried {
            #expect(layout.attributes(at: cell.indexPath) == cell)
        }
        let last = layout.attributes(at: ItemIndexPath(item: 99_999, section: 0))!
        #expect(abs(last.frame.maxY - (layout.contentSize.height)) <= 80)
    }
}
