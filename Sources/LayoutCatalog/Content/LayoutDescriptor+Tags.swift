import CollectionLayoutCore

extension LayoutDescriptor {
    /// `tags`: a left-aligned flow of caption chips.
    public static let tags = LayoutDescriptor(
        name: "tags",
        summary: "chips as wide as their captions, left-aligned in lines that wrap",
        origin: "tag clouds: a left-aligned flow of self-sized cells",
        parameters: [
            .size("estimatedItemSize", \.estimatedItemSize),
            .number("interitemSpacing", \.interitemSpacing, .nonNegative),
            .number("lineSpacing", \.lineSpacing, .nonNegative),
            .insets("sectionInset", \.sectionInset),
            .number("headerHeight", \.headerHeight, .nonNegative).unit("pt"),
            .number("footerHeight", \.footerHeight, .nonNegative).unit("pt"),
            .flag("pinHeaders", \.pinHeaders),
        ],
        make: { TagsLayout() })
}
