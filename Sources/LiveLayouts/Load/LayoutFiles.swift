import CollectionLayout
import Foundation

/// `--layout-file PATH`: a user's `.swift` layout file (or a folder of them), compiled into a
/// shared library against this build's modules (cached by content) and loaded into the process.
///
/// Layout names are checked while the command line is parsed, so the command line
/// (`OrbitCommands`' `OrbitMain.run`) reads the flag before its commands parse (`LaunchArguments`),
/// compiles and loads the files, and parses with their layouts in its catalog. Its option groups
/// declare the flag too (`LayoutFileOption`), for the help and so that the parser accepts it; its
/// value is not read there.
package enum LayoutFiles {
    package static let flag = "--layout-file"

    /// With `ORBIT_VERBOSE=1`, each command line says on standard error what it compiled or found
    /// in the cache: `orbit dump: Spiral.swift: cached (liborbit-live-….so, 0.001 s)`.
    package static let verboseEnvironmentKey = "ORBIT_VERBOSE"

    /// Compiles `paths` into one library, or finds it in the cache. Every failure is one line
    /// (`Spiral.swift:12:5: error: cannot find 'foo' in scope`), a usage error. A damaged cached
    /// library, compiled again, is one warning line through `say`, and so is a first build of the
    /// cache (`LayoutSourceCompiler.compilingNotice`), before it starts.
    package static func compile(
        _ paths: [String], optimization: LayoutSourceCompiler.Optimization = .none,
        environment: [String: String] = ProcessInfo.processInfo.environment, say: (String) -> Void = { _ in }
    ) throws(LiveLayoutError) -> CompiledLayoutLibrary {
        do {
            var compiler = try LayoutSourceCompiler.forRunningExecutable(environment: environment)
            // Its own cache entry: the key covers the optimisation level.
            compiler.optimization = optimization
            let library = try compiler.compile(paths, willCompile: { notice in notice.map(say) })
            if let note = library.repairNote { say("warning: " + note) }
            if isVerbose(environment) {
                let name = (library.path as NSString).lastPathComponent
                let how = library.wasCached ? "cached" : "compiled"
                let sources = library.sources.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
                say("\(sources): \(how) (\(name), \(String(format: "%.3f", library.seconds)) s)")
            }
            return library
        } catch {
            throw error
        }
    }

    /// Loads `library` into the process (running `orbitLayouts` and each layout's `make` once) and
    /// returns its layouts; a library that registers nothing or names a layout twice is one line.
    package static func load(_ library: CompiledLayoutLibrary) throws(LiveLayoutError) -> [LayoutDescriptor] {
        do {
            return try LayoutLibraryLoader().load(library).layouts
        } catch {
            throw error
        }
    }

    /// Loads the library at `path` (built from the sources `sourceName` names), as `load(_:)`.
    package static func load(path: String, sourceName: String) throws(LiveLayoutError) -> [LayoutDescriptor] {
        do {
            return try LayoutLibraryLoader().load(path, sourceName: sourceName).layouts
        } catch {
            throw error
        }
    }

    /// Compiles and loads `paths` (see `compile` and `load`). A cached library that `dlopen`
    /// refuses (damaged in a way its header does not show) is removed and compiled again once,
    /// with a warning line.
    package static func layouts(
        _ paths: [String], optimization: LayoutSourceCompiler.Optimization = .none,
        environment: [String: String] = ProcessInfo.processInfo.environment, say: (String) -> Void = { _ in }
    ) throws(LiveLayoutError) -> [LayoutDescriptor] {
        let library = try compile(paths, optimization: optimization, environment: environment, say: say)
        do {
            return try LayoutLibraryLoader().load(library).layouts
        } catch where library.wasCached && error.message.contains((library.path as NSString).lastPathComponent) {
            unlink(library.path)
            say("warning: the cached \((library.path as NSString).lastPathComponent) did not load (\(error.message)): discarded and compiled again")
            return try load(compile(paths, optimization: optimization, environment: environment, say: say))
        } catch {
            throw error
        }
    }

    package static func isVerbose(_ environment: [String: String]) -> Bool {
        guard let value = environment[verboseEnvironmentKey] else { return false }
        return !value.isEmpty && value != "0"
    }
}
