/// Self-sizing waterfall: each item's length along the scroll axis comes from its content at the
/// lane's thickness (a picture: `laneWidth / aspect` tall in a vertical waterfall), the layout's
/// own rule until it arrives. Not with explicit `lengths` or `itemSizes`, which stay as given.
extension WaterfallLayout {
    /// The lane's thickness across the scroll axis is fixed; the content chooses its length.
    package func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        // Every section's items, as CHT asks its delegate for every section.
        guard lengths.isEmpty, itemSizes.isEmpty, flatIndex(of: indexPath) != nil else { return nil }
        let thickness = attributes(at: indexPath)?.size[direction.crossed] ?? 0
        guard thickness > 0 else { return nil }
        return direction == .vertical ? .width(thickness) : .height(thickness)
    }

    /// Only a new length along the scroll axis changes the placement.
    package func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        preferred.size[direction] != original.size[direction]
    }

    /// Takes the preferred lengths and places every item again (an item's lane depends on every
    /// length before it). O(n log lanes).
    package mutating func invalidateLayout(with invalidation: InvalidationContext, for context: LayoutContext) {
        guard !invalidation.invalidateEverything, !invalidation.preferredItemSizes.isEmpty,
            context.differsOnlyInOffset(from: self.context)
        else { return prepare(context) }
        for (indexPath, size) in invalidation.preferredItemSizes {
            guard let flat = flatIndex(of: indexPath) else { continue }
            preferredLengths[flat] = size[direction]
        }
        keepsPreferredLengths = true
        prepare(context)
        keepsPreferredLengths = false
    }
}
