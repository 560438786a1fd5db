import CollectionLayout
import LiveLayouts

/// `play --watch` as the command line gives it before ArgumentParser's commands parse it (see
/// `WatchStart` and `LaunchArguments`).
extension WatchStart {
    /// What the first check is told: the session's item count, window size, starting layout and
    /// settings, read from `arguments` (pure).
    static func parameters(in arguments: [String]) -> LayoutReloader.CheckParameters {
        parameters(for: LaunchArguments.read(arguments))
    }

    /// What the first check is told, from a command line read before parsing (pure).
    static func parameters(for launch: LaunchArguments) -> LayoutReloader.CheckParameters {
        let window = launch.size ?? Play.Defaults.size!.size
        return LayoutReloader.CheckParameters(
            itemCount: launch.itemCount ?? Play.Defaults.items!, width: Int(window.width), height: Int(window.height),
            layout: launch.layoutNames.last, settings: launch.settings)
    }

    /// Compiles, checks (unless `--no-check`) and loads the first version, with the session that
    /// `arguments` describe (`parameters(in:)`). Throws when there is no file or no compiler.
    static func start(path: String, arguments: [String]) throws -> WatchStart {
        try start(path: path, launch: LaunchArguments.read(arguments))
    }

    /// Compiles, checks (unless `--no-check`) and loads the first version, with the session of a
    /// command line read before parsing. Throws when there is no file or no compiler.
    static func start(path: String, launch: LaunchArguments) throws -> WatchStart {
        try start(
            path: path, parameters: parameters(for: launch), check: launch.noCheckCount == 0,
            say: { OrbitMain.report($0, in: [launch.subcommand ?? Play.configuration.commandName ?? "play"]) })
    }
}
