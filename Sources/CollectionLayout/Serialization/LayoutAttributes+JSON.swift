extension LayoutAttributes {
    /// Writes the item object of the `orbit dump` contract (docs/LAYOUTS.md):
    /// `{"index", "center", "size", "transform", "anchor", "alpha", "zIndex", "hidden"}`, then any
    /// `extra` fields (a trace adds `id` and `phase`).
    public func write(to json: inout JSONText, extra: (inout JSONText) -> Void = { _ in }) {
        json.beginObject()
        json.key("index"); json.integer(indexPath.item)
        json.key("center"); json.numbers([center.x, center.y])
        json.key("size"); json.numbers([size.width, size.height])
        json.key("transform"); json.numbers(transform.components)
        json.key("anchor"); json.numbers([anchorPoint.x, anchorPoint.y])
        json.key("alpha"); json.number(alpha)
        json.key("zIndex"); json.integer(zIndex)
        json.key("hidden"); json.bool(isHidden)
        extra(&json)
        json.endObject()
    }
}
