import CollectionLayout
import Foundation
import OrbitSupport

/// The pictures `--content photos` draws, in order: the PNG and JPEG files of a folder (`--images`),
/// or a generated set. Item `id` shows picture `id` modulo their number, so that more items than
/// pictures cycle through them and a picture stays with its item when others are inserted.
public struct PictureSet: Hashable, Sendable {
    /// Where one picture comes from.
    public enum Source: Hashable, Sendable {
        /// A PNG or JPEG file.
        case file(String)
        /// A PNG or JPEG file whose name is not UTF-8 (a Latin-1 `caf\xE9.png`), by its path's
        /// bytes as the file system has them: no `String` names it.
        case fileWithRawName(path: [UInt8])
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
    /// that cannot be read is found out when it is loaded, and shows a placeholder. The names are
    /// read as the file system's bytes, so that a name that is not UTF-8 (a Latin-1 `caf\xE9.png`)
    /// is still the file's (`Source.fileWithRawName`), shown with `\xE9` for each byte that is not.
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
        guard let names = rawNames(in: folder) else { throw OutputError("--images: the folder '\(folder)' cannot be read") }
        let pictures = names.map { (raw: $0, shown: shownName($0)) }
            .filter { extensions.contains(($0.shown as NSString).pathExtension.lowercased()) }
            .sorted { $0.shown < $1.shown }
        let separator = folder.hasSuffix("/") ? "" : "/"
        return PictureSet(
            sources: pictures.map { picture in
                if let name = String(validating: picture.raw, as: UTF8.self) {
                    return .file((folder as NSString).appendingPathComponent(name))
                }
                return .fileWithRawName(path: Array((folder + separator).utf8) + picture.raw)
            },
            origin: folder)
    }

    /// The names of the entries of `folder` as the file system's bytes (without `.` and `..`);
    /// nil when it cannot be opened.
    static func rawNames(in folder: String) -> [[UInt8]]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in Array(buffer.prefix { $0 != 0 }) }
            if name != Array(".".utf8), name != Array("..".utf8) { names.append(name) }
        }
        return names
    }

    /// A file name's bytes as messages show them: UTF-8 as itself, any other byte as `\xE9`.
    static func shownName(_ bytes: [UInt8]) -> String {
        var shown = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var index = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                shown.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] { shown += String(format: "\\x%02X", byte) }
                index += length
            case .emptyInput:
                return shown
            }
        }
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
        case .fileWithRawName(let path): Self.shownName(Array(path.split(separator: UInt8(ascii: "/")).last ?? []))
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
            case .file, .fileWithRawName:
                guard let header = try? ImageHeader.read(file: source) else { return nil }
                return Double(header.width) / Double(header.height)
            }
        }
    }
}

extension PictureSet.Source {
    /// The picture file opened for reading (the caller closes it). A regular file only, since a
    /// FIFO named `x.png` would block the reading thread (`RegularFile`).
    ///
    /// - Throws: one line without the file's name (`no such file`, `a FIFO, not a regular file`;
    ///   a generated picture has no file).
    public func openFile() throws(OutputError) -> Int32 {
        do throws(FileError) {
            switch self {
            case .file(let path): return try RegularFile.open(path)
            case .fileWithRawName(let path): return try RegularFile.open(fileSystemPath: path, name: PictureSet.shownName(path))
            case .generated: throw FileError(verb: "read", name: "", reason: "a generated picture has no file")
            }
        } catch {
            throw OutputError(error.reason)
        }
    }
}
