import CollectionLayoutCore

extension ConformanceRun {
    /// The host's scroll for a layout that asked to be invalidated: its invalidation context, then
    /// a full `prepare` for `.everything` or `invalidateLayout(with:for:)` for a partial one.
    func scroll(_ layout: inout any CollectionViewLayout, to context: LayoutContext) {
        let invalidation = layout.invalidationContext(forBoundsChange: context.visibleRect)
        if invalidation.invalidateEverything {
            layout.prepare(context)
        } else {
            layout.invalidateLayout(with: invalidation, for: context)
        }
    }

    private func sectionContext(_ counts: [Int], boundsSize: Size, offset: Point = .zero) -> LayoutContext {
        LayoutContext(
            boundsSize: boundsSize, contentOffset: offset, sectionItemCounts: counts, itemLengths: options.itemLengths,
            gestureScale: options.gestureScale, gestureRotation: options.gestureRotation, displayScale: options.displayScale)
    }

    /// Sections of `counts` items in `boundsSize`, scrolled as the host scrolls (partial
    /// invalidations included) to the five offsets; in each scene every category against brute
    /// force, pinned elements, and the layout left by the scroll against a fresh `prepare`. Then
    /// a section inserted and deleted at the start, middle and end.
    ///
    /// - Complexity: O(n · (rects + kinds)) per scene for n items.
    mutating func checkSections(counts: [Int], boundsSize: Size) {
        let total = counts.reduce(0, +)
        var layout = checker.makeLayout()
        var prepared = sectionContext(counts, boundsSize: boundsSize)
        layout.prepare(prepared)
        begin(Scene(count: total, boundsSize: boundsSize, contentOffset: .zero), counts: false)
        let maximum = checkContentSize(layout)
        var atRest = layout
        for (position, offset) in scrollOffsets(maximum: maximum, boundsSize: boundsSize).enumerated() {
            begin(Scene(count: total, boundsSize: boundsSize, contentOffset: offset))
            let moved = prepared.with(contentOffset: offset)
            if position > 0, layout.shouldInvalidate(forBoundsChange: moved.visibleRect) {
                scroll(&layout, to: moved)
                prepared = moved
            }
            var fresh = checker.makeLayout()
            fresh.prepare(moved)
            if position > 0, wants(.invalidation), let difference = firstElementDifference(layout, fresh) {
                fail(
                    .invalidation,
                    "with sections \(counts), scrolling to \(format(offset)) as the host does (shouldInvalidate, then its "
                        + "invalidation context) leaves answers that a fresh prepare there does not give: \(difference)")
            }
            let cells = checkSectionIndexQuery(layout, counts: counts)
            let elements = checkElementQueries(layout, counts: counts)
            var rng = random(sceneCount, 0x5345_4354)
            let everything = cells + elements
            var rects = [scene.visibleRect, Rect(origin: .zero, size: layout.contentSize)]
            let area = enclosing(rects[1], rects[0])
            for _ in 0..<Swift.max(0, options.randomRectCount) { rects.append(rng.rect(around: area)) }
            checkEveryCategory(layout, everything: everything, rects: rects)
            if position == 0 { atRest = layout }
            checkPinned(elements, restingAt: atRest)
        }
        checkSectionUpdates(counts: counts, boundsSize: boundsSize)
    }

