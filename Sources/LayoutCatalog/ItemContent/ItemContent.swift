import CollectionLayoutCore

/// What one item shows, decided by its identity (not its index, so content follows an item
/// through inserts, deletes and moves).
public enum ItemContent: Hashable, Sendable {
    /// Orbit's icon: no preferred size, the layout's size is the item's size.
    case icon
    /// Seeded text of varying length (`CaptionText`), set in the caption style's font.
    case caption(String)
    /// Picture `index` of the session's picture list, with its aspect ratio (width / height) once
    /// known: nil until the picture has loaded (the item keeps its estimated size until then).
    case picture(index: Int, aspectRatio: Double?)
}

/// The look that content is measured in: the font size of captions and the padding around text.
/// The playground draws with the same values, so what is measured is what is drawn. Points.
public struct ContentStyle: Hashable, Sendable {
    /// Caption text size.
    public var fontSize: Double
    /// Space between a caption's text and the item's edge, on every side.
    public var padding: Double

    public init(fontSize: Double = 14, padding: Double = 8) {
        self.fontSize = fontSize
        self.padding = padding
    }

    public static let standard = ContentStyle()
}

extension ItemContent {
    /// The size this content prefers under `fitting` (points), or nil when it has none: icons, and
    /// pictures whose aspect ratio is not known yet. Non-finite or non-positive constraints give nil.
    ///
    /// - caption, `.width(w)`: `(w, text height wrapped to w - 2p + 2p)`;
    ///   `.height(h)`: `(text width on one line + 2p, h)`;
    ///   `.natural(m)`: the text wrapped to `m - 2p`, plus `2p` on each axis, no wider than `m`.
    /// - picture of aspect `a`, `.width(w)`: `(w, w / a)`; `.height(h)`: `(h * a, h)`;
    ///   `.natural(m)`: `.width(m)`.
    ///
    /// Costs what the measurer costs (the fallback: O(characters)).
    public func preferredSize(_ fitting: SizeFitting, style: ContentStyle = .standard, measurer: any TextMeasuring) -> Size? {
        switch self {
        case .icon:
            return nil
        case .caption(let text):
            let padding = Swift.max(0, style.padding)
            switch fitting {
            case .width(let width):
                guard width.isFinite, width > 0 else { return nil }
                let text = measurer.size(of: text, fontSize: style.fontSize, wrappedTo: Swift.max(1, width - 2 * padding))
                return Size(width: width, height: text.height + 2 * padding)
            case .height(let height):
                guard height.isFinite, height > 0 else { return nil }
                let text = measurer.size(of: text, fontSize: style.fontSize, wrappedTo: .infinity)
                return Size(width: text.width + 2 * padding, height: height)
            case .natural(let maximumWidth):
                guard maximumWidth.isFinite, maximumWidth > 0 else { return nil }
                let text = measurer.size(of: text, fontSize: style.fontSize, wrappedTo: Swift.max(1, maximumWidth - 2 * padding))
                return Size(width: Swift.min(maximumWidth, text.width + 2 * padding), height: text.height + 2 * padding)
            }
        case .picture(_, let aspectRatio):
            guard let aspect = aspectRatio, aspect.isFinite, aspect > 0 else { return nil }
            switch fitting {
            case .width(let width), .natural(let width):
                guard width.isFinite, width > 0 else { return nil }
                return Size(width: width, height: width / aspect)
            case .height(let height):
                guard height.isFinite, height > 0 else { return nil }
                return Size(width: height * aspect, height: height)
            }
        }
    }
}
