import CollectionLayout
import LiveLayouts

/// `play --watch` read from the raw command line, before ArgumentParser parses it (see `WatchStart`).
extension WatchStart {
    /// What the first check is told: the session's item count, window size, starting layout and
    /// settings, read from `arguments` (pure).
    static func parameters(in arguments: [String]) -> LayoutReloader.CheckParameters {
        let items = LayoutFiles.values(of: "--items", in: arguments).last.flatMap { try? ItemCount.parse($0) }
        let size = LayoutFiles.values(of: "--size", in: arguments).last.flatMap { try? SizeArgument.parse($0) }
        let window = size?.size ?? Play.Defaults.size!.size
        return LayoutReloader.CheckParameters(
            itemCount: items?.value ?? Play.Defaults.items!, width: Int(window.width), height: Int(window.height),
            layout: LayoutFiles.values(of: "--layout", in: arguments).last,
            settings: LayoutFiles.values(of: "--set", in: arguments).compactMap { try? LayoutSetting(parsing: $0) })
    }

    /// Compiles, checks (unless `--no-check`) and loads the first version, with the session that
    /// `arguments` describe (`parameters(in:)`). Throws when there is no file or no compiler.
    static func start(path: String, arguments: [String]) throws(RuntimeFailure) -> WatchStart {
        let noCheck = arguments.prefix { $0 != "--" }.contains("--no-check")
        do {
            return try start(path: path, parameters: parameters(in: arguments), check: !noCheck)
        } catch {
            throw RuntimeFailure(error.message)
        }
    }
}
