/// The ten layouts of the seed articles, by the names LAYOUTS.md gives them.
public enum Preset: String, CaseIterable, Sendable {
    case flow
    case ring
    case waterfall
    case line3d
    case circle
    case cards
    case wheel
    case line
    case smallCircle = "small-circle"
    case firewheel

    /// The name used on the command line and in traces.
    public var name: String { rawValue }

    /// Looks a preset up by name.
    public init(named name: String) throws(LayoutConfigurationError) {
        guard let preset = Preset(rawValue: name) else {
            let names = Preset.allCases.map(\.name).joined(separator: ", ")
            throw LayoutConfigurationError("unknown layout '\(name)' (expected one of: \(names))")
        }
        self = preset
    }

    /// Where the layout comes from.
    public var origin: String {
        switch self {
        case .flow: "UICollectionViewFlowLayout, partner of ring and line"
        case .ring: "seed 000: hangge's ring (LoopCollectionViewLayout)"
        case .waterfall: "seed 001 §1: masonry"
        case .line3d: "seed 001 §2: cosine-zoom carousel with paging"
        case .circle: "seed 001 §3: rotate and pinch"
        case .cards: "seed 001 §4: card stack"
        case .wheel: "seed 002: RayWenderlich's spinning wheel"
        case .line: "seed 003: linear zoom"
        case .smallCircle: "seed 003: small circle"
        case .firewheel: "seed 004: fire wheel"
        }
    }

    /// The layout the seed demo toggles to (Space in the playground).
    public var partner: Preset {
        switch self {
        case .ring: .flow
        case .flow: .ring
        case .line: .smallCircle
        case .smallCircle: .line
        default: .flow
        }
    }

    /// The `--set` keys this preset accepts, in documentation order.
    public var parameterKeys: [String] {
        switch self {
        case .flow: Self.flowParameters.map(\.key)
        case .ring: Self.ringParameters.map(\.key)
        case .waterfall: Self.waterfallParameters.map(\.key)
        case .line3d: Self.carouselParameters(withDirection: true).map(\.key)
        case .circle: Self.circleParameters.map(\.key)
        case .cards: Self.cardsParameters.map(\.key)
        case .wheel: Self.wheelParameters.map(\.key)
        case .line: Self.carouselParameters(withDirection: false).map(\.key)
        case .smallCircle: Self.smallCircleParameters.map(\.key)
        case .firewheel: Self.fireWheelParameters.map(\.key)
        }
    }

    /// The preset's layout with its seed defaults, then `settings` applied in order.
    public func makeLayout(_ settings: [LayoutSetting] = []) throws(LayoutConfigurationError) -> any CollectionViewLayout {
        switch self {
        case .flow: try configure(FlowLayout(), Self.flowParameters, settings)
        case .ring: try configure(CircleLayout.ring, Self.ringParameters, settings)
        case .waterfall: try configure(WaterfallLayout(), Self.waterfallParameters, settings)
        case .line3d: try configure(CarouselLayout.line3d, Self.carouselParameters(withDirection: true), settings)
        case .circle: try configure(CircleLayout.circle, Self.circleParameters, settings)
        case .cards: try configure(CardStackLayout(), Self.cardsParameters, settings)
        case .wheel: try configure(WheelLayout(), Self.wheelParameters, settings)
        case .line: try configure(CarouselLayout.line, Self.carouselParameters(withDirection: false), settings)
        case .smallCircle: try configure(CircleLayout.smallCircle, Self.smallCircleParameters, settings)
        case .firewheel: try configure(FireWheelLayout(), Self.fireWheelParameters, settings)
        }
    }

    private func configure<Layout: CollectionViewLayout>(
        _ layout: Layout, _ parameters: [LayoutParameter<Layout>], _ settings: [LayoutSetting]
    ) throws(LayoutConfigurationError) -> Layout {
        var layout = layout
        for setting in settings {
            guard let parameter = parameters.first(where: { $0.key == setting.key }) else {
                let keys = parameters.map(\.key).joined(separator: ", ")
                throw LayoutConfigurationError("unknown key '\(setting.key)' for layout \(name) (keys: \(keys))")
            }
            try parameter.apply(&layout, setting.value)
        }
        return layout
    }
}

// MARK: - Parameter tables

extension Preset {
    /// Lanes, cards and slots beyond these counts are taken as mistakes.
    static let maximumLanes = 1_000
    static let maximumSlots = 1_000_000

    static var flowParameters: [LayoutParameter<FlowLayout>] {
        [
            .size("itemSize", \.itemSize),
            .number("minimumInteritemSpacing", \.minimumInteritemSpacing, .nonNegative),
            .number("minimumLineSpacing", \.minimumLineSpacing, .nonNegative),
            .insets("sectionInset", \.sectionInset),
            .choice("direction", \.direction),
        ]
    }

    static var ringParameters: [LayoutParameter<CircleLayout>] {
        [.size("itemSize", \.itemSize)]
    }

    static var circleParameters: [LayoutParameter<CircleLayout>] {
        [
            .size("itemSize", \.itemSize),
            .number("scale", \.scale, .positive),
            .number("rotation", \.rotation, .any),
        ]
    }

    static var smallCircleParameters: [LayoutParameter<CircleLayout>] {
        [
            .size("itemSize", \.itemSize),
            .parsed("radius", NumberRule.positive.phrase, \.radius) { text in
                ParameterValue.number(text, rule: .positive).map { CircleLayout.Radius.fixed($0) }
            },
        ]
    }

    static var waterfallParameters: [LayoutParameter<WaterfallLayout>] {
        [
            .choice("direction", \.direction),
            .count("lanes", \.lanes, 1...maximumLanes),
            .number("columnSpacing", \.columnSpacing, .nonNegative),
            .number("rowSpacing", \.rowSpacing, .nonNegative),
            .insets("margin", \.margin),
            .optionalLength("laneWidth", \.laneWidth),
            .optionalLength("laneHeight", \.laneHeight),
            .choice("placement", \.placement),
            .lengths("lengths", \.lengths),
        ]
    }

    static func carouselParameters(withDirection: Bool) -> [LayoutParameter<CarouselLayout>] {
        let common: [LayoutParameter<CarouselLayout>] = [
            .size("itemSize", \.itemSize),
            .number("lineSpacing", \.lineSpacing, .nonNegative),
        ]
        return withDirection ? [.choice("direction", \.direction)] + common : common
    }

    static var cardsParameters: [LayoutParameter<CardStackLayout>] {
        [
            .size("itemSize", \.itemSize),
            .number("step", \.step, .nonNegative),
            .count("visibleCards", \.visibleCards, 1...maximumSlots),
        ]
    }

    static var wheelParameters: [LayoutParameter<WheelLayout>] {
        [
            .size("itemSize", \.itemSize),
            .number("radius", \.radius, .positive),
        ]
    }

    static var fireWheelParameters: [LayoutParameter<FireWheelLayout>] {
        [
            .size("itemSize", \.itemSize),
            .number("margin", \.margin, .nonNegative),
            .number("anglePerItem", \.anglePerItem, .positive),
            .count("visibleSlots", \.visibleSlots, 1...maximumSlots),
            .number("startAngle", \.startAngle, .any),
            .number("fade", \.fade, .positive),
        ]
    }
}
