import CollectionLayout
import OrbitSession
import OrbitSupport
import OrbitRendering
import Foundation

/// Collects frame profiles and writes them as CSV.
public final class ProfileWriter {
    public let path: String
    private var rows: [String] = [FrameProfile.csvHeader]

    /// Checks that `path` can be written before the window opens.
    public init(path: String) throws(SDLError) {
        do {
            try OutputFile(path: path).close()
        } catch {
            throw SDLError("cannot write the profile file '\(path)': \(error.reason)")
        }
        self.path = path
    }

    public func append(_ profile: FrameProfile) {
        rows.append(profile.csvRow)
    }

    /// Writes the rows collected so far.
    public func write() throws(SDLError) {
        do {
            try OutputFile.write(rows.joined(separator: "\n") + "\n", toPath: path)
        } catch {
            throw SDLError("cannot write the profile file '\(path)': \(error.reason)")
        }
    }
}

extension ProfileWriter: FrameObserver {
    public func frameEnded(_ timing: FrameTiming, session: Session) {
        append(FrameProfile(
            frame: timing.frame, time: timing.start / 1000, frameMilliseconds: timing.end - timing.start,
            layoutMilliseconds: timing.milliseconds(of: FrameTiming.PhaseName.layout),
            drawMilliseconds: timing.milliseconds(of: FrameTiming.PhaseName.draw),
            presentMilliseconds: timing.milliseconds(of: FrameTiming.PhaseName.present), visible: timing.visible,
            leftOut: timing.leftOut))
    }

    public func finish() throws(SDLError) { try write() }
}
