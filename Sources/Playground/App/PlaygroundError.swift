import CollectionLayout
import OrbitRendering

/// Why the playground could not run, or a part of it failed: one line each (`message`), as the
/// command line prints it. An error from below (a file the session writes, the rendering layer)
/// is carried as it came, not re-wrapped in text.
public enum PlaygroundError: DescribedError, Sendable {
    /// No screen to open a window on; the message says why and what to do instead.
    case noDisplay(String)
    /// SDL could not make the window's renderer.
    case window(String)
    /// A file or a drawing resource failed (`OutputError`, also SDL's `SDLError`).
    case output(OutputError)
    /// The session could not start: its layout, settings or compare panes (the error's own line).
    case session(any DescribedError)
    /// A video could not be written: ffmpeg, the path, or the frames.
    case video(String)
    /// `--resume` found nothing to replay; `journalExists` when there is a journal (that cannot
    /// be replayed) at the path, to keep aside.
    case resume(String, journalExists: Bool)

    public var message: String {
        switch self {
        case .noDisplay(let message), .window(let message), .video(let message), .resume(let message, _): message
        case .output(let error): error.message
        case .session(let error): error.message
        }
    }

    /// Whether there is no screen to open a window on (callers then fall back to headless frames).
    public var noDisplay: Bool {
        if case .noDisplay = self { true } else { false }
    }

    /// No display, because of `reason`: the advice first.
    static func noDisplay(because reason: String) -> PlaygroundError {
        .noDisplay("no display to open a window on; run it under xvfb-run (xvfb-run -a orbit play) or render frames with orbit shot (\(reason))")
    }
}
