import ArgumentParser
import Foundation
import LiveLayouts
import OrbitSession
import OrbitSupport
import OrbitPort

/// `orbit port FILE…`: rewrites what Swift on Linux rejects in an iOS layout (`LayoutPorter`).
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite an iOS layout's @objc-only Swift (optional protocol requirements, @objc, …) to compile on Linux.",
        discussion: """
            Rewrites, with a Swift parser, exactly what Swift on Linux rejects for lack of Objective-C: \
            @objc, @objc(name), @objcMembers and @objc dynamic are removed; an @objc protocol's optional \
            requirements become throwing requirements with a default (in an added extension) that throws \
            "not implemented", and their calls delegate?.f?(x) ?? fallback become (try? delegate?.f(x)) ?? fallback, \
            so a delegate that does not implement one still gets the fallback; an override declared in an \
            extension moves into its class. Conformers compile unchanged, and the result compiles on iOS too. \
            Comments and formatting are kept; porting a ported file changes nothing.

            Port the layout together with the files that use its protocols: a call is rewritten when its \
            protocol is declared in one of the FILEs. What cannot be rewritten safely (#selector for \
            target-action, perform(_:), responds(to:), KVO) is left as it is and reported as \
            FILE:LINE: warning: cannot rewrite ...: do ... by hand.

            The result is written beside the original, into the folder ported/ next to each FILE (or --out DIR), \
            under the same file name, and the original stays as it is (for Xcode): orbit --layout-file \
            compiles a file's ported copy instead of the file, so --layout-file Layouts runs the ported \
            layout with the registration beside it. --in-place rewrites the FILEs themselves. A FILE that does not parse is reported and \
            skipped. Prints one line per change and a summary; exits 0, also when there was nothing to change.
            """)

    @Argument(help: ArgumentHelp("The .swift files to port together (the layout and the files using its protocols).", valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("Write the ported files into this folder (default: ported/ beside each file).", valueName: "dir"))
    var out: String?

    @Flag(name: .customLong("in-place"), help: "Rewrite the files themselves instead of writing copies.")
    var inPlace = false

    func validate() throws {
        if files.isEmpty { throw CommandFailure.usage("expected at least one .swift file to port") }
        if inPlace, out != nil { throw CommandFailure.usage("--out and --in-place cannot be combined") }
    }

    func run() throws {
        let inputs = try files.map { path in
            let bytes: [UInt8]
            do throws(FileError) {
                // A regular file only (`RegularFile`): a FIFO named `Layout.swift` would block.
                bytes = try RegularFile.read(path)
            } catch where error.code == ENOENT {
                throw CommandFailure.usage("cannot read \(path): no such file")
            } catch {
                throw CommandFailure.usage("cannot read \(path): not a readable UTF-8 file (\(error.reason))")
            }
            guard let source = String(bytes: bytes, encoding: .utf8) else {
                throw CommandFailure.usage("cannot read \(path): not a readable UTF-8 file")
            }
            return PortInput(fileName: (path as NSString).lastPathComponent, source: source)
        }
        let destinations = try files.map(destination(of:))
        if let duplicate = Dictionary(grouping: destinations, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw CommandFailure.usage("two files would be written to \(duplicate): port them with different --out folders")
        }
        let results = LayoutPorter.port(files: inputs)
        var skipped = 0
        var written: Set<String> = []
        for ((result, path), destination) in zip(zip(results, files), destinations) {
            if let parseError = result.parseError {
                print(parseError)
                skipped += 1
                continue
            }
            for change in result.changes { print(change) }
            if inPlace, !result.isChanged { continue }
            let folder = (destination as NSString).deletingLastPathComponent
            do {
                if !inPlace { try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true) }
                try OutputFile.write(result.text, toPath: destination, atomically: true)
            } catch let error as FileError {
                throw CommandFailure.runtime("cannot write \(destination) (ported from \(path)): \(error.reason)")
            } catch {
                throw CommandFailure.runtime("cannot write \(destination) (ported from \(path)): \(error.localizedDescription)")
            }
            written.insert(inPlace ? destination : folder + "/")
        }
        print(Self.summary(results: results, skipped: skipped, written: written.sorted(), inPlace: inPlace))
    }

    /// Where a file's ported copy goes: itself with --in-place, `--out`/NAME, or ported/NAME beside it.
    func destination(of path: String) throws -> String {
        if inPlace { return path }
        let name = (path as NSString).lastPathComponent
        let folder = out ?? ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(LayoutSourceCompiler.portedFolderName)
        let destination = (folder as NSString).appendingPathComponent(name)
        if URL(fileURLWithPath: destination).standardizedFileURL == URL(fileURLWithPath: path).standardizedFileURL {
            throw CommandFailure.usage("--out \(folder) would overwrite \(path): use --in-place to rewrite it")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CommandFailure.runtime("cannot write into \(folder): it is a file, not a folder")
        }
        return destination
    }

    static func summary(results: [PortResult], skipped: Int, written: [String], inPlace: Bool) -> String {
        let rewrites = results.reduce(0) { $0 + $1.rewrites.count }
        let warnings = results.reduce(0) { $0 + $1.warnings.count }
        let changedFiles = results.filter(\.isChanged).count
        let files = results.count == 1 ? "1 file" : "\(results.count) files"
        var line = rewrites == 0 ? "nothing to port in \(files)" : "ported \(files) (\(changedFiles) changed): \(rewrites) change\(rewrites == 1 ? "" : "s")"
        if warnings > 0 { line += ", \(warnings) warning\(warnings == 1 ? "" : "s") to do by hand" }
        if skipped > 0 { line += ", \(skipped) skipped (not Swift that parses)" }
        if !written.isEmpty {
            line += inPlace ? "; rewrote " + written.joined(separator: ", ") : "; wrote " + written.joined(separator: ", ")
        } else if inPlace {
            line += "; no file rewritten"
        }
        return line
    }
}
