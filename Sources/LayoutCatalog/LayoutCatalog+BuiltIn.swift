import CollectionLayoutCore

/// Every layout Orbit ships: the ten seed layouts (the number keys), then the 3D carousels, then
/// the layouts built on sections, the layouts shaped by content, then the compositional gallery.
extension LayoutCatalog {
    /// The 3D layouts with perspective: coverflow, rotary, cylinder, timemachine (after iCarousel)
    /// and wheel3d (after Flutter's ListWheelScrollView).
    public static let depthLayouts: [LayoutDescriptor] = [.coverFlow, .rotary, .cylinder, .timeMachine, .wheel3D]

    /// The layouts made of sections, headers and decorations: planner (a day planner).
    public static let sectionLayouts: [LayoutDescriptor] = [.planner]

    /// The layouts shaped by their items' content (self-sizing): justified rows and tags.
    public static let contentLayouts: [LayoutDescriptor] = [.justified, .tags]

    /// Compositional layouts (`CompositionalLayout`): Apple's "Implementing Modern Collection
    /// Views" samples and an App Store-like page.
    public static let galleryLayouts: [LayoutDescriptor] = [
        .grid, .insetGrid, .twoColumnGrid, .distinctSections, .adaptiveSections, .itemBadges, .sectionHeaders, .pinnedHeaders,
        .sectionBackground, .nestedGroups, .orthogonalSections, .orthogonalBehaviors, .store,
    ]

    /// The seeds followed by `depthLayouts`, `sectionLayouts`, `contentLayouts` and
    /// `galleryLayouts`: what the `orbit` command and the playground offer.
    public static let builtIn = LayoutCatalog(
        checkedEntries: seeds.entries + depthLayouts + sectionLayouts + contentLayouts + galleryLayouts)
}
