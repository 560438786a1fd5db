import CollectionLayout

/// A layout that records each call in `CheckPhase.current` before passing it on: every requirement
/// of `CollectionViewLayout` and `OrthogonalScrollingLayout` is forwarded (`LayoutWrapper`),
/// defaults included, so the layout answers as itself, and a crash or a hang names the call
/// that was running.
package struct TracedLayout: LayoutWrapper, OrthogonalScrollingLayout {
    package var base: any CollectionViewLayout

    package static func forwarding<Answer>(_ requirement: StaticString, _ answer: () -> Answer) -> Answer {
        CheckPhase.enter(requirement)
        defer { CheckPhase.leave() }
        return answer()
    }
}

extension LayoutDescriptor {
    /// The same layout with `settings` applied, made as a `TracedLayout`, with the same name and
    /// summary; `settings` are its defaults (the traced descriptor takes no `--set` keys).
    package func traced(_ settings: [LayoutSetting] = []) -> LayoutDescriptor {
        let original = self
        return LayoutDescriptor(
            name: name, summary: summary, origin: origin,
            make: {
                CheckPhase.enter("make")
                defer { CheckPhase.leave() }
                // The caller made the layout with these settings once already (`LayoutCheck.runInProcess`).
                return (try? original.makeLayout(settings)).map { TracedLayout(base: $0) } ?? .empty
            })
    }
}
