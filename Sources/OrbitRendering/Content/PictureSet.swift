import CollectionLayout
import Foundation

/// The pictures `--content photos` draws, in order: the PNG and JPEG files of a folder (`--images`),
/// or a generated set. Item `id` shows picture `id` modulo their number, so that more items than
/// pictures cycle through them and a picture stays with its item when others are inserted.
public struct PictureSet: Hashable, Sendable {
    /// Where one picture comes from.
    public enum Source: Hashable, Sendable {
        /// A PNG or JPEG file.
        case file(String)
        /// Painted in memory (`GeneratedPicture`).
        case generated(GeneratedPicture)
    }

    public let sources: [Source]
    /// Where they come from, for messages: the folder, or "generated".
    public let origin: String

    public init(sources: [Source], origin: String) {
        self.sources = sources
        self.origin = origin
    }

    /// The file name extensions read, lower case.
    public static let extensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The PNG and JPEG files of `folder` (by extension, any case; not its subfolders), in name
    /// order (Unicode order of the file names, so the same everywhere). Nothing is opened: a file
    /// that cannot be read is found out when it is loaded, and shows a placeholder.
    ///
    /// - Throws: one line when `folder` is not a readable folder. An empty folder is not an error
    ///   (`sources` is empty; every item shows the placeholder).
    /// - Complexity: O(n log n) for n files.
    public static func folder(_ folder: String) throws(OutputError) -> PictureSet {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw OutputError("--images: no folder '\(folder)'")
        }
        guard isFolder.boolValue else { throw OutputError("--images: '\(folder)' is a file, not a folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw OutputError("--images: the folder '\(folder)' cannot be read")
        }
        let pictures = names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        return PictureSet(
            sources: pictures.map { .file((folder as NSString).appendingPathComponent($0)) }, origin: folder)
    }

    /// Generated pictures of the proportions `aspects` (width / height), one each.
    public static func generated(aspects: [Double]) -> PictureSet {
        PictureSet(
            sources: aspects.enumerated().map { .generated(GeneratedPicture(index: $0.offset, aspect: $0.element)) },
            origin: "generated")
    }

    public var isEmpty: Bool { sources.isEmpty }

    /// The picture item `id` shows: `id` modulo the number of pictures (ids are never negative;
    /// a negative one wraps too); nil when there are none.
    public func picture(forItem id: ItemID) -> Int? {
        guard !sources.isEmpty else { return nil }
        return ((id % sources.count) + sources.count) % sources.count
    }

    /// A short name of picture `index` for messages: the file's name, or "generated N".
    public func name(of index: Int) -> String {
        switch sources[index] {
        case .file(let path): (path as NSString).lastPathComponent
        case .generated(let picture): "generated \(picture.index)"
        }
    }

    /// Every picture's aspect ratio (width / height) from its header, nil where it cannot be read
    /// (that picture warns when it loads). Generated pictures have theirs.
    ///
    /// - Complexity: O(pictures) header reads of a few bytes.
    public func headerAspectRatios() -> [Double?] {
        sources.map { source in
            switch source {
            case .generated(let picture): return picture.aspect
            case .file(let path):
                guard let header = try? ImageHeader.read(path: path) else { return nil }
                return Double(header.width) / Double(header.height)
            }
        }
    }
}
