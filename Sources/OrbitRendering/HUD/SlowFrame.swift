/// A frame that took longer than `threshold`, and why: the HUD's warning line.
///
/// The why is the part of the frame that took the most wall-clock time, with what that part
/// handled (items, sprites, pixels), so that a user sees whether the layout, the drawing or the
/// input handling (a layout switch, a reload) made the window stall.
package struct SlowFrame: Hashable, Sendable {
    /// Where the frame's time went, milliseconds of wall-clock time, and how much it handled.
    package struct Parts: Hashable, Sendable {
        /// Handling the frame's input events (switches, updates and reloads happen here).
        package var events: Double
        /// Advancing the session and computing the displayed items.
        package var layout: Double
        /// Building the draw list and issuing the draw calls.
        package var draw: Double
        /// `SDL_RenderPresent` (with vsync, its wait included).
        package var present: Double
        /// Items the layout produced, sprites drawn, pixels they cover (overdraw counted).
        package var items: Int
        package var sprites: Int
        package var pixels: Double

        package init(events: Double, layout: Double, draw: Double, present: Double, items: Int, sprites: Int, pixels: Double) {
            self.events = events
            self.layout = layout
            self.draw = draw
            self.present = present
            self.items = items
            self.sprites = sprites
            self.pixels = pixels
        }
    }

    /// A frame longer than this many milliseconds (20 fps) gets the warning.
    package static let threshold = 50.0
    /// The warning stays this long after the slow frame, milliseconds.
    package static let shownFor = 2000.0

    /// The whole frame, milliseconds.
    package var milliseconds: Double
    package var parts: Parts

    /// The warning for a frame of `milliseconds` split into `parts`; nil when it is not slow.
    package init?(milliseconds: Double, parts: Parts) {
        guard milliseconds > Self.threshold else { return nil }
        self.milliseconds = milliseconds
        self.parts = parts
    }

    /// "slow frame: 212 ms, mostly layout (180 ms for 1,000,000 items)".
    package var text: String {
        let p = parts
        let rest = milliseconds - p.events - p.layout - p.draw - p.present
        let candidates: [(Double, String)] = [
            (p.layout, "layout (\(ms(p.layout)) for \(HUDStatus.grouped(p.items)) items)"),
            (p.draw, "drawing (\(ms(p.draw)) for \(HUDStatus.grouped(p.sprites)) sprites)"),
            (p.present, "present (\(ms(p.present)) filling \(HUDStatus.format(p.pixels / 1_000_000, digits: 1)) M pixels)"),
            (p.events, "input handling (\(ms(p.events)): a layout switch, update or reload)"),
            (rest, "outside layout, drawing and present (\(ms(rest)))"),
        ]
        let worst = candidates.max { $0.0 < $1.0 }?.1 ?? ""
        return "slow frame: \(ms(milliseconds)), mostly \(worst)"
    }

    private func ms(_ value: Double) -> String { "\(HUDStatus.format(value, digits: 0)) ms" }
}
