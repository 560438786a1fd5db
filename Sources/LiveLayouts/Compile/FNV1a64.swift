/// The 64-bit FNV-1a hash, for cache keys: fast, dependency-free and stable across runs and
/// machines (unlike `Hasher`, which is seeded per process). Not for security.
///
/// - Complexity: O(n) in the bytes hashed, one multiply per byte.
public struct FNV1a64: Sendable, Equatable {
    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Mixes in `bytes`.
    public mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// Mixes in the UTF-8 of `text` followed by a 0 byte, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ text: String) {
        combine(text.utf8)
        combine(CollectionOfOne(0))
    }

    /// The value as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
