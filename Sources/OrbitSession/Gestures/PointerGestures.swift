/// The gestures the pointer and the wheel drive in a session, and the press state they share.
struct PointerGestures: Sendable {
    var pan = PanGesture()
    var pinch = PinchGesture()
    var rotation = RotationGesture()
    /// Whether the current left press stopped a scroll animation: such a press is not a tap.
    var pressStoppedScrolling = false
    /// Whether Shift is held (`modifiers` events): a left-drag or the wheel then drives a transition.
    var shiftHeld = false

    /// Stops the gestures as a layout switch or a transition's start stops them: the pan ends, a
    /// running pinch or rotation keeps what it did so far.
    mutating func stop() {
        pan.cancel()
        pinch.commit()
        rotation.cancelKeepingAngle()
    }
}
