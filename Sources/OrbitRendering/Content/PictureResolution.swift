/// The sizes pictures are decoded at: the longer side in pixels, a power of two from
/// `smallest` to `largest`, at least the side the picture is drawn at. A picture is decoded once
/// per step it is drawn at (scaled down once, on the loader's thread), so that a grid of
/// thumbnails costs thumbnails' memory and a picture zoomed up is loaded again, sharper.
public enum PictureResolution {
    /// Pixels.
    public static let smallest = 64
    /// Pixels: larger is drawn upscaled from this. 2048 x 1365 RGBA is 11 MB.
    public static let largest = 2048

    /// The decoded long side for a picture drawn `drawnSide` pixels on its longer side, and
    /// `sourceSide` pixels long in its file (never more: a picture is not scaled up to load it).
    public static func longSide(forDrawnSide drawnSide: Double, sourceSide: Int = .max) -> Int {
        var side = smallest
        while side < largest, Double(side) < drawnSide { side *= 2 }
        return max(1, min(side, sourceSide))
    }

    /// The size of a picture of `width` x `height` pixels scaled so that its longer side is
    /// `longSide` (when it is longer), proportions kept, at least 1 pixel a side.
    public static func scaled(width: Int, height: Int, longSide: Int) -> (width: Int, height: Int) {
        let long = max(width, height)
        guard long > longSide, long > 0 else { return (width, height) }
        let factor = Double(longSide) / Double(long)
        return (max(1, Int((Double(width) * factor).rounded())), max(1, Int((Double(height) * factor).rounded())))
    }
}
