extension LayoutAttributes {
    /// The attributes `fraction` of the way from `self` to `target`, as an animation shows them.
    ///
    /// Centre, size, anchor point and alpha move linearly; the transform is decomposed so rotation
    /// takes the shortest arc and scale moves linearly. When either end has a `transform3D`, both
    /// ends are taken in 3D (a 2D transform as the same map of the plane) and interpolated through
    /// `Transform3D.interpolated(to:fraction:)` (translation, shortest-arc rotation, scale,
    /// perspective). A hidden end counts as alpha 0, so a card that is revealed fades in. zIndex,
    /// `isDoubleSided` and `style` switch half way. `fraction` 0 and 1 return the ends exactly;
    /// below 0 gives `self`; beyond 1 (a spring overshooting) the values extrapolate, alpha kept in
    /// 0…1 and sizes at least 0.
    public func interpolated(to target: LayoutAttributes, fraction: Double) -> LayoutAttributes {
        if fraction <= 0 { return self }
        if fraction == 1 || !fraction.isFinite { return target }
        let fromAlpha = isHidden ? 0 : alpha
        let toAlpha = target.isHidden ? 0 : target.alpha
        // Past 1 (a spring's overshoot) the values extrapolate; alpha and sizes stay in range.
        let alpha = Swift.min(Swift.max(lerp(fromAlpha, toAlpha, fraction), 0), 1)
        let size = lerp(size, target.size, fraction)
        var transform3D: Transform3D?
        if self.transform3D != nil || target.transform3D != nil {
            let from = self.transform3D ?? Transform3D(transform), to = target.transform3D ?? Transform3D(target.transform)
            transform3D = from.interpolated(to: to, fraction: fraction)
        }
        return LayoutAttributes(
            indexPath: target.indexPath,
            center: lerp(center, target.center, fraction),
            size: Size(width: Swift.max(0, size.width), height: Swift.max(0, size.height)),
            transform: transform3D == nil ? transform.interpolated(to: target.transform, fraction: fraction) : .identity,
            anchorPoint: lerp(anchorPoint, target.anchorPoint, fraction),
            alpha: alpha,
            zIndex: fraction < 0.5 ? zIndex : target.zIndex,
            isHidden: alpha <= 0,
            transform3D: transform3D,
            isDoubleSided: fraction < 0.5 ? isDoubleSided : target.isDoubleSided,
            category: target.category,
            elementKind: target.elementKind,
            style: fraction < 0.5 ? style : target.style
        )
    }
}
