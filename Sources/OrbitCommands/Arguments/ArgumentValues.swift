import ArgumentParser
import CollectionLayout
import OrbitRendering
import Playground

/// What is wrong with one value on the command line, worded to follow the flag's name:
/// `--seed: '-1' is not a whole number >= 0`. ArgumentParser reports it as
/// `The value '-1' is invalid for '--seed <seed>': '-1' is not a whole number >= 0`, which
/// `OrbitMain.usageMessage(for:)` shortens to the flag and this message.
enum ArgumentProblem: DescribedError, Sendable {
    /// What is wrong with the value, worded to follow the flag's name.
    case invalid(String)
    /// The layer below refused the value (an unknown layout, a bad overlay list): its own line.
    case refused(any DescribedError)

    /// What is wrong with the value.
    init(_ message: String) {
        self = .invalid(message)
    }

    var message: String {
        switch self {
        case .invalid(let message): message
        case .refused(let error): error.message
        }
    }
}

/// A value form of Orbit's flags (a size, a point, a count, a seed, a layout name, …). It is
/// `ExpressibleByArgument`, so `@Option var size: SizeArgument?` works anywhere; Orbit's own options
/// pass `transform: SizeArgument.parse` as well, so that a bad value is reported with what is wrong
/// with it rather than ArgumentParser's bare "is invalid".
protocol ArgumentValue: ExpressibleByArgument, CustomStringConvertible, Sendable {
    /// The value `text` stands for, or what is wrong with it.
    static func parse(_ text: String) throws(ArgumentProblem) -> Self
}

extension ArgumentValue {
    init?(argument: String) {
        guard let value = try? Self.parse(argument) else { return nil }
        self = value
    }

    var defaultValueDescription: String { description }
}

// MARK: - Numbers

/// The number forms the flags share; each names the text it read in its problem.
enum NumberText {
    /// A finite plain decimal number no larger than `ParameterValue.maximumMagnitude`.
    static func decimal(_ text: String, what: String = "a number") throws(ArgumentProblem) -> Double {
        guard let value = ParameterValue.decimal(text) else {
            // A number too large for a Double reads as infinity: call it out of range, not malformed.
            if let huge = Double(text.trimmingSpaces), huge.isInfinite, text.lowercased().contains("e") {
                throw ArgumentProblem("'\(text)' is out of range (at most 1e9 in magnitude)")
            }
            throw ArgumentProblem("'\(text)' is not \(what)")
        }
        guard abs(value) <= ParameterValue.maximumMagnitude else {
            throw ArgumentProblem("'\(text)' is out of range (at most 1e9 in magnitude)")
        }
        return value
    }

    /// `N,N,...` with exactly `count` numbers.
    static func decimals(_ text: String, count: Int, form: String) throws(ArgumentProblem) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == count else { throw ArgumentProblem("expected \(form), got '\(text)'") }
        var values: [Double] = []
        for part in parts { values.append(try decimal(part, what: "a number in \(form)")) }
        return values
    }

    /// A whole number, 0 or more.
    static func whole(_ text: String) throws(ArgumentProblem) -> Int {
        guard let value = Int(text.trimmingSpaces) else { throw ArgumentProblem("'\(text)' is not a whole number") }
        guard value >= 0 else { throw ArgumentProblem("must not be negative, got \(value)") }
        return value
    }
}

/// The rule a number flag's value must follow, as a type (`CheckedNumber<Positive>`).
protocol NumberArgumentRule: Sendable {
    static var rule: NumberRule { get }
}

/// Any finite number; ranges are the command's to check.
enum AnyNumber: NumberArgumentRule { static var rule: NumberRule { .any } }
/// A number greater than 0 (a duration, a percentage).
enum Positive: NumberArgumentRule { static var rule: NumberRule { .positive } }
/// A number 0 or greater (a time).
enum NonNegative: NumberArgumentRule { static var rule: NumberRule { .nonNegative } }

/// A finite number (`12`, `-0.5`, `1e3`), at most 1e9 in magnitude, that `Rule` admits; the text
/// is kept as written for help and errors.
struct CheckedNumber<Rule: NumberArgumentRule>: ArgumentValue {
    let value: Double
    let text: String

    init(_ value: Double) {
        self.value = value
        text = ParameterValue.format(value)
    }

    private init(value: Double, text: String) {
        self.value = value
        self.text = text
    }

    static func parse(_ text: String) throws(ArgumentProblem) -> CheckedNumber {
        let value = try NumberText.decimal(text, what: Rule.rule.phrase)
        guard Rule.rule.admits(value) else { throw ArgumentProblem("'\(text)' is not \(Rule.rule.phrase)") }
        return CheckedNumber(value: value, text: text)
    }

    var description: String { text }
}

typealias NumberArgument = CheckedNumber<AnyNumber>
typealias PositiveNumber = CheckedNumber<Positive>
typealias NonNegativeNumber = CheckedNumber<NonNegative>

