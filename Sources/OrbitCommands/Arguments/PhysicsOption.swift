import ArgumentParser
import CollectionLayout
import OrbitSession

/// `--physics KEY=VALUE` (repeatable), shared by `play` and `replay`: the host's feel the session
/// starts with (`PhysicsKey`: decelerationRate, rubberBand, …), as the tuning panel's "Copy
/// command" writes it.
struct PhysicsOption: ParsableArguments {
    @Option(
        name: .customLong("physics"),
        help: ArgumentHelp(
            "Start with a host physics value: \(PhysicsKey.allCases.map(\.rawValue).joined(separator: ", ")) (repeatable).",
            valueName: "key=value"),
        transform: PhysicsArgument.parse)
    var values: [PhysicsArgument] = []

    /// The values by key, the last of a key winning.
    var settings: [PhysicsKey: Double] {
        values.reduce(into: [:]) { $0[$1.key] = $1.value }
    }
}

/// One `--physics KEY=VALUE`: a known key and a number in its range.
struct PhysicsArgument: ArgumentValue {
    let key: PhysicsKey
    let value: Double

    static func parse(_ text: String) throws(ArgumentProblem) -> PhysicsArgument {
        let keys = PhysicsKey.allCases.map(\.rawValue).joined(separator: ", ")
        guard let equals = text.firstIndex(of: "="), let key = PhysicsKey(rawValue: String(text[..<equals])) else {
            throw ArgumentProblem("expected KEY=VALUE with KEY one of \(keys), got '\(text)'")
        }
        let range = key.range
        guard let value = ParameterValue.decimal(String(text[text.index(after: equals)...])), range.contains(value) else {
            throw ArgumentProblem(
                "\(key.rawValue) must be a number from \(ParameterValue.format(range.lowerBound)) to \(ParameterValue.format(range.upperBound)), got '\(text)'")
        }
        return PhysicsArgument(key: key, value: value)
    }

    var description: String { "\(key.rawValue)=\(ParameterValue.format(value))" }
}
