import CollectionLayoutCore

extension LayoutDescriptor {
    /// `wheel3d`, after Flutter's ListWheelScrollView.
    public static let wheel3D = LayoutDescriptor(
        name: "wheel3d",
        summary: "a picker wheel: fixed-extent items on a cylinder seen with perspective (3D)",
        origin: "Flutter: ListWheelScrollView",
        partner: "wheel",
        parameters: LayoutParameter<Wheel3DLayout>.carouselShape + [
            .number("diameterRatio", \.diameterRatio, .within(0.01...100)),
            .number("perspective", \.perspective, .within(0...0.01)),
            .number("offAxisFraction", \.offAxisFraction, .within(-10...10)),
            .number("magnification", \.magnification, .within(0.01...10)),
            .number("squeeze", \.squeeze, .within(0.01...100)),
            .flag("wrap", \.wrap),
        ] + LayoutParameter<Wheel3DLayout>.carouselFade,
        make: { Wheel3DLayout() })
}
