extension CollectionView {
    /// Sets up how the supplementary views and decorations on screen before or after a batch update
    /// animate: an element of a section that stays moves from where it was to its place (its
    /// section renumbered by `plan`), one of a deleted section ends at the layout's
    /// `finalAttributes(forDisappearing…ElementOfKind:at:from:)`, one of an inserted section starts
    /// at `initialAttributes(forAppearing…ElementOfKind:at:)`. Joins the items' transition (same
    /// duration and timing), starting one when no item moves. An element still disappearing from
    /// an earlier update (`oldTransition`) goes on to where it was going: its key names a section
    /// that is gone already, which the new update must not renumber.
    ///
    /// - Complexity: O(e) for the e elements on screen before or after.
    mutating func beginElementTransition(
        snapshot: [DisplayedElement], oldTransition: Transition?, oldLayout: any CollectionViewLayout, plan: SectionedUpdatePlan,
        offsetShift: Point
    ) {
        var entries: [Transition.ElementEntry] = []
        var placed = Set<ElementKey>()
        for element in snapshot {
            var from = element.attributes
            from.center += offsetShift
            let old = element.key
            guard let kind = old.kind else { continue }
            if element.phase == .disappearing {
                var final = oldTransition?.elements.first { $0.key == old && $0.phase == .disappearing }?.final ?? from.with(alpha: 0)
                final.center += offsetShift
                entries.append(Transition.ElementEntry(from: from, key: old, phase: .disappearing, final: final))
                continue
            }
            if old.indexPath.section < plan.oldSectionCounts.count, let section = plan.sections.newIndex(forOld: old.indexPath.section) {
                var key = old
                key.indexPath.section = section
                guard placed.insert(key).inserted else { continue }
                entries.append(Transition.ElementEntry(from: from, key: key, phase: .steady, final: nil))
            } else {
                let final = old.category == .decoration
                    ? layout.finalAttributes(forDisappearingDecorationElementOfKind: kind, at: old.indexPath, from: from)
                    : layout.finalAttributes(forDisappearingSupplementaryElementOfKind: kind, at: old.indexPath, from: from)
                entries.append(Transition.ElementEntry(from: from, key: old, phase: .disappearing, final: final))
            }
        }
        for element in displayedElements where !placed.contains(element.key) {
            let key = element.key
            guard let kind = key.kind else { continue }
            if plan.sections.insertedNewIndices.contains(key.indexPath.section) {
                let start = key.category == .decoration
                    ? layout.initialAttributes(forAppearingDecorationElementOfKind: kind, at: key.indexPath)
                    : layout.initialAttributes(forAppearingSupplementaryElementOfKind: kind, at: key.indexPath)
                entries.append(Transition.ElementEntry(
                    from: start ?? element.attributes.with(alpha: 0), key: key, phase: .appearing, final: nil))
                continue
            }
            var oldPath = key.indexPath
            oldPath.section = plan.sections.oldIndex(forNew: key.indexPath.section) ?? key.indexPath.section
            var from = key.category == .decoration
                ? oldLayout.attributes(forDecorationElementOfKind: kind, at: oldPath)
                : oldLayout.attributes(forSupplementaryElementOfKind: kind, at: oldPath)
            from?.center += offsetShift
            entries.append(Transition.ElementEntry(
                from: from ?? element.attributes.with(alpha: 0), key: key, phase: .steady, final: nil))
        }
        guard !entries.isEmpty else { return }
        if transition == nil {
            transition = Transition(entries: [:], duration: animationDuration)
            if let spring {
                transition?.spring = spring
                transition?.duration = spring.settlingDuration()
            }
        }
        transition?.elements = entries
    }

    /// The supplementary views and decorations of the running update, `transitionProgress` of the
    /// way; nil when none animate.
    func animatedElements(_ transition: Transition) -> (shown: [DisplayedElement], moving: Set<ElementKey>)? {
        guard !transition.elements.isEmpty else { return nil }
        let fraction = transitionProgress
        var shown: [DisplayedElement] = [], moving = Set<ElementKey>()
        for entry in transition.elements {
            let key = entry.key
            let target: LayoutAttributes
            if entry.phase == .disappearing {
                target = entry.final ?? entry.from.with(alpha: 0)
            } else {
                moving.insert(key)
                let now = key.category == .decoration
                    ? layout.attributes(forDecorationElementOfKind: key.kind ?? "", at: key.indexPath)
                    : layout.attributes(forSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
                target = now ?? entry.from.with(alpha: 0)
            }
            var attributes = layout.interpolatedAttributes(from: entry.from, to: target, fraction: fraction, animatedValues: [:])
            attributes.indexPath = key.indexPath
            attributes.category = key.category
            attributes.elementKind = key.kind
            guard attributes.isFinite, attributes.transformedFrame.intersects(visibleRect) else { continue }
            shown.append(DisplayedElement(attributes: attributes, phase: entry.phase))
        }
        return (shown, moving)
    }
}
