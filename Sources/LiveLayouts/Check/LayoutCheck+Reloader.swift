import CollectionLayout
import Foundation

/// The check `orbit play --watch` and `orbit bench --reload` give their `LayoutReloader`.
extension LayoutCheck {
    /// Item counts above this are checked by sampling in `reloaderCheck`.
    package static let sampledAbove = 10_000

    /// The check of each new version: `orbit check-layout`'s parent side run here, so that only
    /// one child process starts (this executable with `check-layout --in-process`), at the
    /// session's item count and size. `toolchain`: the compiler's, handed to the child so that it
    /// does not run `swiftc --version` again. `executable`: the `orbit` to run the child of (this one).
    package static func reloaderCheck(toolchain: SwiftToolchain, executable: String = LayoutCheck.currentExecutable) -> LayoutReloader.Check {
        { library, parameters in
            var check = LayoutCheck.forReloader(paths: library.sources, parameters: parameters, toolchain: toolchain)
            check.library = library.path
            return check.problem(executable: executable)
        }
    }

    /// The same check, its child started when the compile starts (`LayoutReloader.StartCheck`):
    /// the child's start (exec, the runtime, the command line: about 0.1 s of a debug build's CPU)
    /// runs on the other core while swiftc works, and the child waits on a FIFO
    /// (`LibraryChannel`) for the library. `compileLimit`: seconds the compile may take.
    package static func reloaderStartCheck(
        toolchain: SwiftToolchain, compileLimit: Double, executable: String = LayoutCheck.currentExecutable
    ) -> LayoutReloader.StartCheck {
        let fallback = reloaderCheck(toolchain: toolchain, executable: executable)
        return { paths, parameters in
            guard let sources = try? LayoutSourceCompiler.sourceFiles(at: paths), let channel = try? LibraryChannel() else {
                // The compile will say what is wrong with the paths; a check then runs as before.
                return { library in library.flatMap { fallback($0, parameters) } }
            }
            var check = LayoutCheck.forReloader(paths: sources, parameters: parameters, toolchain: toolchain)
            check.libraryChannel = channel.path
            check.channelWait = compileLimit
            let started = check
            let verdict = Verdict()
            let thread = Thread {
                verdict.set(started.problem(executable: executable))
                channel.remove()
            }
            thread.start()
            return { library in
                guard let library else {
                    channel.send([])  // the child stops; its thread removes the channel
                    return nil
                }
                channel.send([library.path] + library.sources)
                return verdict.wait()
            }
        }
    }

    /// The check of a session's `parameters` (`play --watch`'s): every scene at `sampledAbove`
    /// items, and the session's own count sampled (the conformance kit's huge-count checks), so
    /// that a save is checked in about a second at any count rather than minutes at a million.
    static func forReloader(paths: [String], parameters: LayoutReloader.CheckParameters, toolchain: SwiftToolchain) -> LayoutCheck {
        var check = LayoutCheck(paths: paths)
        check.itemCount = min(parameters.itemCount, sampledAbove)
        if parameters.itemCount > sampledAbove { check.hugeItemCount = parameters.itemCount }
        check.size = Size(width: Double(parameters.width), height: Double(parameters.height))
        check.settings = parameters.settings
        check.settingsLayout = parameters.layout
        check.sessionSettings = true
        check.environment = toolchain.childEnvironment
        return check
    }

    /// Runs the check: nil when it passed, else its line.
    func problem(executable: String) -> String? {
        do throws(LiveLayoutError) {
            let outcome = try run(executable: executable)
            return outcome.status == .passed ? nil : outcome.line
        } catch {
            return error.message
        }
    }

    /// A pre-started check's answer, set once by its thread.
    private final class Verdict: @unchecked Sendable {
        private let lock = NSLock()
        private let done = DispatchSemaphore(value: 0)
        private var problem: String?

        func set(_ problem: String?) {
            lock.withLock { self.problem = problem }
            done.signal()
        }

        func wait() -> String? {
            done.wait()
            return lock.withLock { problem }
        }
    }
}
