import Foundation
import Testing

/// Every write is checked (docs/design/RELIABILITY.md, "Nothing lost, nothing hung"): the built `orbit`
/// writing to a full disk, `/dev/full` or a closed standard output exits 1 with one line naming
/// the file, and leaves no partial file behind. A full disk for a regular file is a file-size limit
/// (`ulimit -f`, which needs no privileges and fails the write with EFBIG as a full disk fails it
/// with ENOSPC); `/dev/full` is the full device, reached by a link where the path must end `.png`.
@Suite struct FullDiskTests {
    /// A fresh temporary folder.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "orbit-full-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs the built `orbit` with `arguments` through `sh`, `shell` first (`ulimit -f 8`), then
    /// `redirect` (`> /dev/full`, `>&-`) on orbit's own line.
    static func run(_ arguments: [String], shell: String = "", redirect: String = "") throws -> ProcessTests.Outcome {
        let script = shell + "\nexec \"$0\" \"$@\" " + redirect
        return try ProcessTests.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script, ProcessTests.binary.path] + arguments, timeLimit: 120)
    }

    /// A short script: a tap and a key, about 40 frames to rest.
    static func script(in folder: String) throws -> String {
        let path = folder + "/s.jsonl"
        try Data("{\"t\": 0, \"event\": \"key\", \"key\": \"space\"}\n{\"t\": 0.2, \"event\": \"key\", \"key\": \"+\"}\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The one line of a failed write, and exit 1.
    func expectOneLine(_ outcome: ProcessTests.Outcome, _ line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == 1, "\(outcome.errors)", sourceLocation: sourceLocation)
        #expect(outcome.errorLines.count == 1, "\(outcome.errors)", sourceLocation: sourceLocation)
        #expect(outcome.errors.contains(line), "\(outcome.errors)", sourceLocation: sourceLocation)
    }

    @Test func dumpToAFullOrClosedStandardOutputIsOneLineAndExitOne() throws {
        let full = try Self.run(["dump", "--layout", "flow", "--items", "200", "--size", "400x300"], redirect: "> /dev/full")
        expectOneLine(full, "orbit dump: cannot write standard output: no space left on device")
        let closed = try Self.run(["dump", "--layout", "flow", "--items", "20", "--size", "400x300"], redirect: ">&-")
        expectOneLine(closed, "orbit dump: cannot write standard output: bad file descriptor")
        // The summary line of a replay, and bench's rows, go the same way.
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let trace = try Self.run(["replay", try Self.script(in: folder), "--trace", "-"], redirect: "> /dev/full")
        expectOneLine(trace, "orbit replay: cannot write standard output: no space left on device")
        let bench = try Self.run(
            ["bench", "--layout", "flow", "--items", "10", "--frames", "3", "--runs", "1", "--json"], redirect: "> /dev/full")
        expectOneLine(bench, "orbit bench: cannot write standard output: no space left on device")
    }

    @Test func aTraceFileCutShortIsRemovedWithOneLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try Self.script(in: folder)
        let trace = folder + "/t.jsonl"
        let outcome = try Self.run(["replay", script, "--items", "200", "--trace", trace], shell: "ulimit -f 8")
        expectOneLine(outcome, "orbit replay: cannot write '\(trace)': file too large")
        #expect(!FileManager.default.fileExists(atPath: trace))
        // The full device itself: named, and left alone.
        try FileManager.default.createSymbolicLink(atPath: folder + "/full.jsonl", withDestinationPath: "/dev/full")
        let device = try Self.run(["replay", script, "--trace", folder + "/full.jsonl"])
        expectOneLine(device, "orbit replay: cannot write '\(folder)/full.jsonl': no space left on device")
    }

    @Test func picturesCutShortAreRemovedWithOneLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `ulimit -f 1`: 512 bytes, less than any of these PNGs.
        let shot = try Self.run(["shot", "--layout", "flow", "--size", "200x200", "--out", folder + "/s.png"], shell: "ulimit -f 1")
        expectOneLine(shot, "orbit shot: cannot write '\(folder)/s.png': file too large")
        #expect(!FileManager.default.fileExists(atPath: folder + "/s.png"))

        let icons = try Self.run(["icons", "--out", folder + "/icons"], shell: "ulimit -f 1")
        expectOneLine(icons, "orbit icons: cannot write '\(folder)/icons/")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder + "/icons")) ?? []).isEmpty)

        let frames = try Self.run(
            ["replay", try Self.script(in: folder), "--size", "200x200", "--frames", folder + "/frames"], shell: "ulimit -f 1")
        expectOneLine(frames, "orbit replay: cannot write '\(folder)/frames/frame-00000.png': file too large")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder + "/frames")) ?? []).isEmpty)

        try FileManager.default.createSymbolicLink(atPath: folder + "/plot.png", withDestinationPath: "/dev/full")
        let plot = try Self.run(["bench", "--layout", "flow", "--items", "10", "--frames", "3", "--runs", "1", "--plot", folder + "/plot.png"])
        expectOneLine(plot, "orbit bench: --plot: cannot write '\(folder)/plot.png': no space left on device")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg")))
    func aVideoCutShortIsAFailureNotASuccess() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let video = folder + "/v.mp4"
        // ffmpeg inherits the limit: whatever it does then (killed by SIGXFSZ, or exit 0 over a
        // file without its index), orbit says so and removes the file.
        let outcome = try Self.run(
            ["replay", try Self.script(in: folder), "--size", "200x200", "--video", video], shell: "ulimit -f 16")
        expectOneLine(outcome, "orbit replay: ffmpeg could not write '\(video)'")
        #expect(!FileManager.default.fileExists(atPath: video))
    }

    /// A FIFO named like a picture or a script is refused at once: nothing opens it for reading
    /// and waits for a writer that never comes.
    @Test func aFIFOIsRefusedNotWaitedOn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pictures = folder + "/pictures"
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PictureShotTests.fixtures + "/picture-01.jpg", toPath: pictures + "/a.jpg")
        #expect(mkfifo(pictures + "/x.png", 0o600) == 0)
        let shot = try Self.run(
            ["shot", "--layout", "flow", "--items", "4", "--content", "photos", "--images", pictures, "--out", folder + "/s.png"])
        #expect(shot.status == 0, "\(shot.errors)")
        #expect(shot.errorLines == ["orbit shot: warning: picture x.png: a FIFO, not a regular file; showing a placeholder"])

        #expect(mkfifo(folder + "/s.jsonl", 0o600) == 0)
        let replay = try Self.run(["replay", folder + "/s.jsonl"])
        #expect(replay.status == 2)
        #expect(replay.errorLines == ["orbit replay: cannot read script '\(folder)/s.jsonl': a FIFO, not a regular file"])
    }
}
