/// How much one frame's sprites may cost: the renderer's side of "never frozen".
///
/// Filling pixels is what a frame of sprites costs (Mesa's llvmpipe rasterizes every blended pixel
/// on the CPU inside `SDL_RenderPresent`: about 7 ns a pixel on the 2-core build machine, so a
/// 64x64 sprite costs some 30 µs), so the budget counts the pixels the sprites cover, overdraw
/// included, plus a cap on the sprites themselves (each costs its geometry whatever its size).
/// `DrawList.culled(to:)` keeps a frame within it.
public struct SpriteBudget: Hashable, Sendable {
    /// Window pixels the sprites of one frame may cover in all (a pixel under two sprites counts twice).
    package var pixels: Double
    /// Sprites one frame may draw.
    package var sprites: Int

    package init(pixels: Double, sprites: Int) {
        self.pixels = pixels.isNaN ? 0 : Swift.max(0, pixels)
        self.sprites = Swift.max(0, sprites)
    }

    /// No limit: headless frames (`orbit shot`, `replay --frames`) draw everything.
    public static let unlimited = SpriteBudget(pixels: .infinity, sprites: .max)

    /// A fixed budget for one frame: 1.5 million pixels (about 11 ms of llvmpipe fill on the idle
    /// build machine, some 400 overlapping 60-point icons) and 20,000 sprites (about 10 ms of
    /// geometry). The playground adapts the pixels to the measured cost (`FillCostModel`).
    package static let frame = SpriteBudget(pixels: 1_500_000, sprites: 20_000)

    /// Whether `pixels` pixels in `sprites` sprites fit.
    package func admits(pixels: Double, sprites: Int) -> Bool {
        pixels <= self.pixels && sprites <= self.sprites
    }
}
