import CollectionLayout
import OrbitSession

/// `orbit dump --content captions|photos`: the layout as the host shows it with self-sizing, the
/// items on screen sized by their content (seed 1, the fallback text measurer) and the offset
/// adjusted as the host adjusts it; each cell of a self-sizing layout carries `"estimated"` and,
/// once sized, `"preferredSize"`. The offset is clamped into the scrollable range, as the host
/// clamps a jump.
extension Dump {
    func renderSized(
        layout: any CollectionViewLayout, resolved: LayoutOptions<Defaults>.Resolved, offset: Point
    ) throws(CommandFailure) -> String {
        let sections = resolved.sectionItemCounts
        var view = CollectionView(layout: layout, sectionItemCounts: sections, boundsSize: resolved.boundsSize)
        // Seed 1, as a session started without --seed.
        view.setContent(ContentSource(kind: content.kind, seed: 1))
        view.setContentOffset(offset, animated: false, at: 0)
        let shown = view.layout
        let attributes: [LayoutAttributes]
        if all {
            attributes = shown.allAttributes + shown.allSupplementaryAndDecorationAttributes
        } else {
            attributes = shown.attributes(in: rect?.rect ?? view.visibleRect)
        }
        let elementFields = sections.count > 1 || attributes.contains { !$0.isCell }
        var json = JSONText()
        json.beginObject()
        json.key("layout"); json.string(resolved.descriptor.name)
        json.key("bounds"); json.numbers([view.boundsSize.width, view.boundsSize.height])
        json.key("contentOffset"); json.numbers([view.contentOffset.x, view.contentOffset.y])
        json.key("contentSize"); json.numbers([view.contentSize.width, view.contentSize.height])
        json.key("content"); json.string(content.kind.rawValue)
        json.key("items")
        json.beginArray()
        for item in attributes {
            item.write(to: &json, elementFields: elementFields) { json in
                if let id = view.identities[item.indexPath] { view.writeSizing(of: id, attributes: item, to: &json) }
            }
        }
        json.endArray()
        if let target {
            let clamped = shown.wrappedContentOffset(shown.clampedTargetContentOffset(proposed: target.point, velocity: velocity?.point ?? .zero))
            json.key("targetContentOffset"); json.numbers([clamped.x, clamped.y])
        }
        json.endObject()
        return json.text
    }
}
