import Testing

@testable import CollectionLayoutCore
@testable import LayoutCatalog

/// The content model: seeded captions, the picture cycle, the fallback measurer and the preferred
/// size rule (ItemContent.preferredSize), each against expectations worked out here.
struct ItemContentTests {
    let measurer = FallbackTextMeasurer()

    @Test func captionsAreDeterministicAndVaryWithSeedAndIdentity() {
        let a = CaptionText.text(seed: 7, identity: 3)
        #expect(a == CaptionText.text(seed: 7, identity: 3))
        #expect(!a.isEmpty)
        let texts = (0..<200).map { CaptionText.text(seed: 7, identity: $0) }
        let wordCounts = Set(texts.map { $0.split(separator: " ").count })
        // Lengths vary: short and long captions both occur, none beyond the maximum.
        #expect(wordCounts.count > 8)
        #expect(wordCounts.min() == 1 || wordCounts.min()! <= 2)
        #expect(wordCounts.max()! <= CaptionText.maximumWords)
        #expect(wordCounts.max()! >= CaptionText.maximumWords / 2)
        let otherSeed = (0..<200).map { CaptionText.text(seed: 8, identity: $0) }
        #expect(texts != otherSeed)
    }

    @Test func contentFollowsTheKindAndCyclesPictures() {
        #expect(ContentSource.icons.content(forItem: 5) == .icon)
        let captions = ContentSource(kind: .captions, seed: 3)
        #expect(captions.content(forItem: 9) == .caption(CaptionText.text(seed: 3, identity: 9)))
        let photos = ContentSource(kind: .photos, pictureAspectRatios: [1.5, nil, 0.75])
        #expect(photos.content(forItem: 0) == .picture(index: 0, aspectRatio: 1.5))
        #expect(photos.content(forItem: 4) == .picture(index: 1, aspectRatio: nil))
        #expect(photos.content(forItem: 8) == .picture(index: 2, aspectRatio: 0.75))
        #expect(ContentSource(kind: .photos, pictureAspectRatios: []).content(forItem: 1) == .icon)
        let synthetic = ContentSource(kind: .photos, seed: 1)
        #expect(synthetic.pictureAspectRatios.count == ContentSource.syntheticPictureCount)
        #expect(synthetic.pictureAspectRatios.allSatisfy { $0.map(ContentSource.photoAspectRatios.contains) == true })
        #expect(synthetic == ContentSource(kind: .photos, seed: 1))
        #expect(Set(synthetic.pictureAspectRatios.compactMap { $0 }).count > 3)
        #expect(ContentKind(rawValue: "captions") == .captions)
        #expect(ContentKind.names == "icons, captions, photos")
    }

    @Test func fallbackMeasurerWrapsWordsGreedily() {
        // 10 pt font: 5.5 pt a character, 12.5 pt a line.
        let one = measurer.size(of: "abc de", fontSize: 10, wrappedTo: .infinity)
        #expect(one == Size(width: 6 * 5.5, height: 12.5))
        // 40 pt holds 7 characters: "abc de" (6) | "fghij" (5).
        let two = measurer.size(of: "abc de fghij", fontSize: 10, wrappedTo: 40)
        #expect(two == Size(width: 6 * 5.5, height: 2 * 12.5))
        // A 10-character word at 4 characters a line: 4 | 4 | 2.
        let broken = measurer.size(of: "abcdefghij", fontSize: 10, wrappedTo: 22)
        #expect(broken == Size(width: 4 * 5.5, height: 3 * 12.5))
        #expect(measurer.size(of: "", fontSize: 10, wrappedTo: 50) == Size(width: 0, height: 12.5))
        // Nothing breaks it: zero, negative and NaN widths and sizes give finite answers.
        for width in [0.0, -5, .nan] {
            let size = measurer.size(of: "a few words here", fontSize: 10, wrappedTo: width)
            #expect(size.isFinite)
        }
        #expect(measurer.size(of: "x", fontSize: .nan, wrappedTo: 10) == Size(width: 0, height: 0))
    }

    @Test func captionPreferredSizeFitsTheText() {
        let style = ContentStyle(fontSize: 10, padding: 4)
        let caption = ItemContent.caption("abc de fghij")
        // Width 48: 40 for text (7 characters a line) -> two lines.
        #expect(caption.preferredSize(.width(48), style: style, measurer: measurer) == Size(width: 48, height: 25 + 8))
        #expect(caption.preferredSize(.height(30), style: style, measurer: measurer) == Size(width: 12 * 5.5 + 8, height: 30))
        // Natural: one line when it fits, no wider than the maximum otherwise.
        #expect(caption.preferredSize(.natural(maximumWidth: 200), style: style, measurer: measurer) == Size(width: 12 * 5.5 + 8, height: 12.5 + 8))
        let narrow = caption.preferredSize(.natural(maximumWidth: 48), style: style, measurer: measurer)
        #expect(narrow == Size(width: 6 * 5.5 + 8, height: 25 + 8))
        #expect(caption.preferredSize(.width(.nan), style: style, measurer: measurer) == nil)
        #expect(caption.preferredSize(.width(0), style: style, measurer: measurer) == nil)
    }

    @Test func picturesKeepTheirAspectRatioAndIconsHaveNone() {
        let picture = ItemContent.picture(index: 0, aspectRatio: 1.6)
        #expect(picture.preferredSize(.width(160), measurer: measurer) == Size(width: 160, height: 100))
        #expect(picture.preferredSize(.height(100), measurer: measurer) == Size(width: 160, height: 100))
        #expect(picture.preferredSize(.natural(maximumWidth: 80), measurer: measurer) == Size(width: 80, height: 50))
        #expect(ItemContent.picture(index: 0, aspectRatio: nil).preferredSize(.width(100), measurer: measurer) == nil)
        #expect(ItemContent.picture(index: 0, aspectRatio: 0).preferredSize(.width(100), measurer: measurer) == nil)
        #expect(ItemContent.icon.preferredSize(.width(100), measurer: measurer) == nil)
    }
}
