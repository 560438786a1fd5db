import Foundation

/// Finds DejaVu Sans (package fonts-dejavu-core) where the common Linux distributions put it.
public enum FontLocator {
    /// Folders searched, in order.
    public static let folders = [
        "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu",
        "/usr/share/fonts/dejavu-sans-fonts", "/usr/local/share/fonts", "/usr/share/fonts",
    ]

    /// The regular and bold faces; `$ORBIT_FONT` (a regular face) wins when set. The bold face
    /// falls back to the regular one.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> (regular: String, bold: String)? {
        if let override = environment["ORBIT_FONT"], !override.isEmpty {
            return (override, override)
        }
        let manager = FileManager.default
        for folder in folders {
            let regular = (folder as NSString).appendingPathComponent("DejaVuSans.ttf")
            guard manager.fileExists(atPath: regular) else { continue }
            let bold = (folder as NSString).appendingPathComponent("DejaVuSans-Bold.ttf")
            return (regular, manager.fileExists(atPath: bold) ? bold : regular)
        }
        return nil
    }
}
