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
    /// the working directory, else in the first ancestor of the executable's folder that has one
    /// (so `.build/debug/orbit` finds the checkout's assets). Nil when none exists.
    public static func locateDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let manager = FileManager.default
        if let root = environment["ORBIT_ASSETS"], !root.isEmpty {
            return (root as NSString).appendingPathComponent("icons")
        }
        var candidates = [(manager.currentDirectoryPath as NSString).appendingPathComponent("Assets/icons")]
        var folder = ((Bundle.main.executablePath ?? CommandLine.arguments[0]) as NSString).deletingLastPathComponent
        for _ in 0..<6 where folder.count > 1 {
            candidates.append((folder as NSString).appendingPathComponent("Assets/icons"))
            folder = (folder as NSString).deletingLastPathComponent
        }
        return candidates.first { manager.fileExists(atPath: $0) }
    }
}
