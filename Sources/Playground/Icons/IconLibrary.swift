import Foundation
import OrbitRendering

/// The icon images the renderer draws, loaded from the assets folder, with a generated stand-in
/// for every file that is missing or unreadable.
public struct IconLibrary: Sendable {
    /// One image per design, all `size` x `size` pixels, in texture-index order.
    public var images: [PixelImage]
    public var designs: [IconDesign]
    public let size: Int
    /// One line per problem met while loading, for the caller to print; empty when all is well.
    public var warnings: [String]

    /// The icons generated in memory, no files involved.
    public static func generated(_ designs: [IconDesign] = IconDesign.standard, size: Int = IconSet.defaultSize) -> IconLibrary {
        IconLibrary(images: designs.map { IconPainter.paint($0, size: size) }, designs: designs, size: size, warnings: [])
    }

    /// Loads `designs` from `directory` (file names from `IconDesign.fileName(at:)`). A missing or
    /// unreadable file, or one that is not square, is replaced by the generated icon and noted in
    /// `warnings`; a missing folder gives one warning, not one per file. Images of another size are
    /// resampled to `size`.
    ///
    /// - Complexity: O(icons * size²).
    public static func load(from directory: String?, designs: [IconDesign] = IconDesign.standard, size: Int = IconSet.defaultSize)
        -> IconLibrary
    {
        guard let directory, FileManager.default.fileExists(atPath: directory) else {
            var library = generated(designs, size: size)
            let place = directory.map { "icon folder \($0) not found" }
                ?? "Orbit's icons not found (no Assets/icons here, no *_Playground.resources beside the executable)"
            library.warnings = ["\(place); using generated icons (orbit icons writes them)"]
            return library
        }
        var images: [PixelImage] = [], warnings: [String] = []
        for (index, design) in designs.enumerated() {
            let name = design.fileName(at: index)
            let path = (directory as NSString).appendingPathComponent(name)
            do throws(SDLError) {
                guard FileManager.default.fileExists(atPath: path) else { throw SDLError("missing") }
                let image = try PixelImage(contentsOfFile: path)
                guard image.width == image.height, image.width > 0 else {
                    throw SDLError("\(image.width)x\(image.height), not square")
                }
                images.append(image.width == size ? image : image.resampled(to: size))
            } catch {
                warnings.append("icon \(name) unusable (\(error.message)); using a generated one")
                images.append(IconPainter.paint(design, size: size))
            }
        }
        return IconLibrary(images: images, designs: designs, size: size, warnings: warnings)
    }
}

extension PixelImage {
    /// A square copy of `side` pixels: halved while that stays at or above `side`, then sampled
    /// bilinearly. Good enough for an odd-sized icon file; the shipped icons need none of it.
    ///
    /// - Complexity: O(width * height).
    func resampled(to side: Int) -> PixelImage {
        var source = self
        while source.width / 2 >= side, source.height / 2 >= side { source = source.halved() }
        let sx = Double(source.width) / Double(side), sy = Double(source.height) / Double(side)
        return PixelImage.painted(width: side, height: side) { x, y in
            let u = max(0, min(Double(source.width - 1), x * sx - 0.5))
            let v = max(0, min(Double(source.height - 1), y * sy - 0.5))
            let x0 = Int(u), y0 = Int(v)
            let x1 = min(source.width - 1, x0 + 1), y1 = min(source.height - 1, y0 + 1)
            let fx = u - Double(x0), fy = v - Double(y0)
            let top = source[x0, y0].mixed(with: source[x1, y0], fx)
            let bottom = source[x0, y1].mixed(with: source[x1, y1], fx)
            return top.mixed(with: bottom, fy)
        }
    }
}
