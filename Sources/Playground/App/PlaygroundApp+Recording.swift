import CSDL2
import Foundation

/// V: recording the window to a video (`FrameRecorder`, an ffmpeg child fed from a bounded queue).
extension PlaygroundApp {
    /// Starts recording to `orbit-LAYOUT-N.mp4` in the working directory, or stops and says what
    /// was written (frames, and the ones dropped because ffmpeg could not keep up).
    func toggleRecording() {
        if recorder != nil {
            stopRecording()
            return
        }
        videoCount += 1
        let path = "orbit-\(session.layoutName)-\(videoCount).mp4"
        let size = frames.outputSize
        do {
            let encoder = try VideoEncoder(path: path, width: size.width, height: size.height)
            recorder = FrameRecorder(encoder: encoder)
            recordingPath = path
            say("recording the window to \(path) (V stops)")
        } catch {
            say("cannot record: \(error.message)")
        }
    }

    /// The frame as drawn (panel included), queued for the video; a frame that cannot be read or
    /// queued is counted as dropped.
    func recordFrame() {
        guard let recorder else { return }
        guard let image = try? window.readPixels() else {
            recorder.drop()
            return
        }
        recorder.offer(image)
    }

    /// Ends a running recording and reports it in one line.
    func stopRecording() {
        guard let recorder, let path = recordingPath else { return }
        self.recorder = nil
        recordingPath = nil
        let summary = recorder.stop()
        let dropped = summary.dropped > 0 ? ", \(summary.dropped) dropped (ffmpeg could not keep up)" : ""
        if let failure = summary.failure {
            say("video \(path) stopped after \(summary.written) frames\(dropped): \(failure)")
        } else {
            say("saved video \(path) (\(summary.written) frames\(dropped))")
        }
    }
}
