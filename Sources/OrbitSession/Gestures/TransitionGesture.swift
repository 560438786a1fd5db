import CollectionLayout
import Foundation

/// The gestures that drive an interactive transition to the partner layout (docs/reference/INTERACTION.md):
/// Shift + left-drag, where the progress is the distance from the press over `dragTravel` of the
/// window's shorter side, and Shift + wheel (or trackpad pinch), where each wheel step multiplies a
/// pinch scale by 1.1 and the progress is |log2 scale| (a pinch to twice or half the size is all
/// the way). The drag ends at the release; the pinch `PinchGesture.timeout` seconds after its last
/// step, with the velocity it had at that step.
///
/// A pure state machine over window points and seconds; the session turns its progress into the
/// collection view's `updateInteractiveTransition(progress:at:)`.
public enum TransitionGesture: Hashable, Sendable {
    /// A Shift + left-drag that started at `start`.
    case drag(start: Point)
    /// A Shift + wheel or trackpad pinch at `scale`, last stepped at `lastStep` seconds.
    case pinch(scale: Double, lastStep: Double)

    /// The share of the window's shorter side a drag covers for the whole transition.
    public static let dragTravel = 0.5

    /// The progress a drag to `point` stands for in a window of `size` points.
    static func dragProgress(from start: Point, to point: Point, in size: Size) -> Double {
        let travel = dragTravel * Swift.min(size.width, size.height)
        guard travel > 0 else { return 1 }
        let distance = (point - start).length
        return distance.isFinite ? Swift.min(distance / travel, 1) : 0
    }

    /// The progress of a pinch at `scale`.
    static func pinchProgress(scale: Double) -> Double {
        guard scale.isFinite, scale > 0 else { return 0 }
        return Swift.min(Swift.abs(log2(scale)), 1)
    }

    /// The progress this gesture stands for in a window of `size` points, the pointer at `pointer`.
    func progress(pointer: Point, in size: Size) -> Double {
        switch self {
        case .drag(let start): Self.dragProgress(from: start, to: pointer, in: size)
        case .pinch(let scale, _): Self.pinchProgress(scale: scale)
        }
    }

    /// A pinch step by `factor` at `time`: the new state (a pinch starts at scale 1).
    func pinched(by factor: Double, at time: Double) -> TransitionGesture {
        guard factor.isFinite, factor > 0 else { return self }
        let current: Double
        if case .pinch(let scale, _) = self { current = scale } else { current = 1 }
        let scale = Swift.min(Swift.max(current * factor, PinchGesture.limits.lowerBound), PinchGesture.limits.upperBound)
        return .pinch(scale: scale, lastStep: time)
    }
}
