extension LayoutDescriptor {
    /// `flow`, from UICollectionViewFlowLayout, the partner of ring and line.
    public static let flow = LayoutDescriptor(
        name: "flow",
        summary: "a grid of equal items in justified lines, like UICollectionViewFlowLayout",
        origin: "UICollectionViewFlowLayout, the partner of ring and line",
        partner: "ring",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("minimumInteritemSpacing", \.minimumInteritemSpacing, .nonNegative).unit("pt"),
            .number("minimumLineSpacing", \.minimumLineSpacing, .nonNegative).unit("pt"),
            .insets("sectionInset", \.sectionInset),
            .choice("direction", \.direction),
            .number("headerHeight", \.headerHeight, .nonNegative).unit("pt"),
            .number("footerHeight", \.footerHeight, .nonNegative).unit("pt"),
            .flag("pinHeaders", \.pinHeaders),
            .optionalSize("estimatedItemSize", \.estimatedItemSize),
        ],
        make: { FlowLayout() })
}
