/// The application, as a layout asks it for the interface's reading direction.
public final class UIApplication: NSObject, @unchecked Sendable {
    public static let shared = UIApplication()

    /// Orbit lays out left to right.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
