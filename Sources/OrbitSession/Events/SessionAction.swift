import CollectionLayout
import Foundation

/// A change to a session that is not pointer input: what keys, the tuning panel, scripts,
/// journals and the fuzzer ask of it (`Session.send(_:at:)`). The session never sees a
/// key name: the playground's `KeyBindings` maps keys to these.
///
/// Each case's script line lives in this file and nowhere else: its event name and fields
/// (`scriptLine`), its trace label (`traceLabel`) and its reader with the checks
/// (`scriptReaders`). Adding an action is this file, the session's handler (`perform`), a key
/// binding if a key sends it and the fuzzer (CONTRIBUTING.md, "Add a session action").
public enum SessionAction: Hashable, Sendable {
    // MARK: Layouts
    /// Select a catalog layout by name (a name the catalog lacks does nothing; scripts check
    /// names when they are read). Script event `layout`.
    case selectLayout(String)
    /// The catalog's numbered layout, 1…9 then 0 for the tenth (the number keys). `numberedLayout`.
    case selectNumberedLayout(Int)
    /// The next layout in catalog order (Tab). `nextLayout`.
    case nextLayout
    /// An animated switch to the layout's partner (Space). `partner`.
    case switchToPartner
    /// Flip the scroll direction of flow, waterfall and line3d (D). `flipDirection`.
    case flipDirection
    /// Back to the session's start: layout, settings, items, offset, gestures, speed (R). `reset`.
    case reset

    // MARK: Items and sections
    /// Set the item count, animated. `items`.
    case setItemCount(Int)
    /// Add an item after the focused one, or remove the focused one, animated (+ / -).
    /// `addItem`, `removeItem`.
    case addItem, removeItem
    /// Items per section (`sections` events): every section that stays keeps its first items,
    /// animated as one batch update (`CollectionView.setSectionItemCounts`).
    case setSections([Int])
    /// A new section of `count` new items at `at` (its index after the update), animated.
    case insertSection(at: Int, count: Int)
    /// Section `section` (its index before the update) goes with its items, animated; the last
    /// remaining section stays.
    case deleteSection(Int)
    /// A section and its items move from `from` (before) to `to` (after), animated.
    case moveSection(from: Int, to: Int)
    /// A new section of `Session.insertedSectionItemCount` items after the focused
    /// item's section (N), `insertFocusedSection`; the focused section deleted (X),
    /// `deleteFocusedSection`; moved one place on, the last to the front (J), `moveFocusedSection`.
    case insertSectionAfterFocus, deleteFocusedSection, moveFocusedSection

    // MARK: Scrolling
    /// Page one item (or line) back (-1) or forward (+1) per step (arrows). `page` with `by`.
    case page(Int)
    /// Scroll so that the item at `indexPath` sits at `position` in the view, animated or at once:
    /// UIKit's `scrollToItem(at:at:animated:)`. An index path the session lacks does nothing. `scrollTo`.
    case scrollToItem(ItemIndexPath, ItemScrollPosition, animated: Bool)
    /// The first item to the top-left of the view, or the last to its bottom-right, animated
    /// (Home / End). `scrollToFirst`, `scrollToLast`.
    case scrollToFirstItem, scrollToLastItem
    /// Orthogonal section `section` shows `offset` (points across the layout's scroll axis,
    /// clamped into its range) from now on; other sections ignore it. `orthogonal`.
    case orthogonalOffset(section: Int, offset: Double)
    /// One item per swipe on or off (`CollectionView.pagesOneItemPerSwipe`, O). `toggleSwipePaging`.
    case toggleSwipePaging
    /// Cancel a drag to reorder: the item goes back (Esc while one runs). `cancelMovement`.
    case cancelMovement

    // MARK: Tuning and content
    /// A parameter of the current layout in its `--set` form (`set`, the tuning panel): the
    /// layout made with it animates in (a key or value the layout refuses does nothing).
    case setParameter(LayoutSetting)
    /// One of the host's physics values (`physics`, the tuning panel), clamped into its range.
    case physics(PhysicsKey, Double)
    /// The animation timing from now on: a spring, or nil for ease-in-out (`timing`, `--spring`).
    case timing(SpringTiming?)
    /// Animate with the session's `springChoice` or with ease-in-out (B). `toggleSpring`.
    case toggleSpring
    /// Halve or double the animation speed ([ / ]). `slower`, `faster`.
    case slower, faster
    /// What the items show from now on: icons, captions or photos. `content`.
    case content(ContentKind)
    /// Item `item` (its identity) prefers `size` (points) from now on. `prefer`.
    case preferredSize(item: ItemID, Size)
}

// MARK: - Script lines

