import Foundation

/// The process's memory, from /proc.
enum ProcessMemory {
    /// The resident set size now in bytes (VmRSS), or 0 where /proc is unavailable.
    static func residentBytes() -> Int { statusKilobytes("VmRSS") * 1024 }

    /// Peak resident set size in bytes (VmHWM), or 0 where /proc is unavailable.
    static func peakResidentBytes() -> Int { statusKilobytes("VmHWM") * 1024 }

    /// A `kB` field of /proc/self/status, or 0 when it cannot be read.
    private static func statusKilobytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        }
        return 0
    }
}
