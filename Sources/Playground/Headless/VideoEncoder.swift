import CollectionLayout
import Foundation
import Glibc
import OrbitSession
import LiveLayouts

/// Streams frames to a video file through an `ffmpeg` child process (Debian's `ffmpeg`, found on
/// `PATH`): raw RGBA frames on its standard input, no temporary images. `.mp4` is H.264 (yuv420p,
/// what players take), `.gif` a palette made from the whole video (`palettegen`/`paletteuse`).
///
/// Every frame must have the size given at the start; `write` pads or crops one that has not (a
/// replayed window resize), at the top-left, with black. Problems are one line each (`PlaygroundError.video`):
/// no ffmpeg, an output that cannot be written, ffmpeg failing (a full disk, say) with its own
/// last line.
public final class VideoEncoder {
    /// The containers Orbit writes, by file extension.
    public enum Format: String, CaseIterable, Sendable {
        case mp4, gif

        /// The format of `path` by its extension (any case), or nil.
        public init?(path: String) {
            self.init(rawValue: (path as NSString).pathExtension.lowercased())
        }
    }

    /// A GIF's frames last whole hundredths of a second and browsers slow down delays under two:
    /// GIFs are written at 50 frames a second (every 1.2th frame of a 60 Hz replay is dropped).
    public static let gifFramesPerSecond = 50

    public let path: String
    public let format: Format
    /// Frame size, pixels.
    public let width: Int
    public let height: Int
    /// Frames handed to ffmpeg so far.
    public private(set) var frameCount = 0
    private let process: Process
    private let input: FileHandle
    private let errorLog: URL
    private var finished = false
    /// Signalled when ffmpeg has exited (its termination handler).
    private let exited = DispatchSemaphore(value: 0)

    /// Longest a frame waits for ffmpeg to take it, seconds: an ffmpeg that stopped reading
    /// (stuck on a device, stopped by a signal) is killed, not waited for.
    public static let stallLimit = 30.0

    /// Longest ffmpeg may take to finish the file once the last frame was handed over, seconds:
    /// a minute plus a second per 10 frames (a GIF's palette pass reads them all again).
    public static func finishLimit(frames: Int) -> Double { 60 + Double(frames) / 10 }

