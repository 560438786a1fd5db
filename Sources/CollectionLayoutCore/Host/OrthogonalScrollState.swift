/// The host's side of sections that scroll orthogonally: each section's offset (the truth the
/// layout is given), the drag that may turn into one of them, and the coasts and settles running.
struct OrthogonalScrollState: Sendable {
    /// A drag that began over an orthogonal section: it holds the section, undecided until it has
    /// moved `CollectionView.directionLockDistance`, then locked to the section (`locked`), or
    /// gone when it locked to the outer scroll.
    struct Drag: Sendable {
        var section: Int
        var startOffset: Double
        var locked = false
    }

    var offsets: [Int: Double] = [:]
    var drag: Drag?
    /// Per section: the motion (along the orthogonal axis, as a point's coordinate) and its time.
    var animations: [Int: (motion: ScrollMotion, elapsed: Double)] = [:]
}
