/// Every layout Orbit ships: the ten seed layouts (the number keys), then the 3D carousels.
extension LayoutCatalog {
    /// The 3D layouts with perspective: coverflow, rotary, cylinder, timemachine (after iCarousel)
    /// and wheel3d (after Flutter's ListWheelScrollView).
    public static let depthLayouts: [LayoutDescriptor] = [.coverFlow, .rotary, .cylinder, .timeMachine, .wheel3D]

    /// The layouts shaped by their items' content (self-sizing): justified rows and tags.
    public static let contentLayouts: [LayoutDescriptor] = [.justified, .tags]

    /// The seeds followed by `depthLayouts` and `contentLayouts`: what the `orbit` command and the
    /// playground offer.
    public static let builtIn = LayoutCatalog(checkedEntries: seeds.entries + depthLayouts + contentLayouts)
}
