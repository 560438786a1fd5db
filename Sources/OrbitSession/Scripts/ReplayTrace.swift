import CollectionLayout

/// A replay's trace (`orbit replay --trace`), not to be confused with the Chrome trace events of
/// `--trace-events` (`TraceEvent`): docs/reference/INTERACTION.md's trace format, one JSON object per frame, written after that frame's input and
/// animation.
///
/// ```
/// {"frame": 12, "t": 0.2, "layout": "ring", "contentOffset": [x, y], "contentSize": [w, h],
///  "orthogonal": [{"section": 2, "offset": 120}, …] (only when the layout has sections that scroll
///    orthogonally: each one's offset across the scroll axis, those away from 0),
///  "transition": {"to": "flow", "progress": 0.4} (only during an interactive transition),
///  "movement": {"item": 2, "target": 7} (only while an item is dragged to a new place: its id and index now),
///  "items": [ {dump item object, "id", and "phase" while appearing or disappearing}, … ]}
/// ```
/// With self-sizing (captions or photos in a layout that asks for preferred sizes) each cell also
/// carries `"estimated"` and, once sized, `"preferredSize"` (`DumpItem.addSizing`).
/// Items are in draw order (zIndex, then index, then id), transparent animating items included.
///
/// With several sections, or any header, footer or decoration on screen, every item object also
/// carries `section` (after `index`), `category` and, for the other categories, `kind` (after
/// `hidden`), the headers, footers and decorations on screen are listed among the items (without
/// an `id`; `phase` while their section animates in or out), and `movement` carries the target's
/// `section`. A single section of cells writes exactly what it always did.
public enum ReplayTrace {
    /// The trace line for `session` as frame `frame` at `time` seconds (no newline).
    ///
    /// - Complexity: O(k log k) for the k displayed items.
    public static func line(frame: Int, time: Double, session: Session) -> String {
        FormatEncoder.text(self.frame(frame, time: time, session: session))
    }

    /// The trace's model of `session` as frame `frame` at `time` seconds: what `line` writes.
    ///
    /// - Complexity: O(k log k) for the k displayed items.
    public static func frame(_ frame: Int, time: Double, session: Session) -> TraceFrame {
        let shown = session.displayedContent
        let elementFields = session.numberOfSections > 1 || !shown.elements.isEmpty
        let movement = session.movementStatus.map { movement in
            TraceFrame.Movement(
                item: movement.item, target: movement.target, section: elementFields ? session.movementIndexPath?.section : nil)
        }
        let items = drawOrder(items: shown.items, elements: elementFields ? shown.elements : []).map { entry in
            switch entry {
            case .item(let item):
                var written = DumpItem(item.attributes, elementFields: elementFields)
                written.id = item.id
                written.phase = item.phase == .steady ? nil : item.phase.rawValue
                written.addSizing(of: item.id, attributes: item.attributes, in: session.collectionView)
                return written
            case .element(let element):
                var written = DumpItem(element.attributes, elementFields: true)
                written.phase = element.phase == .steady ? nil : element.phase.rawValue
                return written
            }
        }
        var model = TraceFrame(
            frame: frame, t: time, layout: session.layoutName, contentOffset: session.contentOffset, contentSize: session.contentSize,
            transition: session.transitionStatus.map { TraceFrame.Transition(to: $0.to, progress: $0.progress) }, movement: movement,
            items: items)
        if session.hasOrthogonalSections {
            model.orthogonal = session.orthogonalOffsets.map { TraceFrame.OrthogonalOffset(section: $0.section, offset: $0.offset) }
        }
        return model
    }

    /// Items and elements in one draw order: lower zIndex first; at equal zIndex decorations, then
    /// items (in their own draw order: depth, index, id), then supplementary views; elements of a
    /// rank by index path, then kind. Without elements: `sortedInDrawOrder`.
    ///
    /// - Complexity: O((k + e) log(k + e)).
    static func drawOrder(items: [DisplayedItem], elements: [DisplayedElement]) -> [HitElement] {
        let cells = items.sortedInDrawOrder
        guard !elements.isEmpty else { return cells.map(HitElement.item) }
        let others = elements.sorted { ($0.key.indexPath, $0.key.kind ?? "") < ($1.key.indexPath, $1.key.kind ?? "") }
        let all = cells.map(HitElement.item) + others.map(HitElement.element)
        return all.enumerated()
            .map { (entry: $0.element, rank: $0.element.drawRank, sequence: $0.offset) }
            .sorted { ($0.rank.zIndex, $0.rank.category, $0.sequence) < ($1.rank.zIndex, $1.rank.category, $1.sequence) }
            .map(\.entry)
    }
}
