import Foundation
import Glibc

/// The process's resident memory, from `/proc/self/statm`.
public enum ResidentMemory {
    /// Resident bytes now, or 0 where /proc is unavailable. One small file read (tens of µs).
    public static func currentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        return bytes(statm: text, pageSize: Int(sysconf(Int32(_SC_PAGESIZE)))) ?? 0
    }

    /// Resident bytes from the text of `/proc/<pid>/statm` (`size resident shared text lib data dt`,
    /// in pages), or nil when it is malformed (pure).
    public static func bytes(statm: String, pageSize: Int) -> Int? {
        let fields = statm.split(whereSeparator: \.isWhitespace)
        guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
        return pages * pageSize
    }
}
