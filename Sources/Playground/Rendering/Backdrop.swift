import CSDL2
import Foundation
import OrbitRendering

/// The window's background: a subtle vertical gradient, lighter behind the upper middle.
///
/// The colours sit on a 3x3 grid of points across the drawable. An accelerated renderer draws the
/// grid as eight vertex-coloured triangles without blending: on Mesa's llvmpipe that costs about
/// half of copying a full-screen texture. The software renderer, whose `SDL_RenderGeometry` is
/// slow, copies a texture made once per drawable size from the same grid instead: painted at a
/// quarter of the resolution, stretched to the drawable once with SDL's linear filter, in the
/// target surface's own format, so that every frame's copy is a `memcpy` (stretching and
/// converting 1280x800 pixels each frame cost about as much as 1,000 sprites' blits).
final class Backdrop {
    /// Rows top, middle, bottom; columns left, middle, right.
    var grid: [[RGBAColor]] = [
        [RGBAColor(hex: 0x1E2434), RGBAColor(hex: 0x283047), RGBAColor(hex: 0x1E2434)],
        [RGBAColor(hex: 0x161B27), RGBAColor(hex: 0x1D2334), RGBAColor(hex: 0x161B27)],
        [RGBAColor(hex: 0x0E1118), RGBAColor(hex: 0x10131B), RGBAColor(hex: 0x0E1118)],
    ]
    /// Where the middle row sits, as a fraction of the height.
    var middleRow = 0.45

    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
    }

    /// The colour at (`u`, `v`) in unit coordinates: bilinear between the grid's points.
    func color(u: Double, v: Double) -> RGBAColor {
        let column = u < 0.5 ? 0 : 1, cu = u < 0.5 ? u * 2 : (u - 0.5) * 2
        let row = v < middleRow ? 0 : 1
        let cv = v < middleRow ? v / middleRow : (v - middleRow) / (1 - middleRow)
        let top = grid[row][column].mixed(with: grid[row][column + 1], cu)
        let bottom = grid[row + 1][column].mixed(with: grid[row + 1][column + 1], cu)
        return top.mixed(with: bottom, max(0, min(1, cv)))
    }

    /// The backdrop's pixels for a drawable of `width` x `height`, painted at a quarter of the
    /// resolution (it is smooth; the linear filter scales it up invisibly).
    ///
    /// - Complexity: O(width * height / 16).
    func image(width: Int, height: Int) -> PixelImage {
        let w = max(1, (width + 3) / 4), h = max(1, (height + 3) / 4)
        return PixelImage.painted(width: w, height: h) { x, y in color(u: x / Double(w), v: y / Double(h)) }
    }

    /// Fills a drawable of `width` x `height` pixels.
    ///
    /// - Parameter target: the software renderer's target surface format (`SurfaceFormat.target`);
    ///   nil: RGBA32, the headless canvas's.
    func draw(renderer: OpaquePointer, width: Int, height: Int, software: Bool, target: UInt32? = nil) {
        if software {
            drawTexture(renderer: renderer, width: width, height: height, format: target ?? SDL_PIXELFORMAT_RGBA32.rawValue)
        } else {
            drawGrid(renderer: renderer, width: Float(width), height: Float(height))
        }
    }

    private func drawGrid(renderer: OpaquePointer, width: Float, height: Float) {
        let xs: [Float] = [0, width / 2, width], ys: [Float] = [0, height * Float(middleRow), height]
        var vertices: [SDL_Vertex] = []
        for (row, y) in ys.enumerated() {
            for (column, x) in xs.enumerated() {
                let (r, g, b, _) = grid[row][column].bytes
                vertices.append(SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: r, g: g, b: b, a: 255), tex_coord: SDL_FPoint()))
            }
        }
        var indices: [Int32] = []
        for row in 0..<2 {
            for column in 0..<2 {
                let i = Int32(row * 3 + column)
                indices += [i, i + 1, i + 4, i, i + 4, i + 3]
            }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    private func drawTexture(renderer: OpaquePointer, width: Int, height: Int, format: UInt32) {
        if texture == nil || textureSize != (width, height) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = try? fullTexture(renderer: renderer, width: width, height: height, format: format)
            textureSize = (width, height)
        }
        if let texture {
            SDL_RenderCopy(renderer, texture, nil, nil)
        } else {
            let (r, g, b, _) = grid[2][1].bytes
            SDL_SetRenderDrawColor(renderer, r, g, b, 255)
            SDL_RenderClear(renderer)
        }
    }

    /// A `width` x `height` texture in `format` with the backdrop's pixels, opaque: the quarter
    /// resolution image stretched by `SDL_SoftStretchLinear`, the filter SDL's software renderer
    /// applied when it scaled the small texture each frame, so the pixels are the ones it drew.
    private func fullTexture(renderer: OpaquePointer, width: Int, height: Int, format: UInt32) throws(SDLError) -> OpaquePointer {
        let rgba = try image(width: width, height: height).makeSurface()
        defer { SDL_FreeSurface(rgba) }
        let small = try SurfaceFormat.converted(rgba, to: format)
        defer { if small != rgba { SDL_FreeSurface(small) } }
        guard let full = SDL_CreateRGBSurfaceWithFormat(0, Int32(max(1, width)), Int32(max(1, height)), 32, format) else {
            throw SDLError.last("cannot create a \(width)x\(height) surface")
        }
        defer { SDL_FreeSurface(full) }
        guard SDL_SoftStretchLinear(small, nil, full, nil) == 0, let texture = SDL_CreateTextureFromSurface(renderer, full) else {
            throw SDLError.last("cannot create a \(width)x\(height) backdrop")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        return texture
    }
}
