import CollectionLayout
/// docs/INTERACTION.md's trace format: one JSON object per frame, written after that frame's input and
/// animation.
///
/// ```
/// {"frame": 12, "t": 0.2, "layout": "ring", "contentOffset": [x, y], "contentSize": [w, h],
///  "transition": {"to": "flow", "progress": 0.4} (only during an interactive transition),
///  "movement": {"item": 2, "target": 7} (only while an item is dragged to a new place: its id and index now),
///  "items": [ {dump item object, "id", and "phase" while appearing or disappearing}, … ]}
/// ```
/// With self-sizing (captions or photos in a layout that asks for preferred sizes) each cell also
/// carries `"estimated"` and, once sized, `"preferredSize"` (`PlaygroundSession.writeSizing`).
/// Items are in draw order (zIndex, then index, then id), transparent animating items included.
public enum Trace {
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
        if let transition = session.transitionStatus {
            json.key("transition")
            json.beginObject()
            json.key("to"); json.string(transition.to)
            json.key("progress"); json.number(transition.progress)
            json.endObject()
        }
        if let movement = session.movementStatus {
            json.key("movement")
            json.beginObject()
            json.key("item"); json.integer(movement.item)
            json.key("target"); json.integer(movement.target)
            json.endObject()
        }
        json.key("items")
        json.beginArray()
        for item in session.displayedItems.sortedInDrawOrder {
            item.attributes.write(to: &json) { json in
                json.key("id"); json.integer(item.id)
                if item.phase != .steady { json.key("phase"); json.string(item.phase.rawValue) }
                session.writeSizing(of: item.id, attributes: item.attributes, to: &json)
            }
        }
        json.endArray()
        json.endObject()
        return json.text
    }
}
