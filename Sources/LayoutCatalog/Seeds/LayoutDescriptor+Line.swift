import CollectionLayoutCore

extension LayoutDescriptor {
    /// `line`, from seed 003: linear zoom.
    public static let line = LayoutDescriptor(
        name: "line",
        summary: "a line of items that shrink linearly away from the middle and snap to it",
        origin: "seed 003: linear zoom",
        partner: "small-circle",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("lineSpacing", \.lineSpacing, .nonNegative).unit("pt"),
            .flag("wrap", \.wrap),
        ],
        make: { CarouselLayout.line })
}
