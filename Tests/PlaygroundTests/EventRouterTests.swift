import CollectionLayout
import OrbitSession
import Testing

@testable import Playground

/// Where the playground's input goes (`EventRouter`), decided without a window: the panes, the key
/// bindings or the window, mirrored side by side, and recorded once.
@Suite struct EventRouterTests {
    /// Two panes of 480 x 400 points and the divider.
    static let area = ComparePanes.area(paneSize: Size(width: 480, height: 400))
    /// Where the right pane starts, points.
    static let rightEdge = 480 + ComparePanes.gap

    static func options() throws -> PlaygroundOptions {
        PlaygroundOptions(layout: try LayoutCatalog.builtIn.entry(named: "flow"), itemCount: 9, windowSize: area)
    }

    /// One pane, `--compare flow circle` or `--compare-versions`, with a router over them.
    static func panes(_ kind: String) throws -> (panes: [Pane], router: EventRouter) {
        var options = try options()
        switch kind {
        case "compare": options.compareWith = (try LayoutCatalog.builtIn.entry(named: "circle"), [])
        case "versions": options.compareVersions = true
        default: break
        }
        let bounds = PlaygroundApp.startingBounds(options, window: area)
        let lead = Session(layout: options.layout, itemCount: 9, boundsSize: bounds)
        let panes = try PlaygroundApp.makePanes(options, lead: lead, area: area)
        let recorder = SessionRecorder(options: options, windowSize: bounds, observers: [])
        return (panes, EventRouter(panes: panes, area: area, recorder: recorder))
    }

    static func router(_ kind: String) throws -> EventRouter { try panes(kind).router }

    /// The routing of pointer input the panes handle as `input`.
    static func pointer(_ input: PointerInput) -> EventRouter.Routing {
        EventRouter.Routing(event: .input(input), recorded: .event(.input(input)))
    }

    @Test func thePanesAreOneOrTwoAndTheLeadIsTheOneTheCommandOpened() throws {
        let one = try Self.panes("one").panes
        #expect(one.map(\.side) == [.whole] && one.leadIndex == 0 && one.comparedIndex == nil)
        let compare = try Self.panes("compare").panes
        #expect(compare.map(\.side) == [.left, .right] && compare.leadIndex == 0 && compare.comparedIndex == 1)
        #expect(compare.map(\.label) == ["A  flow", "B  circle"])
        let versions = try Self.panes("versions").panes
        #expect(versions.map(\.version) == [.previous, .current] && versions.leadIndex == 1 && versions.comparedIndex == nil)
        #expect(versions.map(\.label) == ["A  flow  previous version", "B  flow  current version"])
    }

    /// `--compare` compares the layouts alone: the starting options (`--content`, `--physics`,
    /// `--spring`) reach both panes, as `orbit replay --compare` gives them to both sessions, and
    /// are recorded once, from the lead.
    @Test func everyPaneStartsWithTheStartingOptionsRecordedOnce() throws {
        var options = try Self.options()
        options.compareWith = (try LayoutCatalog.builtIn.entry(named: "circle"), [])
        options.content = .captions
        options.physics = [.decelerationRate: 0.99]
        options.spring = SpringTiming(dampingRatio: 0.6, response: 0.4)
        let bounds = PlaygroundApp.startingBounds(options, window: Self.area)
        var panes = try PlaygroundApp.makePanes(options, lead: Session(layout: options.layout, itemCount: 9, boundsSize: bounds), area: Self.area)
        let recorder = SessionRecorder(options: options, windowSize: bounds, observers: [])
        PlaygroundApp.applyStartingOptions(options, to: &panes, recorder: recorder)
        for pane in panes {
            #expect(pane.session.contentKind == .captions, "\(pane.label)")
            #expect(pane.session.physicsValue(.decelerationRate) == 0.99, "\(pane.label)")
            #expect(pane.session.spring == options.spring, "\(pane.label)")
        }
        #expect(recorder.recorded.filter { $0.action == .content(.captions) }.count == 1)
        #expect(recorder.recorded.filter { $0.action == .physics(.decelerationRate, 0.99) }.count == 1)
    }

