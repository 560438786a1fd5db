import CollectionLayoutCore

extension LayoutDescriptor {
    /// `wheel`, from seed 002: RayWenderlich's spinning wheel.
    public static let wheel = LayoutDescriptor(
        name: "wheel",
        summary: "cards fanned round a hub below the view; scrolling turns the wheel",
        origin: "seed 002: RayWenderlich's spinning wheel",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("radius", \.radius, .positive).unit("pt"),
        ],
        make: { WheelLayout() })
}
