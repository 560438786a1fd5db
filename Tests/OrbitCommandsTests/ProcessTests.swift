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
        try run(executable: binary, arguments, environment: environment, in: directory)
    }

    /// A child that did not finish within the time limit (it was killed).
    struct TimedOut: Error, CustomStringConvertible {
        var command: String
        var seconds: Double
        var description: String { "\(command) did not finish within \(seconds) s and was killed" }
    }

    /// Runs `executable` and collects what it writes. Both pipes are drained at the same time, each
    /// on a thread of its own: reading one to its end first would deadlock against a child that
    /// fills the other pipe's buffer (64 KiB) and blocks there. A child still running after
    /// `timeLimit` seconds is killed and reported as `TimedOut`, so a hang fails the test instead
    /// of stalling the suite.
    static func run(
        executable: URL, _ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil,
        timeLimit: Double = 600
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputDrain = PipeDrain(output.fileHandleForReading)
        let errorDrain = PipeDrain(errors.fileHandleForReading)
        let deadline = DispatchTime.now() + timeLimit
        let finished = outputDrain.wait(until: deadline) && errorDrain.wait(until: deadline)
        if !finished {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        guard finished else {
            throw TimedOut(command: ([executable.lastPathComponent] + arguments).joined(separator: " "), seconds: timeLimit)
        }
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: outputDrain.data, as: UTF8.self),
            errors: String(decoding: errorDrain.data, as: UTF8.self))
    }

    /// Reads a pipe to its end on a thread of its own.
    final class PipeDrain: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        /// What was read; complete only after `wait` returned true (the semaphore orders it).
        private(set) var data = Data()

        init(_ handle: FileHandle) {
            Thread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        /// Whether the pipe reached its end by `deadline`.
        func wait(until deadline: DispatchTime) -> Bool {
            done.wait(timeout: deadline) == .success
        }
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

    /// A child that fills its standard error pipe before it writes anything on standard output:
    /// reading standard output to its end first would wait forever.
    @Test func helperReadsBothPipesAtOnce() throws {
        let size = 300_000
        let outcome = try Self.run(
            executable: URL(fileURLWithPath: "/bin/sh"),
            ["-c", "head -c \(size) /dev/zero | tr '\\0' e >&2; echo done"], timeLimit: 60)
        #expect(outcome.status == 0)
        #expect(outcome.output == "done\n")
        #expect(outcome.errors.utf8.count == size)
        #expect(outcome.errors.allSatisfy { $0 == "e" })
    }

    @Test func helperKillsAChildPastItsTimeLimit() throws {
        #expect(throws: TimedOut.self) {
            try Self.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "exec sleep 30"], timeLimit: 0.5)
        }
    }

    @Test func helpExitsZero() throws {
        let outcome = try run(["dump", "--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("--layout"))
    }
}
