import CollectionLayout
import OrbitSupport
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
            } else if view.identities[item.attributes.indexPath] != item.id {
                let holder = view.identities[item.attributes.indexPath].map(String.init) ?? "nothing"
                return "displayed item \(item.id) claims \(Self.place(item.attributes.indexPath)), which holds \(holder)"
            }
        }
        if view.transition == nil, view.interactive == nil, view.movement == nil {
            for attributes in laidOut where attributes.isCell {
                guard let id = view.identities[attributes.indexPath] else {
                    return "the layout gives \(Self.place(attributes.indexPath)) of \(view.itemCount) items"
                }
                guard seen.contains(id) else {
                    return "item \(id) (\(Self.place(attributes.indexPath))) is in the visible rect but not displayed"
                }
            }
        }
        if let problem = checkElements() { return problem }
        if let problem = checkOrthogonalSections(laidOut) { return problem }
        return checkHitTest(displayed, visibleRect: visibleRect)
    }

    /// `index N` in section 0 (as single-section runs always said), else the index path.
    static func place(_ indexPath: ItemIndexPath) -> String {
        indexPath.section == 0 ? "index \(indexPath.item)" : "index path \(indexPath)"
    }

    /// Headers, footers and decorations: finite, of a section that exists (a disappearing one of
    /// a section that went aside), and never two steady ones with the same kind and index path.
    func checkElements() -> String? {
        let elements = session.displayedElements
        guard !elements.isEmpty else { return nil }
        var seen = Set<ElementKey>()
        for element in elements {
            guard element.attributes.isFinite else { return "\(element.key) is displayed with non-finite attributes" }
            guard element.phase != .disappearing else { continue }
            guard element.key.indexPath.section >= 0, element.key.indexPath.section < session.numberOfSections else {
                return "\(element.key) is displayed, but there are \(session.numberOfSections) sections"
            }
            guard seen.insert(element.key).inserted else { return "\(element.key) is displayed twice" }
        }
        return nil
    }

    /// Sections that scroll orthogonally: each offset the layout shows is within its section's
    /// range at rest, and within a rubber band's reach of it (the bounds' width across) while the
    /// section is dragged or moving; every cell of such a section the layout puts in the visible
    /// rect stays on its section's row (the band `orthogonalSection(at:)` finds it in).
    ///
    /// - Complexity: O(o log o + k) for o sections with an offset and k cells laid out.
    func checkOrthogonalSections(_ laidOut: [LayoutAttributes]) -> String? {
        guard let layout = session.orthogonalLayout else { return nil }
        let view = session.collectionView
        let reach = view.boundsSize[layout.orthogonalAxis], moving = Set(view.orthogonallyAnimatingSections)
        let tolerance = 1e-6
        for (section, offset) in layout.orthogonalContentOffsets.sorted(by: { $0.key < $1.key }) {
            guard offset.isFinite else { return "orthogonal section \(section) is at offset \(offset)" }
            let range = layout.orthogonalRange(inSection: section)
            let free = moving.contains(section) || view.draggedOrthogonalSection == section ? reach : 0
            guard offset >= -free - tolerance, offset <= range + free + tolerance else {
                return "orthogonal section \(section) is at offset \(JSONText.format(offset)), outside "
                    + "\(free > 0 ? JSONText.format(-free) : "0")...\(JSONText.format(range + free))\(free > 0 ? " while it moves" : " at rest")"
            }
        }
        for cell in laidOut where cell.isCell && layout.scrollsOrthogonally(section: cell.indexPath.section) {
            let found = layout.orthogonalSection(at: cell.frame.center)
            guard found == cell.indexPath.section else {
                return "\(Self.place(cell.indexPath)) of an orthogonal section is at \(cell.frame), off its section's row "
                    + "(\(found.map { "section \($0)'s" } ?? "no section's") there)"
            }
        }
        return nil
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
