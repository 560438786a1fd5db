import CSDL2
import CollectionLayout
import OrbitRendering

/// One pane of a side-by-side frame (`--compare`): what it shows, in its own coordinates.
public struct PaneFrame {
    /// What the pane's session displays, content coordinates.
    public var items: [DisplayedItem]
    /// The headers, footers and decorations it displays, content coordinates, drawn between the
    /// items in draw order as in one window.
    public var elements: [DisplayedElement]
    /// The items of each section, for the headers' labels.
    public var sectionItemCounts: [Int]
    /// The pane's content offset, points.
    public var contentOffset: Point
    /// What the pane shows, drawn at its bottom centre (`ComparePanes.label`).
    public var label: String
    /// The pane's HUD figures; nil draws none.
    public var status: HUDStatus?
    /// The pane's overlays (an overlay list made with the pane's viewport); nil: none.
    public var overlays: OverlayList?

    public init(
        items: [DisplayedItem], elements: [DisplayedElement] = [], sectionItemCounts: [Int] = [], contentOffset: Point, label: String,
        status: HUDStatus? = nil, overlays: OverlayList? = nil
    ) {
        self.items = items
        self.elements = elements
        self.sectionItemCounts = sectionItemCounts
        self.contentOffset = contentOffset
        self.label = label
        self.status = status
        self.overlays = overlays
    }

    /// `frame` as a pane: its items, elements, section counts and content offset.
    package init(_ frame: FrameSnapshot, label: String, status: HUDStatus? = nil, overlays: OverlayList? = nil) {
        self.init(
            items: frame.items, elements: frame.elements, sectionItemCounts: frame.sectionItemCounts, contentOffset: frame.contentOffset,
            label: label, status: status, overlays: overlays)
    }
}

/// Side by side (`--compare`): each pane is a frame drawn inside its own viewport, with a label
/// naming what it shows. The window (`orbit play --compare`) and the headless frames (`orbit shot
/// --compare`, `orbit replay --compare`) draw their panes with these.
extension FrameRenderer {
    /// The divider between the panes: darker than the backdrop's darkest, so the panes' edges read.
    static let dividerColor = RGBAColor(hex: 0x05070B)

    /// Confines drawing to `rect` (pixels of the whole output; nil: all of it). `FrameRenderer.render`
    /// then draws a whole frame (backdrop, items, overlays, HUD) arranged inside the rect.
    func setViewport(_ rect: Rect?) {
        guard let rect else {
            SDL_RenderSetViewport(renderer, nil)
            return
        }
        var viewport = SDL_Rect(
            x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()), w: Int32(rect.width.rounded()), h: Int32(rect.height.rounded()))
        SDL_RenderSetViewport(renderer, &viewport)
    }

    /// Fills `rect` (pixels of the whole output, the viewport reset) with the divider's colour.
    func drawDivider(_ rect: Rect) {
        setViewport(nil)
        let (r, g, b, _) = Self.dividerColor.bytes
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, r, g, b, 255)
        var fill = SDL_Rect(x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()), w: Int32(rect.width.rounded()), h: Int32(rect.height.rounded()))
        SDL_RenderFillRect(renderer, &fill)
    }

    /// The plate a label of `text` takes at the bottom centre of the current viewport, pixels of
    /// the viewport, with its laid-out line; nil without fonts or room.
    func paneLabelPlate(_ text: String, pixelScale s: Double) -> (plate: Rect, line: TextLine)? {
        guard let hud else { return nil }
        hud.use(pixelScale: s)
        let size = outputSize
        let padding = HUDRenderer.padding * s, margin = HUDRenderer.margin * s
        let line = hud.layout(text, .title)
        let width = min(Double(line.width) + 2 * padding, Double(size.width) - 2 * margin)
        let height = Double(line.height) + padding
        guard width > 2 * padding else { return nil }
        let plate = Rect(
            x: ((Double(size.width) - width) / 2).rounded(), y: (Double(size.height) - margin - height).rounded(), width: width, height: height)
        return (plate, line)
    }

    /// Draws `text` in bold on a plate at the bottom centre of the current viewport and returns the
    /// plate (pixels, viewport coordinates); nil without fonts, when nothing is drawn.
    ///
    /// - Complexity: O(characters).
    @discardableResult
    func drawPaneLabel(_ text: String, pixelScale s: Double) -> Rect? {
        guard let hud, let (plate, line) = paneLabelPlate(text, pixelScale: s) else { return nil }
        let padding = HUDRenderer.padding * s
        hud.fillRoundedRect(x: plate.minX, y: plate.minY, w: plate.width, h: plate.height, radius: min(8 * s, plate.height / 2))
        hud.draw(line, x: plate.minX + padding, y: plate.minY + padding / 2, color: HUDRenderer.titleColor, maximumWidth: plate.width - 2 * padding)
        hud.endFrame()
        return plate
    }

    /// Draws pane i of `panes` in `frames[i]` (pixels of the whole output): a whole frame in the
    /// pane's viewport (`render`, as the main view draws: items with their content, headers,
    /// footers and decorations, overlays, HUD), then its label; then the divider between the first two frames. The
    /// viewport is the whole output again afterwards.
    ///
    /// - Parameters:
    ///   - budget, startGrid: as `render`'s, for each pane.
    /// - Returns: per pane, its draw list, its cost and its label's plate (pixels of the whole
    ///   output; nil without fonts).
    /// - Complexity: O(items + characters) over the panes.
    func renderPanes(
        _ panes: [PaneFrame], in frames: [Rect], pixelScale: Double, budget: SpriteBudget = .unlimited, startGrid: Int = 1
    ) -> [(list: DrawList, cost: FrameCost, label: Rect?)] {
        var drawn: [(list: DrawList, cost: FrameCost, label: Rect?)] = []
        for (frame, pane) in zip(frames, panes) {
            setViewport(frame)
            let size = Size(width: frame.width / pixelScale, height: frame.height / pixelScale)
            // The pane's HUD keeps clear of its label, drawn after it.
            reservedForHUD = paneLabelPlate(pane.label, pixelScale: pixelScale).map { [$0.plate.insetBy(dx: -4 * pixelScale, dy: -4 * pixelScale)] } ?? []
            defer { reservedForHUD = [] }
            let (list, cost) = render(
                items: pane.items, elements: pane.elements, sectionItemCounts: pane.sectionItemCounts,
                viewport: Viewport(size: size, contentOffset: pane.contentOffset, pixelScale: pixelScale),
                status: pane.status, overlays: pane.overlays, budget: budget, startGrid: startGrid)
            let label = drawPaneLabel(pane.label, pixelScale: pixelScale)
            drawn.append((list, cost, label.map { Rect(x: $0.minX + frame.minX, y: $0.minY + frame.minY, width: $0.width, height: $0.height) }))
        }
        if frames.count > 1 {
            drawDivider(Rect(x: frames[0].maxX, y: frames[0].minY, width: frames[1].minX - frames[0].maxX, height: frames[0].height))
        }
        setViewport(nil)
        return drawn
    }
}

extension Rect {
    /// The rect with every coordinate times `factor`, rounded to whole pixels (points to pixels).
    func scaled(by factor: Double) -> Rect {
        Rect(x: (minX * factor).rounded(), y: (minY * factor).rounded(), width: (width * factor).rounded(), height: (height * factor).rounded())
    }
}
