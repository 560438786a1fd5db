import Foundation
import CollectionLayout
@testable import Playground
import Testing

@testable import OrbitCommands

/// `orbit replay SCRIPT --video FILE`: every replayed frame through ffmpeg, and one line for each
/// thing that can go wrong.
@Suite struct ReplayVideoTests {
    static let script = """
        {"t": 0, "event": "size", "width": 321, "height": 200}
        {"t": 0.1, "event": "key", "key": "right"}
        {"t": 0.3, "event": "physics", "key": "pagingDuration", "value": 0.2}
        {"t": 0.4, "event": "key", "key": "right"}

        """

    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `orbit replay` and returns its summary line.
    func replay(_ arguments: [String]) throws -> String {
        let command = try #require(try Orbit.parseAsRoot(["replay"] + arguments) as? Replay)
        var output = ""
        try command.execute { output += $0 }
        return output
    }

    /// `ffprobe`'s count of the decoded frames and the stream's codec and size.
    func probe(_ path: String) throws -> (codec: String, width: Int, height: Int, frames: Int) {
        let ffprobe = try #require(VideoEncoder.locate("ffprobe", environment: ProcessInfo.processInfo.environment), "ffprobe (Debian's ffmpeg) is needed")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        try #require(fields.count == 4, "ffprobe said: \(fields)")
        return (String(fields[0]), Int(fields[1]) ?? 0, Int(fields[2]) ?? 0, Int(fields[3]) ?? 0)
    }

    /// The frame count of the summary line: "replayed 4 events in N frames: …".
    func frames(in summary: String) throws -> Int {
        let words = summary.split(separator: " ")
        let index = try #require(words.firstIndex { $0 == "frames:" })
        return try #require(Int(words[index - 1]))
    }

    @Test func anMP4HoldsEveryReplayedFrame() throws {
        let folder = try folder()
        let script = folder.appendingPathComponent("s.jsonl").path
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: script))
        let video = folder.appendingPathComponent("out.mp4").path
        let summary = try replay([script, "--layout", "line", "--items", "12", "--video", video])
        let replayed = try frames(in: summary)
        #expect(replayed > 30)
        let probed = try probe(video)
        // H.264 in yuv420p needs even sides: 321 is padded to 322.
        #expect(probed.codec == "h264" && probed.width == 322 && probed.height == 200)
        #expect(probed.frames == replayed)
    }

    @Test func aGIFRunsAtFiftyFramesASecond() throws {
        let folder = try folder()
        let script = folder.appendingPathComponent("s.jsonl").path
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: script))
        let video = folder.appendingPathComponent("out.GIF").path
        let replayed = try frames(in: try replay([script, "--layout", "line", "--items", "12", "--video", video]))
        let probed = try probe(video)
        #expect(probed.codec == "gif" && probed.width == 321 && probed.height == 200)
        // The same duration at 50 frames a second instead of 60.
        #expect(abs(Double(probed.frames) - Double(replayed) * 50 / 60) <= 1)
    }

    @Test func problemsAreOneLineBeforeAnyRendering() throws {
        func problem(_ path: String, environment: [String: String] = ["PATH": "/usr/bin:/bin"]) -> String? {
            do {
                try VideoEncoder.checkReady(path: path, environment: environment)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(problem("demo.avi") == "'demo.avi': expected a .mp4 or .gif file")
        #expect(problem("demo.mp4", environment: ["PATH": "/nonexistent"])
            == "ffmpeg not found on PATH: install it (Debian: apt-get install ffmpeg) to write 'demo.mp4'")
        #expect(problem("/nonexistent/demo.mp4") == "cannot write '/nonexistent/demo.mp4': no such folder '/nonexistent'")
        #expect(problem(FileManager.default.temporaryDirectory.path + "/") != nil)
        #expect(problem(FileManager.default.temporaryDirectory.appendingPathComponent("ok.gif").path) == nil)
    }

    @Test func aFullDiskIsFFmpegsOneLine() throws {
        let folder = try folder()
        let script = folder.appendingPathComponent("s.jsonl").path
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: script))
        // A name ending in .mp4 for /dev/full: every write fails with ENOSPC.
        let full = folder.appendingPathComponent("full.mp4").path
        try FileManager.default.createSymbolicLink(atPath: full, withDestinationPath: "/dev/full")
        do {
            _ = try replay([script, "--layout", "line", "--items", "12", "--video", full])
            Issue.record("a full disk went unnoticed")
        } catch let error as any DescribedError {
            // The encoder's own error, reported as it is (exit status 1).
            let message = error.message
            #expect(message.hasPrefix("ffmpeg could not write '\(full)': "))
            #expect(message.contains("No space left on device"))
            #expect(!message.contains("\n"))
        }
    }

    @Test func framesOfAnotherSizeArePaddedOrCroppedTopLeft() {
        // 2x1 red, green into 3x2: the row kept at the top-left, the rest opaque black.
        let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], black: [UInt8] = [0, 0, 0, 255]
        #expect(VideoEncoder.fitted(red + green, width: 2, height: 1, into: 3, 2) == red + green + black + black + black + black)
        // 2x2 into 1x1: the top-left pixel.
        #expect(VideoEncoder.fitted(red + green + green + green, width: 2, height: 2, into: 1, 1) == red)
    }
}