    @Test func onePaneTakesPointerInputAsItIs() throws {
        var router = try Self.router("one")
        for input in [PointerInput.pointerDown(.left, Point(x: 700, y: 90)), .pointerMove(Point(x: 650, y: 95)), .wheel(dx: 0, dy: -2, at: Point(x: 10, y: 10))] {
            #expect(router.route(input) == Self.pointer(input))
        }
        #expect(router.split == nil && router.editedPanes == nil)
    }

    /// Side by side, positions are the pane's own and a press keeps its pane until its release.
    @Test func sideBySidePointerInputIsMirroredIntoThePressedPane() throws {
        var router = try Self.router("compare")
        let right = Self.rightEdge
        #expect(router.route(.pointerDown(.left, Point(x: right + 100, y: 50))) == Self.pointer(.pointerDown(.left, Point(x: 100, y: 50))))
        // Dragged across the divider: still the right pane's, at a negative x.
        #expect(router.route(.pointerMove(Point(x: 300, y: 60))) == Self.pointer(.pointerMove(Point(x: 300 - right, y: 60))))
        #expect(router.route(.pointerUp(.left, Point(x: 300, y: 60))) == Self.pointer(.pointerUp(.left, Point(x: 300 - right, y: 60))))
        #expect(router.route(.pointerMove(Point(x: 300, y: 60))) == Self.pointer(.pointerMove(Point(x: 300, y: 60))))
        #expect(router.route(.pinch(scale: 1.5)) == Self.pointer(.pinch(scale: 1.5)))
    }

    /// A press in a pane chooses it for the panel, unless the panel tunes both; comparing versions
    /// offers no choice.
    @Test func aPressChoosesThePaneThePanelTunes() throws {
        var router = try Self.router("compare")
        #expect(router.editedPanes == .left && router.editedPaneIndices == [0])
        _ = router.route(.pointerDown(.left, Point(x: Self.rightEdge + 10, y: 10)))
        #expect(router.editedPanes == .right && router.editedPaneIndices == [1])
        _ = router.route(.pointerDown(.left, Point(x: 10, y: 10)))
        #expect(router.editedPanes == .left)
        router.editedPanes = .both
        _ = router.route(.pointerDown(.left, Point(x: Self.rightEdge + 10, y: 10)))
        #expect(router.editedPanes == .both && router.editedPaneIndices == nil)
        var versions = try Self.router("versions")
        _ = versions.route(.pointerDown(.left, Point(x: 10, y: 10)))
        #expect(versions.editedPanes == nil)
    }

    /// Every key but Backspace over a failed reload is recorded as pressed, bound or not; its action
    /// goes to the panes, its host command to the window.
    @Test func keysGoThroughTheBindingsAndAreRecordedAsPressed() throws {
        let router = try Self.router("compare")
        let idle = EventRouter.Context()
        #expect(router.route(key: "+", context: idle) == .init(event: .action(.addItem), recorded: .key("+")))
        #expect(router.route(key: "space", context: idle) == .init(event: .action(.switchToPartner), recorded: .key("space")))
        #expect(router.route(key: "h", context: idle) == .init(recorded: .key("h"), window: .command(.toggleHUD)))
        #expect(router.route(key: "f5", context: idle) == .init(recorded: .key("f5")))
        #expect(router.route(key: "backspace", context: idle) == .init(recorded: .key("backspace")))
        let failedReload = EventRouter.Context(reloadPanelShows: true)
        #expect(router.route(key: "backspace", context: failedReload) == .init(window: .dismissReloadPanel))
    }

