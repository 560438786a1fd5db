import CollectionLayout
extension GestureFuzzer {
    /// The checks after every frame: every number finite; no item displayed twice; every displayed
    /// item where the identities say it is (a disappearing one no longer in the collection); at
    /// rest, every item the layout puts in the visible rect displayed; and a click at the centre of
    /// the topmost drawn item hits what is drawn there.
    ///
    /// - Returns: what is wrong, or nil.
    /// - Complexity: O(k log k) for the k items on screen or animating.
    mutating func checkFrame() -> String? {
        let view = session.collectionView
        guard session.contentOffset.isFinite else { return "contentOffset is \(session.contentOffset)" }
        guard session.contentSize.isFinite else { return "contentSize is \(session.contentSize)" }
        guard session.gestureScale.isFinite, session.gestureRotation.isFinite else {
            return "gesture scale \(session.gestureScale), rotation \(session.gestureRotation)"
        }
        let visibleRect = view.visibleRect
        let laidOut = view.layout.attributes(in: visibleRect)
        for attributes in laidOut where !attributes.isFinite {
            return "the \(session.layoutName) layout gives item \(attributes.index) non-finite attributes: \(attributes)"
        }
        if let transition = view.transition {
            for (id, entry) in transition.entries {
                guard entry.from.isFinite, entry.final?.isFinite ?? true else {
                    return "the animation of item \(id) runs from or to non-finite attributes"
                }
            }
        }

        let displayed = session.displayedItems
        summary.mostDisplayedItems = Swift.max(summary.mostDisplayedItems, displayed.count)
        var seen = Set<ItemID>(minimumCapacity: displayed.count)
        for item in displayed {
            guard item.attributes.isFinite else { return "item \(item.id) is displayed with non-finite attributes" }
            guard seen.insert(item.id).inserted else { return "item \(item.id) is displayed twice" }
            if item.phase == .disappearing {
                if model.contains(item.id) { return "item \(item.id) is disappearing but still in the collection" }
            } else if view.identities[item.attributes.index] != item.id {
                let holder = view.identities[item.attributes.index].map(String.init) ?? "nothing"
                return "displayed item \(item.id) claims index \(item.attributes.index), which holds \(holder)"
            }
        }
        if view.transition == nil, view.interactive == nil, view.movement == nil {
            for attributes in laidOut where attributes.isCell {
                guard let id = view.identities[attributes.index] else {
                    return "the layout gives index \(attributes.index) of \(view.itemCount) items"
                }
                guard seen.contains(id) else {
                    return "item \(id) (index \(attributes.index)) is in the visible rect but not displayed"
                }
            }
        }
        return checkHitTest(displayed, visibleRect: visibleRect)
    }

    /// Items whose drawn box is narrower than this (points) are not used for the hit-test check:
    /// their centre is a matter of rounding.
    static let hitCheckMinimumSide = 0.5
    /// 3D items seen nearly edge-on (less area than this, square points) are not used either.
    static let hitCheckMinimumArea = 1.0

    /// The topmost drawn item (not disappearing) whose drawn centre is in the window: a click there
    /// hits it, or the item drawn over that point.
    mutating func checkHitTest(_ displayed: [DisplayedItem], visibleRect: Rect) -> String? {
        let drawn = displayed.inDrawOrder
        for index in drawn.indices.reversed() where drawn[index].phase != .disappearing {
            let attributes = drawn[index].attributes
            let box = attributes.transformedFrame
            guard box.width > Self.hitCheckMinimumSide, box.height > Self.hitCheckMinimumSide,
                attributes.transform3D == nil
                    ? attributes.drawingTransform.inverted() != nil
                    : abs(LayoutAttributes.signedArea(attributes.projectedOutline)) > 2 * Self.hitCheckMinimumArea,
                let centre = attributes.drawnCentre
            else { continue }
            guard centre.isFinite, visibleRect.contains(centre) else { continue }
            let expected = drawn[index...].last { $0.phase != .disappearing && $0.attributes.hitTest(centre) }
            guard let expected else {
                return "item \(drawn[index].id) is drawn around \(centre) but a click there misses it"
            }
            let window = centre - session.contentOffset
            let hit = session.hitTest(window)
            guard hit == expected.id else {
                return "a click at \(window) (the centre of item \(drawn[index].id)) hits "
                    + "\(hit.map { "item \($0)" } ?? "nothing"), but item \(expected.id) is drawn there"
            }
            summary.hitChecks += 1
            return nil
        }
        return nil
    }
}