extension SessionAction {
    /// The script line: event name and fields in the documented order.
    var scriptLine: ScriptLineContent {
        if let name = fieldlessName { return ScriptLineContent(name) }
        return switch self {
        case .selectLayout(let name): ScriptLineContent("layout", ["name": .string(name)])
        case .selectNumberedLayout(let number): ScriptLineContent("numberedLayout", ["number": .integer(number)])
        case .setItemCount(let count): ScriptLineContent("items", ["count": .integer(count)])
        case .setSections(let counts): ScriptLineContent("sections", ["counts": .integers(counts)])
        case .insertSection(let at, let count): ScriptLineContent("insertSection", ["at": .integer(at), "count": .integer(count)])
        case .deleteSection(let section): ScriptLineContent("deleteSection", ["section": .integer(section)])
        case .moveSection(let from, let to): ScriptLineContent("moveSection", ["from": .integer(from), "to": .integer(to)])
        case .page(let steps): ScriptLineContent("page", ["by": .integer(steps)])
        case .scrollToItem(let indexPath, let position, let animated):
            ScriptLineContent("scrollTo", [
                "item": .integer(indexPath.item), "section": indexPath.section == 0 ? nil : .integer(indexPath.section),
                "position": .string(position.nameList), "animated": animated ? nil : .bool(false),
            ])
        case .orthogonalOffset(let section, let offset):
            ScriptLineContent("orthogonal", ["section": .integer(section), "offset": .number(offset)])
        case .setParameter(let setting): ScriptLineContent("set", ["key": .string(setting.key), "value": .setting(setting.value)])
        case .physics(let key, let value): ScriptLineContent("physics", ["key": .string(key.rawValue), "value": .number(value)])
        case .timing(let spring):
            ScriptLineContent("timing", [
                "curve": .string(spring == nil ? "ease-in-out" : "spring"),
                "damping": spring.map { .number($0.dampingRatio) }, "response": spring.map { .number($0.response) },
            ])
        case .content(let kind): ScriptLineContent("content", ["kind": .string(kind.rawValue)])
        case .preferredSize(let item, let size):
            ScriptLineContent("prefer", ["item": .integer(item), "width": .number(size.width), "height": .number(size.height)])
        default: ScriptLineContent("")
        }
    }

    /// The event name of an action without fields, nil for one with fields (each case is sorted
    /// here, so that a new one cannot be left out of the script format).
    private var fieldlessName: String? {
        switch self {
        case .nextLayout: "nextLayout"
        case .switchToPartner: "partner"
        case .flipDirection: "flipDirection"
        case .reset: "reset"
        case .addItem: "addItem"
        case .removeItem: "removeItem"
        case .insertSectionAfterFocus: "insertFocusedSection"
        case .deleteFocusedSection: "deleteFocusedSection"
        case .moveFocusedSection: "moveFocusedSection"
        case .scrollToFirstItem: "scrollToFirst"
        case .scrollToLastItem: "scrollToLast"
        case .toggleSwipePaging: "toggleSwipePaging"
        case .cancelMovement: "cancelMovement"
        case .toggleSpring: "toggleSpring"
        case .slower: "slower"
        case .faster: "faster"
        case .selectLayout, .selectNumberedLayout, .setItemCount, .setSections, .insertSection, .deleteSection, .moveSection, .page,
            .scrollToItem, .orthogonalOffset, .setParameter, .physics, .timing, .content, .preferredSize:
            nil
        }
    }

    /// The name of the instant a trace shows on its `input` track: `layout wheel`, `items 30`, …
    var traceLabel: String {
        switch self {
        case .selectLayout(let name): "layout \(name)"
        case .selectNumberedLayout(let number): "layout #\(number)"
        case .setItemCount(let count): "items \(count)"
        case .timing(let spring): spring.map { "spring \($0.dampingRatio), \($0.response) s" } ?? "ease-in-out"
        case .setParameter(let setting): "set \(setting.key)=\(setting.value)"
        case .physics(let key, let value): "physics \(key.rawValue)=\(value)"
        case .setSections(let counts): "sections \(counts.count)"
        case .insertSection(let at, let count): "insertSection \(at) (\(count) items)"
        case .deleteSection(let section): "deleteSection \(section)"
        case .moveSection(let from, let to): "moveSection \(from)→\(to)"
        case .content(let kind): "content \(kind.rawValue)"
        case .preferredSize(let item, let size): "prefer \(item) \(size.width)x\(size.height)"
        case .orthogonalOffset(let section, let offset): "orthogonal \(section) \(offset)"
        case .scrollToItem(let indexPath, let position, _): "scroll to \(indexPath.section):\(indexPath.item) \(position.nameList)"
        case .page(let steps): "page \(steps > 0 ? "+" : "")\(steps)"
        default: fieldlessName ?? ""
        }
    }
}

