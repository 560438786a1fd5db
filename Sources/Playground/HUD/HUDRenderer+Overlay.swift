import CSDL2
import OrbitRendering

extension HUDRenderer {
    static let overlayTitleColor = RGBAColor(hex: 0xFF8A80)
    static let overlayTextColor = RGBAColor(hex: 0xF2F4F8)

    /// Draws `overlay` as a panel across the lower middle of the window, its lines wrapped to it.
    func drawOverlay(_ overlay: ReloadOverlay, width: Int, height: Int, pixelScale s: Double) {
        use(pixelScale: s)
        let margin = 2 * Self.margin * s, padding = 1.6 * Self.padding * s, gap = 4 * s
        let panelWidth = min(Double(width) - 2 * margin, 900 * s)
        let inner = max(40, panelWidth - 2 * padding)
        func wrapped(_ text: String, _ font: Font) -> [TextLine] {
            ReloadOverlay.wrap(text) { Double(layout($0, font).width) <= inner }.map { layout($0, font) }
        }
        var rows: [(TextLine, RGBAColor, Double)] = []
        for line in wrapped(overlay.title, .title) { rows.append((line, Self.overlayTitleColor, 0)) }
        for (index, text) in overlay.lines.enumerated() {
            for (part, line) in wrapped(text, .body).enumerated() {
                rows.append((line, Self.overlayTextColor, part == 0 ? (index == 0 ? 2 * gap : gap) : 0))
            }
        }
        for line in wrapped(overlay.footer, .help) { rows.append((line, Self.helpColor, 2 * gap)) }
        let innerHeight = rows.reduce(0.0) { $0 + Double($1.0.height) + $1.2 }
        let panelHeight = min(innerHeight + 2 * padding, Double(height) - 2 * margin)
        let x = ((Double(width) - panelWidth) / 2).rounded()
        let y = max(margin, (Double(height) - panelHeight) / 2 + Double(height) / 6).rounded()
        fillRoundedRect(x: x, y: y, w: panelWidth, h: panelHeight, radius: 10 * s)
        // A second coat: the overlay must be readable over busy items.
        fillRoundedRect(x: x, y: y, w: panelWidth, h: panelHeight, radius: 10 * s)
        var top = y + padding
        for (line, color, space) in rows {
            top += space
            guard top + Double(line.height) <= y + panelHeight else { break }
            draw(line, x: x + padding, y: top, color: color, maximumWidth: inner)
            top += Double(line.height)
        }
    }
}
