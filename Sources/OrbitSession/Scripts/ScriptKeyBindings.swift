import CollectionLayout

/// What a host's keys do, as scripts need to know it: the seam between a script's `key` lines
/// and the key bindings of the app that replays them.
///
/// A protocol rather than a table here because keys belong to the playground (its `KeyBindings`)
/// and OrbitSession sits below it: the session only ever handles `SessionAction`s, a script keeps
/// a key as the key it was (`ScriptStep.key`, so a journal writes back what the user pressed), and
/// whoever replays a script hands in the bindings that turn its keys into actions.
public protocol ScriptKeyBindings: Sendable {
    /// The action a key sends to the session in a replay (lower-case SDL name), nil for a key
    /// the session has nothing to do with (a host command, an unbound key).
    func action(forKey name: String) -> SessionAction?
    /// Whether the key does anything in the host: an action or a host command (a HUD toggle, …).
    func binds(key name: String) -> Bool
    /// Every bound key name, for the warning about an unbound one.
    var keyNamesDescription: String { get }
}

/// No keys: what a script means to a host without key bindings (its `key` lines do nothing).
public struct NoKeyBindings: ScriptKeyBindings {
    public init() {}
    public func action(forKey name: String) -> SessionAction? { nil }
    public func binds(key name: String) -> Bool { false }
    public var keyNamesDescription: String { "none" }
}
