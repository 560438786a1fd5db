import Foundation

/// What leaves the window as files: P's screenshot (`Screenshots`) and V's video of the window
/// (`FrameRecorder`, an ffmpeg child fed from a bounded queue), both taken from the frame as drawn,
/// after drawing and before present.
struct WindowCapture {
    var screenshots = Screenshots()
    private var video: (recorder: FrameRecorder, path: String)?
    private var videoCount = 0

    /// V: starts recording to `orbit-LAYOUT-N.mp4` in the working directory at the renderer's
    /// output size, or stops and says what was written.
    mutating func toggleVideo(layoutName: String, size: (width: Int, height: Int), say: (String) -> Void) {
        if video != nil {
            stopVideo(say: say)
            return
        }
        videoCount += 1
        let path = "orbit-\(layoutName)-\(videoCount).mp4"
        do {
            let encoder = try VideoEncoder(path: path, width: size.width, height: size.height)
            video = (FrameRecorder(encoder: encoder), path)
            say("recording the window to \(path) (V stops)")
        } catch {
            say("cannot record: \(error.message)")
        }
    }

    /// The frame drawn in `window`: saved when P asked for it, queued for the video while one
    /// records (a frame that cannot be read or queued is counted as dropped, never waited for).
    mutating func capture(from window: PlaygroundWindow, layoutName: String, say: (String) -> Void) {
        screenshots.takeIfRequested(from: window, layoutName: layoutName, say: say)
        guard let recorder = video?.recorder else { return }
        guard let image = try? window.readPixels() else {
            recorder.drop()
            return
        }
        _ = recorder.offer(image)
    }

    /// Ends a running recording and reports it in one line: the frames written, and the ones
    /// dropped because ffmpeg could not keep up.
    mutating func stopVideo(say: (String) -> Void) {
        guard let (recorder, path) = video else { return }
        video = nil
        let summary = recorder.stop()
        let dropped = summary.dropped > 0 ? ", \(summary.dropped) dropped (ffmpeg could not keep up)" : ""
        if let failure = summary.failure {
            say("video \(path) stopped after \(summary.written) frames\(dropped): \(failure)")
        } else {
            say("saved video \(path) (\(summary.written) frames\(dropped))")
        }
    }
}
