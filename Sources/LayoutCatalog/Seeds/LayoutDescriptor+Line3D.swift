import CollectionLayoutCore

extension LayoutDescriptor {
    /// `line3d`, from seed 001 §2: cosine-zoom carousel with paging.
    public static let line3d = LayoutDescriptor(
        name: "line3d",
        summary: "a carousel of large cards that shrink with a cosine away from the middle; drags page",
        origin: "seed 001 §2: cosine-zoom carousel with paging",
        parameters: [
            .choice("direction", \.direction),
            .size("itemSize", \.itemSize),
            .number("lineSpacing", \.lineSpacing, .nonNegative).unit("pt"),
            .flag("wrap", \.wrap),
        ],
        make: { CarouselLayout.line3d })
}
