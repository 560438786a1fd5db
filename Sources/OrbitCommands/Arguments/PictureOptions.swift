import ArgumentParser
import CollectionLayout
import Playground

/// `--content`, `--images DIR` and `--image-cache MB`, shared by `play` and `shot`: what the items
/// show, the user's own pictures, and the bound of the pictures' texture cache.
struct PictureOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "What items show: \(ContentKind.names) (default icons). Captions are seeded text wrapped to the item; photos "
                + "are --images' pictures, or generated ones.",
            valueName: "kind"),
        transform: ContentKindArgument.parse)
    var content: ContentKindArgument?

    @Option(
        help: ArgumentHelp(
            "With --content photos: the PNG and JPEG files of DIR, in name order, cycling when there are more items.",
            valueName: "dir"))
    var images: String?

    @Option(
        name: .customLong("image-cache"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "The pictures' texture cache holds at most this many megabytes (default \(ContentOptions.defaultCacheBytes >> 20), "
                + "at least \(ContentOptions.minimumCacheBytes >> 20)); the least recently drawn go first.",
            valueName: "MB"),
        transform: WholeNumber.parse)
    var imageCache: WholeNumber?

    func validate() throws {
        if images != nil, content?.kind != .photos {
            throw CommandLineError("--images: pictures are shown with --content photos")
        }
        if let imageCache {
            let minimum = ContentOptions.minimumCacheBytes >> 20
            guard imageCache.value >= minimum, imageCache.value <= 1 << 20 else {
                throw CommandLineError("--image-cache: expected \(minimum) to \(1 << 20) MB, got '\(imageCache)'")
            }
        }
    }

    /// The playground's content options.
    var options: ContentOptions {
        ContentOptions(
            kind: content?.kind ?? .icons, imagesPath: images,
            cacheBytes: imageCache.map { $0.value << 20 } ?? ContentOptions.defaultCacheBytes)
    }
}

/// `--content icons|captions|photos`.
struct ContentKindArgument: ArgumentValue {
    let kind: ContentKind

    static func parse(_ text: String) throws(ArgumentProblem) -> ContentKindArgument {
        guard let kind = ContentKind(rawValue: text.lowercased()) else {
            throw ArgumentProblem("expected one of \(ContentKind.names), got '\(text)'")
        }
        return ContentKindArgument(kind: kind)
    }

    var description: String { kind.rawValue }
}
