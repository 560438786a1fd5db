import CollectionLayout
import Foundation

/// `orbit play --watch PATH`: the file's first version compiled, checked and loaded before the
/// command line is parsed, so that `--layout` may name the file's layouts and `--set` applies to
/// the layout the session starts with (the file's first, or `--layout`'s), as with `--layout-file`.
///
/// The check runs before parsing, so the command line reads `--items`, `--size`, `--layout` and
/// `--set` from the raw arguments (`OrbitCommands`' `WatchStart.parameters(in:)`; a value that does
/// not parse is left to the parser, which reports it).
package struct WatchStart: Sendable {
    /// The watched file or folder, as given.
    package let path: String
    /// The reloader of later versions (its first attempt is `outcome`).
    package let reloader: LayoutReloader
    package let outcome: LayoutReloader.Outcome

    /// The first version's layouts (none when it failed).
    package var layouts: [LayoutDescriptor] {
        if case .reloaded(let reload) = outcome { return reload.layouts }
        return []
    }

    /// Compiles, checks (unless `--no-check`) and loads the first version. A first version that
    /// fails is not an error: the window opens with its panel and the file is watched until it
    /// works. `check`: whether each version is checked in a child process first (`--no-check`
    /// turns it off). Throws when there is no file or no compiler. `say`: the line a first build
    /// of the layout cache shows before it starts (`LayoutSourceCompiler.compilingNotice`).
    package static func start(
        path: String, parameters: LayoutReloader.CheckParameters, check: Bool, say: @escaping @Sendable (String) -> Void = { _ in }
    ) throws(LiveLayoutError) -> WatchStart {
        let compiler: LayoutSourceCompiler
        do {
            compiler = try LayoutSourceCompiler.forRunningExecutable()
        } catch {
            throw .context("--watch", error)
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw .context("--watch", .sources(.noSuchPath(path)))
        }
        let reloader = LayoutReloader(
            paths: [path], compile: { paths throws(LiveLayoutError) in try compiler.compile(paths, willCompile: { $0.map(say) }) },
            startCheck: check ? LayoutCheck.reloaderStartCheck(toolchain: compiler.toolchain, compileLimit: compiler.timeLimit) : nil)
        let outcome = reloader.reloadNow(parameters: parameters)
        reloader.watchInBackground()
        return WatchStart(path: path, reloader: reloader, outcome: outcome)
    }
}