/// A whole number 0 or greater (frames, runs, pixels); ranges are the command's to check.
struct WholeNumber: ArgumentValue {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    static func parse(_ text: String) throws(ArgumentProblem) -> WholeNumber {
        WholeNumber(try NumberText.whole(text))
    }

    var description: String { String(value) }
}

/// A number of items, 0 to `maximum`.
struct ItemCount: ArgumentValue {
    /// Item counts beyond this are taken as mistakes.
    static let maximum = 10_000_000

    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    static func parse(_ text: String) throws(ArgumentProblem) -> ItemCount {
        let value = try NumberText.whole(text)
        guard value <= maximum else { throw ArgumentProblem("at most \(maximum) items, got \(value)") }
        return ItemCount(value)
    }

    var description: String { String(value) }
}

/// `--sections 10,5,20`: items per section, whole numbers, at least one section, at most
/// `ItemCount.maximum` items and `maximumSections` sections in all.
struct SectionCounts: ArgumentValue {
    static let maximumSections = 100_000

    let values: [Int]

    init(_ values: [Int]) {
        self.values = values
    }

    /// `N,N,...`, or `SxN` for S sections of N items each (what a benchmark at a thousand
    /// sections needs).
    static func parse(_ text: String) throws(ArgumentProblem) -> SectionCounts {
        let grid = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        if grid.count == 2, !text.contains(",") {
            let sections = try NumberText.whole(grid[0]), each = try NumberText.whole(grid[1])
            guard (1...maximumSections).contains(sections) else {
                throw ArgumentProblem("expected 1 to \(maximumSections) sections in SxN, got '\(text)'")
            }
            guard each <= ItemCount.maximum / sections else {
                throw ArgumentProblem("at most \(ItemCount.maximum) items in all sections, got more in '\(text)'")
            }
            return SectionCounts(Array(repeating: each, count: sections))
        }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= maximumSections else {
            throw ArgumentProblem("at most \(maximumSections) sections, got \(parts.count)")
        }
        var values: [Int] = [], total = 0
        for part in parts {
            guard !part.trimmingSpaces.isEmpty else { throw ArgumentProblem("expected item counts N,N,..., got '\(text)'") }
            let value = try NumberText.whole(part)
            total += value
            guard total <= ItemCount.maximum else {
                throw ArgumentProblem("at most \(ItemCount.maximum) items in all sections, got more in '\(text)'")
            }
            values.append(value)
        }
        return SectionCounts(values)
    }

    var description: String { values.map(String.init).joined(separator: ",") }

    /// `SxN` when there are several sections of one size, the list otherwise: a table's label.
    var shortDescription: String {
        if values.count > 1, let first = values.first, values.allSatisfy({ $0 == first }) { return "\(values.count)x\(first)" }
        return description
    }
}

/// The seed of a random sequence: a whole number from 0 to 2^64 - 1.
struct Seed: ArgumentValue {
    let value: UInt64

    init(_ value: UInt64) {
        self.value = value
    }

    static func parse(_ text: String) throws(ArgumentProblem) -> Seed {
        guard let value = UInt64(text.trimmingSpaces) else { throw ArgumentProblem("'\(text)' is not a whole number >= 0") }
        return Seed(value)
    }

    var description: String { String(value) }
}

// MARK: - Geometry

/// `WIDTHxHEIGHT` in points, both positive and at most `maximumSide`.
struct SizeArgument: ArgumentValue {
    /// Bounds beyond this many points a side are taken as mistakes.
    static let maximumSide = 100_000.0

    let size: Size
    /// As typed (a default: as `parse` would read it), for messages.
    let text: String

    init(width: Double, height: Double) {
        size = Size(width: width, height: height)
        text = ParameterValue.format(width) + "x" + ParameterValue.format(height)
    }

    private init(size: Size, text: String) {
        self.size = size
        self.text = text
    }

    static func parse(_ text: String) throws(ArgumentProblem) -> SizeArgument {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw ArgumentProblem("expected WIDTHxHEIGHT, got '\(text)'") }
        let width = try NumberText.decimal(parts[0], what: "a width in WIDTHxHEIGHT")
        let height = try NumberText.decimal(parts[1], what: "a height in WIDTHxHEIGHT")
        guard width > 0, height > 0 else { throw ArgumentProblem("width and height must be positive, got '\(text)'") }
        guard width <= maximumSide, height <= maximumSide else {
            throw ArgumentProblem("at most \(Int(maximumSide)) points a side, got '\(text)'")
        }
        return SizeArgument(size: Size(width: width, height: height), text: text)
    }

    var description: String { text }
}

/// `X,Y`; either may be negative.
struct PointArgument: ArgumentValue {
    let point: Point
    let text: String

    static func parse(_ text: String) throws(ArgumentProblem) -> PointArgument {
        let values = try NumberText.decimals(text, count: 2, form: "X,Y")
        return PointArgument(point: Point(x: values[0], y: values[1]), text: text)
    }

    var description: String { text }
}

/// `X,Y,W,H` with a width and height of 0 or more.
struct RectArgument: ArgumentValue {
    let rect: Rect
    let text: String

