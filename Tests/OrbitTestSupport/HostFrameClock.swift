import CollectionLayout
import OrbitSession

/// A manual clock: steps a session at 60 frames per second, as replays and the playground do.
public struct HostFrameClock {
    public init(time: Double = 0) { self.time = time }

    public var time: Double
    public let step = 1.0 / 60

    /// Advances `session` frame by frame for `seconds`.
    public mutating func run(_ session: inout Session, for seconds: Double) {
        let end = time + seconds
        while time < end - 1e-12 {
            time += step
            session.advance(to: time)
        }
    }

    public mutating func run(_ view: inout CollectionView, for seconds: Double) {
        let end = time + seconds
        while time < end - 1e-12 {
            time += step
            view.advance(to: time)
        }
    }

    /// Sends `event` now.
    public mutating func send(_ event: SessionEvent, to session: inout Session) {
        session.send(event, at: time)
    }

    /// Sends pointer input now.
    public mutating func send(_ input: PointerInput, to session: inout Session) {
        send(.input(input), to: &session)
    }

    /// Sends an action now.
    public mutating func send(_ action: SessionAction, to session: inout Session) {
        send(.action(action), to: &session)
    }

    /// A left-button drag from `start` by `distance` points along x in `steps` moves one frame
    /// apart, released at the last one without resting.
    public mutating func drag(_ session: inout Session, from start: Point, by distance: Double, steps: Int) {
        send(.pointerDown(.left, start), to: &session)
        for step in 1...steps {
            run(&session, for: 1.0 / 60)
            let point = Point(x: start.x + distance * Double(step) / Double(steps), y: start.y)
            send(step == steps ? .pointerUp(.left, point) : .pointerMove(point), to: &session)
        }
    }
}

extension Session {
    /// The displayed item with identity `id`.
    public func displayed(id: ItemID) -> DisplayedItem? {
        displayedItems.first { $0.id == id }
    }
}

extension CollectionView {
    /// A view showing a catalog layout made with `settings`.
    public init(preset: LayoutDescriptor, settings: [LayoutSetting] = [], itemCount: Int, boundsSize: Size, time: Double = 0) throws {
        self.init(layout: try preset.makeLayout(settings), itemCount: itemCount, boundsSize: boundsSize, time: time)
    }

    /// Switches to a catalog layout made with `settings`.
    public mutating func setLayout(_ preset: LayoutDescriptor, settings: [LayoutSetting] = [], animated: Bool = true, at time: Double) throws {
        setLayout(try preset.makeLayout(settings), animated: animated, at: time)
    }
}
