import CollectionLayout

/// What a pointer, a trackpad, the modifier keys or the window did: the input the session's
/// gestures read. Positions are window points; the playground translates SDL's events into these
/// (`SDLEventTranslator`), scripts replay them.
///
/// Each case's script line (event name, fields, checks) and trace label are below, next to the
/// case: `ScriptCoding` reads and writes every line through them.
public enum PointerInput: Hashable, Sendable {
    public enum Button: String, Hashable, Sendable {
        case left, right
    }

    /// The window's drawable size changed (points).
    case resize(Size)
    case pointerDown(Button, Point)
    case pointerMove(Point)
    case pointerUp(Button, Point)
    /// Wheel steps (positive dy away from the user) with the pointer at `at`.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A trackpad pinch step (SDL multigesture): multiplies the live pinch scale by `scale`. Like
    /// the wheel, the pinch ends 250 ms after its last step and is committed.
    case pinch(scale: Double)
    /// A trackpad rotation step (SDL multigesture): adds `angle` radians (clockwise) to the live
    /// rotation, committed 250 ms after its last step.
    case rotate(angle: Double)
    /// The modifier keys held changed: with Shift held a left-drag or the wheel drives an
    /// interactive transition to the partner layout instead of scrolling or pinching.
    case modifiers(shift: Bool)
}

// MARK: - Script lines and trace labels

extension PointerInput {
    /// The script line: event name and fields in the documented order.
    var scriptLine: ScriptLineContent {
        switch self {
        case .resize(let size): ScriptLineContent("size", ["width": .number(size.width), "height": .number(size.height)])
        case .pointerDown(let button, let point): ScriptLineContent("down", Self.fields(button, point))
        case .pointerUp(let button, let point): ScriptLineContent("up", Self.fields(button, point))
        case .pointerMove(let point): ScriptLineContent("move", ["x": .number(point.x), "y": .number(point.y)])
        case .wheel(let dx, let dy, let point):
            ScriptLineContent("wheel", ["dx": .number(dx), "dy": .number(dy), "x": .number(point.x), "y": .number(point.y)])
        case .pinch(let scale): ScriptLineContent("pinch", ["scale": .number(scale)])
        case .rotate(let angle): ScriptLineContent("rotate", ["angle": .number(angle)])
        case .modifiers(let shift): ScriptLineContent("modifiers", ["shift": .bool(shift)])
        }
    }

    private static func fields(_ button: Button, _ point: Point) -> ScriptFields {
        ["button": .string(button.rawValue), "x": .number(point.x), "y": .number(point.y)]
    }

    /// The name of the instant a trace (`--trace-events`) shows on its `input` track.
    var traceLabel: String {
        switch self {
        case .resize(let size): "size \(Int(size.width))x\(Int(size.height))"
        case .pointerDown(let button, _): "down \(button.rawValue)"
        case .pointerUp(let button, _): "up \(button.rawValue)"
        case .pointerMove: "move"
        case .wheel(_, let dy, _): "wheel \(dy > 0 ? "+" : "")\(dy)"
        case .pinch(let scale): "pinch ×\(scale)"
        case .rotate(let angle): "rotate \(angle)"
        case .modifiers(let shift): shift ? "shift down" : "shift up"
        }
    }

    /// The readers of the pointer events' lines, by event name: the fields each takes and its checks.
    static let scriptReaders: [String: ScriptEventReader] = [
        "size": ScriptEventReader(["width", "height"]) { fields throws(ScriptError) in
            let side = 0...Script.maximumSide
            return .input(.resize(Size(width: try fields.number("width", in: side), height: try fields.number("height", in: side))))
        },
        "down": ScriptEventReader(["button", "x", "y"]) { fields throws(ScriptError) in
            .input(.pointerDown(try fields.button(), try fields.point()))
        },
        "up": ScriptEventReader(["button", "x", "y"]) { fields throws(ScriptError) in
            .input(.pointerUp(try fields.button(), try fields.point()))
        },
        "move": ScriptEventReader(["x", "y"]) { fields throws(ScriptError) in .input(.pointerMove(try fields.point())) },
        "wheel": ScriptEventReader(["dy"], optional: ["dx", "x", "y"]) { fields throws(ScriptError) in
            let steps = -Script.maximumWheelSteps...Script.maximumWheelSteps, coordinate = Script.coordinateRange
            return .input(.wheel(
                dx: try fields.optionalNumber("dx", in: steps) ?? 0, dy: try fields.number("dy", in: steps),
                at: Point(x: try fields.optionalNumber("x", in: coordinate) ?? 0, y: try fields.optionalNumber("y", in: coordinate) ?? 0)))
        },
        "pinch": ScriptEventReader(["scale"]) { fields throws(ScriptError) in
            .input(.pinch(scale: try fields.number("scale", in: (1 / Script.maximumPinchFactor)...Script.maximumPinchFactor)))
        },
        "rotate": ScriptEventReader(["angle"]) { fields throws(ScriptError) in
            .input(.rotate(angle: try fields.number("angle", in: -Script.maximumRotationStep...Script.maximumRotationStep)))
        },
        "modifiers": ScriptEventReader(["shift"]) { fields throws(ScriptError) in .input(.modifiers(shift: try fields.bool("shift"))) },
    ]
}

extension LineFields {
    /// `button`: left or right.
    func button() throws(ScriptError) -> PointerInput.Button {
        let button = try string("button")
        guard let parsed = PointerInput.Button(rawValue: button) else {
            throw ScriptError(line: line, "'button' must be left or right, got '\(Script.shown(button))'")
        }
        return parsed
    }

    /// `x` and `y`: window points within ±`Script.maximumCoordinate`.
    func point() throws(ScriptError) -> Point {
        Point(x: try number("x", in: Script.coordinateRange), y: try number("y", in: Script.coordinateRange))
    }
}
