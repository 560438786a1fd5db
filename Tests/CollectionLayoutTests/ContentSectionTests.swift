@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// justified and tags with sections (headers, footers, per-section insets, as flow's), and their
/// rebreaks: sizes taken one at a time, in any order and changed again, leave exactly (bit for
/// bit) the layout a fresh `prepare` given the final sizes at once has.
@Suite("content layouts: sections and rebreaks") struct ContentSectionTests {
    let bounds = Size(width: 900, height: 600)

    /// Delivers `sizes` (by index path) to `layout` in one invalidation, as the host does.
    func deliver<L: CollectionViewLayout>(_ sizes: [(ItemIndexPath, Size)], to layout: inout L) {
        var invalidation = InvalidationContext()
        for (indexPath, size) in sizes {
            guard let original = layout.attributes(at: indexPath) else { continue }
            var preferred = original
            preferred.size = size
            guard layout.shouldInvalidate(forPreferredAttributes: preferred, original: original) else { continue }
            invalidation.formUnion(layout.invalidationContext(forPreferredAttributes: preferred, original: original))
        }
        layout.invalidateLayout(with: invalidation, for: layout.context)
    }

    func prepared<L: CollectionViewLayout>(_ layout: L, sections: [Int], offset: Point = .zero) -> L {
        var layout = layout
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: sections))
        return layout
    }

    func indexPaths(_ sections: [Int]) -> [ItemIndexPath] {
        sections.enumerated().flatMap { section, count in (0..<count).map { ItemIndexPath(item: $0, section: section) } }
    }

    // MARK: Sections, written out

    /// The rows of `aspects` by docs/reference/LAYOUTS.md "justified": items are added while the filling
    /// height is above the target; of the last two candidates the one nearer the target.
    func justifiedRows(_ aspects: [Double], usable: Double, spacing: Double, target: Double) -> [(items: Range<Int>, height: Double)] {
        var rows: [(Range<Int>, Double)] = []
        var first = 0
        while first < aspects.count {
            var count = 0, chosen: (Int, Double)?
            while first + count < aspects.count, chosen == nil {
                count += 1
                let sum = aspects[first..<(first + count)].reduce(0, +)
                let h = (usable - Double(count - 1) * spacing) / sum
                guard h <= target else { continue }
                if count == 1 { chosen = (1, h); break }
                let hShorter = (usable - Double(count - 2) * spacing) / (sum - aspects[first + count - 1])
                chosen = hShorter - target < target - h ? (count - 1, hShorter) : (count, h)
            }
            let (n, h) = chosen ?? (count, target)
            rows.append((first..<(first + n), h))
            first += n
        }
        return rows
    }

    @Test func justifiedSectionsStackHeaderInsetRowsAndFooter() throws {
        let counts = [23, 0, 31, 9]
        var layout = JustifiedLayout()
        layout.headerHeight = 30
        layout.footerHeight = 12
        layout.sectionInsets = [EdgeInsets(top: 20, left: 15, bottom: 6, right: 25), EdgeInsets(all: 9)]
        layout = prepared(layout, sections: counts)
        var random = SeededRandom(seed: 8)
        var aspects: [[Double]] = counts.map { count in (0..<count).map { _ in 0.5 + 1.5 * random.unit() } }
        // Section 3 keeps the estimate for its odd items.
        for item in stride(from: 1, to: counts[3], by: 2) { aspects[3][item] = 1.5 }
        deliver(indexPaths(counts).filter { !($0.section == 3 && $0.item % 2 == 1) }.map {
            ($0, Size(width: aspects[$0.section][$0.item] * 160, height: 160))
        }, to: &layout)

        var start = 0.0
        for (section, count) in counts.enumerated() {
            let inset = section < 2 ? layout.sectionInsets[section] : layout.sectionInset
            let header = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: section)))
            #expect(header.frame == Rect(x: 0, y: start, width: 900, height: 30), "section \(section)")
            var top = start + 30 + inset.top
            let rows = justifiedRows(aspects[section], usable: 900 - inset.left - inset.right, spacing: 4, target: 160)
            #expect(rows.map(\.items.count).reduce(0, +) == count)
            for (number, row) in rows.enumerated() {
                let isLast = number == rows.count - 1
                var x = inset.left
                for item in row.items {
                    let cell = try #require(layout.attributes(at: ItemIndexPath(item: item, section: section)))
                    #expect(isClose(cell.frame.minX, x, tolerance: 1e-9) && isClose(cell.frame.minY, top, tolerance: 1e-9), "\(section).\(item)")
                    #expect(isClose(cell.size.height, row.height, tolerance: 1e-9))
                    let stretched = item == row.items.upperBound - 1 && !isLast
                    #expect(isClose(cell.size.width, stretched ? 900 - inset.right - x : aspects[section][item] * row.height, tolerance: 1e-9))
                    x = cell.frame.maxX + 4
                }
                if !isLast { #expect(isClose(x - 4, 900 - inset.right, tolerance: 1e-9), "full rows end at the right inset") }
                top += row.height + 4
            }
            let rowsEnd = rows.isEmpty ? start + 30 + inset.top : top - 4
            let footer = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: ItemIndexPath(item: 0, section: section)))
            #expect(isClose(footer.frame.minY, rowsEnd + inset.bottom, tolerance: 1e-9) && footer.size == Size(width: 900, height: 12))
            start = footer.frame.maxY
        }
        #expect(isClose(layout.contentSize.height, start, tolerance: 1e-9))
        #expect(layout.attributes(at: ItemIndexPath(item: 0, section: 1)) == nil)
        #expect(layout.attributes(at: ItemIndexPath(item: 0, section: 4)) == nil)
    }

    @Test func tagsSectionsWrapEachSectionAtItsOwnInset() throws {
        let counts = [40, 25]
        var layout = TagsLayout()
        layout.headerHeight = 24
        layout.sectionInsets = [EdgeInsets(top: 5, left: 40, bottom: 7, right: 60)]
        layout = prepared(layout, sections: counts)
        var random = SeededRandom(seed: 3)
        var sizes: [ItemIndexPath: Size] = [:]
        for indexPath in indexPaths(counts) { sizes[indexPath] = Size(width: 30 + 200 * random.unit(), height: 20 + 20 * random.unit()) }
        deliver(sizes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, to: &layout)
        var start = 0.0
        for (section, count) in counts.enumerated() {
            let inset = section == 0 ? layout.sectionInsets[0] : layout.sectionInset
            let header = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: section)))
            #expect(isClose(header.frame, Rect(x: 0, y: start, width: 900, height: 24), tolerance: 1e-9))
            let right = 900 - inset.right
            var x = inset.left, top = start + 24 + inset.top, lineHeight = 0.0
            for item in 0..<count {
                let size = sizes[ItemIndexPath(item: item, section: section)]!
                if x > inset.left, x + size.width > right {
                    top += lineHeight + 8
                    x = inset.left
                    lineHeight = 0
                }
                let chip = try #require(layout.attributes(at: ItemIndexPath(item: item, section: section)))
                #expect(chip.size == size)
                #expect(isClose(chip.frame.minX, x, tolerance: 1e-9) && isClose(chip.frame.minY, top, tolerance: 1e-9), "\(section).\(item)")
                x += size.width + 8
                lineHeight = max(lineHeight, size.height)
            }
            start = top + lineHeight + inset.bottom
        }
        #expect(isClose(layout.contentSize.height, start, tolerance: 1e-9))
        // No footers: none reported.
        #expect(layout.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: ItemIndexPath(item: 0, section: 0)) == nil)
    }

    @Test(arguments: ["justified", "tags"])
    func aPinnedHeaderStaysAtTheTopUntilItsFooterPushesItAway(_ name: String) throws {
        let descriptor = try LayoutCatalog.builtIn.entry(named: name)
        let settings = [LayoutSetting(key: "headerHeight", value: "40"), LayoutSetting(key: "footerHeight", value: "10"),
                        LayoutSetting(key: "pinHeaders", value: "true")]
        let counts = [30, 30]
        let plain = prepared(try descriptor.makeLayout(settings), sections: counts)
        let footer = try #require(plain.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: ItemIndexPath(item: 0, section: 0)))
        // Inside section 0: pinned at the offset, above the cells.
        let inside = prepared(try descriptor.makeLayout(settings), sections: counts, offset: Point(x: 0, y: 100))
        let pinned = try #require(inside.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == 100 && pinned.zIndex == PinnedHeader.zIndex)
        #expect(inside.attributes(in: Rect(x: 0, y: 100, width: 900, height: 600)).contains(pinned))
        // Near the footer: pushed up so that it ends where the footer starts.
        let late = prepared(try descriptor.makeLayout(settings), sections: counts, offset: Point(x: 0, y: footer.frame.minY - 20))
        let pushed = try #require(late.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        #expect(pushed.frame.maxY == footer.frame.minY)
        // A scroll invalidates only the headers in view.
        #expect(inside.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 120, width: 900, height: 600)))
        let context = inside.invalidationContext(forBoundsChange: Rect(x: 0, y: 120, width: 900, height: 600))
        #expect(!context.invalidateEverything)
        // The sections that meet 100 ..< 720, from the unpinned headers and footers.
        let inView = counts.indices.filter { section in
            let key = ItemIndexPath(item: 0, section: section)
            let top = plain.attributes(forSupplementaryElementOfKind: ElementKind.header, at: key)!.frame.minY
            let bottom = plain.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: key)!.frame.maxY
            return top <= 720 && bottom >= 100
        }
        #expect(!inView.isEmpty)
        #expect(context.invalidatedSupplementaryIndexPaths[ElementKind.header] == inView.map { ItemIndexPath(item: 0, section: $0) })
    }

    // MARK: Rebreaks: exactly a fresh layout

    /// The layout after `sizes`, prepared afresh and given them all at once.
    func fresh(_ name: String, sections: [Int], sizes: [ItemIndexPath: Size]) throws -> any CollectionViewLayout {
        var layout = prepared(try LayoutCatalog.builtIn.entry(named: name).makeLayout([
            LayoutSetting(key: "headerHeight", value: "17"), LayoutSetting(key: "footerHeight", value: "5"),
        ]), sections: sections)
        deliver(sizes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, to: &layout)
        return layout
    }

    /// Random sizes arrive one or a few at a time, some items resized again and again, some back
    /// to where they were; after every round the layout is compared with a fresh one: every
    /// cell, header and footer, the content size and random rects, bit for bit.
    @Test(arguments: ["justified", "tags"])
    func rebreakingAfterRandomSizesEqualsAFreshLayoutExactly(_ name: String) throws {
        let counts = [400, 0, 250, 350]
        let all = indexPaths(counts)
        var random = SeededRandom(seed: name == "tags" ? 21 : 20)
        var layout = try fresh(name, sections: counts, sizes: [:])
        var sizes: [ItemIndexPath: Size] = [:]
        for round in 0..<60 {
            var batch: [(ItemIndexPath, Size)] = []
            for _ in 0..<(1 + random.index(through: 3)) {
                let indexPath = all[random.index(through: all.count - 1)]
                // One size an item a round (the host sends one).
                guard !batch.contains(where: { $0.0 == indexPath }) else { continue }
                let size = random.unit() < 0.2 ? Size(width: 120, height: 80)
                    : Size(width: 20 + 300 * random.unit(), height: name == "tags" ? 15 + 40 * random.unit() : 100 + 100 * random.unit())
                batch.append((indexPath, size))
                sizes[indexPath] = size
            }
            deliver(batch, to: &layout)
            guard round % 6 == 5 else { continue }
            let expected = try fresh(name, sections: counts, sizes: sizes)
            #expect(layout.contentSize == expected.contentSize, "round \(round)")
            var differing = 0
            for indexPath in all where layout.attributes(at: indexPath) != expected.attributes(at: indexPath) { differing += 1 }
            #expect(differing == 0, "\(name) round \(round): \(differing) items differ")
            for section in counts.indices {
                for kind in [ElementKind.header, ElementKind.footer] {
                    let key = ItemIndexPath(item: 0, section: section)
                    #expect(layout.attributes(forSupplementaryElementOfKind: kind, at: key) == expected.attributes(forSupplementaryElementOfKind: kind, at: key))
                }
            }
            for _ in 0..<10 {
                let rect = Rect(x: 0, y: random.unit() * expected.contentSize.height, width: 900, height: 50 + 700 * random.unit())
                #expect(layout.attributes(in: rect) == expected.attributes(in: rect), "\(name) round \(round) rect \(rect)")
            }
        }
        // The sizes took effect: the layout is not the estimated one.
        let estimated = try fresh(name, sections: counts, sizes: [:])
        #expect(all.filter { layout.attributes(at: $0) != estimated.attributes(at: $0) }.count > all.count / 4)
    }

    /// attributes(in:) finds exactly the cells whose frames meet the rect, and the elements.
    @Test(arguments: ["justified", "tags"])
    func theVisibleQueryFindsWhatAScanFinds(_ name: String) throws {
        let counts = [120, 3, 200]
        var random = SeededRandom(seed: 5)
        var sizes: [ItemIndexPath: Size] = [:]
        for indexPath in indexPaths(counts) where random.unit() < 0.7 {
            sizes[indexPath] = Size(width: 20 + 300 * random.unit(), height: 10 + 150 * random.unit())
        }
        let layout = try fresh(name, sections: counts, sizes: sizes)
        for _ in 0..<40 {
            let rect = Rect(x: 900 * random.unit() - 100, y: layout.contentSize.height * random.unit() - 50, width: 400 * random.unit(), height: 600 * random.unit())
            let found = layout.attributes(in: rect)
            let cells = indexPaths(counts).compactMap { layout.attributes(at: $0) }.filter { $0.frame.intersects(rect) }
            #expect(found.filter(\.isCell) == cells, "\(rect)")
            let elements = counts.indices.flatMap { section in
                [ElementKind.header, ElementKind.footer].compactMap {
                    layout.attributes(forSupplementaryElementOfKind: $0, at: ItemIndexPath(item: 0, section: section))
                }
            }.filter { $0.frame.intersects(rect) }
            #expect(Set(found.filter { !$0.isCell }) == Set(elements))
        }
    }
}
