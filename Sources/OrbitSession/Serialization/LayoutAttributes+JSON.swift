import CollectionLayout
extension LayoutAttributes {
    /// Writes the item object of the `orbit dump` contract (docs/LAYOUTS.md):
    /// `{"index", "center", "size", "transform", "anchor", "alpha", "zIndex", "hidden"}`, with
    /// `"transform3D"` (16 entries, row order) after `"transform"` only for an item that has one and
    /// `"doubleSided": false` only for a single-sided item, then any `extra` fields (a trace adds
    /// `id` and `phase`). With `elementFields` (several sections, or any header, footer or
    /// decoration in the output) `"section"` follows `"index"`, and `"category"` (`cell`,
    /// `supplementary`, `decoration`) and, for the other two, `"kind"` follow `"hidden"`.
    public func write(to json: inout JSONText, elementFields: Bool = false, extra: (inout JSONText) -> Void = { _ in }) {
        json.beginObject()
        json.key("index"); json.integer(indexPath.item)
        if elementFields { json.key("section"); json.integer(indexPath.section) }
        json.key("center"); json.numbers([center.x, center.y])
        json.key("size"); json.numbers([size.width, size.height])
        json.key("transform"); json.numbers(transform.components)
        if let transform3D { json.key("transform3D"); json.numbers(transform3D.entries) }
        json.key("anchor"); json.numbers([anchorPoint.x, anchorPoint.y])
        json.key("alpha"); json.number(alpha)
        json.key("zIndex"); json.integer(zIndex)
        json.key("hidden"); json.bool(isHidden)
        if !isDoubleSided { json.key("doubleSided"); json.bool(false) }
        if elementFields {
            json.key("category"); json.string(category.rawValue)
            if let elementKind { json.key("kind"); json.string(elementKind) }
        }
        extra(&json)
        json.endObject()
    }
}
