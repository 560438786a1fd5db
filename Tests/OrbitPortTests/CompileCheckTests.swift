import Foundation
import OrbitPort
import Testing

/// The toolchain's `swiftc`: on the PATH, or under /opt/swift.
enum Toolchain {
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `executable` with `arguments`; its exit status and its standard output and error together.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A fresh folder holding `files`.
    static func folder(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }
}

/// The ported fixture compiles with this toolchain, without warnings, and behaves as the iOS layout:
/// the delegate's implementations where it has them, the layout's fallbacks where it does not.
@Suite(.enabled(if: Toolchain.swiftc != nil, "no swiftc on the PATH or in /opt/swift: the compile checks need the toolchain"))
struct CompileCheckTests {
    @Test func theFixtureAsWrittenForIOSDoesNotCompileOnLinux() throws {
        let folder = try Toolchain.folder(with: ["CardLayout.swift": Fixture.layout])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Toolchain.run(Toolchain.swiftc!, ["-typecheck", folder.appendingPathComponent("CardLayout.swift").path])
        #expect(result.status != 0)
        #expect(result.output.contains("Objective-C interoperability is disabled"))
    }

    @Test func thePortedFixtureTypeChecksWithoutWarnings() throws {
        let ported = LayoutPorter.port(source: Fixture.layout, fileName: "CardLayout.swift")
        #expect(ported.warnings.isEmpty)
        let folder = try Toolchain.folder(with: ["CardLayout.swift": ported.text, "main.swift": Fixture.main])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Toolchain.run(
            Toolchain.swiftc!,
            ["-typecheck", folder.appendingPathComponent("CardLayout.swift").path, folder.appendingPathComponent("main.swift").path])
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    @Test func thePortedFixtureKeepsTheFallbacks() throws {
        let ported = LayoutPorter.port(source: Fixture.layout, fileName: "CardLayout.swift")
        let folder = try Toolchain.folder(with: ["CardLayout.swift": ported.text, "main.swift": Fixture.main])
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("cards").path
        let build = try Toolchain.run(
            Toolchain.swiftc!,
            [folder.appendingPathComponent("CardLayout.swift").path, folder.appendingPathComponent("main.swift").path, "-o", executable])
        try #require(build.status == 0, "\(build.output)")
        let run = try Toolchain.run(executable, [])
        #expect(run.status == 0)
        #expect(run.output == Fixture.expectedOutput)
    }
}
