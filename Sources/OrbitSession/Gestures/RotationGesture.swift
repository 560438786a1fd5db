import CollectionLayout
import Foundation

/// The rotation gesture: the angle a right-button drag sweeps around the view's centre since the
/// press, committed on release; trackpad rotation steps add to it and commit after a pause.
///
/// The seed's circle semantics (seed 001 §3): while a rotation runs, the layout sees
/// `committed + live`; when it ends, `live` is added to `committed` and starts again at 0.
public struct RotationGesture: Sendable {
    /// Radians, clockwise; what earlier rotations added up to.
    public private(set) var committed = 0.0
    /// Radians, clockwise; the running rotation.
    public private(set) var live = 0.0
    /// Seconds without a trackpad step after which a trackpad rotation ends.
    public static let trackpadTimeout = 0.25
    /// Closer to the centre than this (points) the angle is too unsteady to follow.
    public static let deadRadius = 1.0

    var isDragging = false
    /// The pointer's last angle around the centre, nil while it is inside `deadRadius`.
    var dragAngle: Double?
    var lastTrackpadStep: Double?

    public init() {}

    /// What the layout sees, radians.
    public var angle: Double { committed + live }
    public var isActive: Bool { isDragging || lastTrackpadStep != nil }

    /// The right button goes down at `point`; `center` is the view's centre (window points).
    public mutating func press(at point: Point, center: Point) {
        commitTrackpad()
        isDragging = true
        dragAngle = Self.angle(of: point, around: center)
        live = 0
    }

    /// Follows the pointer: adds the short way round from the last angle, so whole turns add up.
    public mutating func move(to point: Point, center: Point) {
        guard isDragging, let current = Self.angle(of: point, around: center) else { return }
        if let previous = dragAngle { live += shortestArc(from: previous, to: current) }
        dragAngle = current
    }

    /// The right button comes up: the swept angle is committed.
    public mutating func release(at point: Point, center: Point) {
        guard isDragging else { return }
        move(to: point, center: center)
        isDragging = false
        dragAngle = nil
        commit()
    }

    /// A trackpad rotation step of `delta` radians at `time`.
    public mutating func step(by delta: Double, at time: Double) {
        guard !isDragging, delta.isFinite else { return }
        live += delta
        lastTrackpadStep = time
    }

    /// Ends a trackpad rotation that has paused for `trackpadTimeout`.
    public mutating func advance(to time: Double) {
        if let last = lastTrackpadStep, time - last >= Self.trackpadTimeout { commitTrackpad() }
    }

    /// Drops any running rotation without committing it.
    public mutating func cancel() {
        isDragging = false
        dragAngle = nil
        lastTrackpadStep = nil
        live = 0
    }

    /// Forgets everything (reset).
    public mutating func reset() {
        self = RotationGesture()
    }

    mutating func commitTrackpad() {
        guard lastTrackpadStep != nil else { return }
        lastTrackpadStep = nil
        commit()
    }

    mutating func commit() {
        committed += live
        live = 0
        if !committed.isFinite { committed = 0 }
    }

    /// The angle of `point` around `center`, radians clockwise from 3 o'clock; nil too near it.
    static func angle(of point: Point, around center: Point) -> Double? {
        let offset = point - center
        guard offset.length >= deadRadius, offset.isFinite else { return nil }
        return atan2(offset.y, offset.x)
    }
}

extension RotationGesture {
    /// Ends a running rotation, keeping the angle swept so far (a layout switch mid-gesture).
    public mutating func cancelKeepingAngle() {
        isDragging = false
        dragAngle = nil
        lastTrackpadStep = nil
        commit()
    }
}
