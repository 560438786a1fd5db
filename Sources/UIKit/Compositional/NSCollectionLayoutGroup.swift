import CollectionLayout

/// Makes a custom group's cells for its environment (the group's size and insets), frames in the
/// group's area, points.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// Items laid out together (UIKit's `NSCollectionLayoutGroup`): side by side (`horizontal`), one
/// above the other (`vertical`) or where a closure says (`custom`). A section repeats its group
/// until its items run out; a group may hold groups (it is an item).
///
/// With `subitems:` the subitems are laid out in order, then repeated while another fits. With
/// `subitem:count:` and `repeatingSubitem:count:` the group holds exactly `count` copies and
/// divides its length among them after the spacing: the same frames as UIKit when the copies fit
/// the group exactly (the iOS 16 `repeatingSubitem:` variant leaves a gap in UIKit when they are
/// smaller; Orbit's engine stretches them).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group places its subitems.
    enum Arrangement {
        case along(Axis, count: Int?)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items the group lays out (empty for a custom group).
    open private(set) var subitems: [NSCollectionLayoutItem]
    /// The gap between subitems along the group's axis; nil: none.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    /// Views attached to the group's frame, reported at the index path of its first item.
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedItems }
        set { attachedItems = newValue }
    }

    init(size: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement) {
        self.subitems = subitems
        self.arrangement = arrangement
        super.init(size: size, attached: [])
    }

    /// Subitems left to right, repeated while another fits.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, arrangement: .along(.horizontal, count: nil))
    }

    /// `count` copies of `subitem` left to right, sharing the group's width after the spacing
    /// (UIKit deprecated it in iOS 16 for `horizontal(layoutSize:repeatingSubitem:count:)`).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], arrangement: .along(.horizontal, count: count))
    }

    /// `count` copies of `subitem` left to right; see the type's comment for sizes that do not fit.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], arrangement: .along(.horizontal, count: count))
    }

    /// Subitems top to bottom, repeated while another fits.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: subitems, arrangement: .along(.vertical, count: nil))
    }

    /// `count` copies of `subitem` top to bottom, sharing the group's height after the spacing
    /// (UIKit deprecated it in iOS 16 for `vertical(layoutSize:repeatingSubitem:count:)`).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], arrangement: .along(.vertical, count: count))
    }

    /// `count` copies of `subitem` top to bottom; see the type's comment for sizes that do not fit.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [subitem], arrangement: .along(.vertical, count: count))
    }

    /// One cell per frame `itemProvider` returns for the group's environment (its container is
    /// the group's size and insets). Called when the layout prepares; every repetition of the
    /// group in a section reuses the frames.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(size: layoutSize, subitems: [], arrangement: .custom(itemProvider))
    }

    /// The engine's group for this one, read now.
    func orbitGroup(traits: UITraitCollection) -> LayoutGroup {
        var group: LayoutGroup
        switch arrangement {
        case .along(let axis, let count):
            let items = subitems.map { $0.orbitItem(traits: traits) }
            switch (axis, count) {
            case (.horizontal, let count?): group = .horizontal(layoutSize: layoutSize.orbit, subitem: items[0], count: count)
            case (.vertical, let count?): group = .vertical(layoutSize: layoutSize.orbit, subitem: items[0], count: count)
            case (.horizontal, nil): group = .horizontal(layoutSize: layoutSize.orbit, subitems: items)
            case (.vertical, nil): group = .vertical(layoutSize: layoutSize.orbit, subitems: items)
            }
        case .custom(let provider):
            let box = UncheckedSendableBox(value: provider)
            group = .custom(layoutSize: layoutSize.orbit) { environment in
                runOnOwningThread {
                    box.value(CompositionalLayoutEnvironment(environment, traitCollection: traits)).map { $0.orbit }
                }
            }
        }
        group.contentInsets = contentInsets.orbit
        group.edgeSpacing = edgeSpacing?.orbit
        group.interItemSpacing = interItemSpacing?.orbit
        group.supplementaryItems = supplementaryItems.map { $0.orbitSupplementary }
        return group
    }

    override func orbitItem(traits: UITraitCollection) -> LayoutItem {
        orbitGroup(traits: traits).layoutItem
    }
}
