import CollectionLayoutCore

/// One `--set KEY=VALUE`, not yet checked against a layout.
public struct LayoutSetting: Hashable, Sendable {
    public let key: String
    public let value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// Splits `KEY=VALUE` at the first `=`.
    public init(parsing text: String) throws(LayoutConfigurationError) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw .malformedSetting(text)
        }
        self.init(key: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }
}

/// A settable parameter of a layout: its `--set` key, what it accepts, how it applies, and how
/// its current value reads. Declare a layout's parameters with the factories below (`number`,
/// `count`, `size`, `choice`, …) and hand them to its `LayoutDescriptor`: every Orbit tool then
/// accepts `--set KEY=VALUE` for it, checks the value and names the problem in one line.
public struct LayoutParameter<Layout>: Sendable {
    /// The `--set` key.
    public let key: String
    /// What a value must look like, for help and error messages ("a number from 0 to 1").
    public let expectation: String
    /// What kind of control edits it (the playground's tuning panel): a slider, stepper, toggle,
    /// choice or a text field.
    public let kind: LayoutParameterKind
    /// The unit of its values for display ("pt", "rad"; empty for a plain factor or a word):
    /// the tuning panel shows it beside the value. Set with `unit(_:)`.
    public private(set) var unit = ""
    let apply: @Sendable (inout Layout, String) throws(LayoutConfigurationError) -> Void
    let read: @Sendable (Layout) -> String

    /// A parameter with its own parsing: `apply` sets the value from the text or throws a
    /// `LayoutConfigurationError`, `read` writes the current value in the form `apply` accepts.
    public init(
        key: String, expectation: String, kind: LayoutParameterKind = .text, read: @escaping @Sendable (Layout) -> String,
        apply: @escaping @Sendable (inout Layout, String) throws(LayoutConfigurationError) -> Void
    ) {
        self.key = key
        self.expectation = expectation
        self.kind = kind
        self.read = read
        self.apply = apply
    }

    /// The parameter with its values in `unit` ("pt" for points, "rad" for radians).
    public func unit(_ unit: String) -> LayoutParameter {
        var copy = self
        copy.unit = unit
        return copy
    }
}

/// The control a parameter is edited with, from its factory: what a tuning panel needs to draw it
/// without parsing `expectation`.
public enum LayoutParameterKind: Hashable, Sendable {
    /// A number (points, radians or a factor, as the layout documents it) that `rule` admits: a
    /// slider over a `.within` range, a drag field otherwise.
    case number(NumberRule)
    /// A whole number in the range: a stepper.
    case count(ClosedRange<Int>)
    /// One of these words: a choice.
    case choice([String])
    /// `true` or `false`: a toggle.
    case flag
    /// Any other form (sizes, insets, lists, optional values): a text field checked by the layout.
    case text
}

/// What a number may be, beyond finite and at most `ParameterValue.maximumMagnitude`.
public enum NumberRule: Hashable, Sendable {
    case positive, nonNegative, any
    /// Inside a closed range.
    case within(ClosedRange<Double>)

    public var phrase: String {
        switch self {
        case .positive: "a positive number"
        case .nonNegative: "a number >= 0"
        case .any: "a number"
        case .within(let range):
            "a number from \(ParameterValue.format(range.lowerBound)) to \(ParameterValue.format(range.upperBound))"
        }
    }

    public func admits(_ value: Double) -> Bool {
        switch self {
        case .positive: value > 0
        case .nonNegative: value >= 0
        case .any: true
        case .within(let range): range.contains(value)
        }
    }
}

/// Parsing of the value forms docs/reference/LAYOUTS.md uses: numbers, `WxH` or a side, comma lists, words.
public enum ParameterValue {
    /// Beyond this magnitude a value is taken as a mistake rather than a layout (points or radians).
    public static let maximumMagnitude = 1_000_000_000.0

    /// A finite number in plain decimal notation (`12`, `-0.5`, `1e3`), spaces around it allowed.
    /// `Double(_:)` alone would also read "nan", "inf" and hex floats, which no user means here.
    public static func decimal(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }

