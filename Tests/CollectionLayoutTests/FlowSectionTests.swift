@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "flow" with sections: each section in turn is its header, its inset lines of
/// items and its footer; pinned headers stay at the top of the visible rect until their section's
/// end pushes them away.
@Suite("flow: sections, headers, footers and pinned headers")
struct FlowSectionTests {
    let bounds = Size(width: 400, height: 300)

    func flow(_ settings: [String: String], sections: [Int], offset: Point = .zero) throws -> any CollectionViewLayout {
        var layout = try LayoutDescriptor.flow.makeLayout(settings.map { LayoutSetting(key: $0.key, value: $0.value) })
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: sections))
        return layout
    }

    /// The spec written out for vertical scrolling: section `s` starts where `s - 1` ends; its
    /// header takes `header` points, then the top inset (74), lines of 60 every 70, the bottom
    /// inset (0) and the footer.
    struct Expected {
        var headerY: [Double] = [], footerY: [Double] = [], linesY: [Double] = [], end = 0.0
    }

    func expected(_ sections: [Int], header: Double, footer: Double) -> Expected {
        var result = Expected()
        var y = 0.0
        for count in sections {
            result.headerY.append(y)
            let lines = (count + 4) / 5  // floor((400 + 10) / 70) = 5 per line
            result.linesY.append(y + header + 74)
            y += header + 74 + (lines == 0 ? 0 : Double(lines) * 60 + Double(lines - 1) * 10)
            result.footerY.append(y)
            y += footer
        }
        result.end = y
        return result
    }

    @Test func sectionsStackHeaderInsetLinesFooter() throws {
        let counts = [5, 7, 0, 3]
        let layout = try flow(["headerHeight": "40", "footerHeight": "20"], sections: counts)
        let spec = expected(counts, header: 40, footer: 20)
        #expect(layout.contentSize == Size(width: 400, height: spec.end))
        let gap = (400 - 5 * 60) / 4.0
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let frame = try #require(layout.attributes(at: ItemIndexPath(item: item, section: section))).frame
                #expect(frame == Rect(x: Double(item % 5) * (60 + gap), y: spec.linesY[section] + Double(item / 5) * 70, width: 60, height: 60))
            }
            #expect(layout.attributes(at: ItemIndexPath(item: count, section: section)) == nil)
            let header = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: section)))
            #expect(header.frame == Rect(x: 0, y: spec.headerY[section], width: 400, height: 40))
            #expect(header.category == .supplementary && header.elementKind == "header")
            let footer = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: ItemIndexPath(item: 0, section: section)))
            #expect(footer.frame == Rect(x: 0, y: spec.footerY[section], width: 400, height: 20))
        }
        #expect(layout.attributes(at: ItemIndexPath(item: 0, section: 4)) == nil)
        #expect(layout.attributes(forSupplementaryElementOfKind: "badge", at: ItemIndexPath(item: 0, section: 0)) == nil)
    }

    @Test func noHeadersOrFootersWhenTheirHeightIsZero() throws {
        let layout = try flow([:], sections: [3, 3])
        #expect(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)) == nil)
        #expect(layout.allSupplementaryAndDecorationAttributes.isEmpty)
        // Section 1 starts right after section 0's bottom inset (0): 74 + 60, then its own 74.
        let first = try #require(layout.attributes(at: ItemIndexPath(item: 0, section: 1)))
        #expect(first.frame.minY == 74 + 60 + 74, "\(first.frame.minY - 208)")
    }

    @Test(arguments: 0..<40) func theRectQueryReturnsExactlyTheElementsThatMeetIt(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let counts = (0...random.index(through: 5)).map { _ in random.index(through: 12) }
        let settings = ["headerHeight": "\(random.index(through: 2) * 25)", "footerHeight": "\(random.index(through: 1) * 15)",
                        "pinHeaders": random.chance(0.5) ? "true" : "false"]
        let probe = try flow(settings, sections: counts)
        let offset = Point(x: 0, y: random.decimal(0...Swift.max(0, probe.contentSize.height)))
        let layout = try flow(settings, sections: counts, offset: offset)
        for _ in 0..<8 {
            let rect = Rect(x: random.decimal(-50...400), y: random.decimal(-50...layout.contentSize.height + 50),
                            width: random.decimal(1...400), height: random.decimal(1...600))
            let everything = layout.allAttributes + layout.allSupplementaryAndDecorationAttributes
            let expected = Set(everything.filter { $0.frame.intersects(rect) }.map(\.elementKey))
            let answer = layout.attributes(in: rect)
            #expect(Set(answer.map(\.elementKey)) == expected, "seed \(seed) \(settings) \(counts) \(rect)")
            #expect(answer.count == expected.count, "seed \(seed): an element twice")
        }
    }

    /// The done-when of the sections work: 5, 7 and 3 items, 40-point headers pinned, scrolled to 500.
    @Test func exactlyOnePinnedHeaderSitsAtTheTopOfTheVisibleRect() throws {
        let counts = [5, 7, 3]
        let offset = Point(x: 0, y: 500)
        let layout = try flow(["headerHeight": "40", "pinHeaders": "true"], sections: counts, offset: offset)
        let spec = expected(counts, header: 40, footer: 0)
        let headers = layout.attributes(in: layout.context.visibleRect).filter { $0.elementKind == ElementKind.header }
        let atTop = headers.filter { $0.frame.minY == offset.y }
        #expect(atTop.count == 1)
        // Section 2 starts at spec.headerY[2]; 500 lies in the section whose span holds it.
        let owner = try #require((0..<3).last { spec.headerY[$0] <= 500 })
        #expect(atTop.first?.indexPath == ItemIndexPath(item: 0, section: owner))
        #expect(atTop.first?.zIndex == FlowLayout.pinnedHeaderZIndex)
    }

    @Test func theNextSectionsEndPushesThePinnedHeaderAway() throws {
        let counts = [5, 7, 3]
        let spec = expected(counts, header: 40, footer: 0)
        // 10 points before section 1 starts: section 0's header is pushed up to end where section 1 begins.
        let offset = Point(x: 0, y: spec.headerY[1] - 10)
        let layout = try flow(["headerHeight": "40", "pinHeaders": "true"], sections: counts, offset: offset)
        let header0 = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        #expect(header0.frame.maxY == spec.headerY[1])
        let header1 = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 1)))
        #expect(header1.frame.minY == spec.headerY[1])
        // With a footer the footer pushes it: it ends where the footer starts.
        let footed = try flow(["headerHeight": "40", "footerHeight": "30", "pinHeaders": "true"], sections: counts,
                              offset: Point(x: 0, y: expected(counts, header: 40, footer: 30).footerY[0] - 5))
        let pushed = try #require(footed.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 0)))
        #expect(pushed.frame.maxY == expected(counts, header: 40, footer: 30).footerY[0])
    }

    @Test func scrollingInvalidatesOnlyThePinnedHeadersAndAgreesWithAFullPrepare() throws {
        var layout = try LayoutDescriptor.flow.makeLayout([
            LayoutSetting(key: "headerHeight", value: "40"), LayoutSetting(key: "pinHeaders", value: "true"),
        ])
        var view = CollectionView(layout: layout, sectionItemCounts: [20, 30, 10], boundsSize: bounds)
        let moved = Rect(origin: Point(x: 0, y: 650), size: bounds)
        #expect(view.layout.shouldInvalidate(forBoundsChange: moved))
        let invalidation = view.layout.invalidationContext(forBoundsChange: moved)
        #expect(!invalidation.invalidateEverything)
        #expect(invalidation.invalidatedSupplementaryIndexPaths[ElementKind.header]?.isEmpty == false)
        #expect(view.layout.invalidationContext(forBoundsChange: Rect(x: 0, y: 0, width: 300, height: 300)).invalidateEverything)
        for y in stride(from: 0.0, through: 1200, by: 37) {
            view.setContentOffset(Point(x: 0, y: y), animated: false, at: y / 1000)
            layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: view.contentOffset, sectionItemCounts: [20, 30, 10]))
            let visible = view.visibleRect
            #expect(view.layout.attributes(in: visible) == layout.attributes(in: visible), "offset \(y)")
            // One header covers the top edge: pinned there, or being pushed off by the next section.
            let top = view.contentOffset.y
            let pinned = view.displayedElements.filter { $0.attributes.frame.minY <= top && $0.attributes.frame.maxY > top }
            #expect(pinned.count == 1, "offset \(y)")
        }
        // The host shows cells with identities and headers apart, never an item twice.
        let ids = view.displayedItems.map(\.id)
        #expect(Set(ids).count == ids.count && view.displayedItems.allSatisfy { $0.attributes.isCell })
    }

    @Test func seedBehaviourInOneSectionIsUnchanged() throws {
        // One section, no headers: the single-section context and a one-entry section list agree.
        var a = try LayoutDescriptor.flow.makeLayout(), b = try LayoutDescriptor.flow.makeLayout()
        a.prepare(LayoutContext(boundsSize: bounds, contentOffset: Point(x: 0, y: 90), itemCount: 47))
        b.prepare(LayoutContext(boundsSize: bounds, contentOffset: Point(x: 0, y: 90), sectionItemCounts: [47]))
        #expect(a.attributes(in: a.context.visibleRect) == b.attributes(in: b.context.visibleRect))
        #expect(a.attributes(in: a.context.visibleRect).allSatisfy { $0.isCell })
    }
}
