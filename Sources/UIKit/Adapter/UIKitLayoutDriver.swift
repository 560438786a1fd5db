import CollectionLayout
import QuartzCore

/// Drives one UIKit layout object as UICollectionView does, for the value-type adapter
/// (`UIKitLayout`): it owns the layout, the collection view the layout sees and the delegate.
///
/// Coordinates: a layout that sets `collectionView.contentInset` scrolls from `-inset.left`
/// (likewise top) in UIKit; Orbit's host scrolls from 0. The driver maps one onto the other by
/// `insetShift` (the inset's left and top): Orbit's content coordinates are UIKit's plus the
/// shift, and Orbit's content size is UIKit's plus the inset on each side, so the scrollable
/// range is the same.
///
/// Every call runs on the thread of the adapter that owns the driver (`runOnOwningThread`).
final class UIKitLayoutDriver: @unchecked Sendable {
    let object: UICollectionViewLayout
    let view: UICollectionView
    /// The descriptor's delegate object (the view holds it weakly, as UIKit does).
    private let delegateObject: AnyObject?
    /// The data source the view has when the delegate object is not one: on iOS a collection
    /// view on screen always has one, and some layouts answer nothing without it.
    private let hostDataSource: AnyObject
    /// The context the object was last prepared (or scrolled) for.
    private(set) var preparedContext: LayoutContext?
    /// The contentInset's left and top at the last call, points (see the type's comment).
    private(set) var insetShift = Point.zero
    /// The context `invalidationContext(forBoundsChange:)` returned for the scroll the host is making.
    private var boundsInvalidation: UICollectionViewLayoutInvalidationContext?
    /// Where the layout moved the view (Orbit's coordinates), until the host has taken it.
    private(set) var requestedOffset: Point?
    /// How many times the object was prepared (`prepare()` calls), for tests and benchmarks.
    private(set) var prepareCount = 0
    /// The element kinds found in the object's answers, in Orbit's names.
    private var kinds = DiscoveredKinds()
    /// Above this many items, element kinds are found near the view rather than in the whole content.
    static let fullDiscoveryLimit = 20_000
    /// Whether the object reads sections (`UIKitLayout.supportsSections`); nil before its first `prepare`.
    private(set) var readsSections: Bool?
    /// Between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`.
    var isUpdating = false

    init(object: UICollectionViewLayout, delegate: AnyObject?) {
        self.object = object
        delegateObject = delegate
        // The delegate is used on the owning thread only, as the layout is.
        nonisolated(unsafe) let delegate = delegate
        (view, hostDataSource) = runOnOwningThread {
            let view = UICollectionView(frame: .zero, collectionViewLayout: object)
            let dataSource = delegate as? any UICollectionViewDataSource ?? HostDataSource()
            view.delegate = delegate as? any UICollectionViewDelegate
            view.dataSource = dataSource
            return (view, dataSource)
        }
    }

    // MARK: - Preparing

    /// Invalidates everything (and the data source's counts when they changed) and prepares the
    /// object for `context`: UICollectionView's reload or resize.
    func prepare(_ context: LayoutContext) {
        let countsChanged = preparedContext?.sectionItemCounts != context.sectionItemCounts
        runOnOwningThread {
            setViewState(context)
            let invalidation = object.makeInvalidationContext()
            invalidation.invalidateEverything = true
            invalidation.invalidateDataSourceCounts = countsChanged
            object.invalidateLayout(with: invalidation)
            prepareObject()
            takeWrites(context)
        }
        preparedContext = context
    }

    /// Whether a scroll to `newBounds` (Orbit's content coordinates) invalidates the object, and
    /// with what; the answer is kept for `scroll(to:)`. Always leaves the host a partial
    /// invalidation so that the view learns every new offset (layouts read `contentOffset` in
    /// their queries even when they do not invalidate).
    func invalidation(forBoundsChange newBounds: Rect, in context: LayoutContext) -> InvalidationContext {
        sync(context)
        let bounds = uikitRect(newBounds)
        return runOnOwningThread {
            guard object.shouldInvalidateLayout(forBoundsChange: bounds) else {
                boundsInvalidation = nil
                return InvalidationContext()
            }
            let invalidation = object.invalidationContext(forBoundsChange: bounds)
            boundsInvalidation = invalidation
            let adjustment = invalidation.contentOffsetAdjustment.orbit
            return InvalidationContext(contentOffsetAdjustment: adjustment.isFinite ? adjustment : .zero)
        }
    }

