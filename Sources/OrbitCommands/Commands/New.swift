import ArgumentParser
import Foundation
import OrbitSession
import OrbitSupport

/// `orbit new NAME`: a starter package (or, with `--file`, one live layout file) ready to build.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a starter: a package with a layout, its tests and its own orbit (or one live file).",
        discussion: """
            orbit new NAME writes the folder NAME: Package.swift (depending on Orbit by path), \
            Sources/<Name>Layouts/<Name>Layout.swift (a wave layout with its descriptor), \
            Sources/NAME/main.swift (the orbit command line with the layout added) and a conformance test. \
            Then: cd NAME && swift build && swift test --disable-xctest && swift run NAME play --layout <name> \
            (--disable-xctest: the tests are Swift Testing's; it spares XCTest's empty run). \
            --template sections or compositional starts from a layout with sections instead of the wave. \
            With --file it writes NAME.swift, one live file for --layout-file and --watch. \
            Existing files and folders are never overwritten.
            """)

    @Argument(help: ArgumentHelp("The package's name: letters, digits, - and _, starting with a letter.", valueName: "name"))
    var name: String

    @Flag(help: "Write one live layout file, NAME.swift, instead of a package.")
    var file = false

    @Option(
        help: ArgumentHelp(
            "The layout to start from: wave (one section of items on a sine wave, the default), sections (pinned, titled "
                + "headers over grids) or compositional (a CompositionalLayout grid with a header per section).",
            valueName: "kind"),
        transform: { text in
            guard let kind = StarterTemplate.Kind(rawValue: text) else {
                throw CommandFailure.usage(
                    "unknown template '\(text)' (one of: \(StarterTemplate.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return kind
        })
    var template: StarterTemplate.Kind = .wave

    @Option(
        help: ArgumentHelp(
            "The Orbit checkout the package depends on (default: the one this orbit was built from).", valueName: "dir"))
    var orbitPath: String?

    /// The Orbit checkout this binary was compiled from: four levels above this source file.
    static var builtFromCheckout: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    func validate() throws {
        let stem = file && name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
        guard StarterTemplate.isValidName(stem) else {
            throw CommandFailure.usage("'\(name)' is not a valid name (letters, digits, - and _, starting with a letter)")
        }
    }

    func run() throws {
        let stem = file && name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
        let fileManager = FileManager.default
        if file {
            let path = stem + ".swift"
            guard !fileManager.fileExists(atPath: path) else {
                throw CommandFailure.usage("\(path) already exists; not overwriting it")
            }
            let template = StarterTemplate(name: stem, orbitPath: "", kind: self.template)
            do {
                try OutputFile.write(template.liveFile, toPath: path, exclusive: true)
            } catch {
                throw CommandFailure.runtime(error.message)
            }
            print("wrote \(path): orbit play --watch \(path)  (or dump/check-layout --layout-file \(path))")
            return
        }
        guard !fileManager.fileExists(atPath: stem) else {
            throw CommandFailure.usage("\(stem) already exists; not overwriting it")
        }
        let orbit = try Self.orbitCheckout(orbitPath)
        let template = StarterTemplate(name: stem, orbitPath: orbit, kind: self.template)
        let root = URL(fileURLWithPath: stem)
        do {
            for (path, contents) in template.packageFiles {
                let url = root.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try OutputFile.write(contents, toPath: url.path, exclusive: true)
            }
        } catch {
            throw CommandFailure.runtime("cannot write \(stem): \(error.localizedDescription)")
        }
        print("wrote \(stem)/ (depends on Orbit at \(orbit)): cd \(stem) && swift build && swift test --disable-xctest && swift run \(stem) play --layout \(template.layoutName)")
    }

    /// `path` (or the checkout this binary was built from), absolute, when it holds Orbit's
    /// Package.swift; a one-line error naming the folder otherwise.
    static func orbitCheckout(_ path: String?) throws -> String {
        let url = path.map { URL(fileURLWithPath: $0) } ?? builtFromCheckout
        let folder = url.standardizedFileURL.path
        let manifest = url.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"Orbit\"") else {
            let hint = path == nil ? "this orbit was built there; pass --orbit-path DIR" : "no Package.swift of Orbit there"
            throw CommandFailure.usage("no Orbit checkout at \(folder) (\(hint))")
        }
        return folder
    }
}
