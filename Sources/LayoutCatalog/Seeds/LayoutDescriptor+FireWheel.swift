import CollectionLayoutCore

extension LayoutDescriptor {
    /// `firewheel`, from seed 004: fire wheel.
    public static let firewheel = LayoutDescriptor(
        name: "firewheel",
        summary: "a counter-clockwise wheel of slots whose ends fade; scrolling turns it",
        origin: "seed 004: fire wheel",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("margin", \.margin, .nonNegative).unit("pt"),
            .number("anglePerItem", \.anglePerItem, .positive).unit("rad"),
            .count("visibleSlots", \.visibleSlots, 1...LayoutCatalog.maximumSlots),
            .number("startAngle", \.startAngle, .any).unit("rad"),
            .number("fade", \.fade, .positive).unit("rad"),
        ],
        make: { FireWheelLayout() })
}