    /// Moves the view to `context`'s offset and, when the last bounds check asked for it,
    /// invalidates and prepares the object: UICollectionView's scroll.
    func scroll(to context: LayoutContext) {
        runOnOwningThread {
            setViewState(context)
            if let invalidation = boundsInvalidation {
                boundsInvalidation = nil
                object.invalidateLayout(with: invalidation)
                prepareObject()
            }
            takeWrites(context)
        }
        preparedContext = context
    }

    /// Prepares the object again when it was last prepared for another context (a copy of the
    /// adapter made before a later `prepare` asks: the host keeps the old layout during an update).
    func sync(_ context: LayoutContext) {
        guard preparedContext != context || runOnOwningThread({ object.needsPrepare }) else { return }
        prepare(context)
    }

    /// `prepare()`, again while the object invalidates itself in it (a flow subclass setting
    /// `sectionInset` after `super.prepare()`: UIKit prepares it again before the next layout
    /// pass), at most `preparePasses` times.
    @MainActor private func prepareObject() {
        for _ in 0..<Self.preparePasses {
            object.needsPrepare = false
            object.prepare()
            prepareCount += 1
            if !object.needsPrepare { break }
        }
        object.needsPrepare = false
        if view.readsSections { readsSections = true } else if readsSections == nil { readsSections = false }
    }

    static let preparePasses = 3

    /// The view as UIKit would have it for `context`: bounds, counts, the display scale (the content size is
    /// the layout's answer after `prepare`: asking before could read caches not yet built).
    @MainActor private func setViewState(_ context: LayoutContext) {
        view.sectionItemCounts = context.sectionItemCounts
        view.bounds = CGRect(origin: CGPoint(context.contentOffset - insetShift), size: CGSize(context.boundsSize))
        view.offsetWritten = false
        // The layout reads the host's pixel density as UIKit's `traitCollection.displayScale`
        // and `UIScreen.main.scale`.
        view.displayScale = context.displayScale
        UIScreen.displayScale = context.displayScale
        UIScreen.lastBoundsSize = CGSize(context.boundsSize)
    }

    /// What the object wrote to the view during the call: a new inset moves Orbit's coordinates
    /// (UIKit's offset stays where it was, as a scroll view's does); a written offset is where the
    /// host should scroll.
    @MainActor private func takeWrites(_ context: LayoutContext) {
        let inset = view.contentInset
        let shift = Point(x: Self.finite(inset.left), y: Self.finite(inset.top))
        requestedOffset = nil
        if shift != insetShift || view.offsetWritten {
            insetShift = shift
            let requested = view.contentOffset.orbit + shift
            if requested.isFinite, requested != context.contentOffset { requestedOffset = requested }
        }
        view.offsetWritten = false
        view.contentSize = object.collectionViewContentSize
    }

    private static func finite(_ value: CGFloat) -> Double {
        Double(value).isFinite ? Double(value) : 0
    }

    // MARK: - Coordinates

    func uikitRect(_ rect: Rect) -> CGRect {
        CGRect(Rect(origin: rect.origin - insetShift, size: rect.size))
    }

    func uikitPoint(_ point: Point) -> CGPoint { CGPoint(point - insetShift) }

    func orbitPoint(_ point: CGPoint) -> Point { point.orbit + insetShift }

    /// The object's content size plus the inset on each side.
    var contentSize: Size {
        runOnOwningThread {
            // A scroll view reads a negative content size (insets wider than a tiny view) as empty.
            let size = object.collectionViewContentSize, inset = view.contentInset
            return Size(
                width: Swift.max(0, Double(size.width + inset.left + inset.right)),
                height: Swift.max(0, Double(size.height + inset.top + inset.bottom)))
        }
    }

    // MARK: - Attributes

