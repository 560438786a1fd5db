import CSDL2
import CollectionLayout
import Foundation
import OrbitRendering

/// What `--content`, `--images` and `--image-cache` ask of the playground and the headless frames.
public struct ContentOptions: Sendable {
    /// `--content`.
    public var kind: ContentKind
    /// `--images DIR`: the pictures of photos; nil: generated pictures.
    public var imagesPath: String?
    /// `--image-cache MB`: the bound of the pictures' texture cache, bytes.
    public var cacheBytes: Int

    /// 256 MB (`PictureTextures.defaultCacheBytes`).
    public static let defaultCacheBytes = PictureTextures.defaultCacheBytes
    /// The smallest bound, bytes: one picture at the largest decoded size (2048 x 2048 RGBA).
    public static let minimumCacheBytes = 16 << 20

    public init(kind: ContentKind = .icons, imagesPath: String? = nil, cacheBytes: Int = defaultCacheBytes) {
        self.kind = kind
        self.imagesPath = imagesPath
        self.cacheBytes = max(Self.minimumCacheBytes, cacheBytes)
    }

    public static let icons = ContentOptions()

    /// The pictures: the folder's files (`--images`) or, without it, generated pictures of the
    /// proportions of the core's stand-in pictures for `seed`. Nil for other content.
    ///
    /// - Throws: one line when `--images` is not a readable folder.
    public func pictureSet(seed: UInt64) throws(OutputError) -> PictureSet? {
        guard kind == .photos else { return nil }
        if let imagesPath { return try PictureSet.folder(imagesPath) }
        return PictureSet.generated(aspects: ContentSource.syntheticPictures(seed: seed).map { $0 ?? 1 })
    }

    /// The session's content for `pictures`: a folder's pictures have no aspect ratio until they
    /// load (`knownAspects` when read up front), generated ones have theirs at once.
    public func source(seed: UInt64, pictures: PictureSet?, knownAspects: [Double?]? = nil) -> ContentSource {
        guard kind == .photos, imagesPath != nil, let pictures else { return ContentSource(kind: kind, seed: seed) }
        return ContentSource(
            kind: .photos, seed: seed, pictureAspectRatios: knownAspects ?? Array(repeating: nil, count: pictures.sources.count))
    }
}

extension ContentRenderer {
    /// The renderer of `options` on `renderer`, the session's content and the text measurer, and
    /// the one-line warnings met (an empty picture folder, no font for captions). Icons: nil.
    ///
    /// - Parameters:
    ///   - executor: `.thread` for the window (pictures load while frames go on), `.manual` for
    ///     headless frames (`HeadlessRenderer.loadPictures()` decodes them on the spot).
    ///   - knownAspects: the pictures' aspect ratios read up front (headless frames read the
    ///     headers, so that a frame never depends on what finished loading first).
    static func make(
        _ options: ContentOptions, seed: UInt64, renderer: OpaquePointer, executor: PictureLoader.Executor,
        knownAspects: Bool = false, warn: @escaping (String) -> Void
    ) throws(OutputError) -> (ContentRenderer?, ContentSource, any TextMeasuring) {
        guard options.kind != .icons else { return (nil, .icons, FallbackTextMeasurer()) }
        let pictures = try options.pictureSet(seed: seed)
        if let pictures, pictures.isEmpty {
            warn("--images: no PNG or JPEG files in '\(pictures.origin)'; every item shows a placeholder")
        }
        let aspects = knownAspects && options.imagesPath != nil ? pictures?.headerAspectRatios() : nil
        let source = options.source(seed: seed, pictures: pictures, knownAspects: aspects)
        var measurer: any TextMeasuring = FallbackTextMeasurer()
        var captions: CaptionRenderer?
        if options.kind == .captions {
            let (located, warning) = TTFTextMeasurer.located()
            if let warning { warn(warning) }
            if let located {
                measurer = located
                captions = CaptionRenderer(renderer: renderer, measurer: located, style: .standard)
            }
        }
        let textures = pictures.map {
            PictureTextures(
                renderer: renderer, loader: PictureLoader(pictures: $0, executor: executor), cacheBytes: options.cacheBytes, warn: warn)
        }
        return (ContentRenderer(source: source, pictures: textures, captions: captions), source, measurer)
    }
}
