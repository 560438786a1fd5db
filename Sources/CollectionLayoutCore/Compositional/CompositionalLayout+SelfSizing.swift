/// Self-sizing (`LayoutDimension.estimated`): a cell whose dimension along the scroll axis is
/// estimated starts at its estimate; the host measures its content at the cell's extent across
/// and hands the preferred size back through the invalidation context; its group is solved again
/// with the measured length (a group estimated along the scroll axis grows or shrinks to its
/// content), the groups after it in its section and the sections after it move. Nothing else
/// changes: a cell with absolute or fractional dimensions is never measured.
extension CompositionalLayout {
    /// Whether the cell at `indexPath` has an estimated dimension along the scroll axis.
    private func isEstimated(_ indexPath: ItemIndexPath) -> Bool {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0 else { return false }
        let section = sections[indexPath.section]
        guard indexPath.item < section.itemCount, section.template.count > 0 else { return false }
        return section.template.estimated[indexPath.item % section.template.count]
    }

    /// For a cell estimated along the scroll axis: its extent across, at the estimate (so the
    /// answer does not depend on sizes taken), for the content to choose its length.
    ///
    /// - Complexity: O(1).
    public func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        guard isEstimated(indexPath) else { return nil }
        let section = sections[indexPath.section]
        let across = section.template.frames[indexPath.item % section.template.count].size[configuration.scrollDirection.crossed]
        return configuration.scrollDirection == .vertical ? .width(across) : .height(across)
    }

    /// Only a new length along the scroll axis of an estimated cell changes anything.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        let along = configuration.scrollDirection
        return isEstimated(original.indexPath) && preferred.size[along] != original.size[along]
    }

    /// Whether the cell at `indexPath` still has its estimated length (estimated along the scroll
    /// axis and no measured length taken).
    public func isEstimated(itemAt indexPath: ItemIndexPath) -> Bool {
        isEstimated(indexPath) && sections[indexPath.section].sizing.lengths[indexPath.item] == nil
    }
}
