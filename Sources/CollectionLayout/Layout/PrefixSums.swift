/// Lengths laid end to end whose single entries change: a Fenwick (binary indexed) tree, so that a
/// self-sizing layout moves everything after a resized line in O(log n), not O(n).
///
/// Entry `i` has a length (points, non-negative); `offset(of: i)` is the sum of the entries before
/// it. Building costs O(n); `set`, `offset(of:)` and `index(at:)` cost O(log n).
public struct PrefixSums: Hashable, Sendable {
    /// The entries' own values.
    public private(set) var values: [Double]
    /// tree[k] (1-based) is the sum of values[k - lowbit(k) ..< k].
    private var tree: [Double]

    /// `count` entries of `value` each. O(n).
    public init(count: Int, value: Double) {
        let count = Swift.max(0, count)
        values = Array(repeating: value, count: count)
        tree = Array(repeating: 0, count: count + 1)
        // Linear build: each node adds itself to its parent.
        for k in 1...Swift.max(1, count) where k <= count {
            tree[k] += value
            let parent = k + (k & -k)
            if parent <= count { tree[parent] += tree[k] }
        }
    }

    public var count: Int { values.count }

    /// The sum of every entry. O(log n).
    public var total: Double { offset(of: count) }

    /// Sets entry `index` (in range) to `value`. O(log n).
    public mutating func set(_ index: Int, to value: Double) {
        let delta = value - values[index]
        guard delta != 0 else { return }
        values[index] = value
        var k = index + 1
        while k < tree.count {
            tree[k] += delta
            k += k & -k
        }
    }

    /// The sum of the entries before `index` (`0...count`). O(log n).
    public func offset(of index: Int) -> Double {
        var sum = 0.0, k = Swift.min(Swift.max(0, index), count)
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
    }

    /// The last entry whose offset is at or before `position` (0 when `position` is before every
    /// entry, `count - 1` past the end; 0 when empty). O(log n): a descent through the tree.
    public func index(at position: Double) -> Int {
        guard count > 0, position.isFinite || position > 0 else { return 0 }
        // The number of entries whose end is at or before `position`...
        var k = 0, remaining = position
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = k + step
            if next <= count, tree[next] <= remaining {
                k = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // ...is the index of the entry that contains it.
        return Swift.min(k, count - 1)
    }
}
