import CollectionLayoutCore

extension LayoutDescriptor {
    /// `timemachine`, after iCarousel's time machine and inverted time machine types.
    public static let timeMachine = LayoutDescriptor(
        name: "timemachine",
        summary: "earlier items recede into the distance, later ones fly past you and fade (3D, perspective)",
        origin: "iCarousel: timeMachine, invertedTimeMachine",
        partner: "coverflow",
        parameters: LayoutParameter<TimeMachineLayout>.carouselShape + [
            .number("tilt", \.tilt, .within(-10...10)),
            .number("spacing", \.spacing, .within(0...10)),
            .flag("inverted", \.inverted),
            .number("perspective", \.perspective, .within(-0.01...0)),
            .flag("showBackfaces", \.showBackfaces),
            .optionalCount("visibleItems", \.visibleItems, PerspectiveCarouselDefaults.visibleItemsRange),
        ] + LayoutParameter<TimeMachineLayout>.carouselFade,
        make: { TimeMachineLayout() })
}
