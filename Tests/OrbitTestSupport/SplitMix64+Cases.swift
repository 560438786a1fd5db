import CollectionLayout

// MARK: - Repeatable randomness

/// The core's SplitMix64 generator: every randomized test sees the same inputs on every run and a
/// failure can be replayed from its seed.
public typealias SplitMix64 = SeededRandom

extension SplitMix64 {
    /// A value in `range` with at most two decimals: what a person types, and exact through the
    /// `--set` text round trip (`String(describing:)` prints the shortest exact form).
    public mutating func decimal(_ range: ClosedRange<Double>) -> Double {
        let low = Int((range.lowerBound * 100).rounded(.up)), high = Int((range.upperBound * 100).rounded(.down))
        return Double(Int.random(in: low...high, using: &self)) / 100
    }

    /// Mostly a value in the `typical` range, one time in four anywhere in `wide`: extreme
    /// parameters the outside checker may try.
    public mutating func decimal(_ typical: ClosedRange<Double>, wide: ClosedRange<Double>) -> Double {
        decimal(chance(0.25) ? wide : typical)
    }

    /// A whole number, mostly in `typical`, one time in four in `wide`.
    public mutating func integer(_ typical: ClosedRange<Int>, wide: ClosedRange<Int>) -> Int {
        let range = chance(0.25) ? wide : typical
        return Int.random(in: range, using: &self)
    }


    /// A bounds extent: mostly 1…3000, sometimes tiny (0…20, zero included).
    public mutating func extent() -> Double {
        chance(0.2) ? decimal(0...20) : decimal(1...3000)
    }

    /// An item count: 0, 1 and 2 often, otherwise up to `maximum`.
    public mutating func count(upTo maximum: Int = 500) -> Int {
        chance(0.25) ? Int.random(in: 0...2, using: &self) : Int.random(in: 0...maximum, using: &self)
    }

    /// An offset along one axis for content of `length` shown in `extent`: inside the scroll range
    /// mostly, but also negative and past the end.
    public mutating func offset(length: Double, extent: Double) -> Double {
        let maximum = Swift.max(0, length - extent)
        switch Int.random(in: 0..<10, using: &self) {
        case 0: return -decimal(0...Swift.max(1, extent))
        case 1: return maximum + decimal(0...Swift.max(1, extent))
        case 2: return 0
        case 3: return maximum
        default: return decimal(0...Swift.max(0, maximum))
        }
    }

    /// A rectangle somewhere around `area`, sometimes empty or outside it.
    public mutating func rect(around area: Rect) -> Rect {
        let spanX = Swift.max(1, area.width), spanY = Swift.max(1, area.height)
        let x = area.minX + decimal(-spanX...spanX), y = area.minY + decimal(-spanY...spanY)
        let width = chance(0.05) ? 0 : decimal(0...2 * spanX), height = chance(0.05) ? 0 : decimal(0...2 * spanY)
        return Rect(x: x, y: y, width: width, height: height)
    }
}
