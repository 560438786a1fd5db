import CollectionLayoutCore

/// A problem with a layout name, a `KEY=VALUE` setting, or a value: a case with what it names,
/// rendered to one line by `message`.
public enum LayoutConfigurationError: DescribedError, Equatable, Sendable {
    /// A catalog entry's name is not 1 to 64 letters, digits, `-`, `_` or `.`.
    case invalidName(String)
    /// Two catalog entries share the name.
    case duplicateName(String)
    /// A catalog of no layouts.
    case emptyCatalog
    /// No layout of the catalog has the name; `known`: the catalog's names, in order.
    case unknownLayout(String, known: [String])
    /// The layout has no parameter of the key; `keys`: those it has, in order.
    case unknownKey(String, layout: String, keys: [String])
    /// A `--set` argument without `KEY=`.
    case malformedSetting(String)
    /// A value the parameter `key` cannot read; `expected` says what it reads (`a number > 0`).
    case malformedValue(String, key: String, expected: String)
    /// A layout's own parameter refused a value: its line as written.
    case rejected(String)

    /// A refusal in the caller's words (`rejected`): a custom parameter's `apply` says why.
    public init(_ message: String) {
        self = .rejected(message)
    }

    public var message: String {
        switch self {
        case .invalidName(let name): "layout name '\(name)' is not valid: use 1 to 64 letters, digits, '-', '_' or '.'"
        case .duplicateName(let name): "two layouts are named '\(name)': each name must be unique"
        case .emptyCatalog: "a layout catalog needs at least one layout"
        case .unknownLayout(let name, let known): "unknown layout '\(name)' (expected one of: \(known.joined(separator: ", ")))"
        case .unknownKey(let key, let layout, let keys):
            "unknown key '\(key)' for layout \(layout) (keys: \(keys.isEmpty ? "none" : keys.joined(separator: ", ")))"
        case .malformedSetting(let text): "--set expects KEY=VALUE, got '\(text)'"
        case .malformedValue(let text, let key, let expected): "malformed value '\(text)' for \(key): expected \(expected)"
        case .rejected(let message): message
        }
    }
}
