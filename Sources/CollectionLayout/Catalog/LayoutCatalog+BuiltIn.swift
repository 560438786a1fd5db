/// Every layout Orbit ships: the ten seed layouts (the number keys), then the 3D carousels, then
/// the layouts built on sections.
extension LayoutCatalog {
    /// The 3D layouts with perspective: coverflow, rotary, cylinder, timemachine (after iCarousel)
    /// and wheel3d (after Flutter's ListWheelScrollView).
    public static let depthLayouts: [LayoutDescriptor] = [.coverFlow, .rotary, .cylinder, .timeMachine, .wheel3D]

    /// The layouts made of sections, headers and decorations: planner (a day planner).
    public static let sectionLayouts: [LayoutDescriptor] = [.planner]

    /// The seeds followed by `depthLayouts` and `sectionLayouts`: what the `orbit` command and the
    /// playground offer.
    public static let builtIn = LayoutCatalog(checkedEntries: seeds.entries + depthLayouts + sectionLayouts)
}
