import CollectionLayout

/// The profiler graph's geometry: one bar per frame of a `FrameHistory`, newest at the right,
/// stacked bottom-up as layout, draw, present and other, with guide lines at the 60 and 30 fps
/// budgets. Pure, so tests check it without SDL; `HUDRenderer` turns it into one
/// `SDL_RenderGeometry` call.
package struct FrameGraph: Sendable {
    /// A frame's part, bottom to top in a bar.
    package enum Part: Int, CaseIterable, Sendable {
        case layout, draw, present, other

        package var name: String {
            switch self {
            case .layout: "layout"
            case .draw: "draw"
            case .present: "present"
            case .other: "other"
            }
        }

        package var color: RGBAColor {
            switch self {
            case .layout: RGBAColor(hex: 0x4FC3F7)
            case .draw: RGBAColor(hex: 0xFFB74D)
            case .present: RGBAColor(hex: 0xCE93D8)
            case .other: RGBAColor(hex: 0x78849E)
            }
        }

        func milliseconds(of sample: FrameSample) -> Double {
            switch self {
            case .layout: sample.layout
            case .draw: sample.draw
            case .present: sample.present
            case .other: sample.other
            }
        }
    }

    /// One part of one frame's bar, pixels.
    package struct Segment: Hashable, Sendable {
        package var part: Part
        package var rect: Rect
    }

    /// A guide line across the graph at a frame budget.
    package struct Guide: Hashable, Sendable {
        /// The budget, milliseconds.
        package var milliseconds: Double
        /// The line's centre, pixels from the top of the drawable.
        package var y: Double
        package var color: RGBAColor
    }

    /// The frame budgets of 60 and 30 fps, milliseconds.
    package static let budgets = [1000.0 / 60, 1000.0 / 30]
    /// The lowest full scale; it doubles until the longest frame fits (up to `maximumScale`).
    package static let minimumScale = 40.0
    package static let maximumScale = 5120.0

    /// The bars' box, pixels (top-left origin).
    package let area: Rect
    /// The time at the top of `area`, milliseconds.
    package let scale: Double
    /// Frames the graph has room for (the history's capacity): each gets `area.width / slots`.
    package let slots: Int

    /// The graph of `history` in `area`.
    package init(history: FrameHistory, area: Rect) {
        self.area = area
        slots = history.capacity
        scale = Self.scale(forLongestFrame: history.maximumFrame)
    }

    /// The full scale for frames up to `longest` ms: 40 ms, doubled until it fits, at most 5120.
    package static func scale(forLongestFrame longest: Double) -> Double {
        var scale = minimumScale
        while scale < longest, scale < maximumScale { scale *= 2 }
        return scale
    }

    /// Pixels per millisecond.
    package var pixelsPerMillisecond: Double { area.height / scale }

    /// The guide lines, bottom first.
    package var guides: [Guide] {
        [
            Guide(milliseconds: Self.budgets[0], y: area.maxY - Self.budgets[0] * pixelsPerMillisecond, color: RGBAColor(hex: 0x81C784, alpha: 0.9)),
            Guide(milliseconds: Self.budgets[1], y: area.maxY - Self.budgets[1] * pixelsPerMillisecond, color: RGBAColor(hex: 0xE57373, alpha: 0.9)),
        ]
    }

    /// The bars of `samples` (oldest first; the last `slots` are drawn), newest at the right edge.
    /// A bar taller than the graph is cut at its top. Empty parts have no segment. Edges fall on
    /// whole pixels (from the running total, so the stack's height stays exact to a pixel): the
    /// software renderer leaves seams between quads that meet at fractional edges.
    ///
    /// - Complexity: O(samples).
    package func segments(of samples: [FrameSample]) -> [Segment] {
        let shown = samples.suffix(slots)
        let width = area.width / Double(max(1, slots))
        // A hairline between bars once they are wide enough to spare it.
        let gap = width >= 3 ? 1.0 : 0
        var segments: [Segment] = []
        segments.reserveCapacity(shown.count * 2)
        let firstSlot = slots - shown.count
        let top = area.minY.rounded(), base = area.maxY.rounded()
        for (offset, sample) in shown.enumerated() {
            let left = (area.minX + Double(firstSlot + offset) * width).rounded()
            let right = (area.minX + Double(firstSlot + offset + 1) * width - gap).rounded()
            guard right > left else { continue }
            var total = 0.0
            var bottom = base
            for part in Part.allCases {
                total += part.milliseconds(of: sample)
                let edge = max(top, (base - total * pixelsPerMillisecond).rounded())
                guard edge < bottom else { continue }
                segments.append(Segment(part: part, rect: Rect(x: left, y: edge, width: right - left, height: bottom - edge)))
                bottom = edge
            }
        }
        return segments
    }
}
