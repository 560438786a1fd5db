import Foundation

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

    /// `ORBIT_SWIFTC` when set, otherwise the first `swiftc` on `PATH`; its version from one run of
    /// `swiftc --version` (about 0.08 s).
    public static func discover(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LiveLayoutError) -> SwiftToolchain {
        guard let swiftc = locateSwiftc(environment: environment) else {
            throw LiveLayoutError("live layouts need swiftc: none on PATH (set ORBIT_SWIFTC to its path)")
        }
        let result = try ChildProcess(executable: swiftc, arguments: ["--version"], timeLimit: 30).run()
        let output = result.standardOutput + "\n" + result.standardError
        guard result.termination == .exited(0),
            let line = output.split(separator: "\n").first(where: { $0.contains("version") })
        else {
            throw LiveLayoutError("\(swiftc) --version failed: \(LayoutChildCheck.lastLine(of: output) ?? "no output")")
        }
        return SwiftToolchain(swiftc: swiftc, version: String(line))
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
