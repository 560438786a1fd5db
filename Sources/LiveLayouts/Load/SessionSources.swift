import Foundation
import OrbitSession
import OrbitSupport

/// The layout sources of the last `orbit play` session (`--watch PATH`, `--layout-file PATH`),
/// kept beside its journal, so that `orbit play --resume` alone brings them back: the journal
/// names layouts that only those files define.
///
/// The file holds the flags and absolute paths, one per line (`--watch` then
/// `/home/me/Spiral.swift`); a session without sources writes an empty file. Copies of the
/// sources as they were when the session started are kept in `last-session.sources.d/` (a
/// file by its name, a folder's `.swift` files under the folder's name): when a resume fails
/// because a file no longer compiles, the journal and the copies are kept aside together
/// (`SessionJournal.keepAside`), so the session can be brought back with the copies.
package enum SessionSources {
    /// The flags whose files a session's layouts may come from.
    package static let flags = ["--watch", LayoutFiles.flag]

    /// `last-session.jsonl` → `last-session.sources`.
    package static func path(journal: String) -> String {
        (journal as NSString).deletingPathExtension + ".sources"
    }

    /// The session's sources as flags with absolute paths (relative ones taken from `directory`),
    /// `--watch` first (pure).
    package static func arguments(watch: String?, layoutFiles: [String], directory: String) -> [String] {
        let sources = (watch.map { [("--watch", $0)] } ?? []) + layoutFiles.map { (LayoutFiles.flag, $0) }
        return sources.flatMap { flag, value in
            [flag, value.hasPrefix("/") ? value : (directory as NSString).appendingPathComponent(value)]
        }
    }

    /// `last-session.jsonl` → `last-session.sources.d`.
    package static func copiesPath(journal: String) -> String {
        path(journal: journal) + ".d"
    }

    /// Records the session's sources and copies of them (called when a play session's journal starts).
    package static func save(_ arguments: [String], journal: String) {
        let manager = FileManager.default
        let text = arguments.map { $0 + "\n" }.joined()
        try? manager.createDirectory(atPath: (journal as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? OutputFile.write(text, toPath: path(journal: journal))
        let copies = copiesPath(journal: journal)
        try? manager.removeItem(atPath: copies)
        let paths = stride(from: 1, to: arguments.count, by: 2).map { arguments[$0] }
        guard !paths.isEmpty else { return }
        try? manager.createDirectory(atPath: copies, withIntermediateDirectories: true)
        // Regular files only (`RegularFile`): copying a FIFO named `Wave.swift` would block the session's start.
        func copy(_ file: String, to target: String) {
            guard let bytes = try? RegularFile.read(file) else { return }
            try? OutputFile.write(bytes, toPath: target)
        }
        for source in paths {
            let name = (source as NSString).lastPathComponent
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: source, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                let folder = (copies as NSString).appendingPathComponent(name)
                try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for file in ((try? manager.contentsOfDirectory(atPath: source)) ?? []) where file.hasSuffix(".swift") {
                    copy((source as NSString).appendingPathComponent(file), to: (folder as NSString).appendingPathComponent(file))
                }
            } else {
                copy(source, to: (copies as NSString).appendingPathComponent(name))
            }
        }
    }

    /// `arguments` (`play …`) with the last session's sources added after the subcommand when
    /// `resumesWithoutSources` (a `play --resume` that names none itself), and a line saying so;
    /// otherwise `arguments` unchanged and nil.
    package static func resuming(
        _ arguments: [String], resumesWithoutSources: Bool, journal: String
    ) -> (arguments: [String], notice: String?) {
        guard resumesWithoutSources, !arguments.isEmpty, let data = try? RegularFile.read(path(journal: journal))
        else { return (arguments, nil) }
        let saved = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard !saved.isEmpty, saved.count % 2 == 0 else { return (arguments, nil) }
        var added = arguments
        added.insert(contentsOf: saved, at: 1)
        let shown = stride(from: 0, to: saved.count, by: 2).map { "\(saved[$0]) \(saved[$0 + 1])" }.joined(separator: " ")
        return (added, "resuming with the last session's \(shown)")
    }
}
