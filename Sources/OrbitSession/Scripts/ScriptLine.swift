import CollectionLayout

/// One line of a script (docs/reference/INTERACTION.md section 2) as a typed model: `t`, `event`, and the
/// fields `ScriptEvent` lists for that event, each present only when the event has it. The fields
/// are declared in the order every event writes them (`{"t": 1, "event": "wheel", "dx": 0, "dy":
/// 1, "x": 0, "y": 0}`), so `FormatEncoder` writes a line exactly as scripts have always been
/// written; tests and tools read lines back with `JSONDecoder`. `Script.parse` reads scripts with
/// its own checks, whose one-line errors name the line and the field.
public struct ScriptLine: Codable, Equatable, Sendable, FormatModel {
    /// Seconds from the start.
    public var t: Double
    public var event: ScriptEvent
    /// `prefer`: the item identity; `scrollTo`: the item's index in its section.
    public var item: Int?
    /// `size`, `prefer`: points.
    public var width: Double?
    public var height: Double?
    /// `down`, `up`: `left` or `right`.
    public var button: String?
    /// `wheel`: steps.
    public var dx: Double?
    public var dy: Double?
    /// `down`, `up`, `move`, `wheel`: window points.
    public var x: Double?
    public var y: Double?
    /// `key`: an SDL key name; `set`: a parameter; `physics`: a `PhysicsKey`.
    public var key: String?
    /// `set`, `physics`.
    public var value: ScriptValue?
    /// `layout`: a catalog name.
    public var name: String?
    /// `insertSection`: the new section's index.
    public var at: Int?
    /// `items`, `insertSection`: items.
    public var count: Int?
    /// `pinch`: the factor.
    public var scale: Double?
    /// `rotate`: radians clockwise.
    public var angle: Double?
    /// `modifiers`: whether Shift is held.
    public var shift: Bool?
    /// `timing`: `ease-in-out` or `spring`, with the spring's `damping` and `response`.
    public var curve: String?
    public var damping: Double?
    public var response: Double?
    /// `sections`: items per section.
    public var counts: [Int]?
    /// `deleteSection`, `orthogonal`, `scrollTo` (written only when not 0).
    public var section: Int?
    /// `orthogonal`: points across the layout's scroll axis.
    public var offset: Double?
    /// `moveSection`.
    public var from: Int?
    public var to: Int?
    /// `content`: icons, captions or photos.
    public var kind: String?
    /// `scrollTo`: `ItemScrollPosition`'s names (`top`, `centered`, `bottom,right`).
    public var position: String?
    /// `scrollTo`: written only when false (the default is animated).
    public var animated: Bool?

    /// The line of `timed`.
    public init(_ timed: TimedInputEvent) {
        t = timed.time
        event = ScriptEvent(timed.event)
        switch timed.event {
        case .resize(let size): (width, height) = (size.width, size.height)
        case .pointerDown(let button, let point), .pointerUp(let button, let point):
            (self.button, x, y) = (button.rawValue, point.x, point.y)
        case .pointerMove(let point): (x, y) = (point.x, point.y)
        case .wheel(let dx, let dy, let point): (self.dx, self.dy, x, y) = (dx, dy, point.x, point.y)
        case .key(let key): self.key = key
        case .selectLayout(let name): self.name = name
        case .setItemCount(let count): self.count = count
        case .pinch(let scale): self.scale = scale
        case .rotate(let angle): self.angle = angle
        case .modifiers(let shift): self.shift = shift
        case .timing(let spring):
            curve = spring == nil ? "ease-in-out" : "spring"
            (damping, response) = (spring?.dampingRatio, spring?.response)
        case .setParameter(let setting): (key, value) = (setting.key, ScriptValue(setting.value))
        case .physics(let physicsKey, let number): (key, value) = (physicsKey.rawValue, .number(number))
        case .setSections(let counts): self.counts = counts
        case .insertSection(let at, let count): (self.at, self.count) = (at, count)
        case .deleteSection(let section): self.section = section
        case .moveSection(let from, let to): (self.from, self.to) = (from, to)
        case .content(let kind): self.kind = kind.rawValue
        case .preferredSize(let item, let size): (self.item, width, height) = (item, size.width, size.height)
        case .orthogonalOffset(let section, let offset): (self.section, self.offset) = (section, offset)
        case .scrollToItem(let indexPath, let position, let animated):
            item = indexPath.item
            section = indexPath.section == 0 ? nil : indexPath.section
            self.position = position.nameList
            self.animated = animated ? nil : false
        }
    }
}

/// A `set` or `physics` event's `value`: a JSON number, boolean or string.
public enum ScriptValue: Codable, Equatable, Sendable {
    case number(Double)
    case bool(Bool)
    case string(String)

    /// A `set` value as written: a boolean for `true`/`false`, a number when it reads back as the
    /// same text (`ParameterValue.format`), else the text.
    public init(_ text: String) {
        if text == "true" || text == "false" {
            self = .bool(text == "true")
        } else if let number = ParameterValue.decimal(text), ParameterValue.format(number) == text {
            self = .number(number)
        } else {
            self = .string(text)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .bool(let bool): try container.encode(bool)
        case .string(let text): try container.encode(text)
        }
    }
}
