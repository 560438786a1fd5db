extension CollectionView {
    /// What is on screen now: every item in the visible rect with animations applied, any order
    /// (sort with `inDrawOrder` to draw), thinned to `displayResolution`. Content coordinates. Animating items are included even
    /// while transparent (an appearing item starts at alpha 0), so a trace shows them.
    ///
    /// - Complexity: O(k) for the k items visible or animating, plus the layout's query.
    public var displayedItems: [DisplayedItem] { presentation(culled: true) }

    /// The items and the elements on screen now (`displayedItems` and `displayedElements`), from
    /// one query of the layout for the visible rect: what a frame draws.
    ///
    /// - Complexity: O(k + e) for the k items and e elements visible or animating, plus one query.
    public var displayedContent: DisplayedContent {
        // An interactive transition draws its items from its two layouts: the visible rect is then
        // asked for elements only.
        let drawn = interactive == nil || layout.declaresElementKinds ? drawnAttributes(in: visibleRect) : []
        return DisplayedContent(items: presentation(culled: true, drawn: drawn), elements: displayedElements(drawn: drawn))
    }

    /// The visible items, and with `culled` false also the animating items within a screen of the
    /// visible rect (the start of a new animation: farther ones are dropped so that chained
    /// animations never accumulate items). `drawn` is the layout's answer for the visible rect when
    /// the caller has it already.
    func presentation(culled: Bool, drawn: [LayoutAttributes]? = nil) -> [DisplayedItem] {
        let visible = visibleRect
        let nearby = Rect(
            x: visible.minX - visible.width, y: visible.minY - visible.height,
            width: 3 * visible.width, height: 3 * visible.height)
        var result: [DisplayedItem] = []
        var animated = Set<ItemID>()
        if let interactive {
            return interactivePresentation(interactive, culled: culled)
        }
        // The moving item is drawn where the pointer has it, on top, whatever animates.
        if let movement {
            animated.insert(movement.id)
            if let moving = movingItem(movement), moving.attributes.transformedFrame.intersects(culled ? visible : nearby) {
                result.append(moving)
            }
        }
        if let transition {
            let fraction = transitionProgress
            let values = transition.interactiveEnd.map { end in end.animatedValues.mapValues { $0 * (1 - fraction) } } ?? [:]
            animated.reserveCapacity(transition.entries.count)
            for (id, entry) in transition.entries {
                guard animated.insert(id).inserted, let progress = leavingProgress(entry.clock, fraction: fraction) else { continue }
                let target: LayoutAttributes
                if entry.phase == .disappearing {
                    target = entry.final ?? entry.from.with(alpha: 0)
                } else {
                    target = layout.attributes(at: entry.indexPath) ?? entry.from.with(alpha: 0)
                }
                var attributes = layout.interpolatedAttributes(from: entry.from, to: target, fraction: progress, animatedValues: values)
                // The index an item has now (its old one while it disappears), from the first frame.
                attributes.indexPath = entry.indexPath
                guard attributes.isFinite else { continue }
                if !attributes.transformedFrame.intersects(culled ? visible : nearby) { continue }
                result.append(DisplayedItem(id: id, attributes: attributes, phase: entry.phase))
            }
        }
        for attributes in drawn ?? drawnAttributes(in: visible) where attributes.isCell {
            guard let id = identities[attributes.indexPath], !animated.contains(id), attributes.isFinite else { continue }
            result.append(DisplayedItem(id: id, attributes: attributes))
        }
        return result
    }

    /// The supplementary views and decorations on screen now (headers, footers, backgrounds), each
    /// with its identity (category, kind and index path), any order. They are where the layout
    /// puts them this frame (a pinned header follows the scroll), or on their way during a batch
    /// update (`beginElementTransition`).
    ///
    /// A layout that declares no element kinds (`CollectionViewLayout.declaresElementKinds`) is not
    /// asked: its frames cost what they did before elements existed.
    ///
    /// - Complexity: the layout's query for the visible rect, plus O(e) for e animating elements;
    ///   O(e) for a layout without element kinds.
    public var displayedElements: [DisplayedElement] { displayedElements(drawn: nil) }

    /// `displayedElements`, from `drawn` (the layout's answer for the visible rect) when the caller
    /// has it already.
    func displayedElements(drawn: [LayoutAttributes]?) -> [DisplayedElement] {
        let animated = transition.flatMap(animatedElements)
        guard layout.declaresElementKinds else { return animated?.shown ?? [] }
        let steady = (drawn ?? drawnAttributes(in: visibleRect)).compactMap { attributes in
            attributes.isCell || !attributes.isFinite || animated?.moving.contains(attributes.elementKey) == true
                ? nil : DisplayedElement(attributes: attributes)
        }
        return (animated?.shown ?? []) + steady
    }

    /// The layout's items in `rect` as they are drawn: `attributes(in:resolution:)` at
    /// `displayResolution` when the view has a screen, else `attributes(in:)`, cells in index order.
    func drawnAttributes(in rect: Rect) -> [LayoutAttributes] {
        drawnAttributes(of: layout, in: rect)
    }

    /// `layout`'s items in `rect` as they are drawn (another layout than the view's: the ends of
    /// an interactive transition).
    func drawnAttributes(of layout: any CollectionViewLayout, in rect: Rect) -> [LayoutAttributes] {
        let answer = displayResolution > 0 ? layout.attributes(in: rect, resolution: displayResolution) : layout.attributes(in: rect)
        return answer.cellsInIndexOrder()
    }

    /// The topmost item under `point` (content coordinates), honouring transforms, anchor points
    /// and zIndex; hidden, transparent and disappearing items are never hit.
    ///
    /// - Complexity: O(k log k) for the k displayed items.
    public func hitTest(_ point: Point) -> DisplayedItem? { Self.topmost(of: displayedItems, at: point) }

    /// The topmost of `items` under `point`: hidden, transparent and disappearing items are never hit.
    static func topmost(of items: [DisplayedItem], at point: Point) -> DisplayedItem? {
        items.inDrawOrder.last { $0.phase != .disappearing && $0.attributes.hitTest(point) }
    }

    /// The topmost element under `point` (content coordinates): an item, or a supplementary view
    /// or decoration (a header, a section background), with transforms, anchor points and zIndex
    /// honoured. At equal zIndex a header is above the items and a decoration below them
    /// (`HitElement`'s order); disappearing and transparent elements are never hit. Nil over
    /// empty space. With items only (one section, no headers) it hits what `hitTest(_:)` hits.
    ///
    /// - Complexity: O(k log k) for the k items on screen, plus one query of the layout.
    public func hitTestElement(_ point: Point) -> HitElement? {
        var best: HitElement?
        func consider(_ candidate: HitElement) {
            guard let current = best else { return best = candidate }
            let (new, old) = (candidate.drawRank, current.drawRank)
            if new.zIndex > old.zIndex || (new.zIndex == old.zIndex && new.category > old.category) { best = candidate }
        }
        let shown = displayedContent
        // Among items, the topmost in their own draw order (depth, index and id break zIndex ties).
        if let item = Self.topmost(of: shown.items, at: point) { consider(.item(item)) }
        for element in shown.elements where element.phase != .disappearing && element.attributes.isVisible {
            guard element.attributes.hitTest(point) else { continue }
            consider(.element(element))
        }
        return best
    }

    /// The item the layout focuses: the one its `focusedItemPosition(at:)` names (rounded), for
    /// layouts that say; otherwise the item whose drawn centre is nearest the middle of the
    /// visible rect (lowest index on a tie), among the layout's visible items, measured along the
    /// axis the view scrolls on when it scrolls on one only. That is the inverse of
    /// `contentOffset(centering:)`, which moves an item's centre to the middle along that axis
    /// alone: on a wave (items along x, y following a sine) the item centred in x is the focus
    /// however far above or below the middle it hangs, so the arrows step one item at a time.
    /// Nil when no item is visible. Resizes, layout switches and drag paging keep this item in view.
    /// With several sections the answer is the item's ordinal (`ItemIdentities.indexPath(ofOrdinal:)`).
    ///
    /// - Complexity: O(1) for layouts that name their focus, else O(k) plus the layout's query.
    public var focusedIndex: Int? {
        if let index = index(centredAt: contentOffset) { return index }
        let middle = visibleRect.center
        let axes = scrollableAxes
        var best: (index: Int, distance: Double)?
        for attributes in drawnAttributes(in: visibleRect) where attributes.isVisible && attributes.isCell {
            let away = attributes.transformedFrame.center - middle
            // Along the one scrolling axis; in 2D when the view scrolls on both axes or on none.
            let distance = axes.horizontal == axes.vertical ? away.length : Swift.abs(axes.horizontal ? away.x : away.y)
            guard distance.isFinite, let ordinal = identities.ordinal(of: attributes.indexPath) else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.index < ordinal) {
                continue
            }
            best = (ordinal, distance)
        }
        return best?.index
    }
}

extension CollectionViewLayout {
    /// Whether the layout declares supplementary or decoration kinds: one that declares none puts
    /// only cells on screen, so the host does not ask it for elements.
    package var declaresElementKinds: Bool {
        !supplementaryElementKinds.isEmpty || !decorationElementKinds.isEmpty
    }
}
