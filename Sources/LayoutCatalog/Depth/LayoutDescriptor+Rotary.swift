import CollectionLayoutCore

extension LayoutDescriptor {
    /// `rotary`, after iCarousel's rotary and inverted rotary types.
    public static let rotary = LayoutDescriptor(
        name: "rotary",
        summary: "items facing you on a turning circle, the focused one in front (3D, perspective)",
        origin: "iCarousel: rotary, invertedRotary",
        partner: "ring",
        parameters: LayoutParameter<RotaryLayout>.carouselShape + LayoutParameter<RotaryLayout>.circleOptions + [
            .flag("showBackfaces", \.showBackfaces),
            .flag("wrap", \.wrap),
        ] + LayoutParameter<RotaryLayout>.carouselFade,
        make: { RotaryLayout() })
}
