import CollectionLayout
import Foundation

/// Where the tuning panel goes: docked to the window's right edge, and the content keeps the rest.
/// The session's bounds become the window's width less the panel's, so the panel never covers
/// content (the layout re-lays its items into the narrower bounds, like a window resize); the HUD
/// keeps to the content's part as it keeps to a window. Pure, in points.
public enum TuningPanelLayout {
    /// The panel's width: this fraction of the window…
    public static let widthFraction = 0.34
    /// …within these widths, points.
    public static let widths: ClosedRange<Double> = 260...360
    /// The content keeps at least this width, points; a narrower window shows no panel.
    public static let minimumContentWidth = 240.0

    /// The content's size and the panel's rect for a window of `window` points, or nil when the
    /// window is too narrow for both.
    public static func split(window: Size) -> (content: Size, panel: Rect)? {
        guard window.width.isFinite, window.height.isFinite, window.height > 0 else { return nil }
        let width = Swift.min(Swift.max((window.width * widthFraction).rounded(), widths.lowerBound), widths.upperBound)
        let contentWidth = window.width - width
        guard contentWidth >= minimumContentWidth else { return nil }
        return (Size(width: contentWidth, height: window.height), Rect(x: contentWidth, y: 0, width: width, height: window.height))
    }
}

/// The layout picker's list: the catalog grouped by where the layouts come from, filtered by a
/// search text. Pure.
public enum LayoutPicker {
    /// A group's title and its layouts, in catalog order.
    public struct Group: Hashable, Sendable {
        public let title: String
        public let layouts: [LayoutDescriptor]
    }

    /// The groups, in this order: the seed layouts, Orbit's 3D carousels, its sectioned layouts
    /// (`LayoutCatalog.sectionLayouts`), the layouts shaped by their content (justified, tags), the
    /// compositional gallery, then the layouts of the user's files (every other entry). Empty
    /// groups are left out.
    public static let titles = ["seeds", "carousels", "sections", "content", "gallery", "your files"]

    /// The catalog's layouts whose name, summary or origin contains every word of `filter`
    /// (case-insensitive; an empty filter keeps them all), grouped.
    ///
    /// - Complexity: O(layouts × text).
    public static func groups(_ catalog: LayoutCatalog, filter: String) -> [Group] {
        let words = filter.lowercased().split(separator: " ").map(String.init)
        var members: [[LayoutDescriptor]] = Array(repeating: [], count: titles.count)
        for entry in catalog.entries {
            let text = (entry.name + " " + entry.summary + " " + entry.origin).lowercased()
            guard words.allSatisfy({ text.contains($0) }) else { continue }
            // A user's file may replace a built-in name: it is then theirs.
            let isBuiltIn = LayoutCatalog.builtIn.entries.first { $0.name == entry.name }?.summary == entry.summary
            let isIn = { (layouts: [LayoutDescriptor]) in layouts.contains { $0.name == entry.name } }
            let group = !isBuiltIn ? 5
                : LayoutCatalog.seeds.contains(entry.name) ? 0
                : isIn(LayoutCatalog.sectionLayouts) ? 2 : isIn(LayoutCatalog.contentLayouts) ? 3
                : isIn(LayoutCatalog.galleryLayouts) ? 4 : 1
            members[group].append(entry)
        }
        return zip(titles, members).compactMap { title, layouts in layouts.isEmpty ? nil : Group(title: title, layouts: layouts) }
    }
}

/// The control that edits a layout parameter, with what it needs to draw: from the parameter's
/// `LayoutParameterKind` and its current value. Pure.
public enum ParameterControl: Hashable, Sendable {
    /// A slider over a closed range.
    case slider(ClosedRange<Double>)
    /// A drag field from `minimum` to `maximum`, `speed` per point dragged.
    case drag(minimum: Double, maximum: Double, speed: Double)
    /// A stepper over whole numbers.
    case stepper(ClosedRange<Int>)
    case toggle
    case choice([String])
    /// A text field, checked by the layout when committed.
    case text

    /// The smallest positive value a drag over a `.positive` number reaches.
    public static let smallestPositive = 0.001

    /// The control for a parameter of `kind` whose value is now `value` (its `--set` text).
    public init(kind: LayoutParameterKind, value: String) {
        switch kind {
        case .number(let rule):
            let current = ParameterValue.number(value, rule: .any) ?? 0
            // A hundredth of the value per point: fine near small values, quick on large ones.
            let speed = Swift.max(Swift.abs(current), 1) / 100
            let limit = ParameterValue.maximumMagnitude
            switch rule {
            case .within(let range): self = .slider(range)
            case .positive: self = .drag(minimum: Self.smallestPositive, maximum: limit, speed: speed)
            case .nonNegative: self = .drag(minimum: 0, maximum: limit, speed: speed)
            case .any: self = .drag(minimum: -limit, maximum: limit, speed: speed)
            }
        case .count(let range): self = .stepper(range)
        case .flag: self = .toggle
        case .choice(let names): self = .choice(names)
        case .text: self = .text
        }
    }

    /// The printf format a slider or drag field shows a number of `unit` in: four significant
    /// digits, then the unit ("%.4g pt"); a `%` in the unit is doubled so that it prints.
    public static func numberFormat(unit: String) -> String {
        unit.isEmpty ? "%.4g" : "%.4g " + unit.replacingOccurrences(of: "%", with: "%%")
    }

    /// The tooltip of `parameter`: its key, what it accepts, its default, with the unit.
    public static func tooltip(_ parameter: LayoutParameterInfo) -> String {
        let unit = parameter.unit.isEmpty ? "" : ", in \(parameter.unit)"
        return "\(parameter.key): \(parameter.expectation)\(unit) (default \(parameter.defaultValue))"
    }

    /// The label of `parameter`'s control: its key, with its unit in brackets for the controls
    /// that do not print the value with it (text fields, steppers).
    public static func label(_ parameter: LayoutParameterInfo, control: ParameterControl) -> String {
        switch control {
        case .slider, .drag, .toggle, .choice: parameter.key
        case .stepper, .text: parameter.unit.isEmpty ? parameter.key : "\(parameter.key) (\(parameter.unit))"
        }
    }

    /// A number as a parameter's text: four significant digits (what a slider can aim at), in
    /// the shortest form that reads back.
    public static func text(for value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = Double(String(format: "%.4g", value)) ?? value
        return ParameterValue.format(rounded == 0 ? 0 : rounded)
    }
}
