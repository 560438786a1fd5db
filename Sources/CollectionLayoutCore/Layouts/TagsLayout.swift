/// A tag cloud (docs/reference/LAYOUTS.md "tags"): chips as wide as their captions, left-aligned in lines
/// that wrap at the right inset; a line is as tall as its tallest chip. With several sections,
/// each in turn: its header, its inset lines, its footer (as flow's, `SectionHeaders`).
///
/// Chip sizes come from the items' content (self-sizing at their natural size, no wider than the
/// line), `estimatedItemSize` until they arrive. `prepare` is O(n + s) and keeps 41 bytes per item
/// (its size and its share of the lines, `RowBreaks`); `attributes(at:)` is O(log n + chips in its
/// line), `attributes(in:)` O(log s + log n a line + k); a preferred size rewraps the lines from
/// its own until they fall in step with the old ones, the lines after moving with it in O(log n)
/// (a Fenwick tree of line pitches), the sections after in O(s). The result is exactly what a
/// fresh `prepare` with the same sizes gives.
package struct TagsLayout: CollectionViewLayout {
    /// The size of a chip whose content has not given its size yet, points.
    package var estimatedItemSize = Size(width: 80, height: 30)
    /// Gap between chips of a line, points.
    package var interitemSpacing = 8.0
    /// Gap between lines, points.
    package var lineSpacing = 8.0
    /// The inset of every section's lines, points.
    package var sectionInset = EdgeInsets(all: 10)
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

    package private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    /// Per section: the chips' sizes and their lines.
    private var sections = RowSections<Size>()

    package init() {}

    /// - Complexity: O(n + s).
    package mutating func prepare(_ context: LayoutContext) {
        self.context = context
        let estimate = estimatedItemSize
        sections = RowSections(
            context: context,
            headers: SectionHeaders(headerHeight: headerHeight, footerHeight: footerHeight, pinHeaders: pinHeaders, direction: .vertical),
            rowSpacing: lineSpacing, inset: { $0 < sectionInsets.count ? sectionInsets[$0] : sectionInset },
            estimate: { Self.chip(estimate, usableWidth: $0) }, nextRow: nextLine)
    }

    /// `line(of:usableWidth:from:)` for `RowSections`. It holds the spacing, not the layout: a
    /// copy of the layout would share the lines' storage, and taking sizes would copy all of it
    /// (O(n)) instead of changing it in place.
    private var nextLine: RowSections<Size>.NextRow {
        let spacing = interitemSpacing
        return { Self.line(of: $0, usableWidth: $1, from: $2, interitemSpacing: spacing) }
    }

    /// A chip size as laid out: finite, non-negative, no wider than a line.
    static func chip(_ size: Size, usableWidth: Double) -> Size {
        Size(
            width: size.width.isFinite ? Swift.min(Swift.max(0, size.width), usableWidth) : 0,
            height: size.height.isFinite ? Swift.max(0, size.height) : 0)
    }

    /// The line of `sizes` starting at `first`, wrapping at `usableWidth`: chips while they fit
    /// with the spacing between them (always at least one); as tall as its tallest chip.
    static func line(of sizes: [Size], usableWidth: Double, from first: Int, interitemSpacing: Double) -> (count: Int, height: Double) {
        var width = 0.0, height = 0.0, count = 0
        while first + count < sizes.count {
            let size = sizes[first + count]
            let needed = count == 0 ? size.width : width + interitemSpacing + size.width
            if count > 0, needed > usableWidth { break }
            width = needed
            height = Swift.max(height, size.height)
            count += 1
        }
        return (count, height)
    }

    package var contentSize: Size {
        Size(width: context.boundsSize.width, height: sections.end)
    }

    /// - Complexity: O(log n + chips in its line).
    package func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        sections.attributes(at: indexPath, elements: chips(of:))
    }

    /// The chips of `line`, left to right from the inset, sharing the line's top edge.
    private func chips(of line: RowSections<Size>.PlacedRow) -> [LayoutAttributes] {
        let section = sections.sections[line.section]
        var x = section.inset.left
        return line.items.map { item in
            let size = section.values[item]
            let chip = LayoutAttributes(
                indexPath: ItemIndexPath(item: item, section: line.section),
                center: Point(x: x + size.width / 2, y: line.origin + size.height / 2), size: size)
            x += size.width + interitemSpacing
            return chip
        }
    }

    /// The chips, then the headers and footers, that meet `rect`.
    ///
    /// - Complexity: O(log s + log n a line + k).
    package func attributes(in rect: Rect) -> [LayoutAttributes] {
        sections.attributes(in: rect, context: context, elements: chips(of:))
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

    /// Chips take their natural size, wrapped only when wider than a line.
    package func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        let width = indexPath.section >= 0 && indexPath.section < sections.sections.count
            ? sections.sections[indexPath.section].usableWidth : Swift.max(1, context.boundsSize.width - sectionInset.left - sectionInset.right)
        return .natural(maximumWidth: width)
    }

    /// Takes the new chip sizes and rewraps the lines of their sections from the first changed
    /// chip; a scroll that moves only pinned headers takes the new offset and nothing else.
    package mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, context.differsOnlyInOffset(from: self.context) else { return prepare(context) }
        self.context = context
        // The widths alone: holding the sections would make taking the sizes copy them.
        let widths = sections.sections.map(\.usableWidth)
        let changes = invalidation.preferredItemSizes.sorted { $0.key < $1.key }.compactMap { indexPath, size -> (indexPath: ItemIndexPath, value: Size)? in
            guard indexPath.section >= 0, indexPath.section < widths.count else { return nil }
            return (indexPath, Self.chip(size, usableWidth: widths[indexPath.section]))
        }
        sections.take(changes, nextRow: nextLine)
    }
}
