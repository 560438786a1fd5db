/// What a `CollectionView` keeps for self-sizing: what sizes the items (`ItemSizing`), and the
/// preferred sizes its layout has taken, by item identity.
///
/// With items that have no preferred size and no delivered sizes it is inactive: nothing is
/// measured and the view behaves exactly as without it.
package struct SelfSizing: Sendable {
    /// A preferred size the layout holds: what was measured, under which fitting, from which
    /// generation of the content (a picture's aspect ratio arriving starts a new one).
    struct Taken: Hashable, Sendable {
        var size: Size
        var fitting: SizeFitting
        var generation: Int
    }

    /// What the items prefer (their content): asked as items come on screen.
    package internal(set) var sizing: any ItemSizing = FixedItemSizing()
    /// Sizes given with `CollectionView.setPreferredSize(_:forItem:)`: they win over the content's.
    var delivered: [ItemID: Size] = [:]
    /// What the layout holds now; an item without an entry still has its estimated size.
    var taken: [ItemID: Taken] = [:]
    /// Bumped whenever content changes under the items (a new source, an aspect ratio arriving):
    /// items taken in an older generation are measured again when next on screen.
    var generation = 0
    /// The sign of the last scroll along each axis (-1 towards the start, +1 towards the end, 0
    /// not yet): which side of the screen stays still while sizes arrive.
    var scrollDirection = Point.zero
    /// The offset the direction was last measured from.
    var lastOffset = Point.zero
    /// Items measured since the view was made (a counter: frames read the difference).
    package internal(set) var measuredCount = 0
    /// Invalidations sent to the layout for preferred sizes since the view was made.
    package internal(set) var invalidationCount = 0

    package init() {}

    /// Whether anything is sized: items with preferred sizes (content other than icons), or sizes
    /// delivered by hand.
    package var isActive: Bool { sizing.sizesItems || !delivered.isEmpty }

    /// The number of items whose preferred size the layout holds.
    package var takenCount: Int { taken.count }
}
