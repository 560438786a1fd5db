import Foundation
import Glibc

/// The programs a live layout's compile runs, found beside `swiftc` in a Swift toolchain for Linux,
/// so that `LayoutSourceCompiler` can run them itself instead of through the driver.
///
/// `swiftc -emit-library` is a driver: it plans the work, then runs `swift-frontend -c` (type
/// checking and code generation), `swift-autolink-extract` (the libraries the object asks for) and
/// `clang` (which runs the linker), each a process. On the project's 2-core machine the driver's
/// planning cost about 50 ms of CPU and `swift-autolink-extract` (the 200 MB `swift-frontend`
/// started once more) 25 ms; running the frontend and clang directly, and reading the object's
/// library list here, saves both on every save. When the toolchain is laid out differently
/// (`find` returns nil: a wrapper such as swiftly's proxy, no `swift-frontend` or `clang` beside
/// it), the compiler goes through `swiftc` as before.
struct CompileJobs: Hashable, Sendable {
    /// `swift-frontend`, absolute.
    let frontend: String
    /// The toolchain's `clang`, which links the library.
    let clang: String
    /// Whether `ld.lld` is beside clang (`-fuse-ld=lld`: it links about 0.1 s faster than the
    /// system's default linker, a fifth of a compile when measured).
    let hasLLD: Bool
    /// `usr/lib/swift/linux`: the runtime libraries.
    let runtimeDirectory: String
    /// `usr/lib/swift/linux/<arch>/swiftrt.o`: registers the library's metadata sections (its
    /// types and conformances) with the runtime when it is loaded.
    let swiftrt: String
    /// `usr/lib/swift/host/plugins` and `usr/local/lib/swift/host/plugins`: macros.
    let pluginPaths: [String]
    /// `usr/lib/swift/host/libSwiftInProcPluginServer.so`, or nil.
    let pluginServer: String?
    /// `x86_64-unknown-linux-gnu` or `aarch64-unknown-linux-gnu`: this process's own.
    let triple: String

    /// The jobs for the toolchain whose driver is `swiftc`, or nil when one of its programs is
    /// not where a Linux toolchain has it (pure but for the file system).
    static func find(swiftc: String) -> CompileJobs? {
        guard let real = realpath(swiftc, nil) else { return nil }
        let resolved = String(cString: real)
        free(real)
        let bin = (resolved as NSString).deletingLastPathComponent
        let usr = (bin as NSString).deletingLastPathComponent
        #if arch(x86_64)
        let arch = "x86_64"
        #elseif arch(arm64)
        let arch = "aarch64"
        #else
        return nil
        #endif
        let files = FileManager.default
        let runtime = usr + "/lib/swift/linux"
        let jobs = CompileJobs(
            frontend: bin + "/swift-frontend", clang: bin + "/clang", hasLLD: files.isExecutableFile(atPath: bin + "/ld.lld"),
            runtimeDirectory: runtime, swiftrt: runtime + "/\(arch)/swiftrt.o",
            pluginPaths: [usr + "/lib/swift/host/plugins", usr + "/local/lib/swift/host/plugins"],
            pluginServer: files.fileExists(atPath: usr + "/lib/swift/host/libSwiftInProcPluginServer.so")
                ? usr + "/lib/swift/host/libSwiftInProcPluginServer.so" : nil,
            triple: arch + "-unknown-linux-gnu")
        guard files.isExecutableFile(atPath: jobs.frontend), files.isExecutableFile(atPath: jobs.clang),
            files.fileExists(atPath: jobs.swiftrt)
        else { return nil }
        return jobs
    }

    /// `swift-frontend`'s arguments: every file in one job (whole-module), an object at `object`.
    /// `flags`: the language and optimisation flags the driver would pass on (`-swift-version 6`,
    /// `-Onone`, `-gline-tables-only`, …; `-Xfrontend X` given as plain `X`).
    func frontendArguments(files: [String], flags: [String], moduleName: String, modules: String, moduleCache: String, object: String)
        -> [String]
    {
        ["-frontend", "-c"] + files + [
            "-target", triple, "-disable-objc-interop",
            "-I", modules, "-module-cache-path", moduleCache,
            "-diagnostic-style", "llvm", "-no-color-diagnostics", "-Xcc", "-fno-color-diagnostics",
        ] + flags + [
            "-module-name", moduleName, "-parse-as-library",
        ] + pluginPaths.flatMap { ["-plugin-path", $0] } + (pluginServer.map { ["-in-process-plugin-server-path", $0] } ?? [])
            + ["-o", object]
    }

    /// clang's arguments to link `object` into the shared library `output`, with the libraries
    /// the object names (`libraries`: `-lswiftCore`, `-lFoundation`, …, from `autolinkEntries`).
    func linkArguments(object: String, libraries: [String], output: String) -> [String] {
        ["-shared"] + (hasLLD ? ["-fuse-ld=lld"] : []) + [
            "-Xlinker", "--build-id", "-Xlinker", "-rpath", "-Xlinker", runtimeDirectory,
            swiftrt, object,
        ] + libraries + ["-L", runtimeDirectory, "-lswiftCore", "--target=\(triple)", "-o", output]
    }

    /// The placeholders a linker template holds for the object (followed by its libraries) and
    /// the library written.
    static let objectPlaceholder = "<orbit-object>"
    static let outputPlaceholder = "<orbit-output>"

