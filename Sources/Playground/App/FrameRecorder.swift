import Foundation
import OrbitRendering

/// Records the playground's window to a video without stalling its loop: frames go into a bounded
/// queue that a background thread drains into a `VideoEncoder` (the ffmpeg child). When the queue
/// is full (ffmpeg, or the disk, slower than the loop) a frame is dropped and counted, never waited for.
final class FrameRecorder: @unchecked Sendable {
    /// What a recording came to.
    struct Summary: Equatable {
        var written: Int
        var dropped: Int
        /// Why it stopped early, one line (nil: it did not).
        var failure: String?
    }

    /// Frames waiting for the encoder at most: a quarter of a second at 60 fps.
    static let defaultCapacity = 15

    private let capacity: Int
    private let write: (PixelImage) throws -> Void
    private let end: () throws -> Void
    private let condition = NSCondition()
    private var queue: [PixelImage] = []
    private var closing = false
    private var done = false
    private var written = 0
    private var dropped = 0
    private var failure: String?

    /// A recorder handing each frame to `write` on its own thread, then calling `end` once
    /// the last one is written. `write` or `end` throwing stops the recording with that error's text.
    init(capacity: Int = FrameRecorder.defaultCapacity, write: @escaping (PixelImage) throws -> Void, end: @escaping () throws -> Void) {
        self.capacity = max(1, capacity)
        self.write = write
        self.end = end
        let thread = Thread { [self] in drain() }
        thread.name = "orbit.video"
        thread.start()
    }

    /// A recorder into `encoder`.
    convenience init(encoder: VideoEncoder, capacity: Int = FrameRecorder.defaultCapacity) {
        self.init(
            capacity: capacity,
            write: { try encoder.write(rgba: $0.bytes, width: $0.width, height: $0.height) },
            end: { try encoder.finish() })
    }

    /// Queues a frame; false when it was dropped (the queue full, or the recording stopped).
    /// O(1); never blocks on the encoder.
    @discardableResult
    func offer(_ frame: PixelImage) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !closing, failure == nil, queue.count < capacity else {
            dropped += 1
            return false
        }
        queue.append(frame)
        condition.signal()
        return true
    }

    /// Counts a frame that never reached the queue (its pixels could not be read).
    func drop() {
        condition.lock()
        dropped += 1
        condition.unlock()
    }

    /// Ends the recording: the queued frames are written, the encoder finishes, and the counts come back.
    func stop() -> Summary {
        condition.lock()
        closing = true
        condition.broadcast()
        while !done { condition.wait() }
        let summary = Summary(written: written, dropped: dropped, failure: failure)
        condition.unlock()
        return summary
    }

    private func drain() {
        while true {
            condition.lock()
            while queue.isEmpty, !closing { condition.wait() }
            guard failure == nil, !queue.isEmpty else {
                condition.unlock()
                break
            }
            let frame = queue.removeFirst()
            condition.unlock()
            do {
                try write(frame)
                condition.lock()
                written += 1
                condition.unlock()
            } catch {
                condition.lock()
                failure = "\(error)"
                // What is queued can no longer be written.
                dropped += queue.count
                queue.removeAll()
                condition.unlock()
            }
        }
        var endFailure: String?
        do { try end() } catch { endFailure = "\(error)" }
        condition.lock()
        if failure == nil { failure = endFailure }
        done = true
        condition.broadcast()
        condition.unlock()
    }
}
