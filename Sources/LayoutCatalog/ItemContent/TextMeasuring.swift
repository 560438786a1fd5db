import CollectionLayoutCore

/// Measures text the way it will be drawn: the playground injects one backed by SDL_ttf (the same
/// font and sizes with or without a window, so headless measurement is deterministic); tests and
/// sessions without a font use `FallbackTextMeasurer`.
public protocol TextMeasuring: Sendable {
    /// The size, points, of `text` set at `fontSize` points and wrapped at spaces into lines no
    /// wider than `width` (`.infinity`: one line). A word wider than `width` is broken between
    /// characters. The width is that of the widest line; the height is the line count times the
    /// line height. Empty text is one empty line.
    func size(of text: String, fontSize: Double, wrappedTo width: Double) -> Size
}

/// A deterministic stand-in for a font: every character advances `advance * fontSize`, every line
/// is `lineHeight * fontSize` tall (the proportions of a typical sans-serif at its average
/// character width). Pure Swift, no font file, the same on every machine.
///
/// - Complexity: O(characters) per measurement.
public struct FallbackTextMeasurer: TextMeasuring, Hashable {
    /// Width of one character, in units of the font size.
    public var advance: Double
    /// Height of one line, in units of the font size.
    public var lineHeight: Double

    public init(advance: Double = 0.55, lineHeight: Double = 1.25) {
        self.advance = advance
        self.lineHeight = lineHeight
    }

    public func size(of text: String, fontSize: Double, wrappedTo width: Double) -> Size {
        let size = fontSize.isFinite ? Swift.max(0, fontSize) : 0
        let characterWidth = advance * size
        // How many characters fit on a line (at least one, so every line makes progress).
        let fitting = characterWidth > 0 && width.isFinite ? Int(clampingTruncating: (width / characterWidth).rounded(.down)) : Int.max
        let perLine = Swift.max(1, fitting)
        var lines = 0, widest = 0, current = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var length = word.count
            let needed = current == 0 ? length : current + 1 + length
            if needed <= perLine {
                current = needed
                continue
            }
            if current > 0 {
                lines += 1
                widest = Swift.max(widest, current)
                current = 0
            }
            // A word longer than a line fills whole lines, its rest starts the next.
            while length > perLine {
                lines += 1
                widest = perLine
                length -= perLine
            }
            current = length
        }
        lines += 1
        widest = Swift.max(widest, current)
        return Size(width: Double(widest) * characterWidth, height: Double(lines) * lineHeight * size)
    }
}
