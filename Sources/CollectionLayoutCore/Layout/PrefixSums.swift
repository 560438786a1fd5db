/// Lengths laid end to end whose single entries change: a Fenwick (binary indexed) tree, so that a
/// self-sizing layout moves everything after a resized line in O(log n), not O(n).
///
/// Entry `i` has a length (points, non-negative); `offset(of: i)` is the sum of the entries before
/// it. Building costs O(n); `offset(of:)` and `index(at:)` cost O(log n), `set` O(log n) nodes
/// (each summed again from its children, O(log² n) additions at most).
///
/// The tree is a function of the values alone, not of the order they were set in: every node is
/// the sum of its children and its own value, added in one fixed order, when built and when set.
/// So a layout that takes sizes one at a time places everything exactly (to the last bit) where a
/// layout prepared with those sizes at once does.
package struct PrefixSums: Hashable, Sendable {
    /// The entries' own values.
    package private(set) var values: [Double]
    /// tree[k] (1-based) is the sum of values[k - lowbit(k) ..< k].
    private var tree: [Double]

    /// `count` entries of `value` each. O(n).
    package init(count: Int, value: Double) {
        self.init(Array(repeating: value, count: Swift.max(0, count)))
    }

    /// The entries `values`, in order. O(n): a node has log(lowbit) children, n in all.
    package init(_ values: [Double]) {
        self.values = values
        tree = Array(repeating: 0, count: values.count + 1)
        for k in tree.indices.dropFirst() { tree[k] = node(k) }
    }

    /// Node `k` (1-based) from its children (`k - 2^j` for `2^j < lowbit(k)`, in increasing
    /// order) and then its own value: the one order every build and update adds in.
    private func node(_ k: Int) -> Double {
        var sum = 0.0, step = (k & -k) >> 1
        while step > 0 {
            sum += tree[k - step]
            step >>= 1
        }
        return sum + values[k - 1]
    }

    package var count: Int { values.count }

    /// The sum of every entry. O(log n).
    package var total: Double { offset(of: count) }

    /// Sets entry `index` (in range) to `value`: the O(log n) nodes above it are summed again
    /// from their children (not moved by the difference, which would round differently).
    package mutating func set(_ index: Int, to value: Double) {
        guard values[index] != value else { return }
        values[index] = value
        var k = index + 1
        while k < tree.count {
            tree[k] = node(k)
            k += k & -k
        }
    }

    /// Sets several entries (`changes`: index in range, value): one by one when they are few, else
    /// every node from the lowest changed entry on is summed again, O(n - lowest), which is cheaper
    /// than `set`'s O(log n) nodes apiece once they are many. The tree is the same either way.
    package mutating func set(_ changes: [(index: Int, value: Double)]) {
        guard let lowest = changes.map(\.index).min() else { return }
        var depth = 1
        while 1 << depth < count { depth += 1 }
        guard changes.count * depth * depth > count - lowest else {
            for change in changes { set(change.index, to: change.value) }
            return
        }
        for change in changes { values[change.index] = change.value }
        for k in (lowest + 1)..<tree.count { tree[k] = node(k) }
    }

    /// The sum of the entries before `index` (`0...count`). O(log n).
    package func offset(of index: Int) -> Double {
        var sum = 0.0, k = Swift.min(Swift.max(0, index), count)
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
    }

    /// The last entry whose offset is at or before `position` (0 when `position` is before every
    /// entry, `count - 1` past the end; 0 when empty). O(log n): a descent through the tree.
    package func index(at position: Double) -> Int {
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
