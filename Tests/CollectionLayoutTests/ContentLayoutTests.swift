@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// justified and tags (docs/reference/LAYOUTS.md), and the self-sizing of every layout that has it: sizes
/// taken one at a time end where taking them all at once does.
@Suite("content layouts") struct ContentLayoutTests {
    let bounds = Size(width: 1000, height: 700)

    func prepared<L: CollectionViewLayout>(_ layout: L, items: Int) -> L {
        var layout = layout
        layout.prepare(LayoutContext(boundsSize: bounds, itemCount: items))
        return layout
    }

    /// Delivers `sizes` to `layout` in `order`, `batch` at a time, as the host does.
    func deliver<L: CollectionViewLayout>(_ sizes: [Size], to layout: inout L, order: [Int], batch: Int) {
        var start = 0
        while start < order.count {
            var invalidation = InvalidationContext()
            for item in order[start..<min(order.count, start + batch)] {
                let indexPath = ItemIndexPath(item: item)
                guard let original = layout.attributes(at: indexPath) else { continue }
                var preferred = original
                preferred.size = sizes[item]
                if layout.shouldInvalidate(forPreferredAttributes: preferred, original: original) {
                    invalidation.formUnion(layout.invalidationContext(forPreferredAttributes: preferred, original: original))
                }
            }
            layout.invalidateLayout(with: invalidation, for: layout.context)
            start += batch
        }
    }

