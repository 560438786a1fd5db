import CollectionLayoutCore

extension LayoutDescriptor {
    /// `small-circle`, from seed 003: small circle.
    public static let smallCircle = LayoutDescriptor(
        name: "small-circle",
        summary: "a small fixed circle from 6 o'clock, counter-clockwise",
        origin: "seed 003: small circle",
        partner: "line",
        parameters: [
            .size("itemSize", \.itemSize),
            .parsed("radius", NumberRule.positive.phrase, \.radius, format: { radius in
                if case .fixed(let points) = radius { ParameterValue.format(points) } else { "auto" }
            }) { text in
                ParameterValue.number(text, rule: .positive).map { CircleLayout.Radius.fixed($0) }
            },
        ],
        make: { CircleLayout.smallCircle.described(pinch: "circle radius", rotation: "turn the circle") })
}
