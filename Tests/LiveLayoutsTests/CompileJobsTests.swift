import Foundation
import Glibc
import Testing

@testable import LiveLayouts

/// The compile run without the driver (`CompileJobs`), and the FIFO that hands a pre-started
/// check its library (`LibraryChannel`).
@Suite struct CompileJobsTests {
    /// A fresh folder holding a new line layout (`Line.swift`), a compiler caching in it, its jobs,
    /// and where an object would go (`line.o`).
    static func lineSetup() throws -> (folder: String, source: String, compiler: LayoutSourceCompiler, jobs: CompileJobs, object: String) {
        let folder = try LiveTest.makeFolder()
        let source = try LiveTest.write(LiveTest.nonce + LiveTest.lineLayoutFile(spacing: 12), to: "Line.swift", in: folder)
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        let jobs = try #require(compiler.jobs, "this toolchain's swift-frontend and clang are beside swiftc")
        return (folder, source, compiler, jobs, folder + "/line.o")
    }

    @Test func theObjectsLibrariesAreReadFromItsAutolinkSection() throws {
        let (folder, source, compiler, jobs, object) = try Self.lineSetup()
        defer { LiveTest.remove(folder) }
        let arguments = jobs.frontendArguments(
            files: [source], flags: compiler.frontendFlags(uikit: false), moduleName: "LineCheck", modules: compiler.modules.directory,
            moduleCache: compiler.moduleCacheDirectory, object: object)
        let result = try ChildProcess(executable: jobs.frontend, arguments: arguments, timeLimit: 120).run()
        #expect(result.termination == .exited(0), "\(result.standardError)")
        let entries = try #require(CompileJobs.autolinkEntries(in: Array(try Data(contentsOf: URL(fileURLWithPath: object)))))
        // What swift-autolink-extract prints for the same object (in another order: shared
        // libraries, so the order does not matter).
        let extracted = try ChildProcess(
            executable: (jobs.frontend as NSString).deletingLastPathComponent + "/swift-autolink-extract", arguments: [object, "-o", "-"],
            timeLimit: 60
        ).run()
        #expect(Set(entries) == Set(extracted.standardOutput.split(separator: "\n").map(String.init)))
        #expect(Set(entries).count == entries.count)
        #expect(entries.contains("-lswiftCore"))
    }

    @Test func aFileThatIsNotAnELFObjectHasNoEntries() {
        #expect(CompileJobs.autolinkEntries(in: Array("not an object".utf8)) == nil)
        #expect(CompileJobs.autolinkEntries(in: []) == nil)
        var truncated: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1] + [UInt8](repeating: 0, count: 58)
        truncated[0x28] = 0xFF  // a section table past the end
        truncated[0x3C] = 3
        #expect(CompileJobs.autolinkEntries(in: truncated) == nil)
    }

    @Test func aChannelHandsOverWhatWasSentAndNothingWhenCalledOff() throws {
        // Sent before the child opens it (a cached library): still there when it does.
        let channel = try LibraryChannel()
        channel.send(["/cache/liborbit-live-1.so", "/a/Two\nLines.swift", "/a/B.swift"])
        #expect(LibraryChannel.receive(at: channel.path) == ["/cache/liborbit-live-1.so", "/a/Two\nLines.swift", "/a/B.swift"])
        let path = channel.path
        channel.remove()
        #expect(!FileManager.default.fileExists(atPath: path))

        let calledOff = try LibraryChannel()
        calledOff.send([])
        #expect(LibraryChannel.receive(at: calledOff.path) == nil)
        calledOff.remove()
    }
}

