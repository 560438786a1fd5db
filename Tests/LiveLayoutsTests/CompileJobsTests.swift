import Foundation
import Glibc
import Testing

@testable import LiveLayouts

/// The compile run without the driver (`CompileJobs`), and the FIFO that hands a pre-started
/// check its library (`LibraryChannel`).
@Suite struct CompileJobsTests {
    @Test func theObjectsLibrariesAreReadFromItsAutolinkSection() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let source = try LiveTest.write(LiveTest.nonce + LiveTest.lineLayoutFile(spacing: 12), to: "Line.swift", in: folder)
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        let jobs = try #require(compiler.jobs, "this toolchain's swift-frontend and clang are beside swiftc")
        let object = folder + "/line.o"
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
