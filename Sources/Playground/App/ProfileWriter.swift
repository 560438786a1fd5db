import CollectionLayout
import OrbitSession
import OrbitRendering
import Foundation

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
            presentMilliseconds: timing.milliseconds(of: FrameTiming.PhaseName.present), visible: timing.visible,
            leftOut: timing.leftOut))
    }

    public func finish() throws(SDLError) { try write() }
}
