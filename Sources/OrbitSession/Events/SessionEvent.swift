import CollectionLayout

/// Everything that changes a session (`Session.send(_:at:)`): pointer input for its
/// gestures, or an action. One vocabulary for the playground, scripts, journals, traces, replays
/// and the fuzzer; each case's script line lives with the case (`PointerInput`, `SessionAction`).
public enum SessionEvent: Hashable, Sendable {
    case input(PointerInput)
    case action(SessionAction)

    /// The script line: event name and fields in the documented order.
    var scriptLine: ScriptLineContent {
        switch self {
        case .input(let input): input.scriptLine
        case .action(let action): action.scriptLine
        }
    }

    /// The name of the instant a trace (`--trace-events`) shows on its `input` track: `down
    /// left`, `wheel +1.0`, `layout wheel`, …
    public var traceLabel: String {
        switch self {
        case .input(let input): input.traceLabel
        case .action(let action): action.traceLabel
        }
    }
}
