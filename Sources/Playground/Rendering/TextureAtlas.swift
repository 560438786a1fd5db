import CSDL2
import Foundation
import OrbitRendering

/// The icons on one SDL texture, each at several sizes (mipmap levels), plus the plate textures.
///
/// One texture for every icon keeps the renderer's batches long; the smaller levels keep small
/// sprites crisp, since SDL's linear filter only blends the four nearest texels.
final class TextureAtlas {
    let renderer: OpaquePointer
    let texture: OpaquePointer
    /// The format of the surface the software renderer draws into (a window's), nil otherwise
    /// (`SurfaceFormat.target(of:)`); the textures take its channel layout.
    let targetFormat: UInt32?
    /// `cells[level][icon]`: where icon `icon` sits at level `level`, atlas pixels.
    let cells: [[SDL_Rect]]
    /// The side of each level, pixels, largest first.
    let levelSides: [Int]
    let accents: [RGBAColor]
    /// The atlas texture's size in pixels (for normalized texture coordinates).
    let sheetSize: (width: Int, height: Int)
    var iconCount: Int { accents.count }
    /// Plate textures by aspect bucket (see `plate(aspect:)`).
    private var plates: [Int: (texture: OpaquePointer, width: Int, height: Int, lastUse: Int)] = [:]
    /// Counts plate requests, to find the least recently used plate.
    private var plateUses = 0
    /// At most this many plates are kept (each 256 pixels on its short side, up to 1536 on its
    /// long one): a long session that meets every proportion (resizes, slow-motion switches) must
    /// not keep them all (a 256x768 plate is 768 KB on the software renderer), yet one frame's
    /// proportions must fit, or every frame would paint them all again. A waterfall's items span
    /// about 0.4 to 2.5, 19 buckets.
    static let maximumPlates = 24
    /// The width of an aspect bucket in natural-log units: plates are within about 5% of the
    /// proportions asked for, a difference the rounded corners do not show.
    static let plateBucketWidth = 0.1
    /// Plates painted since creation (tests check that a frame's plates are painted once).
    private(set) var platePaintCount = 0
    /// Plates kept now.
    var plateCount: Int { plates.count }

    /// Transparent pixels around every cell, so linear filtering never bleeds a neighbour in.
    static let padding = 2
    /// Levels are halved down to this side, pixels.
    static let smallestLevel = 16

    init(renderer: OpaquePointer, icons: IconLibrary) throws(SDLError) {
        self.renderer = renderer
        targetFormat = SurfaceFormat.target(of: renderer)
        accents = icons.designs.map(\.accent)
        var levels: [[PixelImage]] = [icons.images]
        while let last = levels.last, let first = last.first, first.width / 2 >= Self.smallestLevel {
            levels.append(last.map { $0.halved() })
        }
        levelSides = levels.map { $0.first?.width ?? 1 }
        let columns = max(1, Int(Double(max(1, icons.images.count)).squareRoot().rounded(.up)))
        let rows = (icons.images.count + columns - 1) / columns
        let pad = Self.padding
        let width = columns * (levelSides[0] + 2 * pad)
        let height = levelSides.reduce(0) { $0 + rows * ($1 + 2 * pad) }
        var sheet = PixelImage(width: width, height: max(1, height))
        var cells: [[SDL_Rect]] = []
        var top = 0
        for (level, images) in levels.enumerated() {
            let side = levelSides[level]
            var row: [SDL_Rect] = []
            for (index, image) in images.enumerated() {
                let x = (index % columns) * (side + 2 * pad) + pad
                let y = top + (index / columns) * (side + 2 * pad) + pad
                sheet.blit(image, x: x, y: y)
                row.append(SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(side), h: Int32(side)))
            }
            cells.append(row)
            top += rows * (side + 2 * pad)
        }
        self.cells = cells
        sheetSize = (sheet.width, sheet.height)
        texture = try Self.makeTexture(sheet, renderer: renderer, target: targetFormat)
    }

    deinit {
        SDL_DestroyTexture(texture)
        for plate in plates.values { SDL_DestroyTexture(plate.texture) }
    }

    /// The level to draw an icon from when it covers `pixels` on screen: the smallest level at
    /// least about that large (a little upscaling is invisible; downscaling by more than 2 aliases).
    func level(forDrawnSide pixels: Double) -> Int {
        var chosen = 0
        for (level, side) in levelSides.enumerated() where Double(side) >= pixels * 0.9 { chosen = level }
        return chosen
    }

    /// A plate texture whose proportions are within about 5% of `aspect` (width / height,
    /// shadow margin included), painted the first time it is asked for (a few milliseconds).
    func plate(aspect: Double) throws(SDLError) -> OpaquePointer {
        let bucket = Int((log(max(1e-3, min(1e3, aspect))) / Self.plateBucketWidth).rounded())
        plateUses += 1
        if let cached = plates[bucket] {
            plates[bucket]?.lastUse = plateUses
            return cached.texture
        }
        if plates.count >= Self.maximumPlates, let oldest = plates.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            // Sprites drawn from it this frame were already rendered; the texture can go now.
            SDL_DestroyTexture(oldest.value.texture)
            plates[oldest.key] = nil
        }
        let ratio = exp(Double(bucket) * Self.plateBucketWidth)
        let short = 256.0, cap = 1536.0
        let width = ratio >= 1 ? min(cap, short * ratio) : short
        let height = ratio >= 1 ? short : min(cap, short / ratio)
        let image = IconPainter.paintPlate(width: Int(width.rounded()), height: Int(height.rounded()))
        let texture = try Self.makeTexture(image, renderer: renderer, target: targetFormat)
        platePaintCount += 1
        plates[bucket] = (texture, image.width, image.height, plateUses)
        return texture
    }

    /// A texture with alpha blending and linear filtering.
    ///
    /// - Parameter target: the software renderer's target surface format (`targetFormat`): the
    ///   texture takes its channel layout (`SurfaceFormat.withAlpha`), so blits into it need no
    ///   conversion; nil keeps RGBA32.
    static func makeTexture(_ image: PixelImage, renderer: OpaquePointer, target: UInt32? = nil) throws(SDLError) -> OpaquePointer {
        let rgba = try image.makeSurface()
        defer { SDL_FreeSurface(rgba) }
        var surface = rgba
        if let format = target.flatMap(SurfaceFormat.withAlpha) { surface = try SurfaceFormat.converted(rgba, to: format) }
        defer { if surface != rgba { SDL_FreeSurface(surface) } }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
            throw SDLError.last("cannot create a \(image.width)x\(image.height) texture")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }
}

extension PixelImage {
    /// Copies `image` into `self` with its top-left at (`x`, `y`), clipped to `self`.
    ///
    /// - Complexity: O(image.width * image.height).
    mutating func blit(_ image: PixelImage, x: Int, y: Int) {
        for row in 0..<image.height where y + row >= 0 && y + row < height {
            let columns = max(0, min(image.width, width - x))
            guard columns > 0, x >= 0 else { continue }
            let target = ((y + row) * width + x) * 4, source = row * image.width * 4
            bytes.replaceSubrange(target..<(target + columns * 4), with: image.bytes[source..<(source + columns * 4)])
        }
    }
}