    /// A decimal number, or an angle written with pi: `pi`, `-pi/4`, `5pi/4`, `1.5*pi`, `2*pi/3`.
    public static func angle(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces.lowercased()
        guard let piRange = trimmed.range(of: "pi") else { return decimal(trimmed) }
        var coefficient = String(trimmed[..<piRange.lowerBound]).trimmingSpaces
        if coefficient.hasSuffix("*") { coefficient.removeLast() }
        let factor: Double
        switch coefficient.trimmingSpaces {
        case "", "+": factor = 1
        case "-": factor = -1
        case let written:
            guard let value = decimal(written) else { return nil }
            factor = value
        }
        let rest = String(trimmed[piRange.upperBound...]).trimmingSpaces
        var divisor = 1.0
        if !rest.isEmpty {
            guard rest.hasPrefix("/"), let value = decimal(String(rest.dropFirst())), value != 0 else { return nil }
            divisor = value
        }
        let value = factor * Double.pi / divisor
        return value.isFinite ? value : nil
    }

    /// `value` as the shortest text that reads back to it: whole numbers without a decimal point.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// `size` as `WIDTHxHEIGHT`, each number as `format(_:)` writes it.
    public static func format(_ size: Size) -> String {
        format(size.width) + "x" + format(size.height)
    }

    /// `insets` as `TOP,LEFT,BOTTOM,RIGHT`, each number as `format(_:)` writes it.
    public static func format(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map { format($0) }.joined(separator: ",")
    }

    /// A number (decimal or with pi) that `rule` admits, at most `maximumMagnitude`.
    public static func number(_ text: String, rule: NumberRule) -> Double? {
        guard let value = angle(text), abs(value) <= maximumMagnitude, rule.admits(value) else { return nil }
        return value
    }

    /// A comma-separated list of numbers that `rule` admits.
    public static func numbers(_ text: String, rule: NumberRule) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var values: [Double] = []
        for part in parts {
            guard let value = number(String(part), rule: rule) else { return nil }
            values.append(value)
        }
        return values
    }

    /// A whole number in `range`.
    public static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = Int(text.trimmingSpaces), range.contains(value) else { return nil }
        return value
    }

    /// `WxH` or a single side for a square.
    public static func size(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return number(String(parts[0]), rule: .positive).map { Size(square: $0) }
        case 2:
            guard let width = number(String(parts[0]), rule: .positive),
                let height = number(String(parts[1]), rule: .positive)
            else { return nil }
            return Size(width: width, height: height)
        default:
            return nil
        }
    }

    /// `top,left,bottom,right` or one inset for every side.
    public static func insets(_ text: String) -> EdgeInsets? {
        guard let values = numbers(text, rule: .nonNegative) else { return nil }
        switch values.count {
        case 1: return EdgeInsets(all: values[0])
        case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default: return nil
        }
    }
}

// MARK: - Factories

extension LayoutParameter {
    private static func failure(_ key: String, _ text: String, _ expectation: String) -> LayoutConfigurationError {
        .malformedValue(text, key: key, expected: expectation)
    }

    /// A parameter from a parser and a formatter; a nil parse is a malformed value.
    public static func parsed<Value>(
        _ key: String, _ expectation: String, _ path: WritableKeyPath<Layout, Value> & Sendable,
        format: @escaping @Sendable (Value) -> String, kind: LayoutParameterKind = .text,
        _ parse: @escaping @Sendable (String) -> Value?
    ) -> LayoutParameter {
        LayoutParameter(key: key, expectation: expectation, kind: kind, read: { format($0[keyPath: path]) }) {
            (layout: inout Layout, text: String) throws(LayoutConfigurationError) in
            guard let value = parse(text) else { throw failure(key, text, expectation) }
            layout[keyPath: path] = value
        }
    }

    /// A number in points or radians; `pi` forms are accepted (`pi/4`, `5pi/4`).
    public static func number(
        _ key: String, _ path: WritableKeyPath<Layout, Double> & Sendable, _ rule: NumberRule = .any
    ) -> LayoutParameter {
        parsed(key, rule.phrase, path, format: ParameterValue.format, kind: .number(rule)) { ParameterValue.number($0, rule: rule) }
    }

