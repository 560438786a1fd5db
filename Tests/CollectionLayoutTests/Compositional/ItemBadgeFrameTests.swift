import Testing

@testable import CollectionLayoutCore

extension GalleryFrameTests {
    func badge(_ section: Int, _ item: Int) -> ElementKey {
        ElementKey(category: .supplementary, kind: ElementKind.badge, indexPath: ItemIndexPath(item: item, section: section))
    }

    @Test("item-badges: four items a row inset by 5, a 20-point badge 6 points past each top-trailing corner", arguments: sizes)
    func itemBadges(_ bounds: Size) {
        let n = 10, content = bounds.width - 40, slotWidth = content / 4, rowHeight = content * 0.2
        var expected: Expected = [:]
        for i in 0..<n {
            let slot = Rect(x: 20 + Double(i % 4) * slotWidth, y: 20 + Double(i / 4) * rowHeight, width: slotWidth, height: rowHeight)
            let frame = inset(slot, 5)
            expected[cell(0, i)] = frame
            // Inside the corner (its top-right on the cell's), then 0.3 of 20 right and up.
            expected[badge(0, i)] = Rect(x: frame.maxX - 20 + 6, y: frame.minY - 6, width: 20, height: 20)
        }
        check(.itemBadges, "item-badges", sections: [n], bounds: bounds, expected: expected, contentHeight: 40 + 3 * rowHeight)
    }
}
