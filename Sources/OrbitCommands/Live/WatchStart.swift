import CollectionLayout
import Foundation
import LiveLayouts

/// `orbit play --watch PATH`: the file's first version compiled, checked and loaded before the
/// command line is parsed, so that `--layout` may name the file's layouts and `--set` applies to
/// the layout the session starts with (the file's first, or `--layout`'s), as with `--layout-file`.
///
/// The check runs before parsing, so it reads `--items`, `--size`, `--layout` and `--set` from the
/// raw arguments (a value that does not parse is left to the parser, which reports it).
struct WatchStart: Sendable {
    /// The watched file or folder, as given.
    let path: String
    /// The reloader of later versions (its first attempt is `outcome`).
    let reloader: LayoutReloader
    let outcome: LayoutReloader.Outcome

    /// The first version's layouts (none when it failed).
    var layouts: [LayoutDescriptor] {
        if case .reloaded(let reload) = outcome { return reload.layouts }
        return []
    }

    /// The `--watch` value of a `play` command line (`play` named or left out), the last one
    /// given; nil for other commands (pure).
    static func path(in arguments: [String]) -> String? {
        guard let first = arguments.first, first == "play" || first.hasPrefix("-") else { return nil }
        return LayoutFiles.values(of: "--watch", in: arguments).last
    }

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

    /// Compiles, checks (unless `--no-check`) and loads the first version. A first version that
    /// fails is not an error: the window opens with its panel and the file is watched until it
    /// works. Throws when there is no file or no compiler.
    static func start(path: String, arguments: [String]) throws(RuntimeFailure) -> WatchStart {
        let compiler: LayoutSourceCompiler
        do {
            compiler = try LayoutSourceCompiler.forRunningExecutable()
        } catch {
            throw RuntimeFailure("--watch: \(error.message)")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw RuntimeFailure("--watch: no such file or folder: \(path)")
        }
        let noCheck = arguments.prefix { $0 != "--" }.contains("--no-check")
        let reloader = LayoutReloader(
            paths: [path], compiler: compiler, check: noCheck ? nil : Play.childCheck(toolchain: compiler.toolchain))
        return WatchStart(path: path, reloader: reloader, outcome: reloader.reloadNow(parameters: parameters(in: arguments)))
    }
}
