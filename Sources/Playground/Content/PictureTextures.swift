import CSDL2
import OrbitRendering

/// The pictures as textures on the render thread: asked for by the sprite renderer each frame,
/// loaded by a `PictureLoader`, kept in an LRU cache bounded in bytes.
///
/// Memory: the textures together hold at most `cacheBytes` (4 bytes a pixel; default 256 MB,
/// `--image-cache MB`). When a new picture would pass the bound, the least recently drawn ones
/// are destroyed; a picture drawn again is loaded again. Beyond the cache, the loader holds a
/// bounded few decoded pictures in flight (`PictureLoader`).
///
/// A picture that cannot be shown (unreadable, not a PNG or JPEG, too large, damaged) is warned
/// about once, in one line naming the file and the reason, and draws the placeholder from then on.
final class PictureTextures {
    struct Texture {
        let texture: OpaquePointer
        /// The texture's size, pixels.
        let width: Int
        let height: Int
        /// The long side it was decoded for (`PictureResolution.longSide`).
        let longSide: Int
    }

    /// 256 MB: about a thousand thumbnails 300 pixels long, or twenty pictures a full 2048 wide.
    static let defaultCacheBytes = 256 << 20

    let renderer: OpaquePointer
    let pictures: PictureSet
    let loader: PictureLoader
    private(set) var cache: ByteBoundedCache<Int, Texture>
    /// Pictures asked of the loader and not back yet, with the long side asked for.
    private var waiting: [Int: Int] = [:]
    /// Pictures that cannot be shown (warned about).
    private(set) var failed: Set<Int> = []
    /// Each picture's size in its file, once decoded.
    private(set) var sourceSizes: [Int: (width: Int, height: Int)] = [:]
    /// Pictures whose size became known since the last `takeNewSizes()`.
    private var newSizes: [(picture: Int, width: Int, height: Int)] = []
    let warn: (String) -> Void
    /// Textures created since creation.
    private(set) var uploadCount = 0

    init(renderer: OpaquePointer, loader: PictureLoader, cacheBytes: Int = defaultCacheBytes, warn: @escaping (String) -> Void) {
        self.renderer = renderer
        self.loader = loader
        pictures = loader.pictures
        cache = ByteBoundedCache(capacity: cacheBytes)
        self.warn = warn
    }

    deinit {
        loader.stop()
        for texture in cache.removeAll() { SDL_DestroyTexture(texture.texture) }
    }

    /// The texture of `picture` for drawing it `drawnSide` pixels long, or nil while it loads (or
    /// when it cannot be shown): draw the placeholder then. A picture not loaded yet, or loaded
    /// smaller than `drawnSide` needs, is asked of the loader (once, until it comes back); a
    /// smaller texture is drawn meanwhile.
    ///
    /// - Complexity: O(1), plus O(loader's queue) when it asks.
    func texture(for picture: Int, drawnSide: Double) -> Texture? {
        guard !failed.contains(picture) else { return nil }
        let cached = cache.value(for: picture)
        let source = sourceSizes[picture].map { max($0.width, $0.height) } ?? .max
        let wanted = PictureResolution.longSide(forDrawnSide: drawnSide, sourceSide: source)
        if (cached?.longSide ?? 0) < wanted, (waiting[picture] ?? 0) < wanted {
            waiting[picture] = wanted
            loader.request(PictureLoader.Request(picture: picture, longSide: wanted))
        }
        return cached
    }

    /// Makes textures of up to `limit` finished pictures (the rest wait for the next call) and
    /// returns how many were made. Called at the start of a frame, on the render thread.
    ///
    /// - Complexity: O(pixels uploaded + textures evicted).
    @discardableResult
    func upload(limit: Int = .max) -> Int {
        let (finished, dropped) = loader.takeFinished()
        for request in dropped where waiting[request.picture] == request.longSide { waiting[request.picture] = nil }
        var made = 0
        for (position, item) in finished.enumerated() {
            guard made < limit else {
                // Not this frame: asked for again when next drawn.
                for rest in finished[position...] where waiting[rest.request.picture] == rest.request.longSide {
                    waiting[rest.request.picture] = nil
                }
                break
            }
            let picture = item.request.picture
            if waiting[picture] == item.request.longSide { waiting[picture] = nil }
            switch item.outcome {
            case .failure(let error):
                guard failed.insert(picture).inserted else { continue }
                warn("picture \(pictures.name(of: picture)): \(error.message); showing a placeholder")
            case .success(let decoded):
                if sourceSizes[picture] == nil {
                    sourceSizes[picture] = (decoded.sourceWidth, decoded.sourceHeight)
                    newSizes.append((picture, decoded.sourceWidth, decoded.sourceHeight))
                }
                // A request overtaken by a larger one that already arrived is not worth a texture.
                if let cached = cache.peek(picture), cached.longSide >= item.request.longSide { continue }
                guard let texture = SDL_CreateTextureFromSurface(renderer, decoded.surface) else {
                    failed.insert(picture)
                    warn("picture \(pictures.name(of: picture)): \(SDLError.last("cannot make a texture").message); showing a placeholder")
                    continue
                }
                SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
                uploadCount += 1
                made += 1
                let entry = Texture(texture: texture, width: decoded.width, height: decoded.height, longSide: item.request.longSide)
                for evicted in cache.insert(entry, bytes: decoded.bytes, for: picture) { SDL_DestroyTexture(evicted.value.texture) }
            }
        }
        return made
    }

    /// The pictures whose size in pixels became known since the last call (their aspect ratios
    /// go to the session's content), in the order they loaded.
    func takeNewSizes() -> [(picture: Int, width: Int, height: Int)] {
        defer { newSizes.removeAll() }
        return newSizes
    }

    /// Whether nothing is waiting: every picture asked for is in the cache or failed.
    var isSettled: Bool { waiting.isEmpty }
}