/// The link run without clang's driver: the linker command clang prints once (`-###`), reused.
@Suite struct LinkerTemplateTests {
    @Test func theDriversLinkerLineBecomesATemplateWithThePlaceholders() throws {
        let printed = """
            clang version 17.0.0
            Target: x86_64-unknown-linux-gnu
             "/tc/bin/ld.lld" "--hash-style=gnu" "-shared" "-o" "/w/out.so" "/lib/crti.o" "/tc/swiftrt.o" "/w/lib.o" "-lswiftCore" "a \\"quoted\\" \\\\ arg" "/lib/crtn.o"
            """
        let template = try #require(CompileJobs.linkerTemplate(fromDriverOutput: printed, object: "/w/lib.o", output: "/w/out.so"))
        #expect(template == [
            "/tc/bin/ld.lld", "--hash-style=gnu", "-shared", "-o", CompileJobs.outputPlaceholder, "/lib/crti.o", "/tc/swiftrt.o",
            CompileJobs.objectPlaceholder, "-lswiftCore", #"a "quoted" \ arg"#, "/lib/crtn.o",
        ])
        let jobs = CompileJobs(
            frontend: "/tc/bin/swift-frontend", clang: "/tc/bin/clang", hasLLD: true, runtimeDirectory: "/tc/lib", swiftrt: "/tc/swiftrt.o",
            pluginPaths: [], pluginServer: nil, triple: "x86_64-unknown-linux-gnu")
        let direct = jobs.linkCommand(object: "/v/x.o", libraries: ["-lFoundation", "-lswiftCore"], output: "/v/x.so", template: template)
        #expect(direct.program == "/tc/bin/ld.lld")
        #expect(direct.arguments == [
            "--hash-style=gnu", "-shared", "-o", "/v/x.so", "/lib/crti.o", "/tc/swiftrt.o", "/v/x.o", "-lFoundation", "-lswiftCore",
            "-lswiftCore", #"a "quoted" \ arg"#, "/lib/crtn.o",
        ])
        // A library flag the template cannot place, or no template: clang links, as before.
        #expect(jobs.linkCommand(object: "/v/x.o", libraries: ["-framework", "X"], output: "/v/x.so", template: template).program == "/tc/bin/clang")
        #expect(jobs.linkCommand(object: "/v/x.o", libraries: [], output: "/v/x.so", template: nil).program == "/tc/bin/clang")
    }

    @Test func anAnswerThatIsNotOneLinkerRunIsNotATemplate() {
        #expect(CompileJobs.linkerTemplate(fromDriverOutput: "", object: "/w/lib.o", output: "/w/out.so") == nil)
        // The object twice, no output, an unterminated quote, a program that is not a linker.
        #expect(CompileJobs.linkerTemplate(fromDriverOutput: #" "/bin/ld" "/w/lib.o" "/w/lib.o" "-o" "/w/out.so""#, object: "/w/lib.o", output: "/w/out.so") == nil)
        #expect(CompileJobs.linkerTemplate(fromDriverOutput: #" "/bin/ld" "/w/lib.o""#, object: "/w/lib.o", output: "/w/out.so") == nil)
        #expect(CompileJobs.linkerTemplate(fromDriverOutput: #" "/bin/ld" "/w/lib.o" "-o" "/w/out.so"#, object: "/w/lib.o", output: "/w/out.so") == nil)
        #expect(CompileJobs.linkerTemplate(fromDriverOutput: #" "/bin/cc1" "/w/lib.o" "-o" "/w/out.so""#, object: "/w/lib.o", output: "/w/out.so") == nil)
    }

    @Test func theToolchainsClangGivesATemplateWhoseLibraryLoads() throws {
        let (folder, source, compiler, jobs, object) = try CompileJobsTests.lineSetup()
        defer { LiveTest.remove(folder) }
        let output = folder + "/line.so"
        try Data().write(to: URL(fileURLWithPath: object))
        let answer = try ChildProcess(executable: jobs.clang, arguments: jobs.linkQueryArguments(object: object, output: output), timeLimit: 60).run()
        let template = try #require(CompileJobs.linkerTemplate(fromDriverOutput: answer.standardError, object: object, output: output), "\(answer.standardError)")
        // What clang was asked to pass on is there, around the object.
        #expect(template.contains(jobs.swiftrt) && template.contains(jobs.runtimeDirectory) && template.contains("-lswiftCore"))
        // The compiler links with it: its library loads and lays out as the file says.
        let library = try compiler.compile([source])
        #expect(!library.wasCached)
        let loaded = try LayoutLibraryLoader().load(library)
        #expect(loaded.layouts.map(\.name) == ["live-line"])
    }
}
