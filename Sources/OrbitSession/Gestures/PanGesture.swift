import CollectionLayout
/// The left button as a gesture: a press that moves at least `tapSlop` points is a pan (the content
/// follows the pointer, and the release velocity flings it); one that does not is a tap.
///
/// A pure state machine over timestamped pointer events (window points, seconds).
public struct PanGesture: Sendable {
    /// What the host should do after an event.
    public enum Output: Hashable, Sendable {
        /// The button went down: scrolling stops under the pointer.
        case pressed
        /// The pointer has moved `translation` since the press (once past the slop).
        case changed(translation: Point)
        /// The button came up: a pan ends with `velocity` (pointer points per second, zero after a
        /// rest); `tap` is set when it never moved `tapSlop` points, at the release position.
        case released(velocity: Point, tap: Point?)
    }

    /// A press that moves less than this (points) and is released is a tap.
    public static let tapSlop = 4.0

    enum State: Sendable {
        case idle
        case pressed(start: Point)
        case panning(start: Point)
    }

    var state = State.idle
    var tracker = VelocityTracker()

    public init() {}

    public var isActive: Bool {
        if case .idle = state { return false }
        return true
    }

    public mutating func press(at point: Point, time: Double) -> Output? {
        guard case .idle = state else { return nil }
        state = .pressed(start: point)
        tracker.reset(at: point, time: time)
        return .pressed
    }

    public mutating func move(to point: Point, time: Double) -> Output? {
        switch state {
        case .idle:
            return nil
        case .pressed(let start):
            tracker.add(point, at: time)
            guard (point - start).length >= Self.tapSlop else { return nil }
            state = .panning(start: start)
            return .changed(translation: point - start)
        case .panning(let start):
            tracker.add(point, at: time)
            return .changed(translation: point - start)
        }
    }

    public mutating func release(at point: Point, time: Double) -> [Output] {
        switch state {
        case .idle:
            return []
        case .pressed(let start):
            state = .idle
            if (point - start).length < Self.tapSlop { return [.released(velocity: .zero, tap: point)] }
            // Released after a jump with no move event in between: a short pan.
            tracker.add(point, at: time)
            return [.changed(translation: point - start), .released(velocity: tracker.velocity(at: time), tap: nil)]
        case .panning(let start):
            state = .idle
            tracker.add(point, at: time)
            return [.changed(translation: point - start), .released(velocity: tracker.velocity(at: time), tap: nil)]
        }
    }

    /// Forgets the press (a layout switch or reset while the button is down).
    public mutating func cancel() {
        state = .idle
    }
}
