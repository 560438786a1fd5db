import CollectionLayout

/// Sections that scroll sideways, for a `UICollectionViewCompositionalLayout` (its sections'
/// `orthogonalScrollingBehavior`): the host drags, flings and pages them as for Orbit's own
/// compositional layouts. Other UIKit layouts have none (`hasOrthogonalSections` false), and
/// the host then never asks. Copies of the adapter share the object, so they share the offsets.
extension UIKitLayout: OrthogonalScrollingLayout {
    /// The compositional engine of the object, prepared for this copy's context.
    private var compositionalEngine: CompositionalLayout? {
        driver.sync(context)
        let object = driver.object
        return runOnOwningThread { (object as? UICollectionViewCompositionalLayout)?.engine }
    }

    public var orthogonalAxis: Axis { compositionalEngine?.orthogonalAxis ?? .horizontal }

    public var orthogonalContentOffsets: [Int: Double] {
        get {
            let object = driver.object
            return runOnOwningThread { (object as? UICollectionViewCompositionalLayout)?.orthogonalContentOffsets ?? [:] }
        }
        nonmutating set {
            driver.sync(context)
            let object = driver.object
            runOnOwningThread { (object as? UICollectionViewCompositionalLayout)?.orthogonalContentOffsets = newValue }
        }
    }

    public func orthogonalSection(at point: Point) -> Int? {
        compositionalEngine?.orthogonalSection(at: point - driver.insetShift)
    }

    public func scrollsOrthogonally(section index: Int) -> Bool { compositionalEngine?.scrollsOrthogonally(section: index) ?? false }

    public var hasOrthogonalSections: Bool { compositionalEngine?.hasOrthogonalSections ?? false }

    public func pagesOrthogonally(section index: Int) -> Bool { compositionalEngine?.pagesOrthogonally(section: index) ?? false }

    public func orthogonalRange(inSection index: Int) -> Double { compositionalEngine?.orthogonalRange(inSection: index) ?? 0 }

    public func targetOrthogonalOffset(inSection index: Int, proposed: Double, current: Double, velocity: Double) -> Double {
        compositionalEngine?.targetOrthogonalOffset(inSection: index, proposed: proposed, current: current, velocity: velocity) ?? proposed
    }
}
