import Foundation
import OrbitSession
import OrbitSupport
import Testing

/// `OutputFile` and `RegularFile`, the one way Orbit writes and the one way it opens what it reads.
@Suite struct OutputFileTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "orbit-output-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aWholeFileIsWrittenAndClosed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try OutputFile(path: folder + "/a.txt")
        try file.write("one\n")
        try file.write(Array("two\n".utf8))
        try file.close()
        try file.close()
        #expect(file.byteCount == 8)
        #expect(try String(contentsOfFile: folder + "/a.txt", encoding: .utf8) == "one\ntwo\n")
        // Exclusive: an existing file is not replaced.
        #expect(throws: FileError.self) { try OutputFile.write("x", toPath: folder + "/a.txt", exclusive: true) }
        try OutputFile.write("three\n", toPath: folder + "/a.txt", atomically: true)
        #expect(try String(contentsOfFile: folder + "/a.txt", encoding: .utf8) == "three\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.txt"])
    }

    /// The full device: one line naming the file and the problem, the device left in place, and
    /// every later write the same error.
    @Test func aFullDeviceIsOneLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/t.jsonl", withDestinationPath: "/dev/full")
        let file = try OutputFile(path: folder + "/t.jsonl")
        #expect(throws: FileError(verb: "write", name: "'\(folder)/t.jsonl'", reason: "no space left on device", code: ENOSPC)) {
            try file.write("a line\n")
        }
        #expect(throws: FileError.self) { try file.close() }
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
        let error = try #require(throws: FileError.self) { try OutputFile.write("x", toPath: "/dev/full") }
        #expect(error.message == "cannot write '/dev/full': no space left on device")
        // A folder that is not there.
        let missing = try #require(throws: FileError.self) { try OutputFile(path: folder + "/no/x.png") }
        #expect(missing.message == "cannot write '\(folder)/no/x.png': no such file or directory")
    }

    /// A FIFO without a reader fails at once instead of blocking the writer.
    @Test func aFIFOWithoutAReaderIsRefusedForWriting() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/p", 0o600) == 0)
        let error = try #require(throws: FileError.self) { try OutputFile(path: folder + "/p") }
        #expect(error.reason == "no such device or address")
    }

    /// Only regular files are read: a FIFO, a device and a folder are refused without a read.
    @Test func onlyRegularFilesAreRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/x.png", 0o600) == 0)
        let fifo = try #require(throws: FileError.self) { try RegularFile.read(folder + "/x.png") }
        #expect(fifo.message == "cannot read '\(folder)/x.png': a FIFO, not a regular file")
        #expect(throws: FileError(verb: "read", name: "'/dev/zero'", reason: "a device, not a regular file")) {
            try RegularFile.read("/dev/zero")
        }
        #expect(throws: FileError(verb: "read", name: "'\(folder)'", reason: "a folder, not a regular file")) {
            try RegularFile.read(folder)
        }
        let missing = try #require(throws: FileError.self) { try RegularFile.read(folder + "/none") }
        #expect(missing.reason == "no such file" && missing.code == ENOENT)
        try Data("hello".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
        #expect(try RegularFile.read(folder + "/a.txt") == Array("hello".utf8))
        #expect(throws: FileError.self) { try RegularFile.read(folder + "/a.txt", limit: 4) }
    }
}
