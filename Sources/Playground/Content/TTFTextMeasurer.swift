import CSDL2
import CollectionLayout
import OrbitRendering
import Foundation

/// `TextMeasuring` with SDL_ttf: DejaVu Sans (the playground's font, `FontLocator`) at whole point
/// sizes, one pixel a point. The window and the headless tools measure with the same font at the
/// same sizes, so a caption's preferred size is the same with or without a display, and the
/// playground draws captions broken into the lines measured here (`lines(of:fontSize:wrappedTo:)`).
///
/// Lines: words are separated by spaces and joined greedily while the line, measured whole by
/// `TTF_SizeUTF8`, fits; a word wider than the width alone is broken between characters. A line
/// is `TTF_FontLineSkip` tall. Thread-safe (one lock: SDL_ttf's fonts are not).
final class TTFTextMeasurer: TextMeasuring, @unchecked Sendable {
    let fontPath: String
    private let lock = NSLock()
    /// Open fonts by point size.
    private var fonts: [Int: OpaquePointer] = [:]

    /// A measurer with the font at `fontPath`, or nil when SDL_ttf cannot start or open it.
    init?(fontPath: String) {
        if TTF_WasInit() == 0, TTF_Init() != 0 { return nil }
        self.fontPath = fontPath
        guard font(size: 14) != nil else { return nil }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    /// The measurer of the font `FontLocator` finds, or nil and a one-line reason.
    static func located(environment: [String: String] = ProcessInfo.processInfo.environment) -> (TTFTextMeasurer?, warning: String?) {
        guard let paths = FontLocator.locate(environment: environment) else {
            return (nil, "DejaVu Sans not found (install fonts-dejavu-core or set ORBIT_FONT); captions are measured "
                + "with a fixed-width stand-in and drawn without text")
        }
        guard let measurer = TTFTextMeasurer(fontPath: paths.regular) else {
            return (nil, "cannot open the font \(paths.regular) (\(String(cString: SDL_GetError()))); captions are measured "
                + "with a fixed-width stand-in and drawn without text")
        }
        return (measurer, nil)
    }

    /// Point sizes are whole (SDL_ttf's), from 1 to 400.
    static func pointSize(_ fontSize: Double) -> Int {
        guard fontSize.isFinite else { return 1 }
        return Int(max(1, min(400, fontSize.rounded())))
    }

    /// The font at `size` points, opened the first time; call with the lock held (or from init).
    private func font(size: Int) -> OpaquePointer? {
        if let font = fonts[size] { return font }
        guard let font = TTF_OpenFont(fontPath, Int32(size)) else { return nil }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        fonts[size] = font
        return font
    }

    func size(of text: String, fontSize: Double, wrappedTo width: Double) -> Size {
        lock.lock()
        defer { lock.unlock() }
        guard let font = font(size: Self.pointSize(fontSize)) else { return .zero }
        let lines = Self.lines(of: text, font: font, width: width)
        let widest = lines.map { Self.width(of: $0, font: font) }.max() ?? 0
        return Size(width: Double(widest), height: Double(lines.count) * Double(TTF_FontLineSkip(font)))
    }

    /// `text` broken into lines no wider than `width` points, as `size(of:fontSize:wrappedTo:)`
    /// measures it, and the height of a line (points).
    func lines(of text: String, fontSize: Double, wrappedTo width: Double) -> (lines: [String], lineHeight: Double) {
        lock.lock()
        defer { lock.unlock() }
        guard let font = font(size: Self.pointSize(fontSize)) else { return ([text], fontSize) }
        return (Self.lines(of: text, font: font, width: width), Double(TTF_FontLineSkip(font)))
    }

    static func width(of text: String, font: OpaquePointer) -> Int {
        var w: Int32 = 0, h: Int32 = 0
        guard !text.isEmpty, TTF_SizeUTF8(font, text, &w, &h) == 0 else { return 0 }
        return Int(w)
    }

    /// The greedy line breaking (see the type's comment), each line measured whole.
    static func lines(of text: String, font: OpaquePointer, width: Double) -> [String] {
        let limit = width.isNaN ? 0 : width
        return TextWrapping.lines(of: text, keepingSpaces: false) { Double(Self.width(of: $0, font: font)) <= limit }
    }
}
