import CollectionLayoutCore

/// What the items of a session show: `--content icons|captions|photos`.
///
/// Icons are Orbit's square pictures at whatever size the layout gives (no preferred size, so a
/// session of icons lays out exactly as before content existed). Captions and photos have a
/// preferred size (`ItemContent.preferredSize(_:style:measurer:)`) that self-sizing layouts use.
public enum ContentKind: String, CaseIterable, Hashable, Sendable {
    case icons
    case captions
    case photos

    /// The names `--content` accepts, in declaration order ("icons, captions, photos").
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
