import CollectionLayout

/// The pointer's recent positions, for the trail overlay: fed the pointer's presses, moves and
/// releases with their times (seconds), it keeps those of the last `duration` seconds.
///
/// Pure and clock-free: `orbit play` feeds it live input, `orbit replay --frames` the script's
/// (both through `record(_ input: PointerInput, at:)` in Playground, which turns the session's
/// pointer input into `Event`s), so a replayed trail is the recorded one.
package struct PointerTrail: Hashable, Sendable {
    /// What the trail takes of pointer input: where the pointer is, and whether a button went down
    /// or came up there. Window points.
    package enum Event: Hashable, Sendable {
        /// A button went down: a new stroke starts here.
        case press(Point)
        /// A button came up.
        case release(Point)
        /// The pointer moved here (hovering or dragging), or the wheel turned with it here.
        case move(Point)
    }

    /// One recorded position.
    package struct Sample: Hashable, Sendable {
        /// Window points.
        package var point: Point
        /// Seconds, the session's clock.
        package var time: Double
        /// Whether a button was held (a drag) rather than the pointer hovering.
        package var pressed: Bool
        /// True for a button press: the trail starts a new stroke there rather than joining it to
        /// where the pointer was last seen.
        package var startsStroke = false
    }

    /// How long a position stays on the trail, seconds.
    package static let duration = 0.5
    /// At most this many samples are kept (a flood of motion events cannot grow it further).
    package static let capacity = 256

    package private(set) var samples: [Sample] = []
    private var pressedButtons = 0

    package init() {}

    /// Records `event` at `time` seconds. An event at a time that is not finite is ignored; one at
    /// a position that is not finite leaves no sample (a press there still holds its button).
    ///
    /// - Complexity: amortized O(1).
    package mutating func record(_ event: Event, at time: Double) {
        guard time.isFinite else { return }
        switch event {
        case .press(let point):
            pressedButtons += 1
            append(point, time: time, pressed: true, startsStroke: true)
        case .release(let point):
            append(point, time: time, pressed: pressedButtons > 0)
            pressedButtons = Swift.max(0, pressedButtons - 1)
        case .move(let point):
            append(point, time: time, pressed: pressedButtons > 0)
        }
    }

    private mutating func append(_ point: Point, time: Double, pressed: Bool, startsStroke: Bool = false) {
        guard point.isFinite else { return }
        samples.append(Sample(point: point, time: time, pressed: pressed, startsStroke: startsStroke))
        if samples.count > 2 * Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
        prune(before: time - Self.duration)
    }

    private mutating func prune(before cutoff: Double) {
        if let first = samples.firstIndex(where: { $0.time >= cutoff }) {
            if first > 0 { samples.removeFirst(first) }
        } else {
            samples.removeAll(keepingCapacity: true)
        }
    }

    /// The samples still on the trail at `now` (seconds), oldest first, each with its age in
    /// seconds (0…`duration`); samples later than `now` are left out.
    ///
    /// - Complexity: O(samples).
    package func recent(at now: Double) -> [(sample: Sample, age: Double)] {
        samples.compactMap { sample in
            let age = now - sample.time
            guard age >= 0, age <= Self.duration else { return nil }
            return (sample, age)
        }.suffix(Self.capacity).map { $0 }
    }
}