    /// A positive length that may be left unset ("auto": the layout derives it).
    public static func optionalLength(_ key: String, _ path: WritableKeyPath<Layout, Double?> & Sendable) -> LayoutParameter {
        parsed(key, NumberRule.positive.phrase, path, format: { $0.map(ParameterValue.format) ?? "auto" }) {
            ParameterValue.number($0, rule: .positive)
        }.unit("pt")
    }

    /// A whole number in `range` (counts of lanes, slots, cards).
    public static func count(_ key: String, _ path: WritableKeyPath<Layout, Int> & Sendable, _ range: ClosedRange<Int>) -> LayoutParameter {
        parsed(key, "a whole number from \(range.lowerBound) to \(range.upperBound)", path, format: { String($0) }, kind: .count(range)) {
            ParameterValue.integer($0, in: range)
        }
    }

    /// `WIDTHxHEIGHT` or one side for a square, points.
    public static func size(_ key: String, _ path: WritableKeyPath<Layout, Size> & Sendable) -> LayoutParameter {
        parsed(key, "WIDTHxHEIGHT or one side, positive numbers", path, format: ParameterValue.format) { ParameterValue.size($0) }
            .unit("pt")
    }

    /// A size that may be left unset: `WIDTHxHEIGHT`, one side, or `none` (flow's
    /// `estimatedItemSize`: none turns self-sizing off).
    public static func optionalSize(_ key: String, _ path: WritableKeyPath<Layout, Size?> & Sendable) -> LayoutParameter {
        parsed(key, "WIDTHxHEIGHT, one side (positive numbers) or none", path, format: { size in
            size.map(ParameterValue.format) ?? "none"
        }) { text in
            text.trimmingSpaces.lowercased() == "none" ? .some(nil) : ParameterValue.size(text).map { $0 }
        }
    }

    /// `TOP,LEFT,BOTTOM,RIGHT` or one inset for every side, points.
    public static func insets(_ key: String, _ path: WritableKeyPath<Layout, EdgeInsets> & Sendable) -> LayoutParameter {
        parsed(key, "TOP,LEFT,BOTTOM,RIGHT or one inset, numbers >= 0", path, format: ParameterValue.format) { ParameterValue.insets($0) }
            .unit("pt")
    }

    /// A comma-separated list of positive numbers ("none" when empty).
    public static func lengths(_ key: String, _ path: WritableKeyPath<Layout, [Double]> & Sendable) -> LayoutParameter {
        parsed(key, "a comma-separated list of positive numbers", path, format: { values in
            values.isEmpty ? "none" : values.map(ParameterValue.format).joined(separator: ",")
        }) { ParameterValue.numbers($0, rule: .positive) }
    }

    /// A value per section (CHT's and UIKit's per-section delegate methods from the command line):
    /// one value sets `scalar` for every section; several, `V<separator>V…`, give section `s` the
    /// `s`-th, the last repeating (`list` holds them, `scalar` the last, so a section past the
    /// list reads the scalar). Reads back as it was written: the list only when there is one.
    public static func perSection<Value: Sendable>(
        _ key: String, _ expectation: String, _ scalar: WritableKeyPath<Layout, Value> & Sendable,
        _ list: WritableKeyPath<Layout, [Value]> & Sendable, separator: Character = ",", kind: LayoutParameterKind = .text,
        format: @escaping @Sendable (Value) -> String, _ parse: @escaping @Sendable (String) -> Value?
    ) -> LayoutParameter {
        // `expectation` stays the one value's (what the tuning panel's control edits); the error
        // names the list form too.
        let listed = expectation + ", or one per section separated by '\(separator)' (the last repeating)"
        return LayoutParameter(key: key, expectation: expectation, kind: kind, read: { layout in
            let values = layout[keyPath: list]
            return values.isEmpty ? format(layout[keyPath: scalar]) : values.map(format).joined(separator: String(separator))
        }) { (layout: inout Layout, text: String) throws(LayoutConfigurationError) in
            var values: [Value] = []
            for part in text.split(separator: separator, omittingEmptySubsequences: false) {
                guard let value = parse(String(part)) else { throw failure(key, text, listed) }
                values.append(value)
            }
            guard let last = values.last else { throw failure(key, text, listed) }
            layout[keyPath: scalar] = last
            layout[keyPath: list] = values.count > 1 ? values : []
        }
    }

