import CollectionLayout
import OrbitSession

/// The pointer's recent positions, for the trail overlay: fed the session's input events with
/// their times (seconds), it keeps those of the last `duration` seconds.
///
/// Pure and clock-free: `orbit play` feeds it live events, `orbit replay --frames` the script's,
/// so a replayed trail is the recorded one.
package struct PointerTrail: Hashable, Sendable {
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

    /// Records the position pointer input carries (down, move, up, wheel), at `time` seconds.
    /// Other input, and positions that are not finite, are ignored.
    ///
    /// - Complexity: amortized O(1).
    package mutating func record(_ event: PointerInput, at time: Double) {
        guard time.isFinite else { return }
        let point: Point
        switch event {
        case .pointerDown(_, let at):
            pressedButtons += 1
            append(at, time: time, pressed: true, startsStroke: true)
            return
        case .pointerUp(_, let at):
            point = at
            append(point, time: time, pressed: pressedButtons > 0)
            pressedButtons = Swift.max(0, pressedButtons - 1)
            return
        case .pointerMove(let at):
            point = at
        case .wheel(_, _, let at):
            point = at
        default:
            return
        }
        append(point, time: time, pressed: pressedButtons > 0)
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
