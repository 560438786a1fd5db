import CollectionLayoutCore

extension LayoutDescriptor {
    /// `circle`, from seed 001 §3: rotate and pinch.
    public static let circle = LayoutDescriptor(
        name: "circle",
        summary: "items on a circle that pinch scales and right-drag rotates",
        origin: "seed 001 §3: rotate and pinch",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("scale", \.scale, .positive),
            .number("rotation", \.rotation, .any).unit("rad"),
        ],
        make: { CircleLayout.circle })
}
