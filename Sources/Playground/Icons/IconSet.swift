import Foundation
import OrbitRendering

/// Writing Orbit's icons to disk (`orbit icons`) and finding them again at run time.
public enum IconSet {
    /// The side of the shipped icons, pixels.
    public static let defaultSize = 128

    /// Paints every design at `size` and writes it as a PNG into `directory` (created if needed).
    /// Returns the paths written.
    ///
    /// - Complexity: O(icons * size²).
    public static func write(
        _ designs: [IconDesign] = IconDesign.standard, size: Int = defaultSize, to directory: String
    ) throws(SDLError) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SDLError("cannot create \(directory): \(error.localizedDescription)")
        }
        var paths: [String] = []
        for (index, design) in designs.enumerated() {
            let path = (directory as NSString).appendingPathComponent(design.fileName(at: index))
            try IconPainter.paint(design, size: size).writePNG(to: path)
            paths.append(path)
        }
        return paths
    }

    /// The folder the icons are read from: `$ORBIT_ASSETS/icons` when set, else `Assets/icons` in
    /// the working directory (your own set), else the icons shipped as the Playground target's
    /// SwiftPM resource (`Sources/Playground/Resources/icons`), in the resource bundle SwiftPM puts
    /// beside every executable that links the playground, `orbit` or your package's own. Nil when
    /// none exists (a binary copied away from its build folder).
    ///
    /// The bundle is found by looking rather than through `Bundle.module`, whose accessor stops
    /// the process when the bundle is missing; its name depends on the package that builds it
    /// (`Orbit_Playground.resources` here, `orbit_Playground.resources` in a dependent package).
    public static func locateDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let manager = FileManager.default
        if let root = environment["ORBIT_ASSETS"], !root.isEmpty {
            return (root as NSString).appendingPathComponent("icons")
        }
        let own = (manager.currentDirectoryPath as NSString).appendingPathComponent("Assets/icons")
        if manager.fileExists(atPath: own) { return own }
        return shippedDirectory(besides: ((Bundle.main.executablePath ?? CommandLine.arguments[0]) as NSString).deletingLastPathComponent)
    }

    /// The shipped icons in `folder` (an executable's): `<anything>_Playground.resources/icons`.
    static func shippedDirectory(besides folder: String) -> String? {
        let manager = FileManager.default
        let bundles = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix("_Playground.resources") }.sorted()
        return bundles.lazy.map { ((folder as NSString).appendingPathComponent($0) as NSString).appendingPathComponent("icons") }
            .first { manager.fileExists(atPath: $0) }
    }
}
