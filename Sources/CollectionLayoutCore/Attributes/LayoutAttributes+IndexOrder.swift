extension Array where Element == LayoutAttributes {
    /// Whether the cells among these elements come in increasing index-path order (other elements
    /// may sit anywhere). O(k).
    package var hasCellsInIndexOrder: Bool {
        var previous: ItemIndexPath?
        for element in self where element.isCell {
            if let previous, !(previous < element.indexPath) { return false }
            previous = element.indexPath
        }
        return true
    }

    /// These elements with their cells in index-path order, each cell moved into one of the slots
    /// the cells held, so headers, footers and decorations keep their places. `attributes(in:)`
    /// may answer in any order, as UIKit's `layoutAttributesForElements(in:)` does; the host and
    /// the tools read answers through this so that what they draw, hit and print does not depend
    /// on the order a layout happened to build its answer in. Duplicates are kept.
    ///
    /// - Complexity: O(k) when the cells already come in order (most layouts), O(k log k) otherwise.
    public func cellsInIndexOrder() -> [LayoutAttributes] {
        if hasCellsInIndexOrder { return self }
        var ordered = self
        let slots = indices.filter { self[$0].isCell }
        let cells = slots.map { self[$0] }.sorted { $0.indexPath < $1.indexPath }
        for (slot, cell) in zip(slots, cells) { ordered[slot] = cell }
        return ordered
    }

    /// Only the cells, in index-path order (duplicates kept). O(k), or O(k log k) when unordered.
    public func cellsByIndexPath() -> [LayoutAttributes] {
        filter(\.isCell).cellsInIndexOrder()
    }
}
