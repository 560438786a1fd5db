import Foundation
import Glibc

/// The loop live reloading replaces, measured for `orbit bench --reload`: edit a layout, rebuild
/// incrementally with `swift build`, relaunch the executable, and wait for its first frame
/// (`orbit-examples shot`, headless). The edit is a `touch` of the layout's source (its
/// modification time is all SwiftPM looks at), so no file's content changes, and the source's
/// times are put back afterwards, so that no other build sees a change.
///
/// Two such loops are measured in the Examples package (which builds Orbit from this checkout
/// into its own `.build`, so the running `orbit` is never rebuilt): a layout in the user's own
/// package (the spiral: one small module rebuilt and the executable linked), and a built-in layout
/// (a file of the core: every module above it rebuilt too, as `make run` does after such an edit).
package struct RelaunchBaseline {
    /// What is edited, in a few words ("your package's layout").
    package var name: String
    /// The package (`Examples/`), the source touched, the executable product and the layout it draws.
    package var packageDirectory: String
    package var touchedSource: String
    package var product = "orbit-examples"
    package var layoutName: String
    /// `debug` or `release`: the configuration of the running `orbit`, which the user's loop uses too.
    package var configuration: String
    package var swift: String
    package var itemCount: Int
    package var width: Int
    package var height: Int
    package var progress: (String) -> Void = { _ in }

    package init(
        name: String, packageDirectory: String, touchedSource: String, layoutName: String, configuration: String, swift: String,
        itemCount: Int, width: Int, height: Int, progress: @escaping (String) -> Void = { _ in }
    ) {
        self.name = name
        self.packageDirectory = packageDirectory
        self.touchedSource = touchedSource
        self.layoutName = layoutName
        self.configuration = configuration
        self.swift = swift
        self.itemCount = itemCount
        self.width = width
        self.height = height
        self.progress = progress
    }

    package struct Cycle: Hashable {
        /// `swift build` after the edit, seconds.
        package var build: Double
        /// From starting the executable to its first frame written, seconds.
        package var relaunch: Double
        package var total: Double { build + relaunch }
    }

    /// The Examples package beside the build that runs: the folder above `.build` that holds
    /// `Examples/Package.swift`, or nil.
    package static func examplesPackage(modulesDirectory: String) -> String? {
        var folder = (modulesDirectory as NSString).standardizingPath
        while folder != "/" && !folder.isEmpty {
            if (folder as NSString).lastPathComponent == ".build" {
                let examples = (folder as NSString).deletingLastPathComponent + "/Examples"
                return FileManager.default.fileExists(atPath: examples + "/Package.swift") ? examples : nil
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `release` when the modules folder is a release build's, else `debug`.
    package static func configuration(modulesDirectory: String) -> String {
        modulesDirectory.split(separator: "/").contains("release") ? "release" : "debug"
    }

    /// One untimed build (bringing the package up to date), then `cycles` timed edits.
    package func run(cycles: Int) throws -> [Cycle] {
        progress("bench --reload: bringing \(product) up to date for \(name) (swift build -c \(configuration), untimed)")
        _ = try build()
        let executable = try binPath() + "/" + product
        var original = stat()
        guard stat(touchedSource, &original) == 0 else {
            throw LiveLayoutError.bench(.notStatted(path: touchedSource, reason: String(cString: strerror(errno))))
        }
        defer {
            let times = [original.st_atim, original.st_mtim]
            _ = utimensat(AT_FDCWD, touchedSource, times, 0)
        }
        var results: [Cycle] = []
        for number in 1...cycles {
            progress("bench --reload: edit-build-relaunch, \(name), \(number) of \(cycles)")
            guard utimes(touchedSource, nil) == 0 else {
                throw LiveLayoutError.bench(.notTouched(path: touchedSource, reason: String(cString: strerror(errno))))
            }
            let build = try build()
            let relaunch = try relaunch(executable)
            results.append(Cycle(build: build, relaunch: relaunch))
        }
        return results
    }

    private func build() throws -> Double {
        let result = try run(swift, ["build", "-c", configuration, "--package-path", packageDirectory, "--product", product], limit: 1800)
        guard result.termination == .exited(0) else {
            let output = result.standardError + "\n" + result.standardOutput
            let line = output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? LayoutChildCheck.lastLine(of: output)
            throw LiveLayoutError.bench(.buildFailed(directory: packageDirectory, line: line))
        }
        return result.seconds
    }

    private func binPath() throws -> String {
        let result = try run(swift, ["build", "-c", configuration, "--package-path", packageDirectory, "--show-bin-path"], limit: 120)
        guard result.termination == .exited(0), let path = LayoutChildCheck.lastLine(of: result.standardOutput) else {
            throw LiveLayoutError.bench(.binPathUnknown(directory: packageDirectory))
        }
        return path
    }

    private func relaunch(_ executable: String) throws -> Double {
        let image = NSTemporaryDirectory() + "orbit-bench-relaunch-\(getpid()).png"
        defer { try? FileManager.default.removeItem(atPath: image) }
        let result = try run(
            executable,
            ["shot", "--layout", layoutName, "--items", String(itemCount), "--size", "\(width)x\(height)", "--out", image],
            environment: ["SDL_VIDEODRIVER": "dummy"], limit: 120)
        guard result.termination == .exited(0) else {
            throw LiveLayoutError.bench(.shotFailed(product: product, detail: LayoutChildCheck.lastLine(of: result.standardError) ?? "\(result.termination)"))
        }
        return result.seconds
    }

    private func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:], limit: Double) throws
        -> ChildProcess.Result
    {
        try ChildProcess(executable: executable, arguments: arguments, environment: environment, timeLimit: limit).run()
    }
}
