import Foundation

extension PlaygroundSession {
    /// What pinch (wheel) and rotation (right-drag) do in the current preset, for the HUD.
    public var gestureHelp: String {
        switch preset {
        case .ring: "wheel/pinch: ring radius x0.5-1.3 · right-drag: turn the ring"
        case .circle: "wheel/pinch: circle radius x0.5-1.3 · right-drag: rotate (seed 001)"
        case .smallCircle: "wheel/pinch: circle radius x0.5-1.3 · right-drag: turn the circle"
        default: "wheel/pinch and right-drag: no effect in \(preset.name) (ring, circle, small-circle use them)"
        }
    }

    /// One line for the HUD: preset, items, offset, speed, the gestures' values and what they do.
    public var statusLine: String {
        var parts = ["\(preset.name)", "\(itemCount) items"]
        if collectionView.layout.maximumContentOffset != .zero {
            parts.append("offset \(Self.format(contentOffset.x)),\(Self.format(contentOffset.y))")
        }
        if animationSpeed != 1 { parts.append("speed x\(Self.format(animationSpeed))") }
        if gesturesApply {
            parts.append("scale x\(Self.format(gestureScale))")
            parts.append("rotation \(Self.format(gestureRotation * 180 / .pi))°")
        }
        return parts.joined(separator: " · ") + " — " + gestureHelp
    }

    /// The key help for the HUD.
    public static let keyHelp = """
        drag: scroll · click: delete item / insert · wheel: pinch · right-drag: rotate · \
        Space: partner · 1-9,0/Tab: preset · +/-: items · arrows: page · [ ]: speed · D: direction · \
        R: reset · H: HUD · G: frame graph · P: screenshot · F11: fullscreen · Esc/Q: quit
        """

    /// A number with at most two decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(clampingTruncating: rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}
