import ArgumentParser
import CollectionLayout

/// What a command starts from when `--layout`, `--items` or `--size` is left out; nil makes the
/// flag required.
protocol LayoutOptionDefaults {
    static var layout: String? { get }
    static var items: Int? { get }
    static var size: SizeArgument? { get }
    /// What `--size` is, for its help ("The window size").
    static var sizeHelp: String { get }
    /// Whether the options are where a session starts (play, replay) rather than what is shown.
    static var starting: Bool { get }
    /// Whether the command takes `--sections` (the others refuse it in one line).
    static var takesSections: Bool { get }
    /// Whether the layout's own `defaultSections` (a gallery sample's data) replace `items` when
    /// neither `--items` nor `--sections` is given.
    static var usesDefaultSections: Bool { get }
}

extension LayoutOptionDefaults {
    static var sizeHelp: String { "The bounds size" }
    static var starting: Bool { false }
    static var takesSections: Bool { false }
    static var usesDefaultSections: Bool { false }
}

/// `--layout NAME --items N (or --sections N,N,…) --size WxH --set KEY=VALUE… --layout-file PATH`: the layout options
/// `play`, `dump`, `shot` and `replay` share, declared once. Each command gives its defaults through `Defaults`; the
/// settings are checked against the layout in `validate()`, so a bad key is a usage error before
/// the command runs.
struct LayoutOptions<Defaults: LayoutOptionDefaults>: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            (Defaults.starting ? "The starting layout" : "The layout") + Help.defaultNote(Defaults.layout) + ": "
                + CommandContext.layoutNames + " (orbit layouts describes them); with --layout-file, the file's first "
                + "by default.",
            valueName: "name"),
        transform: LayoutName.parse)
    var layout: LayoutName?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            (Defaults.starting ? "The starting number of items" : "The number of items")
                + Help.defaultNote(Defaults.items.map(String.init)) + ", 0 to \(ItemCount.maximum).",
            valueName: "n"),
        transform: ItemCount.parse)
    var items: ItemCount?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Items per section, N,N,... or SxN (S sections of N items; dump, shot, play, replay, fuzz and soak; instead of "
                + "--items): several sections for layouts that lay them out (flow, waterfall, planner, the gallery).",
            valueName: "n,n,..."),
        transform: SectionCounts.parse)
    var sections: SectionCounts?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            Defaults.sizeHelp + Help.defaultNote(Defaults.size?.text) + ", WIDTHxHEIGHT in points.",
            valueName: "WxH"),
        transform: SizeArgument.parse)
    var size: SizeArgument?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A parameter of the \(Defaults.starting ? "starting " : "")layout, KEY=VALUE "
                + "(repeatable; orbit layouts lists the keys).",
            valueName: "key=value"),
        transform: SettingArgument.parse)
    var settings: [SettingArgument] = []

    @OptionGroup var layoutFile: LayoutFileOption

    /// The options with the defaults filled in and the settings applied to the layout.
    struct Resolved {
        let descriptor: LayoutDescriptor
        let settings: [LayoutSetting]
        let layout: any CollectionViewLayout
        let itemCount: Int
        /// Items per section: `[itemCount]` without `--sections`.
        let sectionItemCounts: [Int]
        let size: SizeArgument
        var boundsSize: Size { size.size }

        /// The layout's context at `contentOffset` and `displayScale` (`--scale`): the bounds and the sections.
        func context(contentOffset: Point, displayScale: Double) -> LayoutContext {
            LayoutContext(boundsSize: boundsSize, contentOffset: contentOffset, sectionItemCounts: sectionItemCounts, displayScale: displayScale)
        }

        /// Refuses several sections for a layout that lays out one (the same line for every command).
        func checkSections() throws(CommandFailure) {
            try checkSections(prepared: layout)
        }

        /// `checkSections()` for the layout once prepared: a UIKit layout learns in `prepare`
        /// whether it reads sections.
        func checkSections(prepared: any CollectionViewLayout) throws(CommandFailure) {
            try LayoutOptions.checkSections(sectionItemCounts, layout: prepared, name: descriptor.name)
        }
    }

    /// `--sections` with several sections needs a layout that lays them out (`supportsSections`).
    static func checkSections(_ counts: [Int], layout: any CollectionViewLayout, name: String) throws(CommandFailure) {
        if counts.count > 1, !layout.supportsSections { throw oneSectionError(name) }
    }

    /// `--sections` given for a layout that lays out one section.
    static func oneSectionError(_ name: String) -> CommandFailure {
        CommandFailure.usage("--sections: layout \(name) lays out one section (sectioned layouts: \(sectionedNames))")
    }

    /// The catalog's layouts that lay out sections, for the error that names them.
    static var sectionedNames: String {
        CommandContext.catalog.entries.filter { (try? $0.makeLayout().supportsSectionsOncePrepared) == true }.map(\.name)
            .joined(separator: ", ")
    }

    mutating func validate() throws {
        _ = try resolve()
    }

    /// The layout (its `--set` settings applied), the item count and the size; a missing required
    /// flag or a setting the layout does not take is a `CommandFailure.usage`.
    func resolve() throws(CommandFailure) -> Resolved {
        let catalog = CommandContext.catalog
        let descriptor: LayoutDescriptor
        if let layout {
            descriptor = layout.descriptor
        } else if let loaded = CommandContext.defaultLoadedLayout {
            // `--layout-file` without `--layout`: the file's first layout.
            descriptor = loaded
        } else if let compared = CommandContext.compareLayout {
            // `--compare A B` without `--layout`: A's layout (a side without a name varies it).
            descriptor = compared
        } else if let name = Defaults.layout {
            descriptor = (try? catalog.entry(named: name)) ?? catalog.entries[0]
        } else {
            throw CommandFailure.usage("--layout is required (one of: \(CommandContext.layoutNames)), or give --layout-file")
        }
        if sections != nil {
            guard Defaults.takesSections else { throw CommandFailure.usage("--sections is not available for this command") }
            guard items == nil else { throw CommandFailure.usage("--items and --sections cannot be used together") }
        }
        var counts = sections?.values
        if counts == nil, items == nil, Defaults.usesDefaultSections { counts = descriptor.defaultSections }
        guard let count = counts.map({ $0.reduce(0, +) }) ?? items?.value ?? Defaults.items else {
            throw CommandFailure.usage("--items is required (the number of items, 0 to \(ItemCount.maximum))")
        }
        guard let size = size ?? Defaults.size else { throw CommandFailure.usage("--size is required (WIDTHxHEIGHT in points)") }
        let parsed = settings.map(\.setting)
        var own = parsed
        let compared = CommandContext.comparedLayouts.compactMap { $0 }
        if !compared.isEmpty {
            // With `--compare`, `--set` applies to each side whose layout has the key.
            let layouts = [descriptor] + compared
            if let unknown = parsed.first(where: { setting in !layouts.contains { $0.has(key: setting.key) } }) {
                let names = Set(layouts.map(\.name)).sorted().joined(separator: ", ")
                throw CommandFailure.usage("--set: unknown key '\(unknown.key)' for layouts \(names)")
            }
            own = parsed.filter { descriptor.has(key: $0.key) }
        }
        do {
            return Resolved(
                descriptor: descriptor, settings: parsed, layout: try descriptor.makeLayout(own), itemCount: count,
                sectionItemCounts: counts ?? [count], size: size)
        } catch {
            throw CommandFailure.usage("--set: " + error.message)
        }
    }
}

/// `--offset X,Y`, for the commands that show a layout scrolled (`dump`, `shot`).
struct ContentOffsetOption: ParsableArguments {
    @Option(
        parsing: .unconditional, help: ArgumentHelp("The content offset (default 0,0), X,Y in points.", valueName: "x,y"),
        transform: PointArgument.parse)
    var offset: PointArgument?

    var contentOffset: Point { offset?.point ?? .zero }
}

/// Pieces of help texts.
enum Help {
    /// ` (default VALUE)`, or ` (required)` without one.
    static func defaultNote(_ value: String?) -> String {
        value.map { " (default \($0))" } ?? " (required)"
    }
}
