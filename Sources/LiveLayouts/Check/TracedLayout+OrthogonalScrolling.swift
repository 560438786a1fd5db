import CollectionLayout

/// `OrthogonalScrollingLayout` forwarded too, so that a traced or profiled compositional layout
/// keeps its sections that scroll sideways. A base without such sections answers as a layout
/// that has none (no section scrolls orthogonally, every range 0), which the host treats as it
/// treats any other layout.
extension TracedLayout: OrthogonalScrollingLayout {
    private var orthogonalBase: (any OrthogonalScrollingLayout)? { base as? any OrthogonalScrollingLayout }

    package var orthogonalAxis: Axis {
        CheckPhase.enter("orthogonalAxis")
        defer { CheckPhase.leave() }
        return orthogonalBase?.orthogonalAxis ?? .horizontal
    }

    package var orthogonalContentOffsets: [Int: Double] {
        get {
            CheckPhase.enter("orthogonalContentOffsets")
            defer { CheckPhase.leave() }
            return orthogonalBase?.orthogonalContentOffsets ?? [:]
        }
        set {
            CheckPhase.enter("orthogonalContentOffsets")
            defer { CheckPhase.leave() }
            guard var scrolling = orthogonalBase else { return }
            scrolling.orthogonalContentOffsets = newValue
            base = scrolling
        }
    }

    package func orthogonalSection(at point: Point) -> Int? {
        CheckPhase.enter("orthogonalSection(at:)")
        defer { CheckPhase.leave() }
        return orthogonalBase?.orthogonalSection(at: point)
    }

    package func scrollsOrthogonally(section index: Int) -> Bool {
        CheckPhase.enter("scrollsOrthogonally(section:)")
        defer { CheckPhase.leave() }
        return orthogonalBase?.scrollsOrthogonally(section: index) ?? false
    }

    package var hasOrthogonalSections: Bool {
        CheckPhase.enter("hasOrthogonalSections")
        defer { CheckPhase.leave() }
        return orthogonalBase?.hasOrthogonalSections ?? false
    }

    package func pagesOrthogonally(section index: Int) -> Bool {
        CheckPhase.enter("pagesOrthogonally(section:)")
        defer { CheckPhase.leave() }
        return orthogonalBase?.pagesOrthogonally(section: index) ?? false
    }

    package func orthogonalRange(inSection index: Int) -> Double {
        CheckPhase.enter("orthogonalRange(inSection:)")
        defer { CheckPhase.leave() }
        return orthogonalBase?.orthogonalRange(inSection: index) ?? 0
    }

    package func targetOrthogonalOffset(inSection index: Int, proposed: Double, current: Double, velocity: Double) -> Double {
        CheckPhase.enter("targetOrthogonalOffset(inSection:proposed:current:velocity:)")
        defer { CheckPhase.leave() }
        return orthogonalBase?.targetOrthogonalOffset(inSection: index, proposed: proposed, current: current, velocity: velocity) ?? 0
    }
}
