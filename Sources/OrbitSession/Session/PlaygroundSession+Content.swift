import CollectionLayout

extension PlaygroundSession {
    /// What the items show and how captions are measured (`--content`; the playground's SDL_ttf
    /// measurer): `CollectionView.setContent(_:measurer:style:)`.
    public mutating func setContent(_ content: ContentSource, measurer: any TextMeasuring, style: ContentStyle = .standard) {
        collectionView.setContent(content, measurer: measurer, style: style)
    }

    /// Picture `index` has loaded with `aspectRatio` (width / height): its items are sized again
    /// (`CollectionView.setPictureAspectRatio(_:forPicture:)`).
    public mutating func setPictureAspectRatio(_ aspectRatio: Double, forPicture index: Int) {
        collectionView.setPictureAspectRatio(aspectRatio, forPicture: index)
    }
}
