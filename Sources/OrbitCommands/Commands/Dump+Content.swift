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
        view.setDisplayScale(displayScale.value)
        // Seed 1, as a session started without --seed; `--images`: the pictures' own sizes.
        view.setContent(try pictures.source(kind: content.kind, seed: 1, command: "dump"))
        view.setContentOffset(offset, animated: false, at: 0)
        try orthogonal.apply(to: &view, name: resolved.descriptor.name)
        let shown = view.layout
        let attributes: [LayoutAttributes]
        if all {
            attributes = shown.allAttributes + shown.allSupplementaryAndDecorationAttributes
        } else {
            attributes = shown.attributes(in: rect?.rect ?? view.visibleRect).cellsInIndexOrder()
        }
        let elementFields = sections.count > 1 || attributes.contains { !$0.isCell }
        let items = attributes.map { attributes in
            var item = DumpItem(attributes, elementFields: elementFields)
            if let id = view.identities[attributes.indexPath] { item.addSizing(of: id, attributes: attributes, in: view) }
            return item
        }
        let document = DumpDocument(
            layout: resolved.descriptor.name, bounds: view.boundsSize, contentOffset: view.contentOffset, contentSize: view.contentSize,
            content: content.kind.rawValue, items: items, targetContentOffset: target.map { target in
                shown.wrappedContentOffset(shown.clampedTargetContentOffset(proposed: target.point, velocity: velocity?.point ?? .zero))
            })
        return FormatEncoder.text(document)
    }
}
