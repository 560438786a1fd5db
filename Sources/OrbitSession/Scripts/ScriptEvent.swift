/// The event names of docs/reference/INTERACTION.md's script format (a line's `"event"` value), each with the
/// fields it takes besides `t` and `event`: the one table the parser, the writer and the errors read.
public enum ScriptEvent: String, CaseIterable, Codable, Sendable {
    case size, down, up, move, wheel, key, layout, items, pinch, rotate, modifiers, timing, set, physics
    case sections, insertSection, deleteSection, moveSection, content, prefer, orthogonal, scrollTo

    /// The fields a line of this event must have.
    public var requiredFields: [String] {
        switch self {
        case .size: ["width", "height"]
        case .down, .up: ["button", "x", "y"]
        case .move: ["x", "y"]
        case .wheel: ["dy"]
        case .key: ["key"]
        case .layout: ["name"]
        case .items: ["count"]
        case .pinch: ["scale"]
        case .rotate: ["angle"]
        case .modifiers: ["shift"]
        case .timing: ["curve"]
        case .set, .physics: ["key", "value"]
        case .sections: ["counts"]
        case .insertSection: ["at", "count"]
        case .deleteSection: ["section"]
        case .moveSection: ["from", "to"]
        case .content: ["kind"]
        case .prefer: ["item", "width", "height"]
        case .orthogonal: ["section", "offset"]
        case .scrollTo: ["item", "position"]
        }
    }

    /// The fields a line of this event may have.
    public var optionalFields: [String] {
        switch self {
        case .wheel: ["dx", "x", "y"]
        case .timing: ["damping", "response"]
        case .scrollTo: ["section", "animated"]
        default: []
        }
    }

    /// The event a script line names for `event`.
    public init(_ event: InputEvent) {
        switch event {
        case .resize: self = .size
        case .pointerDown: self = .down
        case .pointerUp: self = .up
        case .pointerMove: self = .move
        case .wheel: self = .wheel
        case .key: self = .key
        case .selectLayout: self = .layout
        case .setItemCount: self = .items
        case .pinch: self = .pinch
        case .rotate: self = .rotate
        case .modifiers: self = .modifiers
        case .timing: self = .timing
        case .setParameter: self = .set
        case .physics: self = .physics
        case .setSections: self = .sections
        case .insertSection: self = .insertSection
        case .deleteSection: self = .deleteSection
        case .moveSection: self = .moveSection
        case .content: self = .content
        case .preferredSize: self = .prefer
        case .orthogonalOffset: self = .orthogonal
        case .scrollToItem: self = .scrollTo
        }
    }

    /// Every event name, sorted, as an error lists them: `down, items, key, …`.
    static let namesDescription = allCases.map(\.rawValue).sorted().joined(separator: ", ")
}