    /// Starts ffmpeg writing `path` from frames of `width` x `height` pixels at `framesPerSecond`.
    ///
    /// - Parameter environment: where `PATH` is read.
    public init(
        path: String, width: Int, height: Int, framesPerSecond: Int = 60,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PlaygroundError) {
        guard width > 0, height > 0 else { throw PlaygroundError.video("a video needs frames of at least 1x1 pixels, got \(width)x\(height)") }
        let (format, ffmpeg) = try Self.checkReady(path: path, environment: environment)
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        // A write to a pipe whose reader has died must fail with EPIPE (reported), not kill orbit.
        signal(SIGPIPE, SIG_IGN)
        errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-ffmpeg-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        let pipe = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = Self.arguments(format: format, width: width, height: height, framesPerSecond: framesPerSecond, output: path)
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try? FileHandle(forWritingTo: errorLog)
        process.terminationHandler = { [exited] _ in exited.signal() }
        do {
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: errorLog)
            throw PlaygroundError.video("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        input = pipe.fileHandleForWriting
        try? pipe.fileHandleForReading.close()
        // Writes wait in `poll` with a limit rather than in `write` for ever.
        _ = fcntl(input.fileDescriptor, F_SETFL, fcntl(input.fileDescriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if !finished {
            try? input.close()
            _ = waitForExit(seconds: Self.stallLimit)
        }
        try? FileManager.default.removeItem(at: errorLog)
    }

    /// Waits for ffmpeg to exit, at most `seconds`; past that it is killed. Returns whether it
    /// exited by itself.
    private func waitForExit(seconds: Double) -> Bool {
        if exited.wait(timeout: .now() + seconds) == .success { return true }
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
        return false
    }

    /// Removes what ffmpeg left of the file (a regular file only) and returns `error`.
    private func discardOutput(_ error: PlaygroundError) -> PlaygroundError {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(path) }
        return error
    }

    /// The format of `path` and the ffmpeg that will write it, or why not: a name that is not
    /// `.mp4` or `.gif`, no ffmpeg on `PATH`, or a path that cannot be written.
    @discardableResult
    public static func checkReady(
        path: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(PlaygroundError) -> (format: Format, ffmpeg: String) {
        guard let format = Format(path: path) else { throw PlaygroundError.video("'\(path)': expected a .mp4 or .gif file") }
        guard let ffmpeg = locate("ffmpeg", environment: environment) else {
            throw PlaygroundError.video("ffmpeg not found on PATH: install it (Debian: apt-get install ffmpeg) to write '\(path)'")
        }
        try checkWritable(path)
        return (format, ffmpeg)
    }

    /// ffmpeg's command line: raw RGBA frames from standard input, quiet but for errors, the
    /// output replaced. H.264 needs even sides, so an odd one is padded by a pixel.
    static func arguments(format: Format, width: Int, height: Int, framesPerSecond: Int, output: String) -> [String] {
        var arguments = [
            "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", String(framesPerSecond), "-i", "-",
        ]
        switch format {
        case .mp4:
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-crf", "20",
                "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .gif:
            let rate = min(framesPerSecond, gifFramesPerSecond)
            arguments += [
                "-filter_complex", "[0:v]fps=\(rate),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4",
                "-loop", "0", "-f", "gif",
            ]
        }
        // `file:`: a name like `-y.mp4` is not an option to ffmpeg, nor `pipe:1.gif` a protocol.
        return arguments + ["file:" + output]
    }

    /// Hands one frame to ffmpeg (RGBA, `width` x `height` pixels; other sizes are padded or cropped).
    public func write(rgba bytes: [UInt8], width frameWidth: Int, height frameHeight: Int) throws(PlaygroundError) {
        guard !finished else { throw PlaygroundError.video("'\(path)': the video is already finished") }
        let frame = frameWidth == width && frameHeight == height
            ? bytes : Self.fitted(bytes, width: frameWidth, height: frameHeight, into: width, height)
        let failed = frame.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            // When ffmpeg stopped reading, monotonic seconds: a signal (the guard's watchdog ticks
            // every second) interrupts `poll`, and the wait goes on to the same deadline.
            var stalledSince: Double?
            while offset < buffer.count {
                let written = Foundation.write(input.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    guard errno == EAGAIN else { return errno }
                    // The pipe is full: wait for ffmpeg to read, as long as `stallLimit`.
                    let now = MonotonicClock.seconds()
                    let waited = now - (stalledSince ?? now)
                    stalledSince = stalledSince ?? now
                    guard waited < Self.stallLimit else { return ETIMEDOUT }
                    var waiting = pollfd(fd: input.fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    let ready = poll(&waiting, 1, Int32(((Self.stallLimit - waited) * 1000).rounded(.up)))
                    if ready == 0 { return ETIMEDOUT }
                    if ready < 0, errno != EINTR { return errno }
                    continue
                }
                stalledSince = nil
                offset += written
            }
            return nil
        }
        if let failed {
            finished = true
            try? input.close()
            guard failed != ETIMEDOUT else {
                _ = waitForExit(seconds: 0)
                throw discardOutput(.video("ffmpeg did not read a frame within \(Int(Self.stallLimit)) s writing '\(path)': stopped"))
            }
            // ffmpeg has gone: its own message says why.
            _ = waitForExit(seconds: Self.stallLimit)
            throw discardOutput(failure(fallback: String(cString: strerror(failed))))
        }
        frameCount += 1
    }

    /// Ends the input and waits for ffmpeg to write the file (at most `finishLimit`), then reads
    /// the file back (`VideoFileCheck`); returns the frames written. On any failure the partial
    /// file is removed.
    @discardableResult
    public func finish() throws(PlaygroundError) -> Int {
        guard !finished else { return frameCount }
        finished = true
        try? input.close()
        let limit = Self.finishLimit(frames: frameCount)
        guard waitForExit(seconds: limit) else {
            throw discardOutput(.video("ffmpeg did not finish '\(path)' within \(Int(limit)) s: stopped"))
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw discardOutput(failure(fallback: "exit status \(process.terminationStatus)"))
        }
        // ffmpeg's exit status is not the file: a full disk can leave an MP4 without its index.
        if let problem = VideoFileCheck.problem(path: path, format: format) {
            throw discardOutput(.video("ffmpeg could not write '\(path)': \(problem)"))
        }
        return frameCount
    }

    /// ffmpeg's first error line (the cause; later ones are consequences), or `fallback`.
    private func failure(fallback: String) -> PlaygroundError {
        let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        let first = log.split(separator: "\n").lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        return PlaygroundError.video("ffmpeg could not write '\(path)': \(first ?? fallback)")
    }

    /// `bytes` (RGBA, `width` x `height`) in a `targetWidth` x `targetHeight` frame: the top-left
    /// part that fits, the rest black.
    static func fitted(_ bytes: [UInt8], width: Int, height: Int, into targetWidth: Int, _ targetHeight: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
        for i in stride(from: 3, to: out.count, by: 4) { out[i] = 255 }
        let rowBytes = min(width, targetWidth) * 4
        guard rowBytes > 0 else { return out }
        for row in 0..<min(height, targetHeight) {
            out.replaceSubrange(row * targetWidth * 4..<row * targetWidth * 4 + rowBytes, with: bytes[row * width * 4..<row * width * 4 + rowBytes])
        }
        return out
    }

    /// The executable `name` in the folders of `PATH`, or nil.
    static func locate(_ name: String, environment: [String: String]) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.lazy.map { ($0 as NSString).appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Fails unless `path` can be written: its folder exists and is writable, and the file, if
    /// there, is writable (checked before ffmpeg starts, so that the message names the path).
    static func checkWritable(_ path: String) throws(PlaygroundError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw PlaygroundError.video("cannot write '\(path)': it is a folder") }
            guard FileManager.default.isWritableFile(atPath: path) else { throw PlaygroundError.video("cannot write '\(path)': permission denied") }
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlaygroundError.video("cannot write '\(path)': no such folder '\(parent)'")
        }
        guard FileManager.default.isWritableFile(atPath: parent) else { throw PlaygroundError.video("cannot write '\(path)': permission denied") }
    }
}