// MARK: - Reading script lines

extension SessionAction {
    /// The readers of the actions' lines, by event name: the fields each takes and its checks.
    static let scriptReaders: [String: ScriptEventReader] = fieldlessReaders
        .merging(layoutReaders) { first, _ in first }
        .merging(itemReaders) { first, _ in first }
        .merging(tuningReaders) { first, _ in first }

    /// The actions without fields, read by their name alone.
    private static let fieldlessReaders: [String: ScriptEventReader] = Dictionary(
        uniqueKeysWithValues: [
            nextLayout, switchToPartner, flipDirection, reset, addItem, removeItem, insertSectionAfterFocus, deleteFocusedSection,
            moveFocusedSection, scrollToFirstItem, scrollToLastItem, toggleSwipePaging, cancelMovement, toggleSpring, slower, faster,
        ].map { action in (action.fieldlessName ?? "", ScriptEventReader([]) { _ throws(ScriptError) in .action(action) }) })

    private static let layoutReaders: [String: ScriptEventReader] = [
        "layout": ScriptEventReader(["name"]) { fields throws(ScriptError) in
            let layout = try fields.string("name")
            guard fields.catalog.contains(layout) else {
                throw ScriptError(
                    line: fields.line,
                    "unknown layout '\(Script.shown(layout))' (expected one of: \(fields.catalog.names.joined(separator: ", ")))")
            }
            return .action(.selectLayout(layout))
        },
        "numberedLayout": ScriptEventReader(["number"]) { fields throws(ScriptError) in
            .action(.selectNumberedLayout(try fields.wholeNumber("number", in: 0...9)))
        },
        "page": ScriptEventReader(["by"]) { fields throws(ScriptError) in
            .action(.page(try fields.wholeNumber("by", in: -Script.maximumPageSteps...Script.maximumPageSteps)))
        },
        "scrollTo": ScriptEventReader(["item", "position"], optional: ["section", "animated"]) { fields throws(ScriptError) in
            try fields.scrollTo()
        },
        "orthogonal": ScriptEventReader(["section", "offset"]) { fields throws(ScriptError) in
            let section = try fields.index("section", upTo: CollectionView.maximumItemCount)
            return .action(.orthogonalOffset(section: section, offset: try fields.number("offset", in: Script.coordinateRange)))
        },
    ]

    private static let itemReaders: [String: ScriptEventReader] = [
        "items": ScriptEventReader(["count"]) { fields throws(ScriptError) in
            .action(.setItemCount(try fields.wholeNumber("count", in: 0...Session.maximumItemCount)))
        },
        "sections": ScriptEventReader(["counts"]) { fields throws(ScriptError) in .action(.setSections(try fields.sectionCounts())) },
        "insertSection": ScriptEventReader(["at", "count"]) { fields throws(ScriptError) in
            .action(.insertSection(
                at: try fields.wholeNumber("at", in: Script.sectionIndexRange),
                count: try fields.wholeNumber("count", in: 0...Session.maximumItemCount)))
        },
        "deleteSection": ScriptEventReader(["section"]) { fields throws(ScriptError) in
            .action(.deleteSection(try fields.wholeNumber("section", in: Script.sectionIndexRange)))
        },
        "moveSection": ScriptEventReader(["from", "to"]) { fields throws(ScriptError) in
            .action(.moveSection(
                from: try fields.wholeNumber("from", in: Script.sectionIndexRange), to: try fields.wholeNumber("to", in: Script.sectionIndexRange)))
        },
        "content": ScriptEventReader(["kind"]) { fields throws(ScriptError) in
            let name = try fields.string("kind")
            guard let kind = ContentKind(rawValue: name) else {
                throw ScriptError(line: fields.line, "unknown content '\(Script.shown(name))' (expected one of: \(ContentKind.names))")
            }
            return .action(.content(kind))
        },
        "prefer": ScriptEventReader(["item", "width", "height"]) { fields throws(ScriptError) in
            let item = try fields.index("item", upTo: CollectionView.maximumItemCount * 2)
            let side = 0...Script.maximumSide
            return .action(.preferredSize(item: item, Size(width: try fields.number("width", in: side), height: try fields.number("height", in: side))))
        },
    ]

