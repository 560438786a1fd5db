import Foundation

/// The layout sources of the last `orbit play` session (`--watch PATH`, `--layout-file PATH`),
/// kept beside its journal, so that `orbit play --resume` alone brings them back: the journal
/// names layouts that only those files define.
///
/// The file holds the flags and absolute paths, one per line (`--watch` then
/// `/home/me/Spiral.swift`); a session without sources writes an empty file.
enum SessionSources {
    /// The flags whose files a session's layouts may come from.
    static let flags = ["--watch", LayoutFiles.flag]

    /// `last-session.jsonl` → `last-session.sources`.
    static func path(journal: String) -> String {
        (journal as NSString).deletingPathExtension + ".sources"
    }

    /// The source flags of `arguments` with absolute paths (relative ones taken from
    /// `directory`), in order (pure).
    static func arguments(in arguments: [String], directory: String) -> [String] {
        flags.flatMap { flag in
            LayoutFiles.values(of: flag, in: arguments).flatMap { value in
                [flag, value.hasPrefix("/") ? value : (directory as NSString).appendingPathComponent(value)]
            }
        }
    }

    /// Records the session's sources (called when a play session starts).
    static func save(_ arguments: [String], journal: String) {
        let text = arguments.map { $0 + "\n" }.joined()
        try? FileManager.default.createDirectory(
            atPath: (journal as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? text.write(toFile: path(journal: journal), atomically: true, encoding: .utf8)
    }

    /// `arguments` with the last session's sources added when they are a `play --resume` that
    /// names none itself, and a line saying so; otherwise `arguments` unchanged and nil.
    static func resuming(_ arguments: [String], journal: String) -> (arguments: [String], notice: String?) {
        guard arguments.first == "play", arguments.prefix(while: { $0 != "--" }).contains("--resume"),
            flags.allSatisfy({ LayoutFiles.values(of: $0, in: arguments).isEmpty }),
            let data = FileManager.default.contents(atPath: path(journal: journal))
        else { return (arguments, nil) }
        let saved = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard !saved.isEmpty, saved.count % 2 == 0 else { return (arguments, nil) }
        var added = arguments
        added.insert(contentsOf: saved, at: 1)
        let shown = stride(from: 0, to: saved.count, by: 2).map { "\(saved[$0]) \(saved[$0 + 1])" }.joined(separator: " ")
        return (added, "resuming with the last session's \(shown)")
    }
}
