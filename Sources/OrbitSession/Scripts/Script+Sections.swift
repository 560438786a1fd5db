import CollectionLayout
import Foundation

/// The section events: `sections` (items per section, `{"t": 0, "event": "sections", "counts": [10,
/// 5, 20]}`), `insertSection` (`"at"`, its index after the update, and `"count"`, its items),
/// `deleteSection` (`"section"`, its index before the update) and `moveSection` (`"from"` before,
/// `"to"` after). Indices are whole numbers; one out of range when the event is handled does
/// nothing, as a `layout` event for a layout the session lacks would.
extension Script {
    /// Most sections a `sections` event names, and the largest section index any event names.
    public static let maximumSectionCount = 100_000

    static func parseSectionEvent(
        _ kind: ScriptEvent, object: [String: Any], fields: LineFields
    ) throws(ScriptError) -> InputEvent {
        let maximumItems = PlaygroundSession.maximumItemCount
        let sectionIndex = 0...(maximumSectionCount - 1)
        switch kind {
        case .sections:
            guard let values = object["counts"] as? [Any], !(object["counts"] is String) else {
                throw ScriptError(line: fields.line, "'counts' must be an array of item counts, such as [10, 5, 20]")
            }
            guard !values.isEmpty, values.count <= maximumSectionCount else {
                throw ScriptError(line: fields.line, "'counts' must name 1 to \(maximumSectionCount) sections, got \(values.count)")
            }
            var counts: [Int] = [], total = 0
            for (position, value) in values.enumerated() {
                let single = LineFields(object: ["counts[\(position)]": value], line: fields.line)
                let count = try single.wholeNumber("counts[\(position)]", in: 0...maximumItems)
                total += count
                guard total <= maximumItems else {
                    throw ScriptError(line: fields.line, "'counts' adds up to more than \(maximumItems) items")
                }
                counts.append(count)
            }
            return .setSections(counts)
        case .insertSection:
            return .insertSection(
                at: try fields.wholeNumber("at", in: sectionIndex), count: try fields.wholeNumber("count", in: 0...maximumItems))
        case .deleteSection:
            return .deleteSection(try fields.wholeNumber("section", in: sectionIndex))
        case .moveSection:
            return .moveSection(from: try fields.wholeNumber("from", in: sectionIndex), to: try fields.wholeNumber("to", in: sectionIndex))
        default:
            throw ScriptError(line: fields.line, "'\(kind.rawValue)' is not a section event")
        }
    }
}

extension LineFields {
    /// A whole number in `range`: an error names the field when it is missing, not a number, out
    /// of range or fractional.
    func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws(ScriptError) -> Int {
        let value = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
        guard value == value.rounded() else { throw ScriptError(line: line, "'\(key)' must be a whole number, got \(value)") }
        return Int(value)
    }
}
