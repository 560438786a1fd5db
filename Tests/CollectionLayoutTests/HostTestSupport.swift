@testable import CollectionLayout

/// Approximate comparisons with an absolute tolerance (never through Equatable).
enum HostApprox {
    static func equal(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        Swift.abs(a - b) <= tolerance
    }

    static func equal(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
        equal(a.x, b.x, tolerance: tolerance) && equal(a.y, b.y, tolerance: tolerance)
    }
}

/// A manual clock: steps a session at 60 frames per second, as replays and the playground do.
struct HostFrameClock {
    var time = 0.0
    let step = 1.0 / 60

    /// Advances `session` frame by frame for `seconds`.
    mutating func run(_ session: inout PlaygroundSession, for seconds: Double) {
        let end = time + seconds
        while time < end - 1e-12 {
            time += step
            session.advance(to: time)
        }
    }

    mutating func run(_ view: inout CollectionView, for seconds: Double) {
        let end = time + seconds
        while time < end - 1e-12 {
            time += step
            view.advance(to: time)
        }
    }

    /// Sends `event` now, then one frame passes.
    mutating func send(_ event: InputEvent, to session: inout PlaygroundSession) {
        session.handle(event, at: time)
    }
}

extension PlaygroundSession {
    /// The displayed item with identity `id`.
    func displayed(id: ItemID) -> DisplayedItem? {
        displayedItems.first { $0.id == id }
    }
}