    func aspects(_ count: Int, seed: UInt64) -> [Double] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in ContentSource.photoAspectRatios[random.index(through: 5)] * (0.8 + 0.4 * random.unit()) }
    }

    // MARK: justified

    /// docs/reference/LAYOUTS.md "justified", written out: rows from `first` with the nearer-target rule.
    func expectedRows(_ aspects: [Double], usable: Double, spacing: Double, target: Double) -> [(items: Range<Int>, height: Double)] {
        var rows: [(Range<Int>, Double)] = []
        var first = 0
        while first < aspects.count {
            var count = 0, chosen: (Int, Double)?
            while first + count < aspects.count {
                count += 1
                let sum = aspects[first..<(first + count)].reduce(0, +)
                let h = (usable - Double(count - 1) * spacing) / sum
                if h <= target {
                    if count == 1 { chosen = (1, h); break }
                    let shorterSum = sum - aspects[first + count - 1]
                    let hShorter = (usable - Double(count - 2) * spacing) / shorterSum
                    chosen = hShorter - target < target - h ? (count - 1, hShorter) : (count, h)
                    break
                }
            }
            let (n, h) = chosen ?? (count, target)
            rows.append((first..<(first + n), h))
            first += n
        }
        return rows
    }

    @Test func justifiedRowsFillTheWidthNearTheTargetAndTheLastRowIsNotStretched() throws {
        let ratios = aspects(203, seed: 5)
        var layout = prepared(JustifiedLayout(), items: ratios.count)
        deliver(ratios.map { Size(width: $0 * 160, height: 160) }, to: &layout, order: Array(ratios.indices), batch: 500)
        let usable = 1000.0 - 8
        let rows = expectedRows(ratios, usable: usable, spacing: 4, target: 160)
        #expect(rows.count > 20)
        var top = 4.0
        for (number, row) in rows.enumerated() {
            let isLast = number == rows.count - 1
            var x = 4.0
            for item in row.items {
                let cell = try #require(layout.attributes(at: ItemIndexPath(item: item)))
                #expect(isClose(cell.frame.minX, x, tolerance: 1e-9), "item \(item)")
                #expect(isClose(cell.frame.minY, top, tolerance: 1e-9), "item \(item)")
                #expect(isClose(cell.size.height, isLast ? 160 : row.height, tolerance: 1e-9))
                x = cell.frame.maxX + 4
            }
            if isLast {
                #expect(x - 4 < 4 + usable)
            } else {
                // Full rows end exactly at the right inset.
                #expect(isClose(layout.attributes(at: ItemIndexPath(item: row.items.upperBound - 1))!.frame.maxX, 996, tolerance: 1e-9))
                #expect(row.height > 160 * 0.5 && row.height < 160 * 2)
            }
            top += (isLast ? 160 : row.height) + 4
        }
        #expect(isClose(layout.contentSize.height, top - 4 + 4, tolerance: 1e-9))
        // attributes(in:) agrees with attributes(at:).
        let rect = Rect(x: 0, y: 900, width: 1000, height: 700)
        let found = layout.attributes(in: rect).map(\.indexPath.item)
        let expected = (0..<ratios.count).filter { layout.attributes(at: ItemIndexPath(item: $0))!.frame.intersects(rect) }
        #expect(found == expected)
    }

    @Test func aPanoramaGetsARowOfItsOwnAndTinyBoundsDoNotBreakIt() throws {
        var layout = prepared(JustifiedLayout(), items: 3)
        deliver([Size(width: 100, height: 10), Size(width: 150, height: 100), Size(width: 150, height: 100)],
                to: &layout, order: [0, 1, 2], batch: 3)
        let first = try #require(layout.attributes(at: ItemIndexPath(item: 0)))
        #expect(first.size.width == 992)
        #expect(isClose(first.size.height, 99.2, tolerance: 1e-9))
        var tiny = JustifiedLayout()
        tiny.prepare(LayoutContext(boundsSize: Size(width: 0, height: 0), itemCount: 50))
        #expect(tiny.attributes(in: Rect(x: 0, y: 0, width: 10, height: 1e6)).allSatisfy { $0.frame.isFinite })
        #expect(tiny.contentSize.isFinite)
    }

    // MARK: tags

    @Test func tagsWrapLeftAlignedAtTheirNaturalWidths() throws {
        let measurer = FallbackTextMeasurer()
        let captions = (0..<120).map { ItemContent.caption(CaptionText.text(seed: 2, identity: $0)) }
        let sizes = captions.map { $0.preferredSize(.natural(maximumWidth: 980), measurer: measurer)! }
        var layout = prepared(TagsLayout(), items: sizes.count)
        deliver(sizes, to: &layout, order: Array(sizes.indices).reversed(), batch: 7)
        // Written out: chips left to right from x = 10, a new line when the next would pass 990.
        var x = 10.0, top = 10.0, lineHeight = 0.0, lineCount = 1
        for (item, size) in sizes.enumerated() {
            if x > 10, x + size.width > 990 {
                top += lineHeight + 8
                x = 10
                lineHeight = 0
                lineCount += 1
            }
            let cell = try #require(layout.attributes(at: ItemIndexPath(item: item)))
            #expect(cell.size == size)
            #expect(isClose(cell.frame.minX, x, tolerance: 1e-9) && isClose(cell.frame.minY, top, tolerance: 1e-9), "chip \(item)")
            x += size.width + 8
            lineHeight = max(lineHeight, size.height)
        }
        #expect(lineCount > 5)
        #expect(isClose(layout.contentSize.height, top + lineHeight + 10, tolerance: 1e-9))
    }

    // MARK: incremental == at once

    /// One item at a time in random order, or all at once: the same layout (the rows rebroken in
    /// step, the lines moved, the sums kept).
    @Test(arguments: ["flow", "waterfall", "justified", "tags"])
    func sizesTakenOneByOneMatchSizesTakenAtOnce(_ name: String) throws {
        var random = SeededRandom(seed: 11)
        let count = 400
        let sizes = (0..<count).map { _ in Size(width: 40 + 200 * random.unit(), height: 30 + 150 * random.unit()) }
        var order = Array(0..<count)
        for index in order.indices.reversed() { order.swapAt(index, random.index(through: index)) }
        func make() throws -> any CollectionViewLayout {
            let layout = try LayoutCatalog.builtIn.entry(named: name).makeLayout(
                name == "flow" ? [LayoutSetting(key: "estimatedItemSize", value: "150x44")] : [])
            return prepared(layout, items: count)
        }
        var oneByOne = try make(), atOnce = try make()
        deliver(sizes, to: &oneByOne, order: order, batch: 1)
        deliver(sizes, to: &atOnce, order: Array(0..<count), batch: count)
        #expect(isClose(oneByOne.contentSize.height, atOnce.contentSize.height, tolerance: 1e-6))
        for item in 0..<count {
            let a = try #require(oneByOne.attributes(at: ItemIndexPath(item: item)))
            let b = try #require(atOnce.attributes(at: ItemIndexPath(item: item)))
            #expect(isClose(a.center.x, b.center.x, tolerance: 1e-6) && isClose(a.center.y, b.center.y, tolerance: 1e-6), "\(name) item \(item)")
            #expect(isClose(a.size, b.size, tolerance: 1e-9), "\(name) item \(item)")
        }
        // And the sizes took effect: at least some items differ from a layout without them.
        let estimated = try make()
        let differing = (0..<count).filter { estimated.attributes(at: ItemIndexPath(item: $0))!.size != atOnce.attributes(at: ItemIndexPath(item: $0))!.size }
        #expect(differing.count > count / 2)
    }

    @Test func waterfallTakesPictureHeightsFromTheirAspectRatios() throws {
        var view = CollectionView(layout: WaterfallLayout(), itemCount: 40, boundsSize: bounds)
        view.setContent(ContentSource(kind: .photos, seed: 3))
        let lane = (1000.0 - 10 - 5) / 2
        for cell in view.displayedItems where cell.attributes.isCell {
            guard case .picture(_, let aspect?) = view.contentSizing.content.content(forItem: cell.id) else { Issue.record("no picture"); continue }
            #expect(isClose(cell.attributes.size.height, lane / aspect, tolerance: 1e-9), "item \(cell.id)")
        }
        // Explicit lengths win over content.
        var fixed = WaterfallLayout()
        fixed.lengths = [100]
        var fixedView = CollectionView(layout: fixed, itemCount: 40, boundsSize: bounds)
        fixedView.setContent(ContentSource(kind: .photos, seed: 3))
        #expect(fixedView.layout.attributes(at: ItemIndexPath(item: 0))?.size.height == 100)
    }

    @Test func waterfallSizesThePicturesOfEverySection() throws {
        // Three short sections, all on screen: every picture takes its aspect ratio's height, as
        // CHT asks its delegate for every section (it used to be section 0 only).
        var view = CollectionView(layout: WaterfallLayout(), sectionItemCounts: [3, 4, 2], boundsSize: Size(width: 1000, height: 4000))
        view.setContent(ContentSource(kind: .photos, seed: 5))
        let lane = (1000.0 - 10 - 5) / 2
        let cells = view.displayedItems.filter(\.attributes.isCell)
        #expect(Set(cells.map(\.attributes.indexPath.section)) == [0, 1, 2])
        for cell in cells {
            guard case .picture(_, let aspect?) = view.contentSizing.content.content(forItem: cell.id) else { Issue.record("no picture"); continue }
            #expect(isClose(cell.attributes.size.height, lane / aspect, tolerance: 1e-9), "item \(cell.attributes.indexPath)")
        }
    }
}
