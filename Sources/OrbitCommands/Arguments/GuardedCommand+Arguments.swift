import LiveLayouts

/// The guard of `dump`, `layouts` and `fuzz` with `--layout-file` (see `GuardedCommand`), reading
/// item counts from the raw command line as `--items` and `--max-items` parse them (`ItemCount`).
extension GuardedCommand {
    /// The guard for `arguments` in the parent; nil when the command is not guarded or is already the child.
    init?(arguments: [String], environment: [String: String]) {
        self.init(arguments: arguments, environment: environment, itemCount: Self.itemCount)
    }

    /// The child's whole-run limit for `arguments`, seconds (pure).
    static func timeLimit(for arguments: [String]) -> Double {
        timeLimit(for: arguments, itemCount: itemCount)
    }

    /// In the child: the crash handlers and the time limit; returns the token (nil outside the child).
    static func startChild(arguments: [String], environment: [String: String]) -> String? {
        startChild(arguments: arguments, environment: environment, itemCount: itemCount)
    }

    /// An item count as `--items` reads it; nil when it does not parse.
    private static func itemCount(_ text: String) -> Int? {
        (try? ItemCount.parse(text))?.value
    }
}
