import CollectionLayout

extension HUDStatus {
    /// The HUD's note: the gesture help, then the spring and the animation speed when they are not
    /// the defaults, and the renderer (`--renderer` chooses it), joined by `separator`. `response` in seconds.
    package static func note(gestureHelp: String, spring: SpringTiming?, animationSpeed: Double, rendererName: String) -> String {
        var notes = [gestureHelp]
        if let spring {
            notes.append("spring \(format(spring.dampingRatio, digits: 2)), \(format(spring.response, digits: 2)) s")
        }
        if animationSpeed != 1 { notes.append("animation speed ×\(format(animationSpeed, digits: 2))") }
        notes.append("renderer: \(rendererName)")
        return notes.joined(separator: separator)
    }

    /// `reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00, frame 0.02)`: a live reload's steps
    /// in seconds, `check` nil when the check was skipped, `cached` when the compiler's output was reused.
    package static func reloadLine(version: Int, compile: Double, check: Double?, load: Double, frame: Double, cached: Bool) -> String {
        func f(_ value: Double) -> String { format(value, digits: 2) }
        let total = compile + (check ?? 0) + load + frame
        return "reload v\(version): \(f(total)) s (compile \(f(compile))\(cached ? " cached" : ""), "
            + "check \(check.map(f) ?? "skipped"), load \(f(load)), frame \(f(frame)))"
    }
}
