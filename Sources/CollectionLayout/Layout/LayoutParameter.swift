/// A problem with a preset name, a `KEY=VALUE` setting, or a value: one line that names it.
public struct LayoutConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// One `--set KEY=VALUE`, not yet checked against a preset.
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
            throw LayoutConfigurationError("--set expects KEY=VALUE, got '\(text)'")
        }
        self.init(key: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }
}

/// A settable parameter of a layout: its `--set` key, what it accepts, and how it applies.
struct LayoutParameter<Layout>: Sendable {
    let key: String
    /// What a value must look like, for error messages.
    let expectation: String
    let apply: @Sendable (inout Layout, String) throws(LayoutConfigurationError) -> Void
}

/// What a number may be, beyond finite.
enum NumberRule: Sendable {
    case positive, nonNegative, any

    var phrase: String {
        switch self {
        case .positive: "a positive number"
        case .nonNegative: "a number >= 0"
        case .any: "a number"
        }
    }

    func admits(_ value: Double) -> Bool {
        switch self {
        case .positive: value > 0
        case .nonNegative: value >= 0
        case .any: true
        }
    }
}

/// Parsing of the value forms LAYOUTS.md uses: numbers, `WxH` or a side, comma lists, words.
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

    static func number(_ text: String, rule: NumberRule) -> Double? {
        guard let value = decimal(text), abs(value) <= maximumMagnitude, rule.admits(value) else { return nil }
        return value
    }

    static func numbers(_ text: String, rule: NumberRule) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var values: [Double] = []
        for part in parts {
            guard let value = number(String(part), rule: rule) else { return nil }
            values.append(value)
        }
        return values
    }

    static func integer(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = Int(text.trimmingSpaces), range.contains(value) else { return nil }
        return value
    }

    /// `WxH` or a single side for a square.
    static func size(_ text: String) -> Size? {
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
    static func insets(_ text: String) -> EdgeInsets? {
        guard let values = numbers(text, rule: .nonNegative) else { return nil }
        switch values.count {
        case 1: return EdgeInsets(all: values[0])
        case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default: return nil
        }
    }
}

extension LayoutParameter {
    private static func failure(_ key: String, _ text: String, _ expectation: String) -> LayoutConfigurationError {
        LayoutConfigurationError("malformed value '\(text)' for \(key): expected \(expectation)")
    }

    /// Builds a parameter from a parser; a nil parse is a malformed value.
    static func parsed<Value>(
        _ key: String, _ expectation: String, _ path: WritableKeyPath<Layout, Value> & Sendable,
        _ parse: @escaping @Sendable (String) -> Value?
    ) -> LayoutParameter {
        LayoutParameter(key: key, expectation: expectation) { (layout: inout Layout, text: String) throws(LayoutConfigurationError) in
            guard let value = parse(text) else { throw failure(key, text, expectation) }
            layout[keyPath: path] = value
        }
    }

    static func number(_ key: String, _ path: WritableKeyPath<Layout, Double> & Sendable, _ rule: NumberRule) -> LayoutParameter {
        parsed(key, rule.phrase, path) { ParameterValue.number($0, rule: rule) }
    }

    static func optionalLength(_ key: String, _ path: WritableKeyPath<Layout, Double?> & Sendable) -> LayoutParameter {
        parsed(key, NumberRule.positive.phrase, path) { ParameterValue.number($0, rule: .positive) }
    }

    static func count(_ key: String, _ path: WritableKeyPath<Layout, Int> & Sendable, _ range: ClosedRange<Int>) -> LayoutParameter {
        parsed(key, "a whole number from \(range.lowerBound) to \(range.upperBound)", path) {
            ParameterValue.integer($0, in: range)
        }
    }

    static func size(_ key: String, _ path: WritableKeyPath<Layout, Size> & Sendable) -> LayoutParameter {
        parsed(key, "WIDTHxHEIGHT or one side, positive numbers", path) { ParameterValue.size($0) }
    }

    static func insets(_ key: String, _ path: WritableKeyPath<Layout, EdgeInsets> & Sendable) -> LayoutParameter {
        parsed(key, "TOP,LEFT,BOTTOM,RIGHT or one inset, numbers >= 0", path) { ParameterValue.insets($0) }
    }

    static func lengths(_ key: String, _ path: WritableKeyPath<Layout, [Double]> & Sendable) -> LayoutParameter {
        parsed(key, "a comma-separated list of positive numbers", path) { ParameterValue.numbers($0, rule: .positive) }
    }

    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Layout, Value> & Sendable
    ) -> LayoutParameter where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        return parsed(key, "one of " + names.joined(separator: ", "), path) { Value(rawValue: $0.trimmingSpaces) }
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
