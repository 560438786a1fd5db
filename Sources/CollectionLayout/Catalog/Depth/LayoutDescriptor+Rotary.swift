extension LayoutDescriptor {
    /// `rotary`, after iCarousel's rotary and inverted rotary types.
    public static let rotary = LayoutDescriptor(
        name: "rotary",
        summary: "items facing you on a turning circle, the focused one in front (3D, perspective)",
        origin: "iCarousel: rotary, invertedRotary",
        partner: "ring",
        parameters: LayoutParameter<RotaryLayout>.carouselShape + [
            .number("spacing", \.spacing, .within(0.01...10)),
            .number("arc", \.arc, .within(0.01...(2 * Double.pi))),
            .optionalNumber("radius", \.radius, .positive),
            .optionalCount("count", \.count, 1...1_000),
            .flag("inverted", \.inverted),
            .number("perspective", \.perspective, .within(-0.01...0)),
            .flag("showBackfaces", \.showBackfaces),
            .flag("wrap", \.wrap),
        ] + LayoutParameter<RotaryLayout>.carouselFade,
        make: { RotaryLayout() })
}
