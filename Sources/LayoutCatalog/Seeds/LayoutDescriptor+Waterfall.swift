import CollectionLayoutCore

extension LayoutDescriptor {
    /// `waterfall`, from seed 001 §1: masonry with per-section metrics, as iOS waterfall layouts
    /// offer them (`columnCount`, `minimumColumnSpacing`, `minimumInteritemSpacing` and
    /// `itemRenderDirection` are accepted for `lanes`, `columnSpacing`, `rowSpacing` and
    /// `placement`, `sectionInset` for `margin`). The sectioned keys take one value per section (`columnCount=2,3,4`, insets
    /// separated by `/`), the last repeating.
    public static let waterfall = LayoutDescriptor(
        name: "waterfall",
        summary: "a masonry of uneven items in equal lanes, each item in the shortest lane",
        origin: "seed 001 §1: masonry",
        parameters: [
            .choice("direction", \.direction),
            .sectionCount("lanes", \.lanes, \.sectionColumnCounts, 1...LayoutCatalog.maximumLanes),
            .sectionNumber("columnSpacing", \.columnSpacing, \.sectionColumnSpacings, .nonNegative),
            .sectionNumber("rowSpacing", \.rowSpacing, \.sectionInteritemSpacings, .nonNegative),
            .sectionInsets("margin", \.margin, \.sectionInsets),
            .optionalLength("laneWidth", \.laneWidth),
            .optionalLength("laneHeight", \.laneHeight),
            .choice("placement", \.placement),
            .lengths("lengths", \.lengths),
            .sectionCount("columnCount", \.columnCount, \.sectionColumnCounts, 1...LayoutCatalog.maximumLanes),
            .sectionNumber("minimumColumnSpacing", \.minimumColumnSpacing, \.sectionColumnSpacings, .nonNegative),
            .sectionNumber("minimumInteritemSpacing", \.minimumInteritemSpacing, \.sectionInteritemSpacings, .nonNegative),
            .sectionInsets("sectionInset", \.margin, \.sectionInsets),
            .sectionChoice("itemRenderDirection", \.itemRenderDirection, \.sectionItemRenderDirections),
            .sectionNumber("headerHeight", \.headerHeight, \.sectionHeaderHeights, .nonNegative),
            .sectionNumber("footerHeight", \.footerHeight, \.sectionFooterHeights, .nonNegative),
            .sectionInsets("headerInset", \.headerInset, \.sectionHeaderInsets),
            .sectionInsets("footerInset", \.footerInset, \.sectionFooterInsets),
            .number("minimumContentHeight", \.minimumContentHeight, .nonNegative).unit("pt"),
            .itemSizes("itemSizes", \.itemSizes),
            .flag("roundsToPixels", \.roundsToPixels),
        ],
        make: { WaterfallLayout() })
}
