/// Binary search over indices: the first index of `range` at which `isBefore` no longer holds,
/// for a predicate that holds on a prefix of the range and not after it (sorted ends, starts,
/// running sums); `range.upperBound` when it holds everywhere. The one search the layouts, the
/// host and the checkers use to find a section, a group or a row from a position.
///
/// - Complexity: O(log n) calls of `isBefore`.
@inlinable
package func partitionPoint(in range: Range<Int>, isBefore: (Int) -> Bool) -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
        let middle = low + (high - low) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}
