import ArgumentParser
import CollectionLayout
import OrbitSession

/// `orbit dump`: a layout's attributes as one JSON object, no window (docs/reference/LAYOUTS.md's contract).
struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a layout's attributes as JSON.",
        discussion: """
            Without --all or --rect, prints attributes(in:) for the visible rect (ox, oy, W, H); --all \
            prints attributes(at:) for every item, hidden ones included. --target asks the layout's \
            targetContentOffset for a proposed offset and release velocity (points per second), \
            clamped into the scrollable range as the host would.
            """)

    /// Every layout option is required.
    enum Defaults: LayoutOptionDefaults {
        static let layout: String? = nil
        static let items: Int? = nil
        static let size: SizeArgument? = nil
        static let takesSections = true
    }

    @OptionGroup var options: LayoutOptions<Defaults>

    @OptionGroup var displayScale: DisplayScaleOption

    @OptionGroup var offset: ContentOffsetOption

    @OptionGroup var content: ContentOption

    @OptionGroup var pictures: PictureFolderOption

    @Flag(help: "Every item via attributes(at:), hidden ones included.")
    var all = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Query attributes(in:) for this rect, X,Y,W,H in content coordinates.", valueName: "x,y,w,h"),
        transform: RectArgument.parse)
    var rect: RectArgument?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("A proposed content offset X,Y for targetContentOffset.", valueName: "x,y"),
        transform: PointArgument.parse)
    var target: PointArgument?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The release velocity VX,VY in points per second, with --target (default 0,0).", valueName: "vx,vy"),
        transform: PointArgument.parse)
    var velocity: PointArgument?

    @OptionGroup var orthogonal: OrthogonalOption

    func validate() throws {
        try pictures.check(content: content.kind)
        if all, rect != nil { throw CommandFailure.usage("--all and --rect cannot be used together") }
        if velocity != nil, target == nil { throw CommandFailure.usage("--velocity needs --target") }
    }

    func run() throws {
        print(try render())
    }

    /// The JSON text the command prints.
    func render() throws(CommandFailure) -> String {
        let resolved = try options.resolve()
        let bounds = resolved.boundsSize
        var contentOffset = offset.contentOffset
        var layout = resolved.layout
        let sections = resolved.sectionItemCounts
        try resolved.checkSections()
        layout.prepare(resolved.context(contentOffset: contentOffset, displayScale: displayScale.value))
        // A UIKit layout learns in prepare whether it reads sections.
        try resolved.checkSections(prepared: layout)
        if content.kind != .icons { return try renderSized(layout: layout, resolved: resolved, offset: contentOffset) }
        if layout.wrapping != nil {
            // A wrapping layout is shown, as the host shows it, at the offset reduced into its period.
            contentOffset = layout.wrappedContentOffset(contentOffset)
            layout.prepare(resolved.context(contentOffset: contentOffset, displayScale: displayScale.value))
        }
        try orthogonal.apply(to: &layout, name: resolved.descriptor.name)
        let attributes: [LayoutAttributes]
        if all {
            attributes = layout.allAttributes + layout.allSupplementaryAndDecorationAttributes
        } else {
            attributes = layout.attributes(in: rect?.rect ?? layout.context.visibleRect).cellsInIndexOrder()
        }
        // Single-section output stays as it was: the element fields appear only when they say something.
        let elementFields = sections.count > 1 || attributes.contains { !$0.isCell }

        let document = DumpDocument(
            layout: resolved.descriptor.name, bounds: bounds, contentOffset: contentOffset, contentSize: layout.contentSize,
            items: attributes.map { DumpItem($0, elementFields: elementFields) }, targetContentOffset: target.map { target in
                layout.wrappedContentOffset(layout.clampedTargetContentOffset(proposed: target.point, velocity: velocity?.point ?? .zero))
            })
        return FormatEncoder.text(document)
    }
}
