import CollectionLayout
import Foundation

/// The figures the HUD shows, gathered by the app each time it refreshes them. Pure text
/// formatting lives here so it is tested without SDL.
public struct HUDStatus: Hashable, Sendable {
    /// The layout shown: its name and origin make the title.
    package var layout: LayoutDescriptor
    package var itemCount: Int
    /// The frame's measured costs.
    package var figures = FrameFigures()
    /// A warning shown in its own colour under the title, such as a slow frame's `SlowFrame.text`.
    package var warning: String?
    /// Content coordinates, points.
    package var contentOffset: Point
    /// The gesture scale (committed times live pinch).
    package var scale: Double
    /// The gesture rotation, radians clockwise.
    package var rotation: Double
    /// Shown after the figures when set, e.g. "slow motion ×0.25".
    package var note: String?
    /// The last live reload's figures, e.g. `reload v3: 0.52 s (compile 0.41, check 0.09, load 0.00,
    /// frame 0.02)`; nil when nothing is watched.
    package var reload: String?
    /// The controls, shown at the bottom; nil hides it.
    package var help: String?
    /// Shown as one line whatever the room (H's second press); otherwise the HUD goes to one line
    /// by itself when every corner of the window has content under the full panel.
    package var oneLine = false

    package init(
        layout: LayoutDescriptor, itemCount: Int, framesPerSecond: Double? = nil, frameP50: Double? = nil, frameP99: Double? = nil,
        layoutMilliseconds: Double? = nil, drawMilliseconds: Double? = nil, contentOffset: Point = .zero, scale: Double = 1,
        rotation: Double = 0, note: String? = nil, help: String? = HUDStatus.standardHelp
    ) {
        self.layout = layout
        self.itemCount = itemCount
        figures = FrameFigures(
            framesPerSecond: framesPerSecond, frameP50: frameP50, frameP99: frameP99, layoutMilliseconds: layoutMilliseconds,
            drawMilliseconds: drawMilliseconds)
        self.contentOffset = contentOffset
        self.scale = scale
        self.rotation = rotation
        self.note = note
        self.help = help
    }

    /// The controls of the playground window (docs/reference/INTERACTION.md), separated by " · " where the HUD
    /// may wrap them.
    package static let standardHelp = help(flipsDirection: true)

    /// The controls, with "D: direction" only for a layout whose direction D can flip
    /// (`Session.canFlipDirection`) and the header click only for one that lays out
    /// sections (`Session.supportsSections`): a key that does nothing is not advertised.
    /// The section keys work in every layout (a one-section layout shows the sections' items as
    /// one run).
    package static func help(flipsDirection: Bool, sections: Bool = false) -> String {
        [
            "drag: scroll", "wheel: pinch", "right-drag: rotate", "click: insert / delete", sections ? "click header: fold" : nil,
            "hold, drag: reorder", "Space: partner layout", "1…0, Tab: layout", "+ / −: items",
            "N X J: new / delete / move section", "arrows: page", "[ ]: speed", flipsDirection ? "D: direction" : nil,
            "B: spring", "O: one per swipe", "R: reset",
            "L F M S T: overlays", "H: HUD", "G: frame graph", "P: screenshot", "E: tuning panel", "V: video", "F11: fullscreen", "Esc/Q: quit",
        ].compactMap { $0 }.joined(separator: HUDStatus.separator)
    }

    package static let separator = "  ·  "

    /// The panel's lines, top to bottom: the title (bold), the warning, then the figures.
    /// `levelOfDetail` (what the renderer left out this frame) adds a line when it left out anything.
    package func lines(visibleCount: Int, levelOfDetail: LevelOfDetail? = nil) -> [String] {
        var lines = [layout.origin.isEmpty ? layout.name : "\(layout.name)  —  \(layout.origin)"]
        if let warning { lines.append(warning) }
        var counts = ["\(Self.grouped(itemCount)) items", "\(Self.grouped(visibleCount)) visible"]
        if let framesPerSecond = figures.framesPerSecond { counts.append("\(Self.format(framesPerSecond, digits: framesPerSecond < 9.95 ? 1 : 0)) fps") }
        lines.append(counts.joined(separator: Self.separator))
        if let levelOfDetail, let line = Self.levelOfDetailLine(levelOfDetail, itemCount: itemCount) { lines.append(line) }
        var timing: [String] = []
        if let frameP50 = figures.frameP50, let frameP99 = figures.frameP99 {
            timing.append("frame p50 \(Self.format(frameP50, digits: 1)) ms, p99 \(Self.format(frameP99, digits: 1)) ms")
        }
        if let layoutMilliseconds = figures.layoutMilliseconds { timing.append("layout \(Self.format(layoutMilliseconds, digits: 2)) ms") }
        if let drawMilliseconds = figures.drawMilliseconds { timing.append("draw \(Self.format(drawMilliseconds, digits: 2)) ms") }
        if let presentMilliseconds = figures.presentMilliseconds {
            timing.append("present \(Self.format(presentMilliseconds, digits: 2)) ms\(figures.presentIncludesVsync ? " (vsync wait included)" : "")")
        }
        if !timing.isEmpty { lines.append(timing.joined(separator: Self.separator)) }
        let degrees = rotation * 180 / .pi
        lines.append([
            "offset \(Self.format(contentOffset.x, digits: 0)), \(Self.format(contentOffset.y, digits: 0))",
            "scale \(Self.format(scale, digits: 2))", "rotation \(Self.format(degrees, digits: 0))°",
        ].joined(separator: Self.separator))
        if let reload { lines.append(reload) }
        if let note { lines.append(note) }
        return lines
    }

