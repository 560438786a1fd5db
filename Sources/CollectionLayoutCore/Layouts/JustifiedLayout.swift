/// Justified rows (docs/reference/LAYOUTS.md "justified"), as Flickr's justified-layout and Google Photos
/// lay out pictures: each row is scaled so that its items, at their aspect ratios, fill the width
/// exactly; rows are broken so that their height stays near `targetRowHeight`; the last row of a
/// section keeps the target height rather than stretching. With several sections, each in turn:
/// its header, its inset rows, its footer (as flow's, `SectionHeaders`).
///
/// Aspect ratios come from the items' content (self-sizing: the content is asked for its size at
/// the target height, a picture's width there is `aspect * height`), `estimatedAspectRatio` until
/// it arrives. `prepare` is O(n + s) and keeps 33 bytes per item (its aspect ratio and its share
/// of the rows, `RowBreaks`); `attributes(at:)` is O(log n + items in its row), `attributes(in:)`
/// O(log s + log n a row + k); a preferred size rebreaks the rows from its own until they fall in
/// step with the old ones, the rows after moving with it in O(log n) (a Fenwick tree of row
/// pitches), the sections after in O(s). The result is exactly what a fresh `prepare` with the
/// same aspect ratios gives.
package struct JustifiedLayout: CollectionViewLayout {
    /// The height rows aim at, points.
    package var targetRowHeight = 160.0
    /// Gap between items of a row and between rows, points.
    package var spacing = 4.0
    /// The inset of every section's rows, points.
    package var sectionInset = EdgeInsets(all: 4)
    /// Per-section insets: section `s` uses `sectionInsets[s]` when there is one, `sectionInset`
    /// otherwise.
    package var sectionInsets: [EdgeInsets] = []
    /// The height of each section's header, points; 0: no headers. Headers span the width.
    package var headerHeight = 0.0
    /// The height of each section's footer, points; 0: no footers.
    package var footerHeight = 0.0
    /// Keeps the header of the section at the top of the visible rect in view until the section's
    /// footer, or the next header, pushes it away (UIKit's `sectionHeadersPinToVisibleBounds`).
    package var pinHeaders = false
    /// The width / height of an item whose content has not given its size yet (3:2).
    package var estimatedAspectRatio = 1.5

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    /// Per section: the items' aspect ratios and their rows.
    private var sections = RowSections<Double>()

    package init() {}

    /// - Complexity: O(n + s).
    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
        let estimate = Self.sanitized(estimatedAspectRatio, fallback: 1.5)
        sections = RowSections(
            context: context,
            headers: SectionHeaders(headerHeight: headerHeight, footerHeight: footerHeight, pinHeaders: pinHeaders, direction: .vertical),
            rowSpacing: spacing, inset: { $0 < sectionInsets.count ? sectionInsets[$0] : sectionInset },
            estimate: { _ in estimate }, nextRow: nextRow)
    }

    /// `row(of:usableWidth:from:)` for `RowSections`. It holds the two numbers it needs, not the
    /// layout: a copy of the layout would share the rows' storage, and taking sizes would copy
    /// all of it (O(n)) instead of changing it in place.
    private var nextRow: RowSections<Double>.NextRow {
        let target = targetRowHeight, spacing = spacing
        return { Self.row(of: $0, usableWidth: $1, from: $2, targetRowHeight: target, spacing: spacing) }
    }

    /// A usable aspect ratio: finite, in `1/100...100` (a sliver or a panorama still gets a row).
    static func sanitized(_ aspect: Double, fallback: Double) -> Double {
        guard aspect.isFinite, aspect > 0 else { return fallback }
        return Swift.min(Swift.max(aspect, 0.01), 100)
    }

    /// The row of `aspects` starting at `first`, `usableWidth` wide: items are added while the row,
    /// scaled to fill the width, is taller than the target; of the last two candidates (with and
    /// without the item that brought it to or below the target) the one whose height is nearer the
    /// target wins (the longer row on a tie). A row that runs out of items first is the last row:
    /// target height, not stretched.
    static func row(
        of aspects: [Double], usableWidth: Double, from first: Int, targetRowHeight: Double, spacing: Double
    ) -> (count: Int, height: Double) {
        let target = Swift.max(1, targetRowHeight)
        // The height at which `count` items whose aspect ratios sum to `aspectSum` fill the width.
        func fillingHeight(aspectSum: Double, count: Int) -> Double {
            Swift.max(0, usableWidth - Double(count - 1) * spacing) / aspectSum
        }
        var sum = 0.0, count = 0
        while first + count < aspects.count {
            sum += aspects[first + count]
            count += 1
            let height = fillingHeight(aspectSum: sum, count: count)
            if height <= target {
                guard count > 1 else { return (1, height) }
                let shorter = fillingHeight(aspectSum: sum - aspects[first + count - 1], count: count - 1)
                return shorter - target < target - height ? (count - 1, shorter) : (count, height)
            }
        }
        return (count, target)
    }

    package var contentSize: Size {
        Size(width: context.boundsSize.width, height: sections.end)
    }

    /// - Complexity: O(log n + items in its row).
    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        sections.attributes(at: indexPath, elements: cells(of:))
    }

    /// The cells of `row`, left to right: each at its aspect ratio times the row's height, the
    /// last of a full row ending exactly at the right inset (no rounding gap).
    private func cells(of row: RowSections<Double>.PlacedRow) -> [LayoutAttributes] {
        let section = sections.sections[row.section]
        var x = section.inset.left
        return row.items.map { item in
            let aspect = section.values[item]
            let isLast = item == row.items.upperBound - 1 && !row.isLast
            let width = isLast ? Swift.max(0, section.inset.left + section.usableWidth - x) : aspect * row.height
            let cell = LayoutAttributes(
                indexPath: ItemIndexPath(item: item, section: row.section),
                center: Point(x: x + width / 2, y: row.origin + row.height / 2), size: Size(width: width, height: row.height))
            x += aspect * row.height + spacing
            return cell
        }
    }

    /// The cells, then the headers and footers, that meet `rect`.
    ///
    /// - Complexity: O(log s + log n a row + k).
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        sections.attributes(in: rect, context: context, elements: cells(of:))
    }

    // MARK: - Sections

    /// Headers and footers at `[section, 0]`; a pinned header where the visible rect has it.
    package func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
        sections.supplementary(ofKind: kind, at: indexPath, context: context)
    }

    package var supplementaryElementKinds: [String] { [ElementKind.header, ElementKind.footer] }

    package var supportsSections: Bool { true }

    package func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        sections.shouldInvalidate(forBoundsChange: newBounds, context: context)
    }

    package func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        sections.invalidationContext(forBoundsChange: newBounds, context: context)
    }

    // MARK: - Self-sizing

    /// Every item is asked for its width at the target height: its aspect ratio.
    package func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        .height(Swift.max(1, targetRowHeight))
    }

    /// Only a new aspect ratio changes the rows.
    package func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        guard let aspect = sections.value(at: original.indexPath), preferred.size.height > 0 else { return false }
        return Self.sanitized(preferred.size.width / preferred.size.height, fallback: aspect) != aspect
    }

    /// Takes the new aspect ratios and rebreaks the rows of their sections from the first changed
    /// item; a scroll that moves only pinned headers takes the new offset and nothing else.
    package mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
        let changes = invalidation.preferredItemSizes.sorted { $0.key < $1.key }.compactMap { indexPath, size -> (indexPath: ItemIndexPath, value: Double)? in
            guard size.height > 0, let aspect = sections.value(at: indexPath) else { return nil }
            return (indexPath, Self.sanitized(size.width / size.height, fallback: aspect))
        }
        sections.take(changes, nextRow: nextRow)
    }
}
