import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// `.estimated` dimensions through self-sizing: the estimate holds until a preferred size arrives,
/// then exactly the frames it should change move. Expected frames worked out here.
@Suite("compositional engine: estimated dimensions")
struct EstimatedDimensionTests {
    let bounds = Size(width: 100, height: 400)

    func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A list of full-width rows estimated 44 high, 10 apart, 20 inset top and bottom.
    var list: LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        var section = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
        section.interGroupSpacing = 10
        section.contentInsets = EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
        return section
    }

    func prepared(_ section: LayoutSection, _ counts: [Int], spacing: Double = 0) -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = spacing
        var layout = CompositionalLayout(section: section, configuration: configuration)
        layout.prepare(LayoutContext(boundsSize: bounds, sectionItemCounts: counts))
        return layout
    }

    func deliver(_ sizes: [ItemIndexPath: Size], to layout: inout CompositionalLayout) {
        let invalidation = InvalidationContext(invalidatedItemIndexPaths: Array(sizes.keys), preferredItemSizes: sizes)
        layout.invalidateLayout(with: invalidation, for: layout.context)
    }

    func frame(_ layout: CompositionalLayout, _ item: Int, _ section: Int = 0) -> Rect {
        layout.attributes(at: ItemIndexPath(item: item, section: section))!.frame
    }

    @Test("the estimate holds until a size arrives; a row then takes its height and everything after it moves by the difference")
    func listRows() {
        var layout = prepared(list, [5, 3], spacing: 7)
        // Section 0: rows at 20 + 54 i; it ends at 20 + 5*44 + 4*10 + 20 = 300; section 1 at 307.
        for i in 0..<5 { #expect(frame(layout, i) == Rect(x: 0, y: 20 + 54 * Double(i), width: 100, height: 44)) }
        #expect(frame(layout, 0, 1).minY == 307 + 20)
        #expect(layout.preferredSizeFitting(forItemAt: ItemIndexPath(item: 2, section: 0)) == .width(100))
        #expect(layout.isEstimated(itemAt: ItemIndexPath(item: 1, section: 0)))
        let original = layout.attributes(at: ItemIndexPath(item: 1, section: 0))!
        var preferred = original
        preferred.size = Size(width: 100, height: 80)
        #expect(layout.shouldInvalidate(forPreferredAttributes: preferred, original: original))
        preferred.size = Size(width: 60, height: 44)
        #expect(!layout.shouldInvalidate(forPreferredAttributes: preferred, original: original), "only the length along the scroll axis counts")

        deliver([ItemIndexPath(item: 1, section: 0): Size(width: 100, height: 80)], to: &layout)
        let grown = 80.0 - 44
        #expect(frame(layout, 0) == Rect(x: 0, y: 20, width: 100, height: 44), "before the sized row: unchanged")
        #expect(frame(layout, 1) == Rect(x: 0, y: 74, width: 100, height: 80))
        for i in 2..<5 { #expect(frame(layout, i) == Rect(x: 0, y: 20 + 54 * Double(i) + grown, width: 100, height: 44)) }
        for i in 0..<3 { #expect(frame(layout, i, 1) == Rect(x: 0, y: 307 + grown + 20 + 54 * Double(i), width: 100, height: 44)) }
        #expect(layout.contentSize.height == 307 + grown + 20 + 3 * 44 + 2 * 10 + 20)
        #expect(!layout.isEstimated(itemAt: ItemIndexPath(item: 1, section: 0)))

        // A row of section 1 shrinks: only what follows it moves; section 0 stays.
        deliver([ItemIndexPath(item: 0, section: 1): Size(width: 100, height: 30)], to: &layout)
        #expect(frame(layout, 1) == Rect(x: 0, y: 74, width: 100, height: 80))
        #expect(frame(layout, 0, 1) == Rect(x: 0, y: 307 + grown + 20, width: 100, height: 30))
        #expect(frame(layout, 1, 1).minY == 307 + grown + 20 + 30 + 10)
        #expect(layout.contentSize.height == 307 + grown + 20 + 30 + 2 * 44 + 2 * 10 + 20)

        // The visible-rect query agrees with the lookup after the sizes.
        let found = layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: layout.contentSize.height)).filter(\.isCell)
        #expect(found.count == 8)
        for cell in found { #expect(layout.attributes(at: cell.indexPath) == cell) }
        // A rect that holds only row 3 of section 0 finds only it.
        let row3 = frame(layout, 3)
        #expect(layout.attributes(in: Rect(x: 0, y: row3.minY + 1, width: 100, height: 2)).map(\.indexPath.item) == [3])
    }

    @Test("random sizes in random order, several at a time: every row is where the sum of the rows above it puts it", arguments: [1, 2, 3] as [UInt64])
    func randomDeliveries(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let counts = [120, 0, 37, 80]
        var layout = prepared(list, counts, spacing: 3)
        var heights = counts.map { Array(repeating: 44.0, count: $0) }
        for _ in 0..<60 {
            var sizes: [ItemIndexPath: Size] = [:]
            for _ in 0..<(1 + random.index(through: 3)) {
                let section = [0, 2, 3][random.index(through: 2)]
                let item = random.index(through: counts[section] - 1)
                let height = (1 + random.unit() * 300).rounded()
                sizes[ItemIndexPath(item: item, section: section)] = Size(width: 100, height: height)
                heights[section][item] = height
            }
            deliver(sizes, to: &layout)
            // The model: sections 3 apart, rows 10 apart inside 20-point insets.
            var y = 0.0
            for (section, rows) in heights.enumerated() {
                if section > 0 { y += 3 }
                y += 20
                for (item, height) in rows.enumerated() {
                    let frame = frame(layout, item, section)
                    #expect(abs(frame.minY - y) < 1e-6 && frame.height == height, "seed \(seed): [\(section), \(item)] at \(frame.minY), expected \(y)")
                    y += height + (item < rows.count - 1 ? 10 : 0)
                }
                y += 20
            }
            #expect(abs(layout.contentSize.height - y) < 1e-6)
            // The query over a random band finds exactly the rows that meet it.
            let top = random.unit() * y, band = Rect(x: 0, y: top, width: 100, height: 50 + random.unit() * 400)
            let found = layout.attributes(in: band).filter(\.isCell).map(\.indexPath)
            var expected: [ItemIndexPath] = []
            for (section, rows) in heights.enumerated() {
                for item in rows.indices where frame(layout, item, section).intersects(band) { expected.append(ItemIndexPath(item: item, section: section)) }
            }
            #expect(found == expected, "seed \(seed): band \(band)")
        }
    }

    @Test("a group estimated along the scroll axis is as tall as its tallest item; fixed items keep their size")
    func tallestItem() {
        let estimated = LayoutItem(layoutSize: size(.fractionalWidth(0.25), .estimated(40)))
        let fixed = LayoutItem(layoutSize: size(.fractionalWidth(0.25), .absolute(20)))
        let filling = LayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [estimated, estimated, fixed, filling])
        var layout = prepared(LayoutSection(group: group), [8])
        #expect(layout.preferredSizeFitting(forItemAt: ItemIndexPath(item: 2, section: 0)) == nil, "an absolute height is not measured")
        #expect(layout.preferredSizeFitting(forItemAt: ItemIndexPath(item: 3, section: 0)) == nil)
        #expect(layout.preferredSizeFitting(forItemAt: ItemIndexPath(item: 1, section: 0)) == .width(25))
        deliver([ItemIndexPath(item: 0, section: 0): Size(width: 25, height: 30), ItemIndexPath(item: 1, section: 0): Size(width: 25, height: 90)], to: &layout)
        #expect(frame(layout, 0) == Rect(x: 0, y: 0, width: 25, height: 30))
        #expect(frame(layout, 1) == Rect(x: 25, y: 0, width: 25, height: 90))
        #expect(frame(layout, 2) == Rect(x: 50, y: 0, width: 25, height: 20))
        #expect(frame(layout, 3) == Rect(x: 75, y: 0, width: 25, height: 90), "a fraction of the group's height follows the group")
        // The second group starts after the first's 90 and keeps its estimate.
        #expect(frame(layout, 4) == Rect(x: 0, y: 90, width: 25, height: 40))
        #expect(layout.contentSize.height == 90 + 40)
        // Shrinking the tall one makes the group as tall as the fixed item needs, at least.
        deliver([ItemIndexPath(item: 1, section: 0): Size(width: 25, height: 10), ItemIndexPath(item: 0, section: 0): Size(width: 25, height: 12)], to: &layout)
        #expect(frame(layout, 3).height == 20)
        #expect(frame(layout, 4).minY == 20)
    }

    @Test("through the host: delivered sizes reach the layout and what lies above stays still")
    func throughTheHost() {
        let layout = CompositionalLayout(section: list)
        var view = CollectionView(layout: layout, itemCount: 40, boundsSize: bounds)
        let id = view.identities[ItemIndexPath(item: 2, section: 0)]!
        let above = view.layout.attributes(at: ItemIndexPath(item: 1, section: 0))!.frame
        let below = view.layout.attributes(at: ItemIndexPath(item: 3, section: 0))!.frame
        view.setPreferredSize(Size(width: 100, height: 120), forItem: id)
        #expect(view.preferredSize(forItem: id) == Size(width: 100, height: 120))
        #expect(view.layout.attributes(at: ItemIndexPath(item: 1, section: 0))!.frame == above)
        #expect(view.layout.attributes(at: ItemIndexPath(item: 2, section: 0))!.frame.height == 120)
        #expect(view.layout.attributes(at: ItemIndexPath(item: 3, section: 0))!.frame.minY == below.minY + 120 - 44)
    }
}
