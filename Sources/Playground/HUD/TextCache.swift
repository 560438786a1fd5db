import CSDL2

/// Rendered strings as textures, kept while they are in use, so an unchanged HUD line costs one
/// texture copy per frame and no font rendering.
final class TextCache {
    struct Key: Hashable {
        var text: String
        var bold: Bool
        var color: UInt32
    }

    struct Entry {
        var texture: OpaquePointer
        var width: Int
        var height: Int
        var lastUsed: Int
    }

    let renderer: OpaquePointer
    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// Entries unused for this many frames are dropped.
    static let lifetime = 90
    /// Textures rendered since creation (tests check that unchanged text is not rendered again).
    private(set) var renderCount = 0

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    }

    var count: Int { entries.count }

    /// The texture of `text` in `font`, rendered now only if it is not cached.
    func texture(_ text: String, font: OpaquePointer, bold: Bool, color: RGBAColor) -> Entry? {
        let (r, g, b, a) = color.bytes
        let key = Key(text: text, bold: bold, color: UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a))
        if var entry = entries[key] {
            entry.lastUsed = frame
            entries[key] = entry
            return entry
        }
        guard !text.isEmpty, let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: r, g: g, b: b, a: a)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        renderCount += 1
        let entry = Entry(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h), lastUsed: frame)
        entries[key] = entry
        return entry
    }

    /// Ends a frame: drops what was not used lately.
    ///
    /// - Complexity: O(entries).
    func endFrame() {
        frame += 1
        guard frame % 30 == 0 else { return }
        for (key, entry) in entries where frame - entry.lastUsed > Self.lifetime {
            SDL_DestroyTexture(entry.texture)
            entries[key] = nil
        }
    }

    /// Drops everything (the fonts changed size).
    func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture) }
        entries.removeAll()
    }
}
