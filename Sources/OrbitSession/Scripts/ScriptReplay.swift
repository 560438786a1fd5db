import CollectionLayout
/// Plays a script into a session at a fixed 60 steps per second, with no window and no clock:
/// the same script and options give the same frames on every machine.
///
/// Frame `k` is at `t = k/60`: every event with `t` up to then is handled at its own time, then
/// the session advances to the frame's time, then the frame is reported.
public struct ScriptReplay: Sendable {
    public static let stepsPerSecond = 60
    /// Without `until`, a replay ends once the session is idle after the last event, or this many
    /// seconds after it at the latest.
    public static let maximumSettleTime = 10.0

    public private(set) var session: Session
    /// Side by side (`--compare`): the second pane's session, fed the same events and advanced
    /// with `session` (the script's positions are pane coordinates); nil for one pane.
    public private(set) var partner: Session?
    public let steps: [TimedStep]
    /// What the script's `key` lines do: the replaying host's key bindings.
    public let keys: any ScriptKeyBindings
    /// The time of the last frame, seconds; nil: until idle after the last event.
    public let until: Double?
    /// The steps handled so far (those after `until` never are).
    public private(set) var handledEventCount = 0

    /// - Parameter keys: what `key` lines do (a key without an action does nothing to the session).
    public init(
        session: Session, partner: Session? = nil, steps: [TimedStep], until: Double? = nil,
        keys: any ScriptKeyBindings = NoKeyBindings()
    ) {
        self.session = session
        self.partner = partner
        self.steps = steps
        self.until = until
        self.keys = keys
    }

    /// The time of frame `frame`, seconds.
    public static func time(ofFrame frame: Int) -> Double {
        Double(frame) / Double(stepsPerSecond)
    }

    /// Whether `event` is handled before the frame at `time` seconds is reported (its `t` is at
    /// most the frame's time, within a nanosecond for times that are not multiples of 1/60).
    public static func isDue(_ event: TimedStep, atFrameTime time: Double) -> Bool {
        event.time <= time + 1e-9
    }

    /// Runs the replay, calling `body` with each frame's number, time and session.
    ///
    /// - Complexity: O(frames × visible items + events).
    public mutating func run(_ body: (_ frame: Int, _ time: Double, _ session: Session) throws -> Void) rethrows {
        try runPanes { frame, time, session, _ in try body(frame, time, session) }
    }

    /// Runs the replay as `run` does, calling `body` with the partner's session too (nil without
    /// one); the replay ends when both are at rest.
    ///
    /// - Complexity: O(frames × visible items + events) per pane.
    public mutating func runPanes(
        _ body: (_ frame: Int, _ time: Double, _ session: Session, _ partner: Session?) throws -> Void
    ) rethrows {
        let lastEvent = steps.last?.time ?? 0
        var next = 0, frame = 0
        while true {
            let time = Self.time(ofFrame: frame)
            if let until, time > until + 1e-9 { break }
            while next < steps.count, Self.isDue(steps[next], atFrameTime: time) {
                let step = steps[next]
                if let event = event(of: step.step) {
                    session.send(event, at: step.time)
                    partner?.send(event, at: step.time)
                } else {
                    // A host's own key (a HUD toggle) still steps the session to its time, as
                    // the playground's frame loop would have.
                    session.advance(to: step.time)
                    partner?.advance(to: step.time)
                }
                next += 1
                handledEventCount = next
            }
            session.advance(to: time)
            partner?.advance(to: time)
            try body(frame, time, session, partner)
            if until == nil, next == steps.count, time >= lastEvent,
                (session.isIdle && partner?.isIdle != false) || time >= lastEvent + Self.maximumSettleTime
            {
                break
            }
            frame += 1
        }
    }

    /// The session event of `step`: a key through `keys`, nil for a key without an action.
    func event(of step: ScriptStep) -> SessionEvent? {
        switch step {
        case .event(let event): event
        case .key(let name): keys.action(forKey: name).map(SessionEvent.action)
        }
    }
}
