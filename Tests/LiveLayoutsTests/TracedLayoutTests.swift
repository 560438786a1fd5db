import CollectionLayout
@testable import LiveLayouts
import Testing

/// The check runs a layout wrapped in `TracedLayout`: the wrapper must answer as the layout itself,
/// sections, headers and partial invalidation included, or the check tests another layout.
@Suite struct TracedLayoutTests {
    @Test func aSectionedLayoutIsCheckedWithItsHeadersAndInvalidation() throws {
        let settings = [LayoutSetting(key: "headerHeight", value: "40"), LayoutSetting(key: "pinHeaders", value: "true")]
        var plain = try LayoutDescriptor.flow.makeLayout(settings)
        var traced = TracedLayout(base: try LayoutDescriptor.flow.makeLayout(settings))
        let context = LayoutContext(boundsSize: Size(width: 375, height: 300), contentOffset: Point(x: 0, y: 500), sectionItemCounts: [5, 7, 3])
        plain.prepare(context)
        traced.prepare(context)
        #expect(traced.supportsSections == plain.supportsSections && plain.supportsSections)
        #expect(traced.supplementaryElementKinds == plain.supplementaryElementKinds && !plain.supplementaryElementKinds.isEmpty)
        let rect = Rect(x: 0, y: 500, width: 375, height: 300)
        #expect(traced.attributes(in: rect) == plain.attributes(in: rect))
        let header = ItemIndexPath(item: 0, section: 2)
        let kind = try #require(plain.supplementaryElementKinds.first)
        #expect(traced.attributes(forSupplementaryElementOfKind: kind, at: header) != nil)
        #expect(traced.attributes(forSupplementaryElementOfKind: kind, at: header) == plain.attributes(forSupplementaryElementOfKind: kind, at: header))
        let scrolled = Rect(x: 0, y: 520, width: 375, height: 300)
        #expect(traced.invalidationContext(forBoundsChange: scrolled) == plain.invalidationContext(forBoundsChange: scrolled))
    }

    @Test func aSelfSizingLayoutIsCheckedWithItsPreferredSizes() throws {
        let settings = [LayoutSetting(key: "estimatedItemSize", value: "150x44")]
        let plain = CollectionView(layout: try LayoutDescriptor.flow.makeLayout(settings), itemCount: 500, boundsSize: Size(width: 375, height: 600))
        var sizedPlain = plain, sizedTraced = CollectionView(
            layout: TracedLayout(base: try LayoutDescriptor.flow.makeLayout(settings)), itemCount: 500, boundsSize: Size(width: 375, height: 600))
        sizedPlain.setContent(ContentSource(kind: .captions, seed: 3))
        sizedTraced.setContent(ContentSource(kind: .captions, seed: 3))
        #expect(sizedTraced.layout.preferredSizeFitting(forItemAt: ItemIndexPath(item: 0)) != nil)
        #expect(sizedTraced.layout.attributes(in: sizedTraced.visibleRect) == sizedPlain.layout.attributes(in: sizedPlain.visibleRect))
        #expect(sizedPlain.layout.attributes(at: ItemIndexPath(item: 0)) != plain.layout.attributes(at: ItemIndexPath(item: 0)))
    }
}
