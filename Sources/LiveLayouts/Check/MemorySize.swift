import Foundation

/// A size in bytes as people write it for `--memory-limit` and `ORBIT_CHECK_MEMORY_LIMIT`: a whole
/// number with an optional unit, `K`, `M` or `G` (powers of 1024; `B`/`iB` after it allowed), e.g.
/// `2G`, `512M`, `1536MB`, `4294967296`.
package enum MemorySize {
    /// The bytes `text` names, or nil when it is not a size of at least 1 MiB (pure).
    package static func bytes(in text: String) -> Int? {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces)).uppercased()[...]
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
            digits = digits.dropLast(suffix.count)
            break
        }
        var scale = 1
        if let unit = digits.last, let power = ["K": 10, "M": 20, "G": 30][String(unit)] {
            scale = 1 << power
            digits = digits.dropLast()
        }
        guard let number = Int(digits), number > 0 else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: scale)
        return overflow || bytes < 1 << 20 ? nil : bytes
    }

    /// `2 GB`, `512 MB` or `1536 KB` (`compact`: `2G`, `512M`, `1536K`), the largest unit that
    /// divides `bytes` (pure).
    package static func format(_ bytes: Int, compact: Bool = false) -> String {
        for (unit, power) in [("G", 30), ("M", 20), ("K", 10)] where bytes % (1 << power) == 0 {
            return compact ? "\(bytes >> power)\(unit)" : "\(bytes >> power) \(unit)B"
        }
        return compact ? String(bytes) : "\(bytes) bytes"
    }
}
