import CollectionLayoutCore

/// The ten layouts of the five seed articles, in the order of the number keys.
extension LayoutCatalog {
    /// flow, ring, waterfall, line3d, circle, cards, wheel, line, small-circle, firewheel.
    public static let seeds = LayoutCatalog(
        checkedEntries: [.flow, .ring, .waterfall, .line3d, .circle, .cards, .wheel, .line, .smallCircle, .firewheel])

    /// Lanes beyond this count are taken as mistakes.
    public static let maximumLanes = 1_000
    /// Cards and slots beyond this count are taken as mistakes.
    public static let maximumSlots = 1_000_000
}
