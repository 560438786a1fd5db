extension LayoutDescriptor {
    /// `waterfall`, from seed 001 §1: masonry, with CHTCollectionViewWaterfallLayout's sections
    /// (`columnCount`, `minimumColumnSpacing`, `minimumInteritemSpacing` and `itemRenderDirection`
    /// are CHT's names for `lanes`, `columnSpacing`, `rowSpacing` and `placement`).
    public static let waterfall = LayoutDescriptor(
        name: "waterfall",
        summary: "a masonry of uneven items in equal lanes, each item in the shortest lane",
        origin: "seed 001 §1: masonry",
        parameters: [
            .choice("direction", \.direction),
            .count("lanes", \.lanes, 1...LayoutCatalog.maximumLanes),
            .number("columnSpacing", \.columnSpacing, .nonNegative),
            .number("rowSpacing", \.rowSpacing, .nonNegative),
            .insets("margin", \.margin),
            .optionalLength("laneWidth", \.laneWidth),
            .optionalLength("laneHeight", \.laneHeight),
            .choice("placement", \.placement),
            .lengths("lengths", \.lengths),
            .count("columnCount", \.columnCount, 1...LayoutCatalog.maximumLanes),
            .number("minimumColumnSpacing", \.minimumColumnSpacing, .nonNegative),
            .number("minimumInteritemSpacing", \.minimumInteritemSpacing, .nonNegative),
            .choice("itemRenderDirection", \.itemRenderDirection),
            .number("headerHeight", \.headerHeight, .nonNegative),
            .number("footerHeight", \.footerHeight, .nonNegative),
            .insets("headerInset", \.headerInset),
            .insets("footerInset", \.footerInset),
        ],
        make: { WaterfallLayout() })
}
