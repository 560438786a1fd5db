import CollectionLayout
import CoreGraphics

/// Called with a section's visible cells whenever the layout prepares or scrolls, to change them
/// just before they are shown: the items, the section's offset (the content offset, or the
/// orthogonal offset for a section that scrolls sideways), points, and the layout's environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated
/// until its items run out, with spacing, insets, boundary items and decorations.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
/// section.interGroupSpacing = 5
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup
    /// Insets of the content area inside the bounds (across the scroll axis) and between the
    /// boundary items and the groups (along it), points.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The gap between consecutive groups, points.
    open var interGroupSpacing: CGFloat = 0
    /// Whether (and how) the section scrolls across the layout's scroll axis. Orbit lays such a
    /// section out at orthogonal offset 0 (see `UICollectionViewCompositionalLayout`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers, footers and other views on the section's edges, each at `[section, 0]` under its kind.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items follow the section's content insets across the scroll axis. Orbit's
    /// engine always lays them out so; `false` is kept but not honoured.
    open var supplementariesFollowContentInsets = true
    /// Changes the visible cells just before they are shown (see the handler type).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Backgrounds, each at `[section, 0]` under its kind.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// The engine's section for this one, read now; `traits` are what the environments handed to
    /// custom groups and the handler report.
    func orbitSection(traits: UITraitCollection) -> LayoutSection {
        var section = LayoutSection(group: group.orbitGroup(traits: traits))
        section.contentInsets = contentInsets.orbit
        section.interGroupSpacing = Double(interGroupSpacing)
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.orbit
        section.boundarySupplementaryItems = boundarySupplementaryItems.compactMap { $0.orbitBoundary }
        section.decorationItems = decorationItems.map { $0.orbitDecoration }
        if let handler = visibleItemsInvalidationHandler {
            let box = UncheckedSendableBox(value: handler)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                runOnOwningThread {
                    let visible = items.map { CompositionalVisibleItem($0) }
                    box.value(visible, CGPoint(offset), CompositionalLayoutEnvironment(environment, traitCollection: traits))
                    for index in items.indices { visible[index].write(into: &items[index]) }
                }
            }
        }
        return section
    }
}
