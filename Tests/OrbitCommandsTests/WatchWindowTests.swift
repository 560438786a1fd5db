import Foundation
import Testing

/// `orbit play --watch` in a real window (Xvfb): a save is reloaded in the running session and
/// reported, a broken save is reported in one line while the session goes on, and the next good
/// save loads. The test waits on the child's output, never on a clock of its own.
@Suite struct WatchWindowTests {
    /// Lines of a child's standard output and error as they arrive.
    /// Starts `orbit ARGUMENTS` (the built binary) with `environment`, its standard output and
    /// errors read into `Lines` as they come.
    static func launch(_ arguments: [String], environment: [String: String]) throws -> (process: Process, lines: Lines) {
        let process = Process()
        process.executableURL = ProcessTests.binary
        process.arguments = arguments
        process.environment = environment
        let lines = Lines()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { lines.append(String(decoding: $0.availableData, as: UTF8.self), error: false) }
        errors.fileHandleForReading.readabilityHandler = { lines.append(String(decoding: $0.availableData, as: UTF8.self), error: true) }
        try process.run()
        return (process, lines)
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSCondition()
        private var output: [String] = []
        private var errors: [String] = []

        func append(_ text: String, error: Bool) {
            lock.lock()
            let lines = text.split(separator: "\n").map(String.init)
            if error { errors += lines } else { output += lines }
            lock.broadcast()
            lock.unlock()
        }

        /// Blocks until a line of the stream contains `text` (or `limit` seconds pass, a failure).
        func wait(for text: String, error: Bool = false, limit: Double = 60) -> String? {
            lock.lock()
            defer { lock.unlock() }
            let deadline = Date(timeIntervalSinceNow: limit)
            while true {
                if let line = (error ? errors : output).first(where: { $0.contains(text) }) { return line }
                guard lock.wait(until: deadline) else { return nil }
            }
        }

        var all: String { lock.withLock { (output + errors).joined(separator: "\n") } }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
    func savesReloadInTheRunningWindowAndABadSaveDoesNotEndIt() throws {
        let folder = NSTemporaryDirectory() + "orbit-watch-window-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Stripe.swift"
        let original = try String(contentsOfFile: LayoutFileTests.stripe, encoding: .utf8)
        // A nonce: new content for this run, so every version is compiled here.
        let nonce = "// \(UInt64.random(in: 0...UInt64.max))\n"
        try (nonce + original).write(toFile: file, atomically: false, encoding: .utf8)

        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        environment["ORBIT_SESSION_FILE"] = folder + "/session.jsonl"
        environment["SDL_VIDEODRIVER"] = nil
        let (process, lines) = try Self.launch(["play", "--watch", file, "--items", "9", "--size", "480x320", "--duration", "120"], environment: environment)
        defer {
            // SIGKILL: the test runner's blocked signals are inherited, so SIGTERM may never arrive.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }

        #expect(lines.wait(for: "watching it") != nil, "\(lines.all)")
        // A good edit: version 2, reported with its figures once its first frame is on screen.
        try (nonce + original.replacingOccurrences(of: "var spacing = 50.0", with: "var spacing = 64.0")).write(
            toFile: file, atomically: false, encoding: .utf8)
        // On standard error, where a failed save's errors go: every save answers in one stream.
        let reload = lines.wait(for: "orbit play: reload v2:", error: true)
        #expect(reload?.contains("save to frame") == true, "\(lines.all)")
        #expect(reload?.contains("check ") == true && reload?.contains("check skipped") == false, "\(lines.all)")

        // A broken edit: one line with file:line:col on stderr; the window goes on.
        try (nonce + original + "\nlet broken: Int = \"no\"\n").write(toFile: file, atomically: false, encoding: .utf8)
        let error = lines.wait(for: "Stripe.swift:", error: true)
        #expect(error?.contains("error:") == true, "\(lines.all)")
        #expect(process.isRunning)

        // The next good save loads (version 4: the broken one counted as 3).
        try (nonce + original).write(toFile: file, atomically: false, encoding: .utf8)
        #expect(lines.wait(for: "reload v4:", error: true) != nil, "\(lines.all)")
        #expect(process.isRunning)

        // A save that traps in prepare: the panel's line (also on stderr) names the file, line and
        // function, and the session goes on.
        let prepare = "mutating func prepare(_ context: LayoutContext) { self.context = context }"
        let trapping = nonce + original.replacingOccurrences(
            of: prepare, with: "mutating func prepare(_ context: LayoutContext) { self.context = context; _ = [0][context.itemCount] }")
        try trapping.write(toFile: file, atomically: false, encoding: .utf8)
        let trapLine = try #require(trapping.components(separatedBy: "\n").firstIndex { $0.contains("[0][context.itemCount]") }) + 1
        let trap = lines.wait(for: "Stripe.swift:\(trapLine) in prepare(_:)", error: true)
        #expect(trap?.hasSuffix("check-layout: Stripe.swift:\(trapLine) in prepare(_:): Fatal error: Index out of range") == true, "\(lines.all)")
        #expect(process.isRunning)

        // A save that ends the process in prepare: named, not loaded, and the session goes on.
        let ending = nonce + "#if canImport(Glibc)\nimport Glibc\n#endif\n" + original.replacingOccurrences(
            of: prepare, with: "mutating func prepare(_ context: LayoutContext) { if context.itemCount > 3 { exit(0) }; self.context = context }")
        try ending.write(toFile: file, atomically: false, encoding: .utf8)
        let ended = lines.wait(for: "prepare ended the process (exit 0)", error: true)
        #expect(ended?.hasSuffix("check-layout: prepare ended the process (exit 0)") == true, "\(lines.all)")
        #expect(process.isRunning)
    }
}
