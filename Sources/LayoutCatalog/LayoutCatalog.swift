import CollectionLayoutCore

/// The layouts a session, a command line or a test can choose from, in order: the number keys 1…9
/// and 0 choose the first ten, Tab the next one. `LayoutCatalog.seeds` holds the ten layouts of the
/// seed articles; a user's package adds its own:
///
/// ```swift
/// let catalog = try LayoutCatalog.seeds.adding([.spiral, .petals])
/// ```
public struct LayoutCatalog: Hashable, Sendable {
    /// In order.
    public let entries: [LayoutDescriptor]
    /// The names of the layouts that respond to pinch or rotation, for the HUD's help (read every
    /// frame, so kept rather than filtered each time).
    public let gestureLayoutNames: [String]

    /// A catalog of `entries`, in that order. Names must be valid (`LayoutDescriptor.isValidName`)
    /// and unique; the error names the first one that is not.
    public init(_ entries: [LayoutDescriptor]) throws(LayoutConfigurationError) {
        var seen: Set<String> = []
        for entry in entries {
            guard LayoutDescriptor.isValidName(entry.name) else {
                throw .invalidName(entry.name)
            }
            guard seen.insert(entry.name).inserted else {
                throw .duplicateName(entry.name)
            }
        }
        guard !entries.isEmpty else { throw .emptyCatalog }
        self.init(checkedEntries: entries)
    }

    /// A catalog the caller knows to be valid (the seeds: the tests check them).
    init(checkedEntries entries: [LayoutDescriptor]) {
        self.entries = entries
        gestureLayoutNames = entries.filter { !$0.gestures.isEmpty }.map(\.name)
    }

    /// This catalog followed by `more`.
    public func adding(_ more: [LayoutDescriptor]) throws(LayoutConfigurationError) -> LayoutCatalog {
        try LayoutCatalog(entries + more)
    }

    /// The names in order.
    public var names: [String] { entries.map(\.name) }

    /// The layout called `name`; the error lists the names there are.
    public func entry(named name: String) throws(LayoutConfigurationError) -> LayoutDescriptor {
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw .unknownLayout(name, known: names)
        }
        return entry
    }

    /// Whether a layout is called `name`.
    public func contains(_ name: String) -> Bool { entries.contains { $0.name == name } }

    /// The position of `name` in the catalog.
    public func position(of name: String) -> Int? { entries.firstIndex { $0.name == name } }

    /// The layout Space switches to from `name`: its declared partner when the catalog has it,
    /// otherwise the first layout (or the second, from the first).
    public func partner(of name: String) -> LayoutDescriptor {
        if let partner = entries.first(where: { $0.name == name })?.partner, let found = entries.first(where: { $0.name == partner }) {
            return found
        }
        return entries[0].name != name || entries.count == 1 ? entries[0] : entries[1]
    }

    /// The layout after `name` (Tab), wrapping round.
    public func layout(after name: String) -> LayoutDescriptor {
        let next = ((position(of: name) ?? -1) + 1) % entries.count
        return entries[next]
    }

    /// The layout number key `digit` chooses: 1…9 the first nine, 0 the tenth; nil past the end.
    public func layout(forDigit digit: Int) -> LayoutDescriptor? {
        guard (0...9).contains(digit) else { return nil }
        let position = (digit + 9) % 10
        return position < entries.count ? entries[position] : nil
    }
}