    static func parse(_ text: String) throws(ArgumentProblem) -> RectArgument {
        let values = try NumberText.decimals(text, count: 4, form: "X,Y,W,H")
        guard values[2] >= 0, values[3] >= 0 else {
            throw ArgumentProblem("width and height must not be negative, got '\(text)'")
        }
        return RectArgument(rect: Rect(x: values[0], y: values[1], width: values[2], height: values[3]), text: text)
    }

    var description: String { text }
}

// MARK: - Layouts

/// A layout of `CommandContext.catalog`, by name; an unknown name lists the names there are.
struct LayoutName: ArgumentValue {
    let descriptor: LayoutDescriptor

    static func parse(_ text: String) throws(ArgumentProblem) -> LayoutName {
        do {
            return LayoutName(descriptor: try CommandContext.catalog.entry(named: text))
        } catch {
            throw .refused(error)
        }
    }

    var description: String { descriptor.name }
}

/// `all`, or layout names separated by commas.
enum LayoutSelection: ArgumentValue {
    case all
    case some([LayoutDescriptor])

    static func parse(_ text: String) throws(ArgumentProblem) -> LayoutSelection {
        if text == "all" { return .all }
        var layouts: [LayoutDescriptor] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            layouts.append(try LayoutName.parse(String(name)).descriptor)
        }
        return .some(layouts)
    }

    /// The layouts selected from `catalog`, in order.
    func layouts(in catalog: LayoutCatalog) -> [LayoutDescriptor] {
        switch self {
        case .all: catalog.entries
        case .some(let layouts): layouts
        }
    }

    var description: String {
        switch self {
        case .all: "all"
        case .some(let layouts): layouts.map(\.name).joined(separator: ",")
        }
    }
}

/// `KEY=VALUE`: one layout parameter, checked against the layout by the command.
struct SettingArgument: ArgumentValue {
    let setting: LayoutSetting

    static func parse(_ text: String) throws(ArgumentProblem) -> SettingArgument {
        guard let setting = try? LayoutSetting(parsing: text) else {
            throw ArgumentProblem("expected KEY=VALUE, got '\(text)'")
        }
        return SettingArgument(setting: setting)
    }

    var description: String { setting.argument }
}

/// `--renderer auto|software|opengl`.
struct RendererArgument: ArgumentValue {
    let choice: RendererChoice

    static func parse(_ text: String) throws(ArgumentProblem) -> RendererArgument {
        guard let choice = RendererChoice(rawValue: text.lowercased()) else {
            throw ArgumentProblem("expected one of \(RendererChoice.names), got '\(text)'")
        }
        return RendererArgument(choice: choice)
    }

    var description: String { choice.rawValue }
}

// MARK: - Lists

/// `--overlay labels,frames,…`: the playground's overlays by name, `all` or `none`.
struct OverlayArgument: ArgumentValue {
    let overlays: Set<Overlay>

    static let names = Overlay.allCases.map(\.rawValue).joined(separator: ", ")

    static func parse(_ text: String) throws(ArgumentProblem) -> OverlayArgument {
        do {
            return OverlayArgument(overlays: try Overlay.parseList(text))
        } catch {
            throw .refused(error)
        }
    }

    var description: String { Overlay.allCases.filter(overlays.contains).map(\.rawValue).joined(separator: ",") }
}

/// Values separated by commas (`1000,100000`); each must parse as `Element`.
struct CommaList<Element: ArgumentValue>: ArgumentValue {
    let values: [Element]

    init(_ values: [Element]) {
        self.values = values
    }

    static func parse(_ text: String) throws(ArgumentProblem) -> CommaList {
        var values: [Element] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            values.append(try Element.parse(String(part)))
        }
        return CommaList(values)
    }

    var description: String { values.map(\.description).joined(separator: ",") }
}

/// `--spring DAMPING,RESPONSE`: a spring for the animations, damping ratio in 0.05…10 and response
/// in 0.01…10 seconds (`SpringTiming`).
struct SpringArgument: ArgumentValue {
    let spring: SpringTiming

    static func parse(_ text: String) throws(ArgumentProblem) -> SpringArgument {
        let form = "DAMPING,RESPONSE (e.g. 0.5,0.4)"
        let values = try NumberText.decimals(text, count: 2, form: form)
        let damping = SpringTiming.dampingRange, response = SpringTiming.responseRange
        guard damping.contains(values[0]) else {
            throw ArgumentProblem("the damping ratio must be \(damping.lowerBound) to \(damping.upperBound), got '\(text)'")
        }
        guard response.contains(values[1]) else {
            throw ArgumentProblem("the response must be \(response.lowerBound) to \(response.upperBound) seconds, got '\(text)'")
        }
        return SpringArgument(spring: SpringTiming(dampingRatio: values[0], response: values[1]))
    }

    var description: String { "\(ParameterValue.format(spring.dampingRatio)),\(ParameterValue.format(spring.response))" }
}
