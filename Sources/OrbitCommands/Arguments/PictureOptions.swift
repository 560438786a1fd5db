import ArgumentParser
import CollectionLayout
import Playground

/// `--images DIR` (`PictureFolderOption`) and `--image-cache MB`, shared by `play` and `shot` beside `--content`
/// (`ContentOption`): the user's own pictures and the bound of the pictures' texture cache.
struct PictureOptions: ParsableArguments {
    @OptionGroup var folder: PictureFolderOption

    /// `--images DIR`.
    var images: String? { folder.images }

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
        if let imageCache {
            let minimum = ContentOptions.minimumCacheBytes >> 20
            guard imageCache.value >= minimum, imageCache.value <= 1 << 20 else {
                throw CommandFailure.usage("--image-cache: expected \(minimum) to \(1 << 20) MB, got '\(imageCache)'")
            }
        }
    }

    /// `--images` is for photos: one line otherwise (the command's `validate`, which sees `--content`).
    func check(content: ContentKind) throws {
        try folder.check(content: content)
    }

    /// The bound of the texture cache, bytes.
    var cacheBytes: Int { imageCache.map { $0.value << 20 } ?? ContentOptions.defaultCacheBytes }

    /// The playground's content options for `kind`.
    func options(kind: ContentKind) -> ContentOptions {
        ContentOptions(kind: kind, imagesPath: images, cacheBytes: cacheBytes)
    }
}
