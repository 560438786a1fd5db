import Foundation
import Glibc

/// The folder of `.swiftmodule` files a live layout is compiled against: the `Modules` folder of
/// the build the running Orbit comes from (`.build/<triple>/<config>/Modules`), so that the
/// library's references to CollectionLayout resolve to the very symbols of the running process.
public struct LiveModules: Hashable, Sendable {
    /// The environment variable that overrides the folder.
    public static let environmentKey = "ORBIT_MODULES_DIR"

    /// An absolute path.
    public let directory: String
    /// Size and modification time of `CollectionLayout.swiftmodule`: rebuilding the core changes
    /// it, and with it every cache key, so that no library built against an old core is loaded.
    public let fingerprint: String

    /// The folder at `directory`; throws one line when it has no `CollectionLayout.swiftmodule`.
    public init(directory: String) throws(LiveLayoutError) {
        let module = directory + "/CollectionLayout.swiftmodule"
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: module) else {
            throw .toolchain(.modulesNotFound(directory: directory))
        }
        self.directory = directory
        // The catalog and the UIKit modules too: a library moves descriptors out and a layout
        // written for iOS subclasses UIKit's classes, so a library compiled against another build
        // of them would read the wrong fields. And the runtime every library's generated file calls.
        fingerprint = ([attributes] + ([Self.catalogModule] + Self.uikitModules + [Self.runtimeModule]).compactMap { try? FileManager.default.attributesOfItem(atPath: directory + "/\($0).swiftmodule") })
            .map { attributes in
                let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                return "\(size)@\(modified)"
            }
            .joined(separator: " ")
    }

    /// The modules a layout written for iOS compiles against, beside CollectionLayout.
    static let uikitModules = ["UIKit", "QuartzCore", "CoreGraphics"]

    /// The module every library's generated registration file imports (`LivePrintOutput`).
    static let runtimeModule = "OrbitLiveRuntime"

    /// The module of `LayoutDescriptor`, imported into every file of a live layout. Layout files
    /// written before the catalog left the core say only `import CollectionLayout` and declare
    /// `orbitLayouts: [LayoutDescriptor]`; the core cannot re-export the module built on it, so the
    /// compile imports it for them (as `UIKitSources` does for UIKit), and those files compile unchanged.
    static let catalogModule = "LayoutCatalog"

    /// swiftc's arguments that import `catalogModule` into every file.
    static let catalogImportCompilerArguments = ["-Xfrontend", "-import-module", "-Xfrontend", catalogModule]

    /// The same, given to `swift-frontend` itself.
    static let catalogImportFrontendArguments = ["-import-module", catalogModule]

    /// `ORBIT_MODULES_DIR` when set, otherwise `Modules` next to the running executable
    /// (`/proc/self/exe`): `orbit` and the test binary both sit beside it in a SwiftPM build.
    ///
    /// Without the override, a module rebuilt after the running executable was linked is refused:
    /// a library compiled against it could expect another layout of the core's types than the
    /// process has. (The link is the last step of a build, so a matching executable is never older.)
    public static func forRunningExecutable(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LiveLayoutError) -> LiveModules {
        let modules = try LiveModules(directory: defaultDirectory(environment: environment))
        if environment[environmentKey]?.isEmpty ?? true,
            let module = modificationTime(modules.directory + "/CollectionLayout.swiftmodule"),
            let executable = modificationTime("/proc/self/exe"),
            isStale(moduleModified: module, executableModified: executable)
        {
            throw .toolchain(.modulesStale(directory: modules.directory))
        }
        return modules
    }

    /// Whether a module written at `moduleModified` is newer than an executable written at
    /// `executableModified` (seconds since 1970; one second of slack for coarse file systems) (pure).
    public static func isStale(moduleModified: Double, executableModified: Double) -> Bool {
        moduleModified > executableModified + 1
    }

    /// The modification time of the file at `path` (followed when a link; `/proc/self/exe` gives
    /// the running image even when its file was replaced since), seconds since 1970.
    static func modificationTime(_ path: String) -> Double? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    /// The folder `forRunningExecutable` looks in.
    public static func defaultDirectory(environment: [String: String]) -> String {
        if let directory = environment[environmentKey], !directory.isEmpty { return directory }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return (executable as NSString).deletingLastPathComponent + "/Modules"
    }
}
