import CollectionLayout
import OrbitSession
import Foundation

/// One row of `orbit play --profile`: where a frame's time went, milliseconds.
public struct FrameProfile: Hashable, Sendable {
    public var frame: Int
    /// Seconds since the loop started (wall clock).
    public var time: Double
    /// The frame's own work: events, simulation, layout, drawing and present; no vsync wait or sleep.
    public var frameMilliseconds: Double
    /// Advancing the session and computing the displayed items.
    public var layoutMilliseconds: Double
    /// Building the draw list and issuing the draw calls.
    public var drawMilliseconds: Double
    /// `SDL_RenderPresent`.
    public var presentMilliseconds: Double
    /// Items drawn.
    public var visible: Int

    public init(
        frame: Int, time: Double, frameMilliseconds: Double, layoutMilliseconds: Double, drawMilliseconds: Double,
        presentMilliseconds: Double, visible: Int
    ) {
        self.frame = frame
        self.time = time
        self.frameMilliseconds = frameMilliseconds
        self.layoutMilliseconds = layoutMilliseconds
        self.drawMilliseconds = drawMilliseconds
        self.presentMilliseconds = presentMilliseconds
        self.visible = visible
    }

    public static let csvHeader = "frame,t,frame_ms,layout_ms,draw_ms,present_ms,visible"

    /// The row as CSV, times with three decimals.
    public var csvRow: String {
        func f(_ value: Double) -> String { String(format: "%.3f", value) }
        return "\(frame),\(f(time)),\(f(frameMilliseconds)),\(f(layoutMilliseconds)),\(f(drawMilliseconds)),\(f(presentMilliseconds)),\(visible)"
    }
}

/// Collects frame profiles and writes them as CSV.
public final class ProfileWriter {
    public let path: String
    private var rows: [String] = [FrameProfile.csvHeader]

    /// Checks that `path` can be written before the window opens.
    public init(path: String) throws(SDLError) {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw SDLError("cannot write the profile file '\(path)'")
        }
        self.path = path
    }

    public func append(_ profile: FrameProfile) {
        rows.append(profile.csvRow)
    }

    /// Writes the rows collected so far.
    public func write() throws(SDLError) {
        do {
            try (rows.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SDLError("cannot write the profile file '\(path)': \(error.localizedDescription)")
        }
    }
}

extension ProfileWriter: FrameObserver {
    public func frameEnded(_ timing: FrameTiming, session: PlaygroundSession) {
        append(FrameProfile(
            frame: timing.frame, time: timing.start / 1000, frameMilliseconds: timing.end - timing.start,
            layoutMilliseconds: timing.milliseconds(of: FrameTiming.PhaseName.layout),
            drawMilliseconds: timing.milliseconds(of: FrameTiming.PhaseName.draw),
            presentMilliseconds: timing.milliseconds(of: FrameTiming.PhaseName.present), visible: timing.visible))
    }

    public func finish() throws(SDLError) { try write() }
}
