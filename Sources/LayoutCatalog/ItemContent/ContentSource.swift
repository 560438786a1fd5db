import CollectionLayoutCore

/// The content of every item in a session: the kind (`--content`), the seed captions are drawn
/// from, and the picture list with each picture's aspect ratio once known. A value: the host and
/// the tools derive an item's content from its identity whenever they need it, nothing per item
/// is stored.
public struct ContentSource: Hashable, Sendable {
    public var kind: ContentKind
    /// The session's seed (`--seed`): captions are `CaptionText.text(seed:identity:)`.
    public var seed: UInt64
    /// One entry per picture, in list order (the playground's `--images DIR` files in name order):
    /// its aspect ratio (width / height) once loaded, nil before. Items cycle through the list.
    public var pictureAspectRatios: [Double?]

    /// `kind` content under `seed`; photos without a picture list get `syntheticPictures(seed:)`.
    public init(kind: ContentKind, seed: UInt64 = 0, pictureAspectRatios: [Double?]? = nil) {
        self.kind = kind
        self.seed = seed
        self.pictureAspectRatios = pictureAspectRatios ?? (kind == .photos ? Self.syntheticPictures(seed: seed) : [])
    }

    /// Today's icons.
    public static let icons = ContentSource(kind: .icons)

    /// The content of item `identity`: an icon; its caption; or picture `identity mod pictures`
    /// (an icon when the list is empty). O(caption words).
    public func content(forItem identity: ItemID) -> ItemContent {
        switch kind {
        case .icons:
            return .icon
        case .captions:
            return .caption(CaptionText.text(seed: seed, identity: identity))
        case .photos:
            guard !pictureAspectRatios.isEmpty else { return .icon }
            let count = pictureAspectRatios.count
            let index = ((identity % count) + count) % count
            return .picture(index: index, aspectRatio: pictureAspectRatios[index])
        }
    }

    /// The number of pictures of `syntheticPictures(seed:)`.
    public static let syntheticPictureCount = 64

    /// The common photo shapes (width / height): landscape 3:2, 4:3, 16:9, square, portrait 2:3, 3:4.
    public static let photoAspectRatios = [3.0 / 2, 4.0 / 3, 16.0 / 9, 1, 2.0 / 3, 3.0 / 4]

    /// Stand-in pictures for photos without a folder (headless tools, tests, the playground before
    /// `--images`): `syntheticPictureCount` pictures of seeded shapes from `photoAspectRatios`,
    /// known at once, so a photos session is deterministic without any file.
    public static func syntheticPictures(seed: UInt64) -> [Double?] {
        var random = SeededRandom(seed: seed ^ 0x5EED_F070)
        return (0..<syntheticPictureCount).map { _ in photoAspectRatios[random.index(through: photoAspectRatios.count - 1)] }
    }
}
