import ArgumentParser
import CollectionLayout
import OrbitRendering
import Foundation
import OrbitSession
import Playground

/// `orbit shot`: one frame of a layout rendered headless to a PNG file.
struct Shot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Render one frame of a layout to a PNG file, without a window.",
        discussion: """
            Uses SDL's software renderer on a surface in memory, so no display is needed \
            (SDL_VIDEODRIVER=dummy works). The frame shows the items of attributes(in:) for the visible \
            rect, item i drawn with icon i modulo the number of icons, or with --content its caption or picture \
            (sized by the host, every picture decoded before the frame is drawn).
            """)

    enum Defaults: LayoutOptionDefaults {
        static let layout: String? = nil
        static let items: Int? = 30
        static let size: SizeArgument? = SizeArgument(width: 800, height: 600)
        static let sizeHelp = "The frame size (= pixels at --scale 1)"
        static let takesSections = true
    }

    /// The largest frame drawn, pixels (8000x8000). Neither SDL (surfaces and the software
    /// renderer have no size limit on 64-bit) nor libpng (1,000,000 pixels a side) stops sooner:
    /// memory does. Drawing and saving a frame holds it three times over (the canvas, its RGBA
    /// copy, the surface the PNG is written from): about 12.5 bytes a pixel, 800 MB at this limit.
    static let maximumPixels = 64_000_000

    @OptionGroup var options: LayoutOptions<Defaults>

    @OptionGroup var offset: ContentOffsetOption

    @OptionGroup var orthogonal: OrthogonalOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point, 1 to 4 (default 1), as on a HiDPI display; the layout sees it as its display scale.", valueName: "factor"),
        transform: NumberArgument.parse)
    var scale: NumberArgument?

    @Flag(help: "Draw the HUD's status (layout, counts, costs; no key hints).")
    var hud = false

    @Option(
        help: ArgumentHelp(
            "Draw overlays, comma-separated: \(OverlayArgument.names), all (the playground's L, F, M, S, T keys). "
                + "A still frame has no motion: snap and trail need orbit replay --frames.",
            valueName: "list"),
        transform: OverlayArgument.parse)
    var overlay: OverlayArgument?

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var out: String

    @OptionGroup var compare: CompareOption

    @OptionGroup var content: ContentOption

    @OptionGroup var pictures: PictureOptions

    var pixelScale: Double { scale?.value ?? 1 }

    func validate() throws {
        try pictures.check(content: content.kind)
        if let scale, !(1...4).contains(scale.value) { throw CommandFailure.usage("--scale: expected 1 to 4, got '\(scale)'") }
        guard out.lowercased().hasSuffix(".png") else { throw CommandFailure.usage("--out: expected a .png file, got '\(out)'") }
        let size = try options.resolve().size
        // Side by side, the frame holds two panes of --size and the divider.
        let (width, height) = pixels(compare.isOn ? ComparePanes.area(paneSize: size.size) : size.size)
        guard width >= 1, height >= 1 else {
            throw CommandFailure.usage("--size: \(size) at --scale \(scale ?? NumberArgument(1)) is less than one pixel a side")
        }
        guard width * height <= Self.maximumPixels else {
            throw CommandFailure.usage(
                "--size: \(width)x\(height) is \(width * height) pixels; a headless frame is at most "
                    + "\(Self.maximumPixels) pixels (8000x8000 at --scale 1, about 800 MB to draw and save)")
        }
    }

    /// The frame's size in pixels for `bounds` at `--scale`.
    func pixels(_ bounds: Size) -> (width: Int, height: Int) {
        (Int((bounds.width * pixelScale).rounded()), Int((bounds.height * pixelScale).rounded()))
    }

    func run() throws {
        if compare.isOn { return try runCompared() }
        let resolved = try options.resolve()
        let (descriptor, count, bounds) = (resolved.descriptor, resolved.itemCount, resolved.boundsSize)
        var contentOffset = offset.contentOffset
        let (width, height) = pixels(bounds)
        let overlays = overlay?.overlays ?? []
        let motionless = [Overlay.snap, .trail].filter(overlays.contains)
        if !motionless.isEmpty {
            OrbitMain.warn(
                "--overlay \(motionless.map(\.rawValue).joined(separator: ",")): a still frame has no scroll animation or "
                    + "pointer, so nothing is drawn for it (orbit replay SCRIPT --frames DIR --overlay shows them)",
                command: "shot")
        }
        var layout = resolved.layout
        let sections = resolved.sectionItemCounts
        try resolved.checkSections()
        // The fonts label the HUD, the overlays, headers and footers, styled items and captions. Content is
        // measured with them before the layout runs; otherwise the frame decides, because a layout
        // may learn its element kinds only in prepare (a compositional layout's sections).
        func makeRenderer(fonts: Bool) throws -> HeadlessRenderer {
            let made = try HeadlessRenderer(width: width, height: height, hud: fonts)
            for warning in made.warnings { OrbitMain.warn(warning, command: "shot") }
            return made
        }
        var contentRenderer: HeadlessRenderer?
        var sized: (ContentSource, any TextMeasuring)?
        if content.kind != .icons {
            let made = try makeRenderer(fonts: true)
            sized = try made.useContent(pictures.options(kind: content.kind), seed: 1, warn: { OrbitMain.warn($0, command: "shot") })
            contentRenderer = made
        }

        let start = Stopwatch.now()
        let frame = try Self.layOut(
            layout, sections: sections, bounds: bounds, contentOffset: contentOffset, displayScale: pixelScale, sized: sized,
            orthogonal: orthogonal, name: resolved.descriptor.name)
        try resolved.checkSections(prepared: frame.layout)
        (layout, contentOffset) = (frame.layout, frame.contentOffset)
        let (displayed, elements) = (frame.displayed, frame.elements)
        let layoutMilliseconds = Stopwatch.now() - start
        let renderer = try contentRenderer ?? makeRenderer(
            fonts: hud || overlays.contains(.labels) || !frame.elements.isEmpty || frame.displayed.contains { $0.attributes.style != nil })

        let viewport = Viewport(size: bounds, contentOffset: contentOffset, pixelScale: pixelScale)
        var status: HUDStatus?
        if hud {
            // The first frame paints plate textures on demand; measure the second, then draw
            // the third with the figure in the HUD.
            _ = try renderer.render(items: displayed, elements: elements, sectionItemCounts: sections, viewport: viewport)
            let (_, _, cost) = try renderer.render(items: displayed, elements: elements, sectionItemCounts: sections, viewport: viewport)
            status = HUDStatus(
                layout: descriptor, itemCount: count, layoutMilliseconds: layoutMilliseconds,
                drawMilliseconds: cost.drawListMilliseconds + cost.drawMilliseconds, contentOffset: contentOffset, help: nil)
        }
        let overlayList = renderer.overlayList(
            overlays, items: displayed, elements: elements, viewport: viewport, state: OverlayState(contentSize: layout.contentSize))
        let (image, _, _) = try renderer.render(
            items: displayed, elements: elements, sectionItemCounts: sections, viewport: viewport, status: status, overlays: overlayList)
        try image.writePNG(to: out)
    }

    /// `--compare A B`: each side laid out at `--size` and `--offset`, drawn side by side with its
    /// label (and with `--hud`, its own figures).
    func runCompared() throws {
        let resolved = try options.resolve()
        let sides = try compare.sides(base: resolved)
        let bounds = resolved.boundsSize, contentOffset = offset.contentOffset
        let sections = resolved.sectionItemCounts
        let overlays = overlay?.overlays ?? []
        do {
            let (width, height) = pixels(ComparePanes.area(paneSize: bounds))
            let renderer = try HeadlessRenderer(width: width, height: height, hud: true)
            for warning in renderer.warnings { OrbitMain.warn(warning, command: "shot") }
            var sized: (ContentSource, any TextMeasuring)?
            if content.kind != .icons {
                sized = try renderer.useContent(pictures.options(kind: content.kind), seed: 1, warn: { OrbitMain.warn($0, command: "shot") })
            }
            var panes: [PaneFrame] = []
            for (index, side) in sides.enumerated() {
                let start = Stopwatch.now()
                let layout = try side.descriptor.makeLayout(side.settings)
                try LayoutOptions<Defaults>.checkSections(sections, layout: layout, name: side.descriptor.name)
                // Each pane as the single frame draws it: content sized by the host, headers,
                // footers and decorations between the items.
                let frame = try Self.layOut(
                    layout, sections: sections, bounds: bounds, contentOffset: contentOffset, displayScale: pixelScale, sized: sized,
                    orthogonal: orthogonal, name: side.descriptor.name)
                try LayoutOptions<Defaults>.checkSections(sections, layout: frame.layout, name: side.descriptor.name)
                var status: HUDStatus?
                if hud {
                    status = HUDStatus(
                        layout: side.descriptor, itemCount: resolved.itemCount, layoutMilliseconds: Stopwatch.now() - start,
                        contentOffset: frame.contentOffset, help: nil)
                }
                let list = overlays.isEmpty
                    ? nil
                    : renderer.paneOverlayList(
                        overlays, items: frame.displayed, paneSize: bounds, contentOffset: frame.contentOffset, pixelScale: pixelScale,
                        state: OverlayState(contentSize: frame.layout.contentSize))
                panes.append(
                    PaneFrame(
                        items: frame.displayed, elements: frame.elements, sectionItemCounts: sections, contentOffset: frame.contentOffset,
                        label: ComparePanes.label(pane: index, layoutName: side.descriptor.name, settings: side.settings), status: status,
                        overlays: list))
            }
            let (image, _) = try renderer.renderPanes(panes, paneSize: bounds, pixelScale: pixelScale)
            try image.writePNG(to: out)
        } catch let error as LayoutConfigurationError {
            throw CommandFailure.usage("--compare: \(error.message)")
        }
    }

    /// One frame of `layout` at `bounds` and `contentOffset` with `sections`: with content
    /// (`sized`), sized by the host as in the playground (the items on screen take their preferred
    /// sizes and the offset stays within the content); what it displays, items and elements.
    static func layOut(
        _ layout: any CollectionViewLayout, sections: [Int], bounds: Size, contentOffset: Point, displayScale: Double = 1,
        sized: (ContentSource, any TextMeasuring)?, orthogonal: OrthogonalOption = OrthogonalOption(), name: String = ""
    ) throws(CommandFailure) -> (layout: any CollectionViewLayout, contentOffset: Point, displayed: [DisplayedItem], elements: [DisplayedElement]) {
        var layout = layout
        var contentOffset = contentOffset
        let visible: [LayoutAttributes]
        let displayed: [DisplayedItem]
        if let (source, measurer) = sized {
            var view = CollectionView(layout: layout, sectionItemCounts: sections, boundsSize: bounds)
            view.setDisplayScale(displayScale)
            view.setContent(source, measurer: measurer)
            view.setContentOffset(contentOffset, animated: false, at: 0)
            try orthogonal.apply(to: &view, name: name)
            contentOffset = view.contentOffset
            layout = view.layout
            visible = layout.visibleAttributes
            displayed = view.displayedItems
        } else {
            layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: contentOffset, sectionItemCounts: sections, displayScale: displayScale))
            try orthogonal.apply(to: &layout, name: name)
            // Identities count through the sections (an item's ordinal), as the host numbers them.
            let identities = ItemIdentities(sectionCounts: sections)
            visible = layout.visibleAttributes
            displayed = visible.compactMap { attributes in
                attributes.isCell ? identities[attributes.indexPath].map { DisplayedItem(id: $0, attributes: attributes) } : nil
            }
        }
        // Headers, footers and decorations, drawn between the cells in draw order.
        let elements = visible.compactMap { $0.isCell || !$0.isFinite ? nil : DisplayedElement(attributes: $0) }
        return (layout, contentOffset, displayed, elements)
    }
}
