extension CollectionView {
    /// Sets up how the supplementary views and decorations on screen before or after a batch update
    /// or a layout switch animate. After an update (`plan`): an element of a section that stays
    /// moves from where it was to its place (its section renumbered by `plan`), one of a deleted
    /// section ends at the layout's `finalAttributes(forDisappearing…ElementOfKind:at:from:)`, one
    /// of an inserted section starts at `initialAttributes(forAppearing…ElementOfKind:at:)`. After
    /// a switch (`plan` nil): an element both layouts have (same category, kind and index path)
    /// moves from the old layout's place to the new one's; one only the old layout has ends at the
    /// old layout's final attributes (faded out by default), one only the new layout has starts at
    /// the new layout's initial attributes (faded in). Joins the items' transition (same duration
    /// and timing), starting one when no item moves. An element still disappearing from an earlier
    /// update (`oldTransition`) goes on to where it was going: its key names a section that is gone
    /// already, which the new update must not renumber.
    ///
    /// - Complexity: O(e) for the e elements on screen before or after.
    mutating func beginElementTransition(
        snapshot: [DisplayedElement], oldTransition: Transition?, oldLayout: any CollectionViewLayout, plan: SectionedUpdatePlan?,
        offsetShift: Point
    ) {
        var entries: [Transition.ElementEntry] = []
        var placed = Set<ElementKey>()
        // The elements still disappearing, by key (a lookup each, not a scan of them all).
        var leaving: [ElementKey: Transition.ElementEntry] = [:]
        for entry in oldTransition?.elements ?? [] where entry.phase == .disappearing && leaving[entry.key] == nil {
            leaving[entry.key] = entry
        }
        for element in snapshot {
            var from = element.attributes
            from.center += offsetShift
            let old = element.key
            guard let kind = old.kind else { continue }
            if element.phase == .disappearing, let oldTransition, var entry = leaving[old] {
                // On its own timeline to where it was going, and gone once that is over.
                guard let clock = oldTransition.carried(entry.clock) else { continue }
                entry.from.center += offsetShift
                entry.final?.center += offsetShift
                entry.clock = clock
                entries.append(entry)
                continue
            }
            if element.phase == .disappearing {
                var final = from.with(alpha: 0)
                final.center += offsetShift
                entries.append(Transition.ElementEntry(from: from, key: old, phase: .disappearing, final: final))
                continue
            }
            let staying: ElementKey?
            if let plan {
                let section = old.indexPath.section < plan.oldSectionCounts.count ? plan.sections.newIndex(forOld: old.indexPath.section) : nil
                staying = section.map { section in
                    var key = old
                    key.indexPath.section = section
                    return key
                }
            } else {
                staying = Self.element(old, of: layout) == nil ? nil : old
            }
            if let key = staying {
                guard placed.insert(key).inserted else { continue }
                entries.append(Transition.ElementEntry(from: from, key: key, phase: .steady, final: nil))
            } else {
                // Across a switch the element leaves the old layout, which says how (UIKit asks the
                // layout being left); in an update the layout that deletes its section says.
                let leaving = plan == nil ? oldLayout : layout
                let final = old.category == .decoration
                    ? leaving.finalAttributes(forDisappearingDecorationElementOfKind: kind, at: old.indexPath, from: from)
                    : leaving.finalAttributes(forDisappearingSupplementaryElementOfKind: kind, at: old.indexPath, from: from)
                entries.append(Transition.ElementEntry(from: from, key: old, phase: .disappearing, final: final))
            }
        }
        for element in displayedElements where !placed.contains(element.key) {
            let key = element.key
            guard let kind = key.kind else { continue }
            var oldKey = key
            if let plan { oldKey.indexPath.section = plan.sections.oldIndex(forNew: key.indexPath.section) ?? key.indexPath.section }
            let existed = plan == nil ? Self.element(oldKey, of: oldLayout) : nil
            let appearing = plan.map { $0.sections.insertedNewIndices.contains(key.indexPath.section) } ?? (existed == nil)
            if appearing {
                let start = key.category == .decoration
                    ? layout.initialAttributes(forAppearingDecorationElementOfKind: kind, at: key.indexPath)
                    : layout.initialAttributes(forAppearingSupplementaryElementOfKind: kind, at: key.indexPath)
                entries.append(Transition.ElementEntry(
                    from: start ?? element.attributes.with(alpha: 0), key: key, phase: .appearing, final: nil))
                continue
            }
            var from = existed ?? Self.element(oldKey, of: oldLayout)
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

    /// `layout`'s attributes for the supplementary view or decoration `key`; nil for a cell or
    /// when the layout has no such element.
    static func element(_ key: ElementKey, of layout: any CollectionViewLayout) -> LayoutAttributes? {
        switch key.category {
        case .cell: nil
        case .supplementary: layout.attributes(forSupplementaryElementOfKind: key.kind ?? "", at: key.indexPath)
        case .decoration: layout.attributes(forDecorationElementOfKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// The supplementary views and decorations of the running update, `transitionProgress` of the
    /// way; nil when none animate.
    func animatedElements(_ transition: Transition) -> (shown: [DisplayedElement], moving: Set<ElementKey>)? {
        guard !transition.elements.isEmpty else { return nil }
        let fraction = transitionProgress
        var shown: [DisplayedElement] = [], moving = Set<ElementKey>()
        for entry in transition.elements {
            guard let progress = leavingProgress(entry.clock, fraction: fraction) else { continue }
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
            var attributes = layout.interpolatedAttributes(from: entry.from, to: target, fraction: progress, animatedValues: [:])
            attributes.indexPath = key.indexPath
            attributes.category = key.category
            attributes.elementKind = key.kind
            guard attributes.isFinite, attributes.transformedFrame.intersects(visibleRect) else { continue }
            shown.append(DisplayedElement(attributes: attributes, phase: entry.phase))
        }
        return (shown, moving)
    }
}
