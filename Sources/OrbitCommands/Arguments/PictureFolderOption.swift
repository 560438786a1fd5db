import ArgumentParser
import CollectionLayout
import OrbitRendering

/// `--images DIR`: the user's own pictures for `--content photos`. Every tool takes it: play and
/// shot draw them (`PictureOptions`); dump, replay, fuzz and bench draw nothing, so they read only
/// each picture's size from its file header (`PictureSet.headerAspectRatios`, the decoder's own
/// header reader) and the self-sizing layouts place the items as those pictures make them.
struct PictureFolderOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "With --content photos: the PNG and JPEG files of DIR, in name order, cycling when there are more items.",
            valueName: "dir"))
    var images: String?

    /// `--images` is for photos: one line otherwise (the command's `validate`, which sees `--content`).
    func check(content: ContentKind) throws {
        if images != nil, content != .photos {
            throw CommandFailure.usage("--images: pictures are shown with --content photos")
        }
    }

    /// Each picture's aspect ratio (width / height) from its header, in name order (nil for a file
    /// whose header does not read: its items keep the estimate); nil without `--images`. An empty
    /// folder is a warning for `command`, as in play.
    ///
    /// - Throws: one line when DIR is not a readable folder (exit 1, as shot's).
    /// - Complexity: one header read per file (a few hundred bytes), no decoding.
    func aspectRatios(command: String) throws(CommandFailure) -> [Double?]? {
        guard let images else { return nil }
        let pictures: PictureSet
        do {
            pictures = try PictureSet.folder(images)
        } catch {
            throw CommandFailure.runtime(error.message)
        }
        if pictures.isEmpty {
            OrbitMain.warn("--images: no PNG or JPEG files in '\(pictures.origin)'; every item shows a placeholder", command: command)
        }
        return pictures.headerAspectRatios()
    }

    /// The content of `kind` under `seed` with these pictures (the seeded stand-ins without `--images`).
    func source(kind: ContentKind, seed: UInt64, command: String) throws(CommandFailure) -> ContentSource {
        ContentSource(kind: kind, seed: seed, pictureAspectRatios: kind == .photos ? try aspectRatios(command: command) : nil)
    }
}