    /// Orbit's value for UIKit's attributes: the centre moved by the inset shift, the kind in
    /// Orbit's names, an index path that is not `[section, item]` as `[-1, -1]` (which no
    /// element has, so a conformance check names it).
    func orbitAttributes(_ attributes: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        do {
            let transform3D = attributes.transform3D
            let isAffine = CATransform3DIsAffine(transform3D)
            let category: ElementCategory = switch attributes.representedElementCategory {
            case .cell: .cell
            case .supplementaryView: .supplementary
            case .decorationView: .decoration
            }
            return LayoutAttributes(
                indexPath: attributes.indexPath.orbit ?? ItemIndexPath(item: -1, section: -1),
                center: orbitPoint(attributes.center),
                size: attributes.size.orbit,
                transform: isAffine ? CATransform3DGetAffineTransform(transform3D).orbit : .identity,
                // A view's alpha is clamped into 0...1, as UIView's is.
                alpha: attributes.alpha.isNaN ? .nan : Swift.min(Swift.max(Double(attributes.alpha), 0), 1),
                zIndex: attributes.zIndex,
                isHidden: attributes.isHidden,
                transform3D: isAffine ? nil : transform3D.orbit,
                category: category,
                elementKind: attributes.representedElementKind.map(UIKitElementKind.orbit))
        }
    }

    /// The elements in `rect` (Orbit's coordinates): visible ones whose drawn frame meets it,
    /// cells in index order first, then the others by kind and index path (the order Orbit's
    /// contract gives; UIKit's has none). A UIKit layout may answer with more than meets the
    /// rect (many return every element, and UIKit shows only what is on screen): those are left
    /// out here, so Orbit's tools see what UIKit would show. Elements with non-finite numbers
    /// are kept, for the conformance kit to name.
    func attributes(in rect: Rect) -> [LayoutAttributes] {
        if let plain = plainFaceEngine() {
            var answer = plain.attributes(in: rect)
            if !(plain is FlowLayout) {
                for index in answer.indices where !answer[index].isCell { answer[index] = Self.orbitKinds(answer[index]) }
            }
            return Self.ordered(answer)
        }
        let answer = runOnOwningThread { object.layoutAttributesForElements(in: uikitRect(rect)) } ?? []
        return Self.ordered(answer.lazy.map(orbitAttributes).filter { attributes in
            !attributes.isHidden && (!attributes.isFinite || attributes.transformedFrame.intersects(rect))
        })
    }

    /// `elements` in the order of Orbit's contract: cells by index path, then the others by kind
    /// and index path. O(k) when the cells come sorted (most layouts), O(k log k) otherwise.
    static func ordered(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        isOrdered(elements) ? elements : ordered(elements.lazy)
    }

    /// `ordered(_:)` for any sequence of elements.
    static func ordered(_ elements: some Sequence<LayoutAttributes>) -> [LayoutAttributes] {
        var cells: [LayoutAttributes] = [], others: [LayoutAttributes] = []
        cells.reserveCapacity(elements.underestimatedCount)
        for attributes in elements {
            if attributes.isCell { cells.append(attributes) } else { others.append(attributes) }
        }
        cells = cells.cellsInIndexOrder()
        if !others.isEmpty {
            others.sort { $0.elementKey < $1.elementKey }
            cells += others
        }
        return cells
    }

    /// The engine of a plain UIKit face of Orbit's engines (the object is exactly a
    /// `UICollectionViewFlowLayout` or `UICollectionViewCompositionalLayout`, not a subclass that
    /// may override its queries, and has no content inset): the face's answers are the engine's,
    /// so they are read from it without making a UIKit object per element (10x faster at 1,000
    /// items). nil for every other layout.
    func plainFaceEngine() -> (any CollectionViewLayout)? {
        guard insetShift == .zero else { return nil }
        return runOnOwningThread { () -> (any CollectionViewLayout)? in
            if type(of: object) == UICollectionViewFlowLayout.self { return (object as? UICollectionViewFlowLayout)?.engine }
            if type(of: object) == UICollectionViewCompositionalLayout.self { return (object as? UICollectionViewCompositionalLayout)?.engine }
            return nil
        }
    }

