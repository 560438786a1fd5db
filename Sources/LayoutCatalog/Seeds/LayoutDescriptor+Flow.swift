import CollectionLayoutCore

extension LayoutDescriptor {
    /// `flow`, from UICollectionViewFlowLayout, the partner of ring and line. The spacings, the
    /// section inset and the header and footer heights take one value per section
    /// (`minimumLineSpacing=10,20`, insets separated by `/`), the last repeating.
    public static let flow = LayoutDescriptor(
        name: "flow",
        summary: "a grid of equal items in justified lines, like UICollectionViewFlowLayout",
        origin: "UICollectionViewFlowLayout, the partner of ring and line",
        partner: "ring",
        parameters: [
            .size("itemSize", \.itemSize),
            .sectionNumber("minimumInteritemSpacing", \.minimumInteritemSpacing, \.sectionInteritemSpacings, .nonNegative).unit("pt"),
            .sectionNumber("minimumLineSpacing", \.minimumLineSpacing, \.sectionLineSpacings, .nonNegative).unit("pt"),
            .sectionInsets("sectionInset", \.sectionInset, \.sectionInsets),
            .choice("direction", \.direction),
            .sectionNumber("headerHeight", \.headerHeight, \.sectionHeaderHeights, .nonNegative).unit("pt"),
            .sectionNumber("footerHeight", \.footerHeight, \.sectionFooterHeights, .nonNegative).unit("pt"),
            .flag("pinHeaders", \.pinHeaders),
            .optionalSize("estimatedItemSize", \.estimatedItemSize),
            .flag("sectionHeadersPinToVisibleBounds", \.pinHeaders),
            .flag("sectionFootersPinToVisibleBounds", \.pinFooters),
            .choice("sectionInsetReference", \.sectionInsetReference),
            .insets("layoutMargins", \.layoutMargins),
            .itemSizes("itemSizes", \.itemSizes),
        ],
        make: { FlowLayout() })
}
