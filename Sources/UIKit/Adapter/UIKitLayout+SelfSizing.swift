import CollectionLayout

/// Self-sizing for a `UICollectionViewFlowLayout` (or subclass) with an `estimatedItemSize`: the
/// host measures each item's content and the flow engine inside the object takes the sizes, as
/// for Orbit's own `flow`. Other UIKit layouts have fixed sizes (nil fitting: no self-sizing).
extension UIKitLayout {
    /// The flow engine of a self-sizing flow layout object, prepared for this copy's context.
    private var selfSizingEngine: FlowLayout? {
        driver.sync(context)
        let object = driver.object
        return runOnOwningThread { () -> FlowLayout? in
            guard let flow = object as? UICollectionViewFlowLayout, flow.engine.estimatedItemSize != nil else { return nil }
            return flow.engine
        }
    }

    public func preferredSizeFitting(forItemAt indexPath: ItemIndexPath) -> SizeFitting? {
        selfSizingEngine?.preferredSizeFitting(forItemAt: indexPath)
    }

    public func shouldInvalidate(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> Bool {
        selfSizingEngine?.shouldInvalidate(forPreferredAttributes: preferred, original: original) ?? false
    }

    public func invalidationContext(forPreferredAttributes preferred: LayoutAttributes, original: LayoutAttributes) -> InvalidationContext {
        selfSizingEngine?.invalidationContext(forPreferredAttributes: preferred, original: original)
            ?? InvalidationContext(invalidatedItemIndexPaths: [preferred.indexPath])
    }
}