    /// `number`, per section (`perSection`): `10` or `10,20,30`.
    public static func sectionNumber(
        _ key: String, _ scalar: WritableKeyPath<Layout, Double> & Sendable, _ list: WritableKeyPath<Layout, [Double]> & Sendable,
        _ rule: NumberRule = .any
    ) -> LayoutParameter {
        perSection(key, rule.phrase, scalar, list, kind: .number(rule), format: ParameterValue.format) {
            ParameterValue.number($0, rule: rule)
        }
    }

    /// `count`, per section (`perSection`): `3` or `2,3,4`.
    public static func sectionCount(
        _ key: String, _ scalar: WritableKeyPath<Layout, Int> & Sendable, _ list: WritableKeyPath<Layout, [Int]> & Sendable,
        _ range: ClosedRange<Int>
    ) -> LayoutParameter {
        perSection(
            key, "a whole number from \(range.lowerBound) to \(range.upperBound)", scalar, list, kind: .count(range),
            format: { String($0) }
        ) { ParameterValue.integer($0, in: range) }
    }

    /// `insets`, per section (`perSection`), sections separated by `/`: `10` or `10,0,10,0/20`.
    public static func sectionInsets(
        _ key: String, _ scalar: WritableKeyPath<Layout, EdgeInsets> & Sendable,
        _ list: WritableKeyPath<Layout, [EdgeInsets]> & Sendable
    ) -> LayoutParameter {
        perSection(key, "TOP,LEFT,BOTTOM,RIGHT or one inset, numbers >= 0", scalar, list, separator: "/", format: ParameterValue.format) {
            ParameterValue.insets($0)
        }.unit("pt")
    }

    /// Item sizes per section: `WxH,WxH,…` for a section, sections separated by `/`
    /// (`100x150,100x80/200x100`); `none` for no sizes.
    public static func itemSizes(_ key: String, _ path: WritableKeyPath<Layout, [[Size]]> & Sendable) -> LayoutParameter {
        parsed(key, "WIDTHxHEIGHT sizes separated by ',', sections by '/' (positive numbers), or none", path, format: { sections in
            sections.isEmpty ? "none" : sections.map { sizes in sizes.map(ParameterValue.format).joined(separator: ",") }
                .joined(separator: "/")
        }) { text in
            if text.trimmingSpaces.lowercased() == "none" { return [] }
            var sections: [[Size]] = []
            for section in text.split(separator: "/", omittingEmptySubsequences: false) {
                var sizes: [Size] = []
                for part in section.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let size = ParameterValue.size(String(part)) else { return nil }
                    sizes.append(size)
                }
                sections.append(sizes)
            }
            return sections
        }
    }

    /// One of an enumeration's raw values (`direction`: `horizontal` or `vertical`).
    public static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Layout, Value> & Sendable
    ) -> LayoutParameter where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        return parsed(key, "one of " + names.joined(separator: ", "), path, format: { $0.rawValue }, kind: .choice(names)) {
            Value(rawValue: $0.trimmingSpaces)
        }
    }

    /// `choice`, per section (`perSection`): `leftToRight` or `shortestFirst,rightToLeft`.
    public static func sectionChoice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ scalar: WritableKeyPath<Layout, Value> & Sendable, _ list: WritableKeyPath<Layout, [Value]> & Sendable
    ) -> LayoutParameter where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        return perSection(key, "one of " + names.joined(separator: ", "), scalar, list, kind: .choice(names), format: { $0.rawValue }) {
            Value(rawValue: $0.trimmingSpaces)
        }
    }

    /// `true` or `false`.
    public static func flag(_ key: String, _ path: WritableKeyPath<Layout, Bool> & Sendable) -> LayoutParameter {
        parsed(key, "true or false", path, format: { String($0) }, kind: .flag) { Bool($0.trimmingSpaces.lowercased()) }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    public var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}

extension LayoutSetting {
    /// `KEY=VALUE`, as `--set` reads it.
    public var argument: String { key + "=" + value }
}
