import Foundation
import OrbitRendering
import Testing

@testable import Playground

/// V's recorder: a bounded queue in front of the encoder, dropping (and counting) what does not fit.
@Suite struct FrameRecorderTests {
    static func frame(_ value: UInt8) -> PixelImage {
        PixelImage(width: 1, height: 1, bytes: [value, 0, 0, 255])
    }

    @Test func everyFrameOfferedToAnIdleWriterIsWrittenInOrder() {
        let lock = NSLock()
        var written: [UInt8] = []
        var ended = 0
        let recorder = FrameRecorder(
            capacity: 100, write: { frame in lock.withLock { written.append(frame.bytes[0]) } }, end: { lock.withLock { ended += 1 } })
        for value in 0..<50 { #expect(recorder.offer(Self.frame(UInt8(value)))) }
        #expect(recorder.stop() == FrameRecorder.Summary(written: 50, dropped: 0, failure: nil))
        #expect(written == (0..<50).map { UInt8($0) })
        #expect(ended == 1)
        // After the stop nothing more is taken.
        #expect(!recorder.offer(Self.frame(99)))
    }

    @Test func aStalledWriterDropsWhatTheQueueCannotHold() {
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var written: [UInt8] = []
        let recorder = FrameRecorder(
            capacity: 3,
            write: { frame in
                if frame.bytes[0] == 0 {
                    started.signal()
                    release.wait()
                }
                lock.withLock { written.append(frame.bytes[0]) }
            }, end: {})
        #expect(recorder.offer(Self.frame(0)))
        started.wait()
        // Frame 0 is being written: three more fit in the queue, the other six are dropped at once.
        let taken = (1...9).map { recorder.offer(Self.frame(UInt8($0))) }
        #expect(taken == [true, true, true, false, false, false, false, false, false])
        release.signal()
        #expect(recorder.stop() == FrameRecorder.Summary(written: 4, dropped: 6, failure: nil))
        #expect(written == [0, 1, 2, 3])
    }

    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "No space left on device" }
    }

    @Test func aFailingWriterStopsTheRecordingWithItsReason() {
        let recorder = FrameRecorder(
            capacity: 10, write: { frame in if frame.bytes[0] == 2 { throw DiskFull() } }, end: {})
        for value in 0..<5 { recorder.offer(Self.frame(UInt8(value))) }
        let summary = recorder.stop()
        #expect(summary.written == 2)
        #expect(summary.failure == "No space left on device")
        // The failing frame is not written; everything after it is dropped.
        #expect(summary.written + summary.dropped == 4)
    }

    @Test func framesGoThroughFFmpegIntoAFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("orbit-recorder-\(UUID().uuidString).mp4").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let encoder = try VideoEncoder(path: path, width: 64, height: 48)
        let recorder = FrameRecorder(encoder: encoder, capacity: 200)
        var image = PixelImage(width: 64, height: 48)
        for step in 0..<30 {
            for i in stride(from: 0, to: image.bytes.count, by: 4) { image.bytes[i] = UInt8(step * 8); image.bytes[i + 3] = 255 }
            #expect(recorder.offer(image))
        }
        #expect(recorder.stop() == FrameRecorder.Summary(written: 30, dropped: 0, failure: nil))
        #expect(encoder.frameCount == 30)
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size > 0)
    }
}
