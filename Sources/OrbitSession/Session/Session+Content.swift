import CollectionLayout

/// What the items show (`--content`, `content` events) and self-sizing as tools see it.
extension Session {
    /// The items' content kind.
    public var contentKind: ContentKind { collectionView.contentSizing.content.kind }

    /// Shows `kind` from now on: captions seeded with the session's seed, photos with the pictures
    /// already given (`setPictures`) or the seeded stand-ins; measured with the session's measurer
    /// (`setTextMeasurer`; the deterministic fallback until one is given). Items return to their
    /// estimates and are sized again as they come on screen.
    /// (`SessionAction.content` through `send`.)
    mutating func setContent(_ kind: ContentKind) {
        guard kind != contentKind else { return }
        // The picture list travels with the session (given ones, or the stand-ins once made).
        let pictures = collectionView.contentSizing.content.pictureAspectRatios
        let source = ContentSource(kind: kind, seed: seed, pictureAspectRatios: pictures.isEmpty ? nil : pictures)
        collectionView.setContent(source)
    }

    /// The playground's own pictures (`--images`): `count` of them, aspect ratios unknown until
    /// each loads (`setPictureAspectRatio`). Takes effect for photos.
    public mutating func setPictures(count: Int) {
        var source = collectionView.contentSizing.content
        source.pictureAspectRatios = Array(repeating: nil, count: Swift.max(0, count))
        collectionView.setContent(source)
    }

    /// Pictures whose aspect ratios (width / height) are known up front, in list order (a
    /// headless tool's `--images`, read from the files' headers; nil for one that did not read).
    /// Takes effect for photos.
    public mutating func setPictures(aspectRatios: [Double?]) {
        var source = collectionView.contentSizing.content
        source.pictureAspectRatios = aspectRatios
        collectionView.setContent(source)
    }

    /// Picture `index` has loaded with this aspect ratio (width / height): the items showing it are sized.
    public mutating func setPictureAspectRatio(_ aspectRatio: Double, forPicture index: Int) {
        collectionView.setPictureAspectRatio(aspectRatio, forPicture: index)
    }

    /// The display scale the layout sees (`--scale`, the window's pixel density): `LayoutContext.displayScale`.
    public mutating func setDisplayScale(_ scale: Double) {
        collectionView.setDisplayScale(scale)
    }

    /// How captions are measured (the playground's SDL_ttf font) and in what style.
    public mutating func setTextMeasurer(_ measurer: any TextMeasuring, style: ContentStyle = .standard) {
        collectionView.setContent(collectionView.contentSizing.content, measurer: measurer, style: style)
    }

    /// Delivers item `id`'s preferred size at any time (nil withdraws it): `CollectionView.setPreferredSize`.
    /// (`SessionAction.preferredSize` through `send`.)
    mutating func setPreferredSize(_ size: Size?, forItem id: ItemID) {
        collectionView.setPreferredSize(size, forItem: id)
    }

    /// Whether self-sizing shows in dumps and traces: content other than icons, or sizes delivered.
    public var isSelfSizing: Bool { collectionView.selfSizing.isActive }

    /// The content of `other` (after R builds a fresh session).
    mutating func keepContent(of other: Session) {
        let sizing = other.collectionView.contentSizing
        collectionView.setContent(sizing.content, measurer: sizing.measurer, style: sizing.style)
    }
}