    /// The linker's command line that clang runs for `linkQueryArguments(object:output:)`, as
    /// `clang -###` prints it (its last line: each argument in double quotes, `\"` and `\\`
    /// escaped), with `object` and `output` replaced by the placeholders; nil when the line is not
    /// one linker run holding each of them once (pure).
    ///
    /// clang is a driver: linking through it costs a second process (about 30 ms of a 60 ms link
    /// measured), so the compiler asks it once per process what it would run, and then runs that
    /// itself with each library's object, libraries and output (`linkCommand`).
    static func linkerTemplate(fromDriverOutput driverOutput: String, object: String, output: String) -> [String]? {
        guard let line = driverOutput.split(separator: "\n").last(where: { $0.hasPrefix(" \"") }) else { return nil }
        var arguments: [String] = []
        var current: [Character]?
        var escaped = false
        for character in line {
            if var argument = current {
                if escaped {
                    argument.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    let text = String(argument)
                    arguments.append(text == object ? objectPlaceholder : text == output ? outputPlaceholder : text)
                    current = nil
                    continue
                } else {
                    argument.append(character)
                }
                current = argument
            } else if character == "\"" {
                current = []
            }
        }
        guard current == nil, let program = arguments.first, program.hasPrefix("/"),
            (program as NSString).lastPathComponent.hasPrefix("ld"),
            arguments.filter({ $0 == objectPlaceholder }).count == 1, arguments.filter({ $0 == outputPlaceholder }).count == 1
        else { return nil }
        return arguments
    }

    /// The program and arguments that link `object` with `libraries` into `output`: the linker
    /// itself when `template` (from `linkerTemplate`) is given and every library is a plain
    /// `-lNAME`, else clang with `linkArguments` (pure).
    func linkCommand(object: String, libraries: [String], output: String, template: [String]?) -> (program: String, arguments: [String]) {
        guard let template, libraries.allSatisfy({ $0.hasPrefix("-l") && !$0.dropFirst(2).isEmpty }) else {
            return (clang, linkArguments(object: object, libraries: libraries, output: output))
        }
        let arguments = template.dropFirst().flatMap { argument -> [String] in
            switch argument {
            case Self.objectPlaceholder: [object] + libraries
            case Self.outputPlaceholder: [output]
            default: [argument]
            }
        }
        return (template[0], arguments)
    }

    /// clang's arguments that print, without linking, the linker run `linkArguments` would make
    /// for `object` (an existing file: clang looks) with no libraries (`-###`).
    func linkQueryArguments(object: String, output: String) -> [String] {
        ["-###"] + linkArguments(object: object, libraries: [], output: output)
    }

    /// The linker templates asked of clang so far in this process, by jobs (nil: clang's answer
    /// was not usable, so these jobs link through clang).
    private static let templates = TemplateStore()

    private final class TemplateStore: @unchecked Sendable {
        private let lock = NSLock()
        private var found: [CompileJobs: [String]?] = [:]

        func template(for jobs: CompileJobs, ask: () throws(LiveLayoutError) -> [String]?) throws(LiveLayoutError) -> [String]? {
            if let known = lock.withLock({ found[jobs] }) { return known }
            let answer = try ask()
            lock.withLock { found[jobs] = .some(answer) }
            return answer
        }
    }

    /// The linker template of these jobs (`linkerTemplate`): remembered in the process, else
    /// asked of clang now with `run` (`clang -###` for `object`, an existing file, and `output`).
    func linkerTemplate(
        object: String, output: String, run: (_ program: String, _ arguments: [String]) throws(LiveLayoutError) -> ChildProcess.Result
    ) throws(LiveLayoutError) -> [String]? {
        try Self.templates.template(for: self) { () throws(LiveLayoutError) -> [String]? in
            let answer = try run(clang, linkQueryArguments(object: object, output: output))
            guard answer.termination == .exited(0) else { return nil }
            return Self.linkerTemplate(fromDriverOutput: answer.standardError, object: object, output: output)
        }
    }

    /// The section of a Swift object that lists the libraries it needs, as linker flags.
    static let autolinkSection = ".swift1_autolink_entries"

    /// The linker flags in the object file `bytes` (`autolinkSection`: NUL-separated, repeats
    /// dropped), in order; nil when `bytes` is not a little-endian 64-bit ELF file (pure).
    ///
    /// - Complexity: O(s + n) in the number of sections and the section's bytes.
    static func autolinkEntries(in bytes: [UInt8]) -> [String]? {
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        // ELF magic, 64-bit (class 2), little-endian (data 1).
        guard bytes.count >= 64, bytes[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]), bytes[4] == 2, bytes[5] == 1,
            let tableOffset = integer(0x28, 8), let entrySize = integer(0x3A, 2), let count = integer(0x3C, 2),
            let namesIndex = integer(0x3E, 2), entrySize >= 64, namesIndex < count
        else { return nil }
        func header(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
            let base = tableOffset + index * entrySize
            guard let name = integer(base, 4), let offset = integer(base + 24, 8), let size = integer(base + 32, 8),
                offset <= bytes.count, size <= bytes.count - offset
            else { return nil }
            return (name, offset, size)
        }
        guard let names = header(namesIndex) else { return nil }
        let wanted = Array(autolinkSection.utf8)
        var entries: [String] = []
        for index in 0..<count {
            guard let section = header(index) else { return nil }
            let start = names.offset + section.name
            guard start + wanted.count < names.offset + names.size,
                bytes[start..<(start + wanted.count)].elementsEqual(wanted), bytes[start + wanted.count] == 0
            else { continue }
            for entry in bytes[section.offset..<(section.offset + section.size)].split(separator: 0) {
                let flag = String(decoding: entry, as: UTF8.self)
                if !entries.contains(flag) { entries.append(flag) }
            }
        }
        return entries
    }
}
