import CollectionLayoutCore

/// One layout of a catalog: its name, what it is, its parameters with their defaults, its partner
/// for Space, and how to make it. Everything Orbit does with a layout (the playground, `dump`,
/// `shot`, `replay`, `bench`, `fuzz`, `soak`, scripts and the HUD) goes through a descriptor.
///
/// ```swift
/// extension LayoutDescriptor {
///     static let spiral = LayoutDescriptor(
///         name: "spiral", summary: "items on an Archimedean spiral", origin: "my package",
///         parameters: [.size("itemSize", \.itemSize), .number("spacing", \.spacing, .positive)],
///         make: { SpiralLayout() })
/// }
/// ```
public struct LayoutDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// The name on the command line, in scripts and traces: letters, digits, `-`, `_` and `.`.
    public let name: String
    /// One line on what the layout does.
    public let summary: String
    /// Where it comes from (an article, a library, a package), for the HUD and `orbit layouts`.
    public let origin: String
    /// The layout Space switches to; nil: the catalog's first layout.
    public let partner: String?
    /// The `--set` keys with what they accept and their default values, in documentation order.
    public let parameters: [LayoutParameterInfo]
    /// What pinch and rotation do in the layout made with the defaults.
    public let gestures: GestureResponse
    /// Items per section that `orbit play --layout NAME` starts with when neither `--items` nor
    /// `--sections` is given (a gallery layout: its sample's data); nil: the command's item count.
    public let defaultSections: [Int]?
    private let factory: @Sendable ([LayoutSetting]) throws(LayoutConfigurationError) -> any CollectionViewLayout

    /// A layout made by `make` (its defaults), then configured by `--set` through `parameters`.
    public init<Layout: CollectionViewLayout>(
        name: String, summary: String, origin: String = "", partner: String? = nil,
        parameters: [LayoutParameter<Layout>] = [], defaultSections: [Int]? = nil, make: @escaping @Sendable () -> Layout
    ) {
        let defaults = make()
        self.name = name
        self.summary = summary
        self.origin = origin
        self.partner = partner
        self.parameters = parameters.map { parameter in
            LayoutParameterInfo(
                key: parameter.key, expectation: parameter.expectation, kind: parameter.kind, defaultValue: parameter.read(defaults),
                unit: parameter.unit)
        }
        gestures = defaults.gestures
        self.defaultSections = defaultSections.map { $0.map { Swift.max(0, $0) } }
        factory = { (settings: [LayoutSetting]) throws(LayoutConfigurationError) -> any CollectionViewLayout in
            var layout = make()
            for setting in settings {
                guard let parameter = parameters.first(where: { $0.key == setting.key }) else {
                    throw .unknownKey(setting.key, layout: name, keys: parameters.map(\.key))
                }
                try parameter.apply(&layout, setting.value)
            }
            return layout
        }
    }

    /// The layout with its defaults, then `settings` applied in order (the last one of a key wins).
    /// An unknown key or a malformed value throws an error that names it in one line.
    public func makeLayout(_ settings: [LayoutSetting] = []) throws(LayoutConfigurationError) -> any CollectionViewLayout {
        try factory(settings)
    }

    /// The layout with its defaults: what `makeLayout()` gives without settings, which cannot fail.
    /// The built-in layouts' types are Orbit's own; this is how code outside Orbit gets one, to
    /// wrap it (`LayoutWrapper`), compare with it or host it: `LayoutDescriptor.flow.defaultLayout`.
    public var defaultLayout: any CollectionViewLayout {
        do {
            return try factory([])
        } catch {
            // Only a setting can be refused, and there is none.
            preconditionFailure("a layout without settings was refused: \(error.message)")
        }
    }

    /// The `--set` keys, in documentation order.
    public var parameterKeys: [String] { parameters.map(\.key) }

    public var description: String { name }

    /// Descriptors are identified by name: a catalog holds one layout per name.
    public static func == (lhs: LayoutDescriptor, rhs: LayoutDescriptor) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether `name` can name a layout: 1 to 64 of letters, digits, `-`, `_` and `.`.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64
            && name.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "-" || scalar == "_" || scalar == "."
            }
    }
}

/// A parameter as the tools show it: its key, what it accepts and its default value.
public struct LayoutParameterInfo: Hashable, Sendable {
    public let key: String
    public let expectation: String
    /// The control that edits it (`LayoutParameterKind`).
    public let kind: LayoutParameterKind
    /// The value of the layout made with its defaults, in the form `--set` accepts.
    public let defaultValue: String
    /// Its values' unit for display ("pt", "rad"; empty for none: `LayoutParameter.unit`).
    public let unit: String
}
