import CollectionLayoutCore

extension LayoutDescriptor {
    /// `cards`, from seed 001 §4: card stack.
    public static let cards = LayoutDescriptor(
        name: "cards",
        summary: "a stack of cards, each one step narrower and lower than the one above",
        origin: "seed 001 §4: card stack",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("step", \.step, .nonNegative).unit("pt"),
            .count("visibleCards", \.visibleCards, 1...LayoutCatalog.maximumSlots),
        ],
        make: { CardStackLayout() })
}
