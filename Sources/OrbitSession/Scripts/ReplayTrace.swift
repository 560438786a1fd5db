import CollectionLayout

/// A replay's trace (`orbit replay --trace`), not to be confused with the Chrome trace events of
/// `--trace-events` (`TraceEvent`): docs/INTERACTION.md's trace format, one JSON object per frame, written after that frame's input and
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
/// carries `"estimated"` and, once sized, `"preferredSize"` (`PlaygroundSession.writeSizing`).
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
    public static func line(frame: Int, time: Double, session: PlaygroundSession) -> String {
        var json = JSONText()
        json.beginObject()
        json.key("frame"); json.integer(frame)
        json.key("t"); json.number(time)
        json.key("layout"); json.string(session.layoutName)
        json.key("contentOffset"); json.numbers([session.contentOffset.x, session.contentOffset.y])
        json.key("contentSize"); json.numbers([session.contentSize.width, session.contentSize.height])
        if session.hasOrthogonalSections {
            json.key("orthogonal")
            json.beginArray()
            for (section, offset) in session.orthogonalOffsets {
                json.beginObject()
                json.key("section"); json.integer(section)
                json.key("offset"); json.number(offset)
                json.endObject()
            }
            json.endArray()
        }
        if let transition = session.transitionStatus {
            json.key("transition")
            json.beginObject()
            json.key("to"); json.string(transition.to)
            json.key("progress"); json.number(transition.progress)
            json.endObject()
        }
        let elements = session.displayedElements
        let elementFields = session.numberOfSections > 1 || !elements.isEmpty
        if let movement = session.movementStatus {
            json.key("movement")
            json.beginObject()
            json.key("item"); json.integer(movement.item)
            json.key("target"); json.integer(movement.target)
            if elementFields, let indexPath = session.movementIndexPath { json.key("section"); json.integer(indexPath.section) }
            json.endObject()
        }
        json.key("items")
        json.beginArray()
        for entry in drawOrder(items: session.displayedItems, elements: elementFields ? elements : []) {
            switch entry {
            case .item(let item):
                item.attributes.write(to: &json, elementFields: elementFields) { json in
                    json.key("id"); json.integer(item.id)
                    if item.phase != .steady { json.key("phase"); json.string(item.phase.rawValue) }
                    session.writeSizing(of: item.id, attributes: item.attributes, to: &json)
                }
            case .element(let element):
                element.attributes.write(to: &json, elementFields: true) { json in
                    if element.phase != .steady { json.key("phase"); json.string(element.phase.rawValue) }
                }
            }
        }
        json.endArray()
        json.endObject()
        return json.text
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
