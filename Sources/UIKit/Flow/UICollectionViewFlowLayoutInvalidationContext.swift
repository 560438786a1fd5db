/// A flow layout's invalidation: whether the delegate's sizes and spacings, or the layout's own
/// attributes, must be asked again (both true unless a scroll only moves pinned headers).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
