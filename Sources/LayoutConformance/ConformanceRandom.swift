import CollectionLayoutCore

/// The checker's random choices, drawn from the core's `SeededRandom` (SplitMix64) with
/// arithmetic defined here, not by the standard library's algorithms: the same seed picks the
/// same rects and proposals on every toolchain and machine.
struct ConformanceRandom {
    private var base: SeededRandom

    init(seed: UInt64) {
        base = SeededRandom(seed: seed)
    }

    /// A number in `0..<1` with 53 random bits.
    mutating func unit() -> Double { base.unit() }

    /// An index in `0..<count` (count > 0).
    mutating func index(below count: Int) -> Int { base.index(through: Swift.max(0, count - 1)) }

    mutating func chance(_ probability: Double) -> Bool { base.chance(probability) }

    /// A rect somewhere around `area`: from half a span before it to half a span past it, up to a
    /// span wide and high, one time in ten with zero width or height (which meets nothing).
    mutating func rect(around area: Rect) -> Rect {
        let spanX = Swift.max(1, area.width), spanY = Swift.max(1, area.height)
        let x = area.minX + (unit() * 2 - 0.5) * spanX, y = area.minY + (unit() * 2 - 0.5) * spanY
        let width = chance(0.05) ? 0 : unit() * spanX, height = chance(0.05) ? 0 : unit() * spanY
        return Rect(x: x, y: y, width: width, height: height)
    }
}
