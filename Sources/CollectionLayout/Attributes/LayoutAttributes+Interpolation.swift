extension LayoutAttributes {
    /// The attributes `fraction` of the way from `self` to `target`, as an animation shows them.
    ///
    /// Centre, size, anchor point and alpha move linearly; the transform is decomposed so rotation
    /// takes the shortest arc and scale moves linearly. A hidden end counts as alpha 0, so a card that
    /// is revealed fades in. zIndex switches half way. `fraction` 0 and 1 return the ends exactly.
    public func interpolated(to target: LayoutAttributes, fraction: Double) -> LayoutAttributes {
        if fraction <= 0 { return self }
        if fraction >= 1 { return target }
        let fromAlpha = isHidden ? 0 : alpha
        let toAlpha = target.isHidden ? 0 : target.alpha
        let alpha = lerp(fromAlpha, toAlpha, fraction)
        return LayoutAttributes(
            indexPath: target.indexPath,
            center: lerp(center, target.center, fraction),
            size: lerp(size, target.size, fraction),
            transform: transform.interpolated(to: target.transform, fraction: fraction),
            anchorPoint: lerp(anchorPoint, target.anchorPoint, fraction),
            alpha: alpha,
            zIndex: fraction < 0.5 ? zIndex : target.zIndex,
            isHidden: alpha <= 0
        )
    }
}
