import Foundation
import Testing

/// The built `orbit` binary, run as a user runs it: exit codes and one-line errors.
@Suite struct ProcessTests {
    struct Outcome {
        var status: Int32
        var output: String
        var errors: String
        var errorLines: [Substring] { errors.split(separator: "\n") }
    }

    /// `orbit` next to the test bundle in the build folder (`make test` builds it first).
    static var binary: URL {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let direct = buildFolder.appendingPathComponent("orbit")
        if FileManager.default.isExecutableFile(atPath: direct.path) { return direct }
        // Swift Testing may run from inside the .xctest bundle folder.
        return buildFolder.deletingLastPathComponent().appendingPathComponent("orbit")
    }

    /// Runs the built `orbit` with `arguments`, optionally in another environment and folder, and
    /// collects its exit status, standard output and standard error.
    static func run(_ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    func run(_ arguments: [String]) throws -> Outcome {
        try Self.run(arguments)
    }

    @Test func binaryIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "missing \(Self.binary.path)")
    }

    @Test func dumpPrintsOneJSONObject() throws {
        let outcome = try run(["dump", "--layout", "ring", "--items", "6", "--size", "640x480"])
        #expect(outcome.status == 0)
        #expect(outcome.errors.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any]
        #expect((object?["items"] as? [Any])?.count == 6)
    }

    @Test(arguments: [
        ["dump", "--layout", "bogus", "--items", "1", "--size", "10x10"],
        ["dump", "--layout", "flow", "--items", "1", "--size", "10x10", "--set", "zzz=1"],
        ["dump", "--layout", "flow", "--items", "1"],
        ["dump", "--layout", "flow", "--items", "1", "--size", "10x10", "--unknown-flag"],
        ["dump", "--layout", "flow", "--items", "-1", "--size", "10x10"],
        ["no-such-command"],
    ])
    func badInputExitsTwoWithOneLine(arguments: [String]) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        let lines = outcome.errors.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(outcome.errors)")
        #expect(lines.first?.hasPrefix("orbit") == true)
    }

    @Test func helpExitsZero() throws {
        let outcome = try run(["dump", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("--layout"))
    }
}
