import Foundation

/// One row of `orbit play --profile`: where a frame's time went, milliseconds.
public struct FrameProfile: Hashable, Sendable {
    package var frame: Int
    /// Seconds since the loop started (wall clock).
    package var time: Double
    /// The frame's own work: events, simulation, layout, drawing and present; no vsync wait or sleep.
    package var frameMilliseconds: Double
    /// Advancing the session and computing the displayed items.
    package var layoutMilliseconds: Double
    /// Building the draw list and issuing the draw calls.
    package var drawMilliseconds: Double
    /// `SDL_RenderPresent`.
    package var presentMilliseconds: Double
    /// Items drawn.
    package var visible: Int
    /// Items on screen (in the window, shown): the drawn ones and those left out.
    package var onScreen: Int
    /// Items on screen the renderer left out: covered by later ones at the same pixels, or over
    /// the frame-time bound (`SpriteBudget`). 0 in every frame of an ordinary layout.
    package var leftOut: Int

    package init(
        frame: Int, time: Double, frameMilliseconds: Double, layoutMilliseconds: Double, drawMilliseconds: Double,
        presentMilliseconds: Double, visible: Int, leftOut: Int = 0
    ) {
        self.frame = frame
        self.time = time
        self.frameMilliseconds = frameMilliseconds
        self.layoutMilliseconds = layoutMilliseconds
        self.drawMilliseconds = drawMilliseconds
        self.presentMilliseconds = presentMilliseconds
        self.visible = visible
        self.leftOut = leftOut
        onScreen = visible + leftOut
    }

    package static let csvHeader = "frame,t,frame_ms,layout_ms,draw_ms,present_ms,visible,on_screen,left_out"

    /// The row as CSV, times with three decimals.
    package var csvRow: String {
        func f(_ value: Double) -> String { String(format: "%.3f", value) }
        return "\(frame),\(f(time)),\(f(frameMilliseconds)),\(f(layoutMilliseconds)),\(f(drawMilliseconds)),\(f(presentMilliseconds)),\(visible),\(onScreen),\(leftOut)"
    }
}