    /// Every cell of every section through `attributes(at:)`, and nil just outside each section
    /// and outside the sections.
    private mutating func checkSectionIndexQuery(_ layout: any CollectionViewLayout, counts: [Int]) -> [LayoutAttributes] {
        var cells: [LayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let asked = ItemIndexPath(item: item, section: section)
                guard let attributes = layout.attributes(at: asked) else {
                    fail(.sections, "attributes(at: \(asked)) is nil with sections \(counts)")
                    continue
                }
                if attributes.indexPath != asked || !attributes.isCell {
                    fail(.sections, "attributes(at: \(asked)) answers \(attributes.category.rawValue) \(attributes.indexPath)")
                }
                if let problem = problem(attributes) { fail(.finiteValues, "attributes(at: \(asked)): \(problem)") }
                cells.append(attributes)
            }
            for outside in [ItemIndexPath(item: count, section: section), ItemIndexPath(item: -1, section: section)] {
                if let attributes = layout.attributes(at: outside) {
                    fail(.sections, "attributes(at: \(outside)) with sections \(counts) is not nil: \(describe(attributes))")
                }
            }
        }
        for outside in [ItemIndexPath(item: 0, section: -1), ItemIndexPath(item: 0, section: counts.count)] {
            if let attributes = layout.attributes(at: outside) {
                fail(.sections, "attributes(at: \(outside)) with \(counts.count) sections is not nil: \(describe(attributes))")
            }
        }
        return cells
    }

    /// Each declared kind at every index path (every item of every section, item 0 of an empty
    /// one, or as many as `elementCount(ofKind:inSection:)` says): the answers name what was asked (category, kind, index path), with finite values.
    private mutating func checkElementQueries(_ layout: any CollectionViewLayout, counts: [Int]) -> [LayoutAttributes] {
        var elements: [LayoutAttributes] = []
        for section in counts.indices {
            let kinds = layout.supplementaryElementKinds.map { (ElementCategory.supplementary, $0) }
                + layout.decorationElementKinds.map { (ElementCategory.decoration, $0) }
            let slots = kinds.map { layout.elementCount(ofKind: $0.1, inSection: section) }
            for item in 0..<(slots.max() ?? 0) {
                let asked = ItemIndexPath(item: item, section: section)
                let answers = zip(kinds, slots).filter { item < $0.1 }.map { kind, _ in
                    (kind.0, kind.1, kind.0 == .supplementary
                        ? layout.attributes(forSupplementaryElementOfKind: kind.1, at: asked)
                        : layout.attributes(forDecorationElementOfKind: kind.1, at: asked))
                }
                for (category, kind, answer) in answers {
                    guard let element = answer else { continue }
                    if element.category != category || element.elementKind != kind || element.indexPath != asked {
                        fail(
                            .elements,
                            "the \(category.rawValue) query for '\(kind)' at \(asked) answers \(element.elementKey)")
                    }
                    if let problem = problem(element) { fail(.finiteValues, "\(element.elementKey): \(problem)") }
                    elements.append(element)
                }
            }
        }
        // An element asked for at one index path must not answer for another.
        for kind in layout.supplementaryElementKinds {
            for asked in [ItemIndexPath(item: 0, section: counts.count), ItemIndexPath(item: 0, section: -1)] {
                if let element = layout.attributes(forSupplementaryElementOfKind: kind, at: asked) {
                    fail(.elements, "the supplementary query for '\(kind)' at \(asked), outside the sections, answers \(element.elementKey)")
                }
            }
        }
        return elements
    }

    /// `attributes(in:)` for each rect against every element, of every category, that meets it.
    private mutating func checkEveryCategory(_ layout: any CollectionViewLayout, everything: [LayoutAttributes], rects: [Rect]) {
        var byKey: [ElementKey: LayoutAttributes] = [:]
        for element in everything { byKey[element.elementKey] = element }
        for rect in rects {
            guard wants(.elements) else { return }
            let answer = layout.attributes(in: rect)
            var seen = Set<ElementKey>()
            for element in answer {
                guard seen.insert(element.elementKey).inserted else {
                    fail(.elements, "attributes(in: \(format(rect))) returns \(element.elementKey) twice")
                    return
                }
                guard let single = byKey[element.elementKey] else {
                    fail(.elements, "attributes(in: \(format(rect))) returns \(element.elementKey), which its own query does not give")
                    return
                }
                if let difference = difference(element, single) {
                    fail(.elements, "attributes(in: \(format(rect))) \(element.elementKey) differs from its own query: \(difference)")
                    return
                }
            }
            let required = everything.filter { meets($0, rect) }.map(\.elementKey)
            let missing = required.filter { !seen.contains($0) }
            let extra = seen.subtracting(required)
            if !missing.isEmpty || !extra.isEmpty {
                var parts: [String] = []
                if !missing.isEmpty { parts.append("misses \(missing.sorted().prefix(4).map(\.description))") }
                if !extra.isEmpty { parts.append("returns \(extra.sorted().prefix(4).map(\.description)) that do not meet it") }
                fail(.elements, "attributes(in: \(format(rect))) \(parts.joined(separator: " and ")) (brute force over every category)")
                return
            }
        }
    }

    /// Elements whose attributes differ from those of the layout at rest (offset 0) move with the
    /// offset (pinned): moving one may keep it in view, or leave it short of the view (a header its
    /// section's end has pushed away), but never take it out of view nor past the visible rect to
    /// its far side.
    private mutating func checkPinned(_ elements: [LayoutAttributes], restingAt rest: any CollectionViewLayout) {
        guard wants(.pinnedElements), scene.contentOffset != .zero else { return }
        let visible = scene.visibleRect
        for element in elements where !element.isHidden {
            let resting = element.category == .supplementary
                ? rest.attributes(forSupplementaryElementOfKind: element.elementKind ?? "", at: element.indexPath)
                : rest.attributes(forDecorationElementOfKind: element.elementKind ?? "", at: element.indexPath)
            guard let resting, difference(element, resting) != nil else { continue }
            let now = element.transformedFrame, before = resting.transformedFrame
            if now.intersects(visible) { continue }
            let overshoots = [Axis.horizontal, .vertical].contains { axis in
                (before.max(axis) <= visible.min(axis) && now.min(axis) >= visible.max(axis))
                    || (before.min(axis) >= visible.max(axis) && now.max(axis) <= visible.min(axis))
            }
            if before.intersects(visible) || overshoots {
                fail(
                    .pinnedElements,
                    "\(element.elementKey) moves with the content offset (\(format(before)) at rest, \(format(now)) now) "
                        + (overshoots ? "past the visible rect \(format(visible)) to its far side" : "out of the visible rect \(format(visible))"))
                return
            }
        }
    }

    /// A section inserted and deleted at the start, the middle and the end: the elements of the new
    /// section get finite appearing attributes naming them, those of the old one finite
    /// disappearing attributes.
    private mutating func checkSectionUpdates(counts: [Int], boundsSize: Size) {
        guard options.checks.contains(.elements) || options.checks.contains(.updates) else { return }
        begin(Scene(count: counts.reduce(0, +), boundsSize: boundsSize, contentOffset: .zero), counts: false)
        for section in Set([0, counts.count / 2, counts.count]).sorted() {
            var after = counts
            after.insert(2, at: section)
            var layout = checker.makeLayout()
            layout.prepare(sectionContext(after, boundsSize: boundsSize))
            layout.prepare(forUpdates: [.insertSection(section, itemCount: 2)])
            for kind in layout.supplementaryElementKinds {
                let indexPath = ItemIndexPath(item: 0, section: section)
                guard let initial = layout.initialAttributes(forAppearingSupplementaryElementOfKind: kind, at: indexPath) else { continue }
                checkTransitional(initial, kind: kind, category: .supplementary, indexPath: indexPath, what: "appearing")
            }
            for kind in layout.decorationElementKinds {
                let indexPath = ItemIndexPath(item: 0, section: section)
                guard let initial = layout.initialAttributes(forAppearingDecorationElementOfKind: kind, at: indexPath) else { continue }
                checkTransitional(initial, kind: kind, category: .decoration, indexPath: indexPath, what: "appearing")
            }
            layout.finalizeUpdates()
        }
        guard counts.count > 1 else { return }
        var old = checker.makeLayout()
        old.prepare(sectionContext(counts, boundsSize: boundsSize))
        for section in Set([0, counts.count / 2, counts.count - 1]).sorted() {
            var after = counts
            after.remove(at: section)
            var layout = checker.makeLayout()
            layout.prepare(sectionContext(after, boundsSize: boundsSize))
            layout.prepare(forUpdates: [.deleteSection(section)])
            let indexPath = ItemIndexPath(item: 0, section: section)
            for kind in layout.supplementaryElementKinds {
                guard let shown = old.attributes(forSupplementaryElementOfKind: kind, at: indexPath) else { continue }
                let final = layout.finalAttributes(forDisappearingSupplementaryElementOfKind: kind, at: indexPath, from: shown)
                checkTransitional(final, kind: kind, category: .supplementary, indexPath: indexPath, what: "disappearing")
            }
            for kind in layout.decorationElementKinds {
                guard let shown = old.attributes(forDecorationElementOfKind: kind, at: indexPath) else { continue }
                let final = layout.finalAttributes(forDisappearingDecorationElementOfKind: kind, at: indexPath, from: shown)
                checkTransitional(final, kind: kind, category: .decoration, indexPath: indexPath, what: "disappearing")
            }
            layout.finalizeUpdates()
        }
    }

    private mutating func checkTransitional(
        _ attributes: LayoutAttributes, kind: String, category: ElementCategory, indexPath: ItemIndexPath, what: String
    ) {
        let name = "the \(what) attributes of \(category.rawValue) '\(kind)' at \(indexPath)"
        if let problem = problem(attributes) { fail(.updates, "\(name): \(problem)") }
        if attributes.category != category || attributes.elementKind != kind || attributes.indexPath != indexPath {
            fail(.elements, "\(name) name \(attributes.elementKey)")
        }
    }

    /// The first way two layouts answer differently over every category: content size, then
    /// everything each lists.
    private func firstElementDifference(_ layout: any CollectionViewLayout, _ other: any CollectionViewLayout) -> String? {
        if layout.contentSize != other.contentSize {
            return "contentSize \(format(layout.contentSize)) vs \(format(other.contentSize))"
        }
        let mine = layout.allAttributes + layout.allSupplementaryAndDecorationAttributes
        let theirs = other.allAttributes + other.allSupplementaryAndDecorationAttributes
        guard mine.count == theirs.count else { return "\(mine.count) elements vs \(theirs.count)" }
        for (a, b) in zip(mine, theirs) {
            if let difference = difference(a, b) { return "\(a.elementKey): \(difference)" }
        }
        return nil
    }
}
