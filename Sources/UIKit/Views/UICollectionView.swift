import CoreGraphics

/// A collection view, as its layout sees it: the bounds and offset Orbit's host scrolls, the
/// number of sections and items, the delegate and data source objects the layout's descriptor
/// made, and the layout. There are no cells: `cellForItem(at:)` is nil and `visibleCells` empty,
/// because Orbit draws each element from its attributes.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout that lays the view out.
    open internal(set) var collectionViewLayout: UICollectionViewLayout

    /// The object the descriptor's `delegate` closure made, when it is a delegate.
    open weak var delegate: (any UICollectionViewDelegate)?
    /// The object the descriptor's `delegate` closure made, when it is a data source.
    open weak var dataSource: (any UICollectionViewDataSource)?

    /// Items per section, set by Orbit's host before each `prepare`.
    var sectionItemCounts: [Int] = [0]
    /// Whether the layout asked for the number of sections or a section other than 0: it lays
    /// out sections (`UIKitLayout.supportsSections`).
    var readsSections = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
    }

    open var numberOfSections: Int {
        readsSections = true
        return sectionItemCounts.count
    }

    /// 0 for a section out of range (UIKit raises; a layout that asks is answered gently).
    open func numberOfItems(inSection section: Int) -> Int {
        if section != 0 { readsSections = true }
        return section >= 0 && section < sectionItemCounts.count ? sectionItemCounts[section] : 0
    }

    /// Always nil: Orbit has no cells; it draws each item from its attributes.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }

    /// Always empty: Orbit has no cells.
    open var visibleCells: [UICollectionViewCell] { [] }

    /// The items whose attributes meet the visible rect, from the layout, in the layout's order.
    open var indexPathsForVisibleItems: [IndexPath] {
        (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .map(\.indexPath)
    }

    /// The layout's attributes for the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The topmost item whose frame contains `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The scroll direction of a flow layout.
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// What an element of the layout is.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// The kind of a section header.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Swift 4.1's names.
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter

/// The collection view's delegate: the layout finds it as `collectionView.delegate` and may cast
/// it to its own protocol. Made by the descriptor's `delegate` closure.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

/// The collection view's data source. Orbit's host owns the item counts (from the command
/// line, scripts and clicks), so a data source's counts are not asked; a layout may still read
/// its own properties through `collectionView.dataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {}
