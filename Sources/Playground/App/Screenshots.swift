/// P: the frame as drawn so far, to `orbit-LAYOUT-N.png` in the working directory, taken after
/// drawing and before present.
struct Screenshots {
    private var requested = false
    private var count = 0

    mutating func request() { requested = true }

    /// Saves the frame drawn in `window` when P asked for it; says where, or why it failed.
    mutating func takeIfRequested(from window: PlaygroundWindow, layoutName: String, say: (String) -> Void) {
        guard requested else { return }
        requested = false
        count += 1
        let path = "orbit-\(layoutName)-\(count).png"
        do {
            try window.readPixels().writePNG(to: path)
            say("saved screenshot \(path)")
        } catch {
            say("screenshot failed: \(error.message)")
        }
    }
}
