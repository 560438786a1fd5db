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
    /// Sizes and modification times of `CollectionLayout.swiftmodule` and the modules it
    /// re-exports: rebuilding the core or the catalog changes them, and with them every cache key,
    /// so that no library built against an old core is loaded.
    public let fingerprint: String

    /// The folder at `directory`; throws one line when it has no `CollectionLayout.swiftmodule`.
    public init(directory: String) throws(LiveLayoutError) {
        let module = directory + "/CollectionLayout.swiftmodule"
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: module) else {
            throw .toolchain(.modulesNotFound(directory: directory))
        }
        self.directory = directory
        // The UIKit modules too: a layout written for iOS subclasses their classes, so a library
        // compiled against another build of them would read the wrong fields. And the runtime
        // every library's generated file calls.
        fingerprint = ([attributes] + (Self.reexportedModules + Self.uikitModules + [Self.runtimeModule]).compactMap { try? FileManager.default.attributesOfItem(atPath: directory + "/\($0).swiftmodule") })
            .map { attributes in
                let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                return "\(size)@\(modified)"
            }
            .joined(separator: " ")
    }

    /// What `CollectionLayout`, the module a layout file imports, re-exports: the modules that
    /// declare the core's and the catalog's types. Their files change when those modules are
    /// rebuilt; the re-exporting module's own file, which declares nothing, need not.
    static let reexportedModules = ["CollectionLayoutCore", "LayoutCatalog"]

    /// The modules a layout written for iOS compiles against, beside CollectionLayout.
    static let uikitModules = ["UIKit", "QuartzCore", "CoreGraphics"]

    /// The module every library's generated registration file imports (`LivePrintOutput`).
    static let runtimeModule = "OrbitLiveRuntime"

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
            let module = (["CollectionLayout"] + reexportedModules).compactMap({ modificationTime(modules.directory + "/\($0).swiftmodule") }).max(),
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
