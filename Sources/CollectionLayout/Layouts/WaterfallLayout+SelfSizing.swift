/// Self-sizing waterfall: each item's length along the scroll axis comes from its content at the
/// lane's thickness (a picture: `laneWidth / aspect` tall in a vertical waterfall), the layout's
/// own rule until it arrives. Not with explicit `lengths`, which stay as given.
extension WaterfallLayout {
    /// The lane's thickness across the scroll axis is fixed; the content chooses its length.
    public func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        guard lengths.isEmpty, indexPath.section == 0, indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        let thickness = attributes(at: indexPath)?.size[direction.crossed] ?? 0
        guard thickness > 0 else { return nil }
        return direction == .vertical ? .width(thickness) : .height(thickness)
    }

    /// Only a new length along the scroll axis changes the placement.
    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        preferred.size[direction] != original.size[direction]
    }

    /// Takes the preferred lengths and places every item again (an item's lane depends on every
    /// length before it). O(n log lanes).
    public mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, !invalidation.preferredItemSizes.isEmpty,
            context.differsOnlyInOffset(from: self.context)
        else { return prepare(context) }
        for (indexPath, size) in invalidation.preferredItemSizes where indexPath.section == 0 {
            preferredLengths[indexPath.item] = size[direction]
        }
        keepsPreferredLengths = true
        prepare(context)
        keepsPreferredLengths = false
    }
}
