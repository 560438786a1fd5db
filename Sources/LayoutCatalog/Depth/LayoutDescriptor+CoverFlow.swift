import CollectionLayoutCore

extension LayoutDescriptor {
    /// `coverflow`, after iCarousel's cover flow.
    public static let coverFlow = LayoutDescriptor(
        name: "coverflow",
        summary: "the focused item faces you, its neighbours turn towards it in two stacks (3D, perspective)",
        origin: "iCarousel: coverFlow",
        partner: "line3d",
        parameters: LayoutParameter<CoverFlowLayout>.carouselShape + [
            .number("tilt", \.tilt, .within(-1...1)),
            .number("spacing", \.spacing, .within(0...10)),
            .number("perspective", \.perspective, .within(-0.01...0)),
            .flag("showBackfaces", \.showBackfaces),
            .optionalCount("visibleItems", \.visibleItems, PerspectiveCarouselDefaults.visibleItemsRange),
        ] + LayoutParameter<CoverFlowLayout>.carouselFade,
        make: { CoverFlowLayout() })
}
