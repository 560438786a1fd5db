import Foundation
import Glibc
import LiveLayouts
import Testing

/// The live cache heals itself: a cached library that was overwritten or cut short is compiled
/// again, with one note, instead of failing every later run; and swiftc's version is cached.
@Suite struct LayoutCacheRepairTests {
    enum Damage: String, CaseIterable {
        /// Cut to half its size, as a full disk during the write would leave it: `dlopen` would map
        /// pages past the end of the file, which fault with SIGBUS when touched.
        case halfTruncated
        /// Cut inside the ELF header.
        case tooShort
        /// Overwritten with text.
        case overwritten
        /// 8 KB in the middle overwritten: the header is intact (the loader can stop the process).
        case corruptedInside

        func apply(to path: String) throws {
            let data = try #require(FileManager.default.contents(atPath: path))
            var bytes = [UInt8](data)
            switch self {
            case .halfTruncated: bytes = Array(bytes.prefix(bytes.count / 2))
            case .tooShort: bytes = Array(bytes.prefix(40))
            case .overwritten: bytes = Array("not a library\n".utf8)
            case .corruptedInside:
                for index in 0x1000..<0x3000 { bytes[index] = 0xff }
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test func aDamagedCachedLibraryIsCompiledAgainWithOneNote() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let source = try LiveTest.write(LiveTest.nonce + LiveTest.lineLayoutFile(spacing: 35), to: "Line.swift", in: folder)
        let compiler = try LiveTest.compiler(cache: folder + "/cache")
        let first = try compiler.compile(source)
        #expect(first.repairNote == nil)
        let original = try #require(FileManager.default.contents(atPath: first.path))
        #expect(try compiler.compile(source).wasCached)

        for damage in Damage.allCases {
            try damage.apply(to: first.path)
            let again = try compiler.compile(source)
            #expect(!again.wasCached, "\(damage)")
            #expect(again.path == first.path)
            let note = try #require(again.repairNote, "\(damage)")
            #expect(note.hasPrefix("the cached \((first.path as NSString).lastPathComponent) was damaged ("), "\(note)")
            #expect(note.hasSuffix("): discarded and compiled again"))
            #expect(!note.contains("\n"))
            // Whole again (an ELF file; its size may differ by a few bytes of debug info from the
            // first build's), loadable, and a cache hit from now on.
            #expect(FileManager.default.contents(atPath: again.path)?.prefix(4) == original.prefix(4), "\(damage)")
            #expect(try compiler.compile(source).wasCached)
        }
        let loaded = try LayoutLibraryLoader().load(first)
        #expect(loaded.layouts.map(\.name) == ["live-line"])
        // No build folder or temporary file is left behind.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder + "/cache").filter { !$0.hasPrefix("ModuleCache") }.sorted()
        #expect(left == [(first.path as NSString).lastPathComponent, (first.path as NSString).lastPathComponent + ".fnv"])
    }

    @Test func theToolchainVersionIsReadFromTheCacheForTheSameSwiftc() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        let swiftc = try LiveTest.toolchain.get().swiftc
        let environment = ["ORBIT_SWIFTC": swiftc]
        let found = try SwiftToolchain.discover(environment: environment, cacheDirectory: folder)
        let cached = try String(contentsOfFile: folder + "/swiftc-version", encoding: .utf8)
        #expect(cached.hasSuffix("\n" + found.version + "\n"))

        // A version only the cache file knows: discover took it, so it did not run swiftc.
        let stamp = try #require(cached.split(separator: "\n").first)
        try (stamp + "\nSwift version 99.9 (from the cache)\n").write(toFile: folder + "/swiftc-version", atomically: true, encoding: .utf8)
        #expect(try SwiftToolchain.discover(environment: environment, cacheDirectory: folder).version == "Swift version 99.9 (from the cache)")

        // Another swiftc (a different stamp) runs `--version` again and rewrites the file.
        try ("/elsewhere/swiftc 1 2.0\nSwift version 99.9\n").write(toFile: folder + "/swiftc-version", atomically: true, encoding: .utf8)
        #expect(try SwiftToolchain.discover(environment: environment, cacheDirectory: folder).version == found.version)
    }

    @Test func aChildsForgottenTemporaryFilesGoWithIt() throws {
        let folder = try LiveTest.makeFolder()
        defer { LiveTest.remove(folder) }
        // The child writes into its TMPDIR and leaves the file there.
        let result = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "mkdir \"$TMPDIR/TemporaryDirectory.x\" && echo \"$TMPDIR\""], timeLimit: 10
        ).run()
        #expect(result.termination == .exited(0))
        let temporary = result.standardOutput.trimmingCharacters(in: .newlines)
        #expect(temporary.hasPrefix(NSTemporaryDirectory().replacingOccurrences(of: "//", with: "/").trimmingSuffix("/")))
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