    /// "level of detail: 3,812 of 1,000,000 drawn; covered within 2 px: 1,024; over the 100 ms
    /// frame bound: 96", or nil when the renderer left out nothing on screen. The counts after the
    /// semicolons are the items the renderer dropped and why; a layout that thins its own answer
    /// (`attributes(in:resolution:)`) never handed it the rest.
    package static func levelOfDetailLine(_ detail: LevelOfDetail, itemCount: Int) -> String? {
        guard detail.isReduced else { return nil }
        var parts = ["level of detail: \(grouped(detail.drawnItems)) of \(grouped(itemCount)) drawn"]
        if detail.coveredItems > 0 {
            parts.append("covered\(detail.grid > 1 ? " within \(detail.grid) px" : ""): \(grouped(detail.coveredItems))")
        }
        if detail.overBudgetItems > 0 { parts.append("\(overBoundReason): \(grouped(detail.overBudgetItems))") }
        if detail.leftOutElements > 0 { parts.append("headers and decorations left out: \(grouped(detail.leftOutElements))") }
        return parts.joined(separator: "; ")
    }

    /// Why items over the budget were left out, as the HUD says it.
    package static let overBoundReason = "over the \(format(FillCostModel().boundMilliseconds, digits: 0)) ms frame bound"

    /// The one-line HUD's part for `detail`: "left out 28 of 40 on screen: 20 covered within 2 px,
    /// 8 over the 100 ms frame bound", or for headers and decorations alone "left out 2 headers
    /// and decorations: covered"; nil when nothing on screen was left out.
    package static func compactLevelOfDetail(_ detail: LevelOfDetail) -> String? {
        let items = detail.coveredItems + detail.overBudgetItems
        let cells = detail.grid > 1 ? " within \(detail.grid) px" : ""
        if items > 0 {
            var reasons: [String] = []
            if detail.coveredItems > 0 { reasons.append("\(grouped(detail.coveredItems)) covered\(cells)") }
            if detail.overBudgetItems > 0 { reasons.append("\(grouped(detail.overBudgetItems)) \(overBoundReason)") }
            if detail.leftOutElements > 0 { reasons.append("\(grouped(detail.leftOutElements)) headers and decorations") }
            return "left out \(grouped(items)) of \(grouped(detail.candidateItems)) on screen: " + reasons.joined(separator: ", ")
        }
        guard detail.leftOutElements > 0 else { return nil }
        var reasons: [String] = []
        if detail.coveredElements > 0 { reasons.append(detail.overBudgetElements > 0 ? "\(grouped(detail.coveredElements)) covered\(cells)" : "covered\(cells)") }
        if detail.overBudgetElements > 0 {
            reasons.append(detail.coveredElements > 0 ? "\(grouped(detail.overBudgetElements)) \(overBoundReason)" : overBoundReason)
        }
        return "left out \(grouped(detail.leftOutElements)) headers and decorations: " + reasons.joined(separator: ", ")
    }

    /// The status on one line: the layout's name, the warning, what the renderer left out and why
    /// (`compactLevelOfDetail`, only when it left out anything), the counts, fps and the frame p50,
    /// as many of those parts, in that order, as `fits` accepts (the name always), then the last
    /// reload's figures.
    package func compactLine(visibleCount: Int, levelOfDetail: LevelOfDetail? = nil, fits: (String) -> Bool) -> String {
        var parts = [layout.name]
        if let warning { parts.append(warning) }
        if let levelOfDetail, let leftOut = Self.compactLevelOfDetail(levelOfDetail) { parts.append(leftOut) }
        parts.append("\(Self.grouped(itemCount)) items")
        parts.append("\(Self.grouped(visibleCount)) visible")
        if let framesPerSecond = figures.framesPerSecond { parts.append("\(Self.format(framesPerSecond, digits: framesPerSecond < 9.95 ? 1 : 0)) fps") }
        if let frameP50 = figures.frameP50 { parts.append("p50 \(Self.format(frameP50, digits: 1)) ms") }
        // The last reload's figures are kept (a live session's reason to look at the HUD): room
        // is kept for their total ("reload v4: 0.77 s"), and they come whole when that fits.
        let total = reload.map { $0.components(separatedBy: " (").first ?? $0 }
        var line = parts[0]
        for part in parts.dropFirst() {
            let candidate = line + Self.separator + part
            guard fits(total.map { candidate + Self.separator + $0 } ?? candidate) else { break }
            line = candidate
        }
        if let reload, let total {
            if fits(line + Self.separator + reload) {
                line += Self.separator + reload
            } else if fits(line + Self.separator + total) {
                line += Self.separator + total
            }
        }
        return line
    }

    /// Shown instead of the controls when the window is too small for them.
    package static let smallWindowNotice = "window too small for the key list  ·  H: HUD"

    /// `value` with thousands separators: 1,000,000.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `value` with `digits` decimals; "-0" is shown as "0".
    package static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "–" }
        let text = String(format: "%.\(digits)f", value)
        return Double(text) == 0 ? String(format: "%.\(digits)f", 0.0) : text
    }
}