    private static let tuningReaders: [String: ScriptEventReader] = [
        "set": ScriptEventReader(["key", "value"]) { fields throws(ScriptError) in .action(.setParameter(try fields.setting())) },
        "physics": ScriptEventReader(["key", "value"]) { fields throws(ScriptError) in
            let name = try fields.string("key")
            guard let key = PhysicsKey(rawValue: name) else {
                let names = PhysicsKey.allCases.map(\.rawValue).joined(separator: ", ")
                throw ScriptError(line: fields.line, "unknown physics key '\(Script.shown(name))' (expected one of: \(names))")
            }
            return .action(.physics(key, try fields.number("value", in: key.range)))
        },
        "timing": ScriptEventReader(["curve"], optional: ["damping", "response"]) { fields throws(ScriptError) in
            .action(.timing(try fields.spring()))
        },
    ]
}

// MARK: - The checks of the actions with structured fields

extension LineFields {
    /// `scrollTo`: `item` and optional `section` (default 0) from 0, `position` one of
    /// `ItemScrollPosition`'s names (or a pair joined by a comma), optional `animated` (default true).
    fileprivate func scrollTo() throws(ScriptError) -> SessionEvent {
        let item = try index("item", upTo: CollectionView.maximumItemCount)
        let names = try string("position")
        guard let position = ItemScrollPosition(names: names) else {
            throw ScriptError(
                line: line,
                "'position' must be one of \(ItemScrollPosition.names.map(\.name).joined(separator: ", ")) "
                    + "(or a vertical and a horizontal one joined by a comma), got '\(Script.shown(names))'")
        }
        let animated = object["animated"] == nil ? true : try bool("animated")
        let section = try optionalIndex("section", upTo: CollectionView.maximumItemCount) ?? 0
        return .action(.scrollToItem(ItemIndexPath(item: item, section: section), position, animated: animated))
    }

    /// `sections`: 1 to `Script.maximumSectionCount` item counts adding up to at most
    /// `Session.maximumItemCount`.
    fileprivate func sectionCounts() throws(ScriptError) -> [Int] {
        let maximumItems = Session.maximumItemCount
        guard let values = object["counts"] as? [Any], !(object["counts"] is String) else {
            throw ScriptError(line: line, "'counts' must be an array of item counts, such as [10, 5, 20]")
        }
        guard !values.isEmpty, values.count <= Script.maximumSectionCount else {
            throw ScriptError(line: line, "'counts' must name 1 to \(Script.maximumSectionCount) sections, got \(values.count)")
        }
        var counts: [Int] = [], total = 0
        for (position, value) in values.enumerated() {
            let single = LineFields(object: ["counts[\(position)]": value], line: line, catalog: catalog)
            let count = try single.wholeNumber("counts[\(position)]", in: 0...maximumItems)
            total += count
            guard total <= maximumItems else { throw ScriptError(line: line, "'counts' adds up to more than \(maximumItems) items") }
            counts.append(count)
        }
        return counts
    }

    /// `set`: `key` a parameter of one of the catalog's layouts (which one applies depends on the
    /// layout on screen when it is handled); `value` a number, `true`/`false` or a string in the
    /// `--set` form.
    fileprivate func setting() throws(ScriptError) -> LayoutSetting {
        let key = try string("key")
        guard catalog.entries.contains(where: { $0.parameterKeys.contains(key) }) else {
            throw ScriptError(line: line, "no layout has a parameter '\(Script.shown(key))'")
        }
        let value: String
        switch object["value"] {
        case let text as String:
            guard text.count <= Script.maximumQuotedLength * 25 else { throw ScriptError(line: line, "'value' is too long") }
            value = text
        case let number as NSNumber where number.objCType.pointee == UInt8(ascii: "c"):
            value = number.boolValue ? "true" : "false"
        case is NSNumber:
            value = ParameterValue.format(try number("value", in: -ParameterValue.maximumMagnitude...ParameterValue.maximumMagnitude))
        default:
            throw ScriptError(line: line, "'value' must be a number, true, false or a string")
        }
        return LayoutSetting(key: key, value: value)
    }

    /// `timing`: `curve` ease-in-out (nil), or spring with optional `damping` and `response`.
    fileprivate func spring() throws(ScriptError) -> SpringTiming? {
        let curve = try string("curve")
        switch curve {
        case "ease-in-out":
            guard object["damping"] == nil, object["response"] == nil else {
                throw ScriptError(line: line, "'damping' and 'response' belong to curve 'spring'")
            }
            return nil
        case "spring":
            let standard = SpringTiming.standard
            return SpringTiming(
                dampingRatio: try optionalNumber("damping", in: SpringTiming.dampingRange) ?? standard.dampingRatio,
                response: try optionalNumber("response", in: SpringTiming.responseRange) ?? standard.response)
        default:
            throw ScriptError(line: line, "'curve' must be ease-in-out or spring, got '\(Script.shown(curve))'")
        }
    }
}
