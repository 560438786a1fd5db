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
        make: { CircleLayout.circle.described(pinch: "circle radius", rotation: "rotate (seed 001)") })
}

extension CircleLayout {
    /// The preset with the HUD's words for its gestures (the catalog's, not the layout's): the
    /// pinch's text ends with the range it scales the radius in, `scaleRange` ("ring radius x0.5-1.3").
    func described(pinch: String, rotation: String) -> CircleLayout {
        var layout = self
        layout.gestures = GestureResponse(pinch: "\(pinch) x\(scaleRange.lowerBound)-\(scaleRange.upperBound)", rotation: rotation)
        return layout
    }
}
