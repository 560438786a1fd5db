import CollectionLayoutCore

extension LayoutDescriptor {
    /// `cylinder`, after iCarousel's cylinder and inverted cylinder types.
    public static let cylinder = LayoutDescriptor(
        name: "cylinder",
        summary: "items as the faces of a turning cylinder, seen from outside or (inverted) inside (3D)",
        origin: "iCarousel: cylinder, invertedCylinder",
        partner: "rotary",
        parameters: LayoutParameter<CylinderLayout>.carouselShape + LayoutParameter<CylinderLayout>.circleOptions + [
            .optionalFlag("showBackfaces", \.showBackfaces),
            .flag("wrap", \.wrap),
        ] + LayoutParameter<CylinderLayout>.carouselFade,
        make: { CylinderLayout() })
}
