import CollectionLayout
extension LayoutAttributes {
    /// Writes the item object of the `orbit dump` contract (docs/LAYOUTS.md):
    /// `{"index", "center", "size", "transform", "anchor", "alpha", "zIndex", "hidden"}`, with
    /// `"transform3D"` (16 entries, row order) after `"transform"` only for an item that has one and
    /// `"doubleSided": false` only for a single-sided item, then any `extra` fields (a trace adds
    /// `id` and `phase`).
    public func write(to json: inout JSONText, extra: (inout JSONText) -> Void = { _ in }) {
        json.beginObject()
        json.key("index"); json.integer(indexPath.item)
        json.key("center"); json.numbers([center.x, center.y])
        json.key("size"); json.numbers([size.width, size.height])
        json.key("transform"); json.numbers(transform.components)
        if let transform3D { json.key("transform3D"); json.numbers(transform3D.entries) }
        json.key("anchor"); json.numbers([anchorPoint.x, anchorPoint.y])
        json.key("alpha"); json.number(alpha)
        json.key("zIndex"); json.integer(zIndex)
        json.key("hidden"); json.bool(isHidden)
        if !isDoubleSided { json.key("doubleSided"); json.bool(false) }
        extra(&json)
        json.endObject()
    }
}
