import CollectionLayout

@testable import LayoutConformance

/// A sectioned vertical list for the checker to judge: each section is a 30-point header (pinned
/// to the top of the visible rect until the section's end pushes it away), then rows 40 points
/// high, with a background decoration behind the rows. With `bug == .none` it keeps the whole
/// contract; every other case breaks exactly one promise about sections or elements.
struct SectionListLayout: CollectionViewLayout {
    enum Bug: Sendable {
        case none
        /// `attributes(at:)` forgets the section in the index path it returns.
        case dropsSection
        /// `attributes(at:)` answers one item past a section's end.
        case answersPastSectionEnd
        /// `attributes(in:)` leaves the headers out.
        case missesHeaders
        /// The header query answers with category `.cell`.
        case headerCategoryIsCell
        /// The pinned header parks below the visible rect instead of at its top.
        case pinsOffScreen
        /// A scroll's partial invalidation keeps the old offset: pinned headers stay where they were.
        case ignoresPartialInvalidation
        /// A disappearing header ends at a NaN centre.
        case nanDisappearingHeader
    }

    static let header = 30.0, row = 40.0

    var bug: Bug = .none
    private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    /// Where each section starts, then the end of the content.
    private var starts: [Double] = [0]

    init(bug: Bug = .none) {
        self.bug = bug
    }

    var supportsSections: Bool { true }
    var supplementaryElementKinds: [String] { [ElementKind.header] }
    var decorationElementKinds: [String] { [ElementKind.background] }

    mutating func prepare(_ context: LayoutContext) {
        self.context = context
        starts = [0]
        for section in 0..<context.numberOfSections {
            starts.append(starts[section] + Self.header + Double(context.numberOfItems(inSection: section)) * Self.row)
        }
    }

    var contentSize: Size { Size(width: context.boundsSize.width, height: starts.last ?? 0) }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section < context.numberOfSections else { return nil }
        let limit = context.numberOfItems(inSection: section) + (bug == .answersPastSectionEnd ? 1 : 0)
        guard indexPath.item >= 0, indexPath.item < limit else { return nil }
        let y = starts[section] + Self.header + (Double(indexPath.item) + 0.5) * Self.row
        return LayoutAttributes(
            indexPath: bug == .dropsSection ? ItemIndexPath(item: indexPath.item) : indexPath,
            center: Point(x: context.boundsSize.width / 2, y: y), size: Size(width: context.boundsSize.width, height: Self.row))
    }

    func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard kind == ElementKind.header, indexPath.item == 0, section >= 0, section < context.numberOfSections else { return nil }
        let top = context.contentOffset.y + (bug == .pinsOffScreen ? context.boundsSize.height + 50 : 0)
        let y = Swift.min(Swift.max(top, starts[section]), Swift.max(starts[section], starts[section + 1] - Self.header))
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: y + Self.header / 2),
            size: Size(width: context.boundsSize.width, height: Self.header), zIndex: 10,
            category: bug == .headerCategoryIsCell ? .cell : .supplementary, elementKind: kind)
    }

    func attributes(forDecorationElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let section = indexPath.section
        guard kind == ElementKind.background, indexPath.item == 0, section >= 0, section < context.numberOfSections else { return nil }
        let top = starts[section] + Self.header, height = starts[section + 1] - top
        guard height > 0 else { return nil }
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: top + height / 2),
            size: Size(width: context.boundsSize.width, height: height), zIndex: -1, category: .decoration, elementKind: kind)
    }

    /// Brute force over the sections: the checker judges answers, not speed.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        var cells: [LayoutAttributes] = [], others: [LayoutAttributes] = []
        for section in 0..<context.numberOfSections {
            for item in 0..<context.numberOfItems(inSection: section) {
                if let cell = attributes(at: ItemIndexPath(item: item, section: section)), cell.frame.intersects(rect) { cells.append(cell) }
            }
            let path = ItemIndexPath(item: 0, section: section)
            if bug != .missesHeaders, let header = attributes(forSupplementaryElementOfKind: ElementKind.header, at: path),
                header.frame.intersects(rect)
            {
                others.append(header)
            }
            if let background = attributes(forDecorationElementOfKind: ElementKind.background, at: path), background.frame.intersects(rect) {
                others.append(background)
            }
        }
        return cells + others
    }

    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { newBounds != context.visibleRect }

    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        newBounds.size == context.boundsSize
            ? InvalidationContext(invalidatedSupplementaryIndexPaths: [ElementKind.header: []]) : .everything
    }

    mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        if bug == .ignoresPartialInvalidation { return }
        self.context = context
    }

    func finalAttributes(
        forDisappearingSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath, from old: LayoutAttributes
    ) -> LayoutAttributes {
        var final = old.with(alpha: 0)
        if bug == .nanDisappearingHeader { final.center.y = .nan }
        return final
    }
}
