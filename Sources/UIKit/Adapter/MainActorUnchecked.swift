/// Runs `body`, isolated to the main actor in its type, on the calling thread.
///
/// UIKit's classes are main-actor isolated (so that layouts written for Swift 6 compile), while
/// Orbit's layout contract is synchronous and thread-agnostic: the playground calls a layout on
/// the main thread, but the live-layout reloader makes and checks a new version on its own
/// thread. Each UIKit layout object is used by one thread at a time (the adapter that owns it),
/// which is the guarantee main-actor isolation stands for here; a dynamic check
/// (`MainActor.assumeIsolated`) would trap on the reloader's thread.
func runOnOwningThread<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> Result).self)()
    }
}
