import CollectionLayoutCore

/// Orbit's content as the host's self-sizing sees it: each item's preferred size is that of what it
/// shows (`ContentSource.content(forItem:)`), measured in `style` by `measurer`.
public struct ContentSizing: ItemSizing {
    /// What the items show (`--content`).
    public var content: ContentSource
    /// Measures captions: the playground's font, or the deterministic fallback.
    public var measurer: any TextMeasuring
    /// The caption font size and padding that content is measured in.
    public var style: ContentStyle

    public init(content: ContentSource, measurer: any TextMeasuring = FallbackTextMeasurer(), style: ContentStyle = .standard) {
        self.content = content
        self.measurer = measurer
        self.style = style
    }

    /// Icons have no preferred size: a session of icons measures nothing.
    package var sizesItems: Bool { content.kind != .icons }

    /// O(caption words) for a caption (plus what the measurer costs), O(1) otherwise.
    package func preferredSize(forItem id: ItemID, _ fitting: SizeFitting) -> Size? {
        content.content(forItem: id).preferredSize(fitting, style: style, measurer: measurer)
    }
}

extension CollectionView {
    /// What the items show and how they are measured: icons until `setContent` is called.
    package var contentSizing: ContentSizing {
        selfSizing.sizing as? ContentSizing ?? ContentSizing(content: .icons)
    }

    /// Sets what the items show, how captions are measured and in what style (nil: as now; the
    /// deterministic fallback and the standard style until set). Items already sized are measured
    /// again when next on screen (content of a new kind: every size is dropped and items return to
    /// their estimates).
    package mutating func setContent(_ content: ContentSource, measurer: (any TextMeasuring)? = nil, style: ContentStyle? = nil) {
        let current = contentSizing
        setItemSizing(
            ContentSizing(content: content, measurer: measurer ?? current.measurer, style: style ?? current.style),
            droppingTakenSizes: content.kind != current.content.kind)
    }

    /// Picture `index`'s aspect ratio (width / height) is known (it has loaded): the items that show
    /// it are sized again when on screen. A non-finite or non-positive ratio, or an index out of
    /// range, is ignored. O(visible items).
    package mutating func setPictureAspectRatio(_ aspectRatio: Double, forPicture index: Int) {
        var sizing = contentSizing
        guard aspectRatio.isFinite, aspectRatio > 0, sizing.content.pictureAspectRatios.indices.contains(index),
            sizing.content.pictureAspectRatios[index] != aspectRatio
        else { return }
        sizing.content.pictureAspectRatios[index] = aspectRatio
        refreshItemSizing(sizing)
    }
}
