import OrbitRendering
import OrbitSession

// The trail is drawn by the rendering, which never sees the session's input: what it takes of
// pointer input is decided here, where both are visible, for the window and the replayed frames.
extension PointerTrail.Event {
    /// What the trail takes of `input`: a press, a release, or a move (a wheel step too, at its
    /// pointer); nil for input without a position (pinch, rotate, modifiers, resize).
    package init?(_ input: PointerInput) {
        switch input {
        case .pointerDown(_, let point): self = .press(point)
        case .pointerUp(_, let point): self = .release(point)
        case .pointerMove(let point), .wheel(_, _, let point): self = .move(point)
        case .resize, .pinch, .rotate, .modifiers: return nil
        }
    }
}

extension PointerTrail {
    /// Records the position `input` carries (down, move, up, wheel) at `time` seconds; other
    /// input is ignored.
    ///
    /// - Complexity: amortized O(1).
    package mutating func record(_ input: PointerInput, at time: Double) {
        guard let event = Event(input) else { return }
        record(event, at: time)
    }
}
