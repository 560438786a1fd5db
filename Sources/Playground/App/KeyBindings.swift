import CollectionLayout
import OrbitSession

/// What a key does in the playground: an action for the session, or a command only the window
/// can carry out.
public enum KeyBinding: Hashable, Sendable {
    case action(SessionAction)
    case host(AppCommand)
}

/// The playground's keys (docs/reference/INTERACTION.md's mapping), by SDL's lower-case key name:
/// the one table of them. The session never sees a key name; a key becomes a `SessionAction`
/// here, live and when a script's or journal's `key` line is replayed (`ScriptKeyBindings`).
public struct KeyBindings: ScriptKeyBindings {
    /// The playground's bindings.
    public static let playground = KeyBindings()

    public init() {}

    /// The keys besides the digits (1…9, 0 and keypad digits: `SessionAction.selectNumberedLayout`).
    public static let table: [String: KeyBinding] = [
        "space": .action(.switchToPartner), "tab": .action(.nextLayout),
        "+": .action(.addItem), "=": .action(.addItem), "keypad +": .action(.addItem),
        "-": .action(.removeItem), "_": .action(.removeItem), "keypad -": .action(.removeItem),
        "left": .action(.page(-1)), "up": .action(.page(-1)), "right": .action(.page(1)), "down": .action(.page(1)),
        "[": .action(.slower), "]": .action(.faster), "d": .action(.flipDirection), "o": .action(.toggleSwipePaging),
        "r": .action(.reset), "b": .action(.toggleSpring), "n": .action(.insertSectionAfterFocus), "x": .action(.deleteFocusedSection),
        "j": .action(.moveFocusedSection), "home": .action(.scrollToFirstItem), "end": .action(.scrollToLastItem),
        "h": .host(.toggleHUD), "g": .host(.toggleProfiler), "p": .host(.screenshot), "f11": .host(.toggleFullscreen),
        "l": .host(.toggleLabels), "f": .host(.toggleFrames), "m": .host(.toggleMinimap), "s": .host(.toggleSnapTarget),
        "t": .host(.toggleTrail), "e": .host(.togglePanel), "v": .host(.toggleRecording), "c": .host(.copyCommand),
        "escape": .host(.quit), "q": .host(.quit),
    ]

    /// The key that cancels a drag to reorder while one runs (and quits otherwise).
    public static let cancelKey = "escape"

    /// What `name` (an SDL key name, any case) does, or nil for a key the playground leaves alone.
    public func binding(forKey name: String) -> KeyBinding? {
        let name = name.lowercased()
        if let digit = Int(name.hasPrefix("keypad ") ? String(name.dropFirst(7)) : name), (0...9).contains(digit) {
            return .action(.selectNumberedLayout(digit))
        }
        return Self.table[name]
    }

    /// The action a key sends to the session in a replay: its bound action, and for Esc
    /// `cancelMovement` (which does nothing unless an item is being dragged to a new place).
    public func action(forKey name: String) -> SessionAction? {
        if name.lowercased() == Self.cancelKey { return .cancelMovement }
        guard case .action(let action)? = binding(forKey: name) else { return nil }
        return action
    }

    public func binds(key name: String) -> Bool {
        binding(forKey: name) != nil
    }

    /// Every key name with a binding, for messages: the named keys in order, then the digits.
    public var keyNamesDescription: String {
        (Self.table.keys.sorted() + ["0…9", "keypad 0…9"]).joined(separator: ", ")
    }
}
