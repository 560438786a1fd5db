import Foundation
import Glibc

/// Whether a file can be a whole shared library, read from its ELF header before `dlopen` maps
/// it: a cached library that a crash or a full disk left overwritten or cut short must be
/// recompiled, not loaded (`dlopen` fails on a bad header, and a library cut after its header
/// maps pages past the end of the file, which fault with SIGBUS when touched).
///
/// Checks the 64-bit ELF magic, that the section header table and every loadable segment end
/// within the file, and that the bytes still hash to the checksum written beside the library when
/// it was compiled (`checksumPath`): a library overwritten in the middle would otherwise reach
/// `dlopen`, whose loader can stop the whole process on a broken table. O(n) in the library's
/// bytes (about 120 KB for a small layout).
enum LibraryFileCheck {
    /// Where the checksum of the library at `path` is kept.
    static func checksumPath(of path: String) -> String { path + ".fnv" }

    /// FNV-1a-64 of the file's bytes as hex, or nil when it cannot be read.
    static func checksum(of path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hash = FNV1a64()
        data.withUnsafeBytes { hash.combine($0) }
        return hash.hex
    }

    /// Nil when `path` is whole and matches its checksum, else what is wrong.
    static func problem(at path: String) -> String? {
        if let problem = headerProblem(at: path) { return problem }
        guard let expected = try? String(contentsOfFile: checksumPath(of: path), encoding: .utf8) else {
            return "no checksum beside it"
        }
        return checksum(of: path) == expected ? nil : "its bytes changed since it was compiled"
    }

    /// Nil when `path` looks whole, else what is wrong (`not an ELF file`, `cut short: …`).
    static func headerProblem(at path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errorText(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return errorText(errno) }
        let size = UInt64(status.st_size)
        guard let header = read(descriptor, at: 0, count: 64), header.count == 64 else { return "too short for an ELF header" }
        guard header[0..<4] == [0x7f, 0x45, 0x4c, 0x46] else { return "not an ELF file" }
        guard header[4] == 2, header[5] == 1 else { return "not a 64-bit little-endian ELF file" }
        let programOffset = word(header, 0x20, 8), sectionOffset = word(header, 0x28, 8)
        let programSize = word(header, 0x36, 2), programCount = word(header, 0x38, 2)
        let sectionSize = word(header, 0x3a, 2), sectionCount = word(header, 0x3c, 2)
        guard sectionOffset.addingReportingOverflow(sectionSize * sectionCount).partialValue <= size,
            programOffset + programSize * programCount <= size, programSize >= 56
        else { return "cut short: its headers end past the end of the file" }
        guard let table = read(descriptor, at: programOffset, count: Int(programSize * programCount)) else {
            return "cut short: its program headers end past the end of the file"
        }
        for index in 0..<Int(programCount) {
            let base = index * Int(programSize)
            guard word(table, base, 4) == 1 else { continue }  // PT_LOAD
            let (end, overflow) = word(table, base + 8, 8).addingReportingOverflow(word(table, base + 0x20, 8))
            if overflow || end > size { return "cut short: a segment ends past the end of the file" }
        }
        return nil
    }

    private static func read(_ descriptor: Int32, at offset: UInt64, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
        return got == count ? bytes : nil
    }

    /// The little-endian unsigned integer of `width` bytes at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> UInt64 {
        (0..<width).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
}
