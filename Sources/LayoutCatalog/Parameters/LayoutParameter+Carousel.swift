import CollectionLayoutCore

// MARK: - Factories for carousels

extension LayoutParameter {
    /// A number, or `none` for no value (nil).
    public static func optionalNumber(
        _ key: String, _ path: WritableKeyPath<Layout, Double?> & Sendable, _ rule: NumberRule = .any
    ) -> LayoutParameter {
        parsed(key, rule.phrase + " or none", path, format: { $0.map(ParameterValue.format) ?? "none" }) { text in
            text.trimmingSpaces == "none" ? .some(nil) : ParameterValue.number(text, rule: rule).map { $0 }
        }
    }

    /// A whole number in `range`, or `auto` for the layout's own rule (nil).
    public static func optionalCount(
        _ key: String, _ path: WritableKeyPath<Layout, Int?> & Sendable, _ range: ClosedRange<Int>
    ) -> LayoutParameter {
        parsed(key, "a whole number from \(range.lowerBound) to \(range.upperBound) or auto", path, format: { $0.map(String.init) ?? "auto" }) {
            text in
            text.trimmingSpaces == "auto" ? .some(nil) : ParameterValue.integer(text, in: range).map { $0 }
        }
    }

    /// `true`, `false`, or `auto` for the layout's own rule (nil).
    public static func optionalFlag(_ key: String, _ path: WritableKeyPath<Layout, Bool?> & Sendable) -> LayoutParameter {
        parsed(key, "true, false or auto", path, format: { $0.map(String.init) ?? "auto" }) { text in
            let word = text.trimmingSpaces.lowercased()
            return word == "auto" ? .some(nil) : Bool(word).map { $0 }
        }
    }
}

extension LayoutParameter where Layout: PerspectiveCarousel {
    /// The parameters every perspective carousel shares, in documentation order: `direction` and
    /// `itemSize` (first), and iCarousel's fade options (last): `fadeMin`, `fadeMax` (item offsets,
    /// or `none`), `fadeRange` (items, positive) and `fadeMinAlpha` (0…1).
    public static var carouselShape: [LayoutParameter] {
        [.choice("direction", \.direction), .size("itemSize", \.itemSize)]
    }

    /// iCarousel's fade options (see `carouselShape`).
    public static var carouselFade: [LayoutParameter] {
        [
            .optionalNumber("fadeMin", \.fade.minimum), .optionalNumber("fadeMax", \.fade.maximum),
            .number("fadeRange", \.fade.range, .positive), .number("fadeMinAlpha", \.fade.minimumAlpha, .within(0...1)),
        ]
    }
}

extension LayoutParameter where Layout: CircularCarouselLayout {
    /// iCarousel's circle options, in documentation order: `spacing`, `arc`, `radius`, `count`,
    /// `inverted`, `perspective`, `visibleItems`.
    public static var circleOptions: [LayoutParameter] {
        [
            .number("spacing", \.spacing, .within(0.01...10)),
            .number("arc", \.arc, .within(0.01...(2 * Double.pi))),
            .optionalNumber("radius", \.radius, .positive),
            .optionalCount("count", \.count, 1...1_000),
            .flag("inverted", \.inverted),
            .number("perspective", \.perspective, .within(-0.01...0)),
            .optionalCount("visibleItems", \.visibleItems, PerspectiveCarouselDefaults.visibleItemsRange),
        ]
    }
}
