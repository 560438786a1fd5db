import CollectionLayout

/// One line of a script or journal: a session event, or a key press as the playground recorded it.
///
/// A key stays a key name here because OrbitSession sits below the playground and never binds
/// keys: the host's `ScriptKeyBindings` (the playground's `KeyBindings`) says what a key does when
/// the line is replayed (`ScriptReplay`). So a journal keeps saying which key the user pressed,
/// byte for byte, and a script's old `key` lines still replay as the actions they are bound to.
public enum ScriptStep: Hashable, Sendable {
    case event(SessionEvent)
    /// A key by SDL's key name in lower case: "space", "tab", "1", "left", "escape", …
    case key(String)

    /// The script line: event name and fields in the documented order.
    var scriptLine: ScriptLineContent {
        switch self {
        case .event(let event): event.scriptLine
        case .key(let name): ScriptLineContent("key", ["key": .string(name)])
        }
    }

    /// The name of the instant a trace shows on its `input` track: `key space`, `down left`, …
    public var traceLabel: String {
        switch self {
        case .event(let event): event.traceLabel
        case .key(let name): "key \(name)"
        }
    }
}

/// A script step at a time in seconds from the start of a session.
public struct TimedStep: Hashable, Sendable {
    public var time: Double
    public var step: ScriptStep

    public init(time: Double, step: ScriptStep) {
        self.time = time
        self.step = step
    }

    public init(time: Double, _ input: PointerInput) {
        self.init(time: time, step: .event(.input(input)))
    }

    public init(time: Double, _ action: SessionAction) {
        self.init(time: time, step: .event(.action(action)))
    }

    public init(time: Double, key: String) {
        self.init(time: time, step: .key(key))
    }

    /// The session event, nil for a key press.
    public var event: SessionEvent? {
        if case .event(let event) = step { return event }
        return nil
    }

    /// The action, nil for pointer input and key presses.
    public var action: SessionAction? {
        if case .event(.action(let action)) = step { return action }
        return nil
    }
}
