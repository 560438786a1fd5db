extension LayoutDescriptor {
    /// `cylinder`, after iCarousel's cylinder and inverted cylinder types.
    public static let cylinder = LayoutDescriptor(
        name: "cylinder",
        summary: "items as the faces of a turning cylinder, seen from outside or (inverted) inside (3D)",
        origin: "iCarousel: cylinder, invertedCylinder",
        partner: "rotary",
        parameters: LayoutParameter<CylinderLayout>.carouselShape + [
            .number("spacing", \.spacing, .within(0.01...10)),
            .number("arc", \.arc, .within(0.01...(2 * Double.pi))),
            .optionalNumber("radius", \.radius, .positive),
            .optionalCount("count", \.count, 1...1_000),
            .flag("inverted", \.inverted),
            .number("perspective", \.perspective, .within(-0.01...0)),
            .optionalFlag("showBackfaces", \.backfaces),
            .flag("wrap", \.wrap),
        ] + LayoutParameter<CylinderLayout>.carouselFade,
        make: { CylinderLayout() })
}
