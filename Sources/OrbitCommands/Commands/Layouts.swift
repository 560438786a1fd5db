import ArgumentParser
import CollectionLayout
import OrbitSession
import OrbitSupport

/// `orbit layouts`: the catalog — every layout with what it is, where it comes from, its partner,
/// its gestures and its `--set` keys with their defaults and what they accept.
struct Layouts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the layouts with their --set keys, defaults and accepted values.",
        discussion: """
            For each layout of the catalog (the seeds, the 3D carousels, then any a package adds): its summary, its origin, \
            its partner (the layout Space switches to), what pinch and rotation do, and every --set key \
            with its default value and what it accepts. --json prints the same as one JSON array, --markdown \
            as the tables of docs/reference/LAYOUT-KEYS.md (a test keeps that file equal to it). With \
            --layout-file and no names: the file's layouts only (compiled and loaded, so a file that does \
            not compile or registers nothing is reported in one line).
            """)

    @Argument(help: ArgumentHelp("Only these layouts (default: all).", valueName: "name"), transform: LayoutName.parse)
    var names: [LayoutName] = []

    @Flag(help: "One JSON array of objects (name, summary, origin, partner, gestures, parameters) instead of text.")
    var json = false

    @Flag(help: "Markdown tables (docs/reference/LAYOUT-KEYS.md's) instead of text.")
    var markdown = false

    @OptionGroup var layoutFile: LayoutFileOption

    func run() {
        print(render())
    }

    /// The layouts asked for, in catalog order when none are named.
    var layouts: [LayoutDescriptor] {
        guard names.isEmpty else { return names.map(\.descriptor) }
        let loaded = CommandContext.loadedLayouts
        return loaded.isEmpty ? CommandContext.catalog.entries : loaded
    }

    /// The text the command prints.
    func render() -> String {
        if json { return Self.json(layouts, catalog: CommandContext.catalog) }
        if markdown { return Self.markdown(layouts, catalog: CommandContext.catalog) }
        return Self.text(layouts, catalog: CommandContext.catalog)
    }

    /// One block a layout, blank lines between:
    ///
    ///     flow: a grid of equal items in justified lines, like UICollectionViewFlowLayout
    ///       origin:   UICollectionViewFlowLayout, the partner of ring and line
    ///       partner:  ring
    ///       gestures: none
    ///       --set     KEY                      DEFAULT  ACCEPTS
    ///                 itemSize                 60x60    a size WxH or one side
    /// The layout Space switches to, saying so when the layout declared none (or one the catalog
    /// lacks) and the catalog's default stands in: `flow (none declared: the catalog's first layout)`.
    static func partnerText(of layout: LayoutDescriptor, in catalog: LayoutCatalog) -> String {
        let partner = catalog.partner(of: layout.name)
        guard partner.name != layout.partner else { return partner.name }
        let place = catalog.position(of: partner.name) == 0 ? "first" : "second"
        let why = layout.partner.map { "\($0) is not in the catalog" } ?? "none declared"
        return "\(partner.name) (\(why): the catalog's \(place) layout)"
    }

    static func text(_ layouts: [LayoutDescriptor], catalog: LayoutCatalog) -> String {
        let keyWidth = max(3, layouts.flatMap(\.parameters).map(\.key.count).max() ?? 0)
        let defaultWidth = max(7, layouts.flatMap(\.parameters).map(\.defaultValue.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var blocks: [String] = []
        for layout in layouts {
            var lines = ["\(layout.name): \(layout.summary)"]
            if !layout.origin.isEmpty { lines.append("  origin:   \(layout.origin)") }
            lines.append("  partner:  " + partnerText(of: layout, in: catalog))
            lines.append("  gestures: \(gestures(layout.gestures))")
            if layout.parameters.isEmpty {
                lines.append("  --set     none")
            } else {
                lines.append("  --set     " + pad("KEY", keyWidth) + "  " + pad("DEFAULT", defaultWidth) + "  ACCEPTS")
                for parameter in layout.parameters {
                    lines.append(
                        "            " + pad(parameter.key, keyWidth) + "  " + pad(parameter.defaultValue, defaultWidth) + "  "
                            + parameter.expectation)
                }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// `pinch: TEXT; rotation: TEXT`, or `none`.
    static func gestures(_ response: GestureResponse) -> String {
        let parts = [response.pinch.map { "pinch: \($0)" }, response.rotation.map { "rotation: \($0)" }].compactMap { $0 }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }

    /// `[{"name": …, "summary": …, "origin": …, "partner": …, "gestures": {"pinch": …, "rotation": …},
    /// "parameters": [{"key": …, "default": …, "accepts": …}]}]`; a gesture the layout ignores is left out.
    static func json(_ layouts: [LayoutDescriptor], catalog: LayoutCatalog) -> String {
        var json = JSONText()
        json.beginArray()
        for layout in layouts {
            json.beginObject()
            json.key("name"); json.string(layout.name)
            json.key("summary"); json.string(layout.summary)
            json.key("origin"); json.string(layout.origin)
            json.key("partner"); json.string(catalog.partner(of: layout.name).name)
            json.key("gestures")
            json.beginObject()
            if let pinch = layout.gestures.pinch { json.key("pinch"); json.string(pinch) }
            if let rotation = layout.gestures.rotation { json.key("rotation"); json.string(rotation) }
            json.endObject()
            json.key("parameters")
            json.beginArray()
            for parameter in layout.parameters {
                json.beginObject()
                json.key("key"); json.string(parameter.key)
                json.key("default"); json.string(parameter.defaultValue)
                json.key("accepts"); json.string(parameter.expectation)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        return json.text
    }

    /// Markdown: one summary table (a row a layout: its keys with their defaults), then a section a
    /// layout with its origin, partner, gestures and a table of its keys, defaults and accepted values.
    static func markdown(_ layouts: [LayoutDescriptor], catalog: LayoutCatalog) -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        func code(_ text: String) -> String { text.isEmpty ? "" : "`" + cell(text) + "`" }
        var lines = ["| layout | summary | keys (defaults) |", "|---|---|---|"]
        for layout in layouts {
            let keys = layout.parameters.map { "\(code($0.key)) \(cell($0.defaultValue))" }.joined(separator: ", ")
            lines.append("| \(code(layout.name)) | \(cell(layout.summary)) | \(keys.isEmpty ? "none" : keys) |")
        }
        for layout in layouts {
            lines += ["", "### `\(layout.name)`", "", "\(cell(layout.summary))."]
            lines.append("")
            if !layout.origin.isEmpty { lines.append("- origin: \(layout.origin)") }
            lines.append("- partner: " + partnerText(of: layout, in: catalog))
            lines.append("- gestures: " + gestures(layout.gestures))
            guard !layout.parameters.isEmpty else {
                lines += ["", "No `--set` keys."]
                continue
            }
            lines += ["", "| key | default | accepts |", "|---|---|---|"]
            for parameter in layout.parameters {
                lines.append("| \(code(parameter.key)) | \(code(parameter.defaultValue)) | \(cell(parameter.expectation)) |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
