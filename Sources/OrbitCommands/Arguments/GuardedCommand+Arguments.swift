import LiveLayouts

/// The guard of every command run with `--layout-file` but `play` and `check-layout` (see `GuardedCommand`), told
/// what it needs by `LaunchArguments`.
extension GuardedCommand {
    /// The guard for `arguments` in the parent; nil when the command is not guarded or is already the child.
    init?(arguments: [String], environment: [String: String]) {
        self.init(arguments: arguments, launch: LaunchArguments.read(arguments), environment: environment)
    }

    /// The guard for `arguments`, already read as `launch` (`OrbitMain` reads a command line once:
    /// each reading is an ArgumentParser parse, 20 ms of a debug build's start).
    init?(arguments: [String], launch: LaunchArguments, environment: [String: String]) {
        self.init(
            arguments: arguments, command: launch.subcommand, hasLayoutFiles: !launch.layoutFiles.isEmpty,
            asksForHelp: launch.asksForHelp, environment: environment, timeLimit: Self.timeLimit(for: launch),
            frameLimit: Self.frameLimit(for: launch))
    }

    /// The child's whole-run limit for `arguments`, seconds (pure).
    static func timeLimit(for arguments: [String]) -> Double {
        timeLimit(for: LaunchArguments.read(arguments))
    }

    /// The child's whole-run limit for a command line read before parsing, seconds: the larger
    /// of `--items` (the check's count when absent) and `--max-items` sets the item count.
    static func timeLimit(for launch: LaunchArguments) -> Double {
        timeLimit(command: launch.subcommand, itemCount: itemCount(for: launch), frames: launch.frames)
    }

    /// The child's limit per frame of `replay` and `bench` for a command line read before parsing,
    /// seconds, at the same item count as `timeLimit(for:)` (pure).
    static func frameLimit(for launch: LaunchArguments) -> Double {
        frameLimit(itemCount: itemCount(for: launch))
    }

    /// The larger of `--items` (the check's count when absent) and `--max-items`.
    private static func itemCount(for launch: LaunchArguments) -> Int {
        max(launch.itemCount ?? LayoutCheck(paths: []).itemCount, launch.maximumItemCount ?? 0)
    }

    /// In the child: the crash handlers and the time limit; returns the token (nil outside the child).
    static func startChild(launch: LaunchArguments, environment: [String: String]) -> String? {
        startChild(
            command: launch.subcommand, environment: environment, timeLimit: timeLimit(for: launch), frameLimit: frameLimit(for: launch))
    }
}
