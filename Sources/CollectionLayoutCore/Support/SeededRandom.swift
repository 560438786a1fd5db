/// SplitMix64: a tiny seeded generator, so that the same seed inserts at the same indices on
/// every machine (taps on empty space, `--seed`).
public struct SeededRandom: RandomNumberGenerator, Hashable, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0...upper` (upper >= 0) by multiply-shift: defined here, not by the standard
    /// library, so it never changes with the toolchain.
    public mutating func index(through upper: Int) -> Int {
        guard upper > 0 else { return 0 }
        return Int(next().multipliedFullWidth(by: UInt64(upper) + 1).high)
    }

    /// A number in `0..<1` from the top 53 bits (defined here, like `index(through:)`).
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }
}