    /// An engine's element with its kind in Orbit's names (the compositional face keeps UIKit's).
    static func orbitKinds(_ attributes: LayoutAttributes) -> LayoutAttributes {
        guard !attributes.isCell, let kind = attributes.elementKind else { return attributes }
        var renamed = attributes
        renamed.elementKind = UIKitElementKind.orbit(kind)
        return renamed
    }

    /// Whether `elements` are already cells by index path, then the others by kind and index path. O(k).
    private static func isOrdered(_ elements: [LayoutAttributes]) -> Bool {
        var index = 0
        while index < elements.count, elements[index].isCell {
            if index > 0, !(elements[index - 1].indexPath < elements[index].indexPath) { return false }
            index += 1
        }
        while index < elements.count {
            if elements[index].isCell { return false }
            if index > 0, !elements[index - 1].isCell, !(elements[index - 1].elementKey < elements[index].elementKey) { return false }
            index += 1
        }
        return true
    }

    /// The supplementary and decoration kinds the object answers with (Orbit's names) and how
    /// many index paths each occupies per section: those its answer for the whole content holds,
    /// and the registered decoration kinds. Found once per prepared context (tools that
    /// enumerate every element ask; the playground does not). UIKit has no API for either: a
    /// collection view asks only for the elements the layout's rect query returned.
    ///
    /// The host asks every frame whether a layout has such elements: the answer is kept while the
    /// counts and the bounds' size stay (not per offset or `prepare`, which a carousel runs on
    /// every scroll), so the content is queried once per data or size change.
    func elementKinds(for context: LayoutContext) -> DiscoveredKinds {
        if let known = kinds.context, known.sectionItemCounts == context.sectionItemCounts, known.boundsSize == context.boundsSize {
            return kinds
        }
        sync(context)
        let size = contentSize
        // The whole content, up to `fullDiscoveryLimit` items (a UIKit attributes object each);
        // above it, three screens around the view: a click's insert at 100,000 items must not
        // make 100,000 objects.
        let everything = context.itemCount <= Self.fullDiscoveryLimit
            ? Rect(
                x: -size.width, y: -size.height, width: 3 * size.width + context.boundsSize.width,
                height: 3 * size.height + context.boundsSize.height)
            : Rect(
                x: context.contentOffset.x - context.boundsSize.width, y: context.contentOffset.y - context.boundsSize.height,
                width: 3 * context.boundsSize.width, height: 3 * context.boundsSize.height)
        var found = DiscoveredKinds(context: context)
        for element in attributes(in: everything) where !element.isCell {
            guard let kind = element.elementKind else { continue }
            found.note(kind, category: element.category, at: element.indexPath)
        }
        for kind in runOnOwningThread({ object.registeredDecorationKinds }).map(UIKitElementKind.orbit) where !found.decoration.contains(kind) {
            found.decoration.append(kind)
        }
        kinds = found
        return found
    }
}

/// The element kinds a UIKit layout was seen to answer with, and the index paths per section.
struct DiscoveredKinds {
    var context: LayoutContext?
    var supplementary: [String] = []
    var decoration: [String] = []
    /// Kind -> section -> one past the highest item index seen.
    var counts: [String: [Int: Int]] = [:]

    mutating func note(_ kind: String, category: ElementCategory, at indexPath: ItemIndexPath) {
        if category == .supplementary, !supplementary.contains(kind) { supplementary.append(kind) }
        if category == .decoration, !decoration.contains(kind) { decoration.append(kind) }
        counts[kind, default: [:]][indexPath.section] = Swift.max(counts[kind]?[indexPath.section] ?? 0, indexPath.item + 1)
    }

    /// Index paths `[section, 0..<n]` seen for `kind`; 1 for a registered kind never seen.
    func count(ofKind kind: String, inSection section: Int) -> Int {
        counts[kind]?[section] ?? (counts[kind] == nil ? 1 : 0)
    }
}

/// The data source of a collection view whose descriptor gave none (its counts are the host's).
private final class HostDataSource: NSObject, UICollectionViewDataSource {}
