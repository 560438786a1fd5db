import Foundation
import Glibc
import OrbitSession
import OrbitSupport

/// The Swift compiler that builds live layouts, and its version (part of every cache key).
///
/// It has to be the compiler that built the running Orbit: a `.swiftmodule` only loads into the
/// compiler version that wrote it (swiftc says so in one line when they differ).
public struct SwiftToolchain: Hashable, Sendable {
    /// The absolute path of `swiftc`.
    public let swiftc: String
    /// The first line of `swiftc --version`, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public let version: String

    public init(swiftc: String, version: String) {
        self.swiftc = swiftc
        self.version = version
    }

    /// `ORBIT_SWIFTC` when set, otherwise the first `swiftc` on `PATH`; its version from
    /// `ORBIT_SWIFTC_VERSION` when a parent set it with `ORBIT_SWIFTC` (`childEnvironment`), else
    /// from `cacheDirectory/swiftc-version` when that was written for the same swiftc (path, size
    /// and modification time), else from one run of `swiftc --version` (about 0.08 s), which is
    /// then written there.
    public static func discover(
        environment: [String: String] = ProcessInfo.processInfo.environment, cacheDirectory: String? = nil
    ) throws(LiveLayoutError) -> SwiftToolchain {
        guard let swiftc = locateSwiftc(environment: environment) else {
            throw .toolchain(.swiftcNotFound)
        }
        if let version = environment[versionEnvironmentKey], !version.isEmpty, environment["ORBIT_SWIFTC"] == swiftc {
            return SwiftToolchain(swiftc: swiftc, version: version)
        }
        let cacheFile = cacheDirectory.map { $0 + "/swiftc-version" }
        let stamp = Self.stamp(of: swiftc)
        if let cacheFile, let stamp, let text = try? String(contentsOfFile: cacheFile, encoding: .utf8) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.count >= 2, lines[0] == stamp, !lines[1].isEmpty { return SwiftToolchain(swiftc: swiftc, version: lines[1]) }
        }
        let toolchain = try run(swiftc)
        if let cacheFile, let stamp {
            // Written whole under a temporary name, then renamed: a reader never sees half of it.
            let temporary = cacheFile + ".\(getpid())"
            try? FileManager.default.createDirectory(atPath: cacheDirectory!, withIntermediateDirectories: true)
            if (try? OutputFile.write(stamp + "\n" + toolchain.version + "\n", toPath: temporary)) != nil {
                rename(temporary, cacheFile)
            }
        }
        return toolchain
    }

    /// The swiftc path with its size and modification time (one line), or nil when it cannot be
    /// read: a different or updated compiler has another.
    static func stamp(of swiftc: String) -> String? {
        var status = stat()
        guard stat(swiftc, &status) == 0 else { return nil }  // follows the symbolic link to the driver
        let path = swiftc.replacingOccurrences(of: "\n", with: "\\n")
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    /// `swiftc --version`, run.
    private static func run(_ swiftc: String) throws(LiveLayoutError) -> SwiftToolchain {
        let result = try ChildProcess(executable: swiftc, arguments: ["--version"], timeLimit: 30).run()
        let output = result.standardOutput + "\n" + result.standardError
        guard result.termination == .exited(0),
            let line = output.split(separator: "\n").first(where: { $0.contains("version") })
        else {
            throw .toolchain(.versionFailed(swiftc: swiftc, lastLine: LayoutChildCheck.lastLine(of: output)))
        }
        return SwiftToolchain(swiftc: swiftc, version: String(line))
    }

    /// Set with `ORBIT_SWIFTC` by a parent that knows the compiler's version: `discover` takes it
    /// instead of running `swiftc --version`.
    public static let versionEnvironmentKey = "ORBIT_SWIFTC_VERSION"

    /// The environment that makes a child's `discover` find this toolchain at once.
    public var childEnvironment: [String: String] {
        ["ORBIT_SWIFTC": swiftc, Self.versionEnvironmentKey: version]
    }

    /// The path `discover` would use, or nil (pure but for the file system).
    static func locateSwiftc(environment: [String: String]) -> String? {
        if let path = environment["ORBIT_SWIFTC"], !path.isEmpty { return path }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/swiftc"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