    /// Esc cancels a drag to reorder while one runs in a pane, and quits otherwise; Q always quits.
    @Test func escCancelsAReorderOrQuits() throws {
        let router = try Self.router("one")
        #expect(router.route(key: "escape", context: .init()) == .init(recorded: .key("escape"), window: .command(.quit)))
        let reordering = EventRouter.Context(movementRuns: true)
        #expect(router.route(key: "escape", context: reordering) == .init(event: .action(.cancelMovement), recorded: .key("escape")))
        #expect(router.route(key: "q", context: reordering) == .init(recorded: .key("q"), window: .command(.quit)))
    }

    @Test func windowEventsGoToTheWindowUnrecorded() throws {
        var router = try Self.router("one")
        #expect(router.route(.quit, context: .init()) == .init(window: .command(.quit)))
        #expect(router.route(.minimized, context: .init()) == .init(window: .minimized))
        #expect(router.route(.restored, context: .init()) == .init(window: .restored))
        #expect(router.route(.key("tab"), context: .init()) == .init(event: .action(.nextLayout), recorded: .key("tab")))
        let press = PointerInput.pointerDown(.right, Point(x: 1, y: 2))
        #expect(router.route(.input(press), context: .init()) == Self.pointer(press))
    }

    /// The panel's edits go to the pane(s) it tunes; an edit of one pane of two is not recorded.
    @Test func panelEditsGoToTheTunedPanes() throws {
        let edit = SessionAction.flipDirection
        let everyPane = EventRouter.Routing(event: .action(edit), recorded: .event(.action(edit)))
        #expect(try Self.router("one").route(panelEdit: edit) == everyPane)
        #expect(try Self.router("versions").route(panelEdit: edit) == everyPane)
        var router = try Self.router("compare")
        #expect(router.route(panelEdit: edit) == .init(event: .action(edit), panes: [0]))
        router.editedPanes = .right
        #expect(router.route(panelEdit: edit) == .init(event: .action(edit), panes: [1]))
        router.editedPanes = .both
        #expect(router.route(panelEdit: edit) == everyPane)
    }

    /// The content's size becomes a resize of the panes when their bounds no longer match it.
    @Test func theWindowsSizeIsFollowedOnlyWhenItChanges() throws {
        var one = try Self.router("one")
        #expect(one.route(contentSize: Self.area, paneBounds: Self.area) == .none)
        let wider = Size(width: Self.area.width + 40, height: 400)
        #expect(one.route(contentSize: wider, paneBounds: Self.area) == Self.pointer(.resize(wider)))
        var two = try Self.router("compare")
        let pane = Size(width: 480, height: 400)
        #expect(two.route(contentSize: Self.area, paneBounds: pane) == .none)
        #expect(two.route(contentSize: wider, paneBounds: pane) == Self.pointer(.resize(Size(width: 500, height: 400))))
        #expect(two.split?.area == wider, "the split follows the content")
    }

    /// Delivery: each pane routed to handles the event, and the input is recorded exactly once.
    @Test func deliveryReachesTheRoutedPanesAndRecordsOnce() throws {
        var (panes, router) = try Self.panes("compare")
        let start = router.recorder.recorded.count
        router.deliver(router.route(key: "+", context: .init()), to: &panes, at: 0.5, observed: { 0 })
        #expect(panes.map(\.session.itemCount) == [10, 10])
        #expect(router.recorder.recorded.dropFirst(start) == [TimedStep(time: 0.5, key: "+")])
        router.editedPanes = .right
        router.deliver(router.route(panelEdit: .removeItem), to: &panes, at: 0.6, observed: { 0 })
        #expect(panes.map(\.session.itemCount) == [10, 9], "the panel tunes the right pane alone")
        #expect(router.recorder.recorded.count == start + 1, "an edit of one pane is not recorded")
        let press = router.route(.pointerDown(.left, Point(x: Self.rightEdge + 20, y: 30)))
        router.deliver(press, to: &panes, at: 0.7, observed: { 0 })
        #expect(router.recorder.recorded.dropFirst(start + 1) == [TimedStep(time: 0.7, .pointerDown(.left, Point(x: 20, y: 30)))])
    }
}
