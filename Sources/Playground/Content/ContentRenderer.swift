import CSDL2
import CollectionLayout
import OrbitRendering

/// What items show beyond icons (`--content captions|photos`), for the sprite renderer: each
/// item's picture texture (or nil: the placeholder) and its caption's glyphs. Owns the pictures'
/// loader and texture cache and the captions' font; lives on the render thread.
final class ContentRenderer {
    /// The items' content: the kind, and the seed captions are drawn from.
    let source: ContentSource
    /// The pictures, for photos.
    let pictures: PictureTextures?
    /// The captions' font and glyphs, for captions (nil without a font: plates without text).
    let captions: CaptionRenderer?

    /// The placeholder's tint: a plate in a cool grey, shown until a picture is ready and for a
    /// picture that cannot be shown.
    static let placeholderTint = RGBAColor(hex: 0xA9B3C6)

    init(source: ContentSource, pictures: PictureTextures?, captions: CaptionRenderer?) {
        self.source = source
        self.pictures = pictures
        self.captions = captions
    }

    var kind: ContentKind { source.kind }
    var style: ContentStyle { captions?.style ?? .standard }

    /// The texture of item `id`'s picture drawn `drawnSide` pixels long, or nil for the
    /// placeholder (loading, unusable, or no pictures at all).
    func picture(forItem id: ItemID, drawnSide: Double) -> PictureTextures.Texture? {
        guard let pictures, let index = pictures.pictures.picture(forItem: id) else { return nil }
        return pictures.texture(for: index, drawnSide: drawnSide)
    }

    /// Item `id`'s caption text, or nil when it shows none.
    func caption(forItem id: ItemID) -> String? {
        guard source.kind == .captions, case .caption(let text) = source.content(forItem: id) else { return nil }
        return text
    }

    /// Starts a frame: makes textures of up to `uploadLimit` pictures the loader finished, and
    /// returns the aspect ratios (width / height) of the pictures whose size became known, for
    /// the session's self-sizing.
    func beginFrame(uploadLimit: Int = .max) -> [(picture: Int, aspectRatio: Double)] {
        guard let pictures else { return [] }
        pictures.upload(limit: uploadLimit)
        return pictures.takeNewSizes().map { ($0.picture, Double($0.width) / Double($0.height)) }
    }

    /// Ends a frame of drawing.
    func endFrame() {
        captions?.endFrame()
    }
}
