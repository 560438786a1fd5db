import CollectionLayout
import OrbitRendering
import Foundation

/// Writes the frames of a replay as PNG files (`orbit replay --frames DIR`): frame `k` to
/// `DIR/frame-0000k.png` (five digits), drawn headless like `orbit shot`, at the session's
/// bounds (a script's `size` event changes the frame size from then on).
public final class FrameDirectoryWriter {
    public let directory: String
    private let frames: FrameImageRenderer
    /// The overlays drawn on every frame (`orbit replay --frames DIR --overlay …`).
    public var overlays: Set<Overlay> { frames.overlays }
    /// Warnings from loading the icons, for the caller to print once.
    public var warnings: [String] { frames.warnings }

    public init(directory: String, overlays: Set<Overlay> = []) throws(SDLError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw SDLError("'\(directory)' exists and is not a folder")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SDLError("cannot create the folder '\(directory)': \(error.localizedDescription)")
        }
        self.directory = directory
        frames = FrameImageRenderer(overlays: overlays)
    }

    /// The file name of frame `frame`.
    public static func fileName(ofFrame frame: Int) -> String {
        let digits = String(frame)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Draws `items` seen through a window of `bounds` points at `contentOffset` and writes it as
    /// frame `frame`; `state` is what the overlays read (nil: no overlays).
    public func write(
        frame: Int, items: [DisplayedItem], elements: [DisplayedElement] = [], sectionItemCounts: [Int] = [], bounds: Size,
        contentOffset: Point, state: OverlayState? = nil
    ) throws(SDLError) {
        let image = try frames.render(
            items: items, elements: elements, sectionItemCounts: sectionItemCounts, bounds: bounds, contentOffset: contentOffset, state: state)
        try write(image, frame: frame)
    }

    /// Writes an image drawn already (`FrameImageRenderer`) as frame `frame`.
    public func write(_ image: PixelImage, frame: Int) throws(SDLError) {
        try image.writePNG(to: (directory as NSString).appendingPathComponent(Self.fileName(ofFrame: frame)))
    }
}

/// Draws replayed frames headless, one `HeadlessRenderer` kept while the window's size stays: what
/// `--frames DIR` and `--video FILE` write.
public final class FrameImageRenderer {
    var renderer: HeadlessRenderer?
    let icons: IconLibrary
    /// The overlays drawn on every frame.
    public let overlays: Set<Overlay>
    /// Warnings from loading the icons, for the caller to print once.
    public let warnings: [String]
    /// Whether text is drawn (the labels overlay, or elements met): the fonts are needed.
    private var wantsText: Bool
    /// Whether the renderer was made with the fonts (a missing font is not looked for again).
    private var askedForText = false
    /// Where content warnings go (no font for captions), each line once however often the
    /// renderer is remade.
    public var warn: (String) -> Void = { _ in }
    private var warned: Set<String> = []
    /// The content the current renderer draws, and its seed.
    private var drawn: (kind: ContentKind, seed: UInt64) = (.icons, 0)

    public init(overlays: Set<Overlay> = []) {
        self.overlays = overlays
        icons = IconLibrary.load(from: IconSet.locateDirectory())
        warnings = icons.warnings
        wantsText = overlays.contains(.labels)
    }

    /// `items` and `elements` (supplementary views and decorations) seen through a window of
    /// `bounds` points at `contentOffset`, one pixel a point; `sectionItemCounts` label the
    /// headers; `state` is what the overlays read (nil: no overlays); `content` is what the items
    /// show (the session's, which a script's `content` event changes), captions seeded with `seed`,
    /// photos the generated pictures. The fonts are opened for the labels overlay, or from the
    /// first frame that shows an element or a styled item (for the bars' labels and the titles).
    public func render(
        items: [DisplayedItem], elements: [DisplayedElement] = [], sectionItemCounts: [Int] = [], bounds: Size, contentOffset: Point,
        state: OverlayState? = nil, content: ContentKind = .icons, seed: UInt64 = 1
    ) throws(SDLError) -> PixelImage {
        let width = max(1, Int(bounds.width.rounded())), height = max(1, Int(bounds.height.rounded()))
        wantsText = wantsText || !elements.isEmpty || items.contains { $0.attributes.style != nil }
        if renderer == nil || renderer?.canvas.width != width || renderer?.canvas.height != height || wantsText != askedForText {
            renderer = try HeadlessRenderer(width: width, height: height, icons: icons, hud: wantsText)
            askedForText = wantsText
            drawn = (.icons, 0)
        }
        guard let renderer else { return PixelImage(width: width, height: height) }
        try use(content, seed: seed, on: renderer)
        let viewport = Viewport(size: bounds, contentOffset: contentOffset)
        let list = state.map { renderer.overlayList(overlays, items: items, elements: elements, viewport: viewport, state: $0) }
        return try renderer.render(
            items: items, elements: elements, sectionItemCounts: sectionItemCounts, viewport: viewport, overlays: list).image
    }

    /// Makes `renderer` draw `content` seeded with `seed`, unless it already does.
    func use(_ content: ContentKind, seed: UInt64, on renderer: HeadlessRenderer) throws(SDLError) {
        guard drawn.kind != content || drawn.seed != seed else { return }
        _ = try renderer.useContent(ContentOptions(kind: content), seed: seed) { [weak self] line in
            guard let self, self.warned.insert(line).inserted else { return }
            self.warn(line)
        }
        drawn = (content, seed)
    }

    /// Forgets what the renderer drew (a new renderer draws icons).
    func rendererChanged() { drawn = (.icons, 0) }
}
