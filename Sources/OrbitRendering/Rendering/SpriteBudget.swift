/// How much one frame's sprites may cost: the renderer's side of "never frozen", and of "the
/// picture before the frame rate".
///
/// Filling pixels is what a frame of sprites costs (Mesa's llvmpipe rasterizes every blended pixel
/// on the CPU inside `SDL_RenderPresent`: about 7 ns a pixel on the 2-core build machine, so a
/// 64x64 sprite costs some 30 µs), so the budget counts the pixels the sprites cover, overdraw
/// included, plus a cap on the sprites themselves (each costs its geometry whatever its size).
/// `DrawList.culled(to:)` keeps a frame within it, in this order:
///
/// 1. sprites a later one covers at the same pixels are left out (nothing visible is lost);
/// 2. over `detailPixels` (the frame-rate target), that test compares coarser cells (the level of
///    detail: items covered but for a sliver a few pixels wide go);
/// 3. over `pixels` (the frame-time bound) even then, the topmost whole items that fit are kept,
///    but never fewer than the floor (`floorItems` items, and items of `floorPixels` pixels).
///
/// So a slow machine lowers the frame rate, never the picture of an ordinary frame: only a frame
/// of very many items (a million-item ring) loses items to the budget.
public struct SpriteBudget: Hashable, Sendable {
    /// Window pixels the sprites of one frame may cover in all (a pixel under two sprites counts
    /// twice) before whole items are left out: the frame-time bound.
    package var pixels: Double
    /// Sprites one frame may draw.
    package var sprites: Int
    /// Window pixels above which the coverage test coarsens (2, 4, 8-pixel cells); at most `pixels`.
    package var detailPixels: Double
    /// The topmost this many items are drawn whatever they cost.
    package var floorItems: Int
    /// …and topmost items are drawn, whatever they cost, until their pixels reach this many
    /// (elements, such as headers, never use it up).
    package var floorPixels: Double

    /// A budget of `pixels` and `sprites` that coarsens the coverage test over `detailPixels`
    /// (default: `pixels`) and always draws the floor (default: none).
    package init(pixels: Double, sprites: Int, detailPixels: Double? = nil, floorItems: Int = 0, floorPixels: Double = 0) {
        self.pixels = pixels.isNaN ? 0 : Swift.max(0, pixels)
        self.sprites = Swift.max(0, sprites)
        let detail = detailPixels ?? self.pixels
        self.detailPixels = detail.isNaN ? 0 : Swift.min(Swift.max(0, detail), self.pixels)
        self.floorItems = Swift.max(0, floorItems)
        self.floorPixels = floorPixels.isNaN ? 0 : Swift.max(0, floorPixels)
    }

    /// No limit: headless frames (`orbit shot`, `replay --frames`) draw everything.
    public static let unlimited = SpriteBudget(pixels: .infinity, sprites: .max)

    /// A fixed budget for one frame: 1.5 million pixels (about 11 ms of llvmpipe fill on the idle
    /// build machine, some 400 overlapping 60-point icons) and 20,000 sprites (about 10 ms of
    /// geometry). The playground adapts the pixels to the measured cost (`FillCostModel`).
    package static let frame = SpriteBudget(pixels: 1_500_000, sprites: 20_000)

    /// Whether `pixels` pixels in `sprites` sprites fit the bound.
    package func admits(pixels: Double, sprites: Int) -> Bool {
        pixels <= self.pixels && sprites <= self.sprites
    }

    /// Whether `pixels` pixels in `sprites` sprites fit the detail target (no coarser test needed).
    package func admitsDetail(pixels: Double, sprites: Int) -> Bool {
        pixels <= detailPixels && sprites <= self.sprites
    }
}
