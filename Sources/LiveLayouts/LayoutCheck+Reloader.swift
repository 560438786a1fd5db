import CollectionLayout

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
            var check = LayoutCheck(paths: library.sources)
            check.library = library.path
            // A session of many items: every scene at `sampledAbove` items, and the session's own
            // count sampled (the conformance kit's huge-count checks), so that a save is checked in
            // about a second at any count rather than minutes at a million.
            check.itemCount = min(parameters.itemCount, sampledAbove)
            if parameters.itemCount > sampledAbove { check.hugeItemCount = parameters.itemCount }
            check.size = Size(width: Double(parameters.width), height: Double(parameters.height))
            check.settings = parameters.settings
            check.settingsLayout = parameters.layout
            check.sessionSettings = true
            check.environment = toolchain.childEnvironment
            do throws(LiveLayoutError) {
                let outcome = try check.run(executable: executable)
                return outcome.status == .passed ? nil : outcome.line
            } catch {
                return error.message
            }
        }
    }
}
