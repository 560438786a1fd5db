/// A layout with sections that scroll on their own across its scroll axis (UIKit's
/// `orthogonalScrollingBehavior`), each by its own offset: what the host needs to drag one, coast
/// it and let it come to rest (`CollectionView.beginDragging(at:from:)`). `CompositionalLayout`
/// is one.
public protocol OrthogonalScrollingLayout: CollectionViewLayout {
    /// The axis the orthogonal sections scroll on (across the layout's scroll axis).
    var orthogonalAxis: Axis { get }
    /// Each orthogonal section's offset along `orthogonalAxis`, points, by section index (missing:
    /// 0). Setting it takes effect without a `prepare`.
    var orthogonalContentOffsets: [Int: Double] { get set }
    /// The orthogonal section whose scrolling band (its groups' extent along the layout's scroll
    /// axis, across the bounds) holds `point` (content coordinates); nil when none does.
    func orthogonalSection(at point: Point) -> Int?
    /// Whether section `index` scrolls on `orthogonalAxis` (whether or not its content fits).
    func scrollsOrthogonally(section index: Int) -> Bool
    /// Whether any section scrolls orthogonally (traces carry the offsets only then).
    var hasOrthogonalSections: Bool { get }
    /// Whether section `index` comes to rest on pages (UIKit's paging behaviours): it decelerates
    /// at UIScrollView's `.fast` rate, a continuous one at the host's (`.normal`, 0.998).
    func pagesOrthogonally(section index: Int) -> Bool
    /// The largest offset of section `index`; 0 for a section that does not scroll orthogonally.
    func orthogonalRange(inSection index: Int) -> Double
    /// Where section `index` comes to rest after a drag began at `current` and inertia would take
    /// it to `proposed`, released at `velocity` points per second, in `0...orthogonalRange`.
    func targetOrthogonalOffset(inSection index: Int, proposed: Double, current: Double, velocity: Double) -> Double
}

extension OrthogonalScrollingLayout {
    /// `offset` as section `index` shows it at rest: clamped into `0...orthogonalRange(inSection:)`
    /// (0 for a non-finite offset). The host and the tools' `--orthogonal` share it.
    public func restingOrthogonalOffset(_ offset: Double, inSection index: Int) -> Double {
        offset.isFinite ? Swift.min(Swift.max(offset, 0), Swift.max(orthogonalRange(inSection: index), 0)) : 0
    }
}
