import CollectionLayoutCore

extension LayoutDescriptor {
    /// `justified`: Flickr's and Google Photos' justified rows.
    public static let justified = LayoutDescriptor(
        name: "justified",
        summary: "rows of pictures at their aspect ratios, each row filling the width, near a target height",
        origin: "Flickr's justified-layout and Google Photos",
        parameters: [
            .number("targetRowHeight", \.targetRowHeight, .positive),
            .number("spacing", \.spacing, .nonNegative),
            .insets("sectionInset", \.sectionInset),
            .number("estimatedAspectRatio", \.estimatedAspectRatio, .positive),
            .number("headerHeight", \.headerHeight, .nonNegative).unit("pt"),
            .number("footerHeight", \.footerHeight, .nonNegative).unit("pt"),
            .flag("pinHeaders", \.pinHeaders),
        ],
        make: { JustifiedLayout() })
}
