import ArgumentParser
import CollectionLayout

/// `orbit dump`: a layout's attributes as one JSON object, no window (docs/LAYOUTS.md's contract).
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a layout's attributes as JSON.",
        discussion: """
            Without --all or --rect, prints attributes(in:) for the visible rect (ox, oy, W, H); --all \
            prints attributes(at:) for every item, hidden ones included. --target asks the layout's \
            targetContentOffset for a proposed offset and release velocity (points per second), \
            clamped into the scrollable range as the host would.
            """)

    @Option(parsing: .unconditional, help: "The layout: \(CommandContext.layoutNames).")
    var layout: String

    @Option(parsing: .unconditional, help: "The number of items (0 or more).")
    var items: String

    @Option(parsing: .unconditional, help: "The bounds size, WIDTHxHEIGHT in points.")
    var size: String

    @Option(parsing: .unconditional, help: "The content offset, X,Y in points.")
    var offset: String = "0,0"

    @Option(name: .customLong("set"), help: "A layout parameter, KEY=VALUE (repeatable).")
    var settings: [String] = []

    @Flag(help: "Every item via attributes(at:), hidden ones included.")
    var all = false

    @Option(parsing: .unconditional, help: "Query attributes(in:) for this rect, X,Y,W,H in content coordinates.")
    var rect: String?

    @Option(parsing: .unconditional, help: "A proposed content offset X,Y for targetContentOffset.")
    var target: String?

    @Option(parsing: .unconditional, help: "The release velocity VX,VY in points per second, with --target.")
    var velocity: String?

    func run() throws {
        print(try render())
    }

    /// The JSON text the command prints.
    func render() throws(CommandLineError) -> String {
        let (descriptor, _, made) = try ArgumentParsing.layout(layout, settings: settings)
        let count = try ArgumentParsing.itemCount(items)
        let bounds = try ArgumentParsing.size(size)
        let contentOffset = try ArgumentParsing.point(offset, flag: "--offset")
        if all, rect != nil { throw CommandLineError("--all and --rect cannot be used together") }
        let queryRect = try rect.map { text throws(CommandLineError) in try ArgumentParsing.rect(text) }
        let proposed = try target.map { text throws(CommandLineError) in try ArgumentParsing.point(text, flag: "--target") }
        if velocity != nil, proposed == nil { throw CommandLineError("--velocity needs --target") }
        let releaseVelocity = try velocity.map { text throws(CommandLineError) in
            try ArgumentParsing.point(text, flag: "--velocity")
        } ?? .zero

        var layout = made
        layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: contentOffset, itemCount: count))
        let attributes: [LayoutAttributes]
        if all {
            attributes = layout.allAttributes
        } else {
            attributes = layout.attributes(in: queryRect ?? layout.context.visibleRect)
        }

        var json = JSONText()
        json.beginObject()
        json.key("layout"); json.string(descriptor.name)
        json.key("bounds"); json.numbers([bounds.width, bounds.height])
        json.key("contentOffset"); json.numbers([contentOffset.x, contentOffset.y])
        json.key("contentSize"); json.numbers([layout.contentSize.width, layout.contentSize.height])
        json.key("items")
        json.beginArray()
        for item in attributes { item.write(to: &json) }
        json.endArray()
        if let proposed {
            let target = layout.clampedTargetContentOffset(proposed: proposed, velocity: releaseVelocity)
            json.key("targetContentOffset"); json.numbers([target.x, target.y])
        }
        json.endObject()
        return json.text
    }
}
