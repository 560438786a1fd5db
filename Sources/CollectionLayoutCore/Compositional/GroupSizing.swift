/// The groups of one section that self-sizing has measured: their templates and lengths along
/// the scroll axis, and the running sum of how much longer than the estimate each is, so that a
/// group's position is found by binary search.
struct GroupSizing: Sendable {
    /// Measured lengths along the scroll axis by item, points.
    var lengths: [Int: Double] = [:]
    /// Measured groups by index.
    var groups: [Int: (template: GroupTemplate, length: Double)] = [:]
    /// The measured groups' indices, ascending, and the sum of (length - estimate) through each.
    private(set) var order: [Int] = []
    private(set) var shiftThrough: [Double] = []
    /// The longest measured group, points (0 when none).
    private(set) var longest = 0.0
    /// How far the measured groups' elements reach before their origin and past their end.
    private(set) var reachBefore = 0.0
    private(set) var reachAfter = 0.0

    /// How much longer than estimated all measured groups are together.
    var totalShift: Double { shiftThrough.last ?? 0 }

    /// How much longer than estimated the measured groups before `group` are. O(log m).
    func shift(before group: Int) -> Double {
        let low = partitionPoint(in: 0..<order.count) { order[$0] < group }
        return low == 0 ? 0 : shiftThrough[low - 1]
    }

    /// Records group `index` measured (`estimate` is every group's estimated length).
    ///
    /// - Complexity: O(m) for m measured groups.
    mutating func set(group index: Int, template: GroupTemplate, length: Double, estimate: Double) {
        groups[index] = (template, length)
        var position = 0, high = order.count
        while position < high {
            let middle = (position + high) / 2
            if order[middle] < index { position = middle + 1 } else { high = middle }
        }
        if position == order.count || order[position] != index {
            order.insert(index, at: position)
            shiftThrough.insert(0, at: position)
        }
        var sum = position == 0 ? 0 : shiftThrough[position - 1]
        for at in position..<order.count {
            sum += (groups[order[at]]?.length ?? estimate) - estimate
            shiftThrough[at] = sum
        }
        let axis = template.estimatedAxis
        longest = 0
        reachBefore = 0
        reachAfter = 0
        for measured in groups.values {
            longest = Swift.max(longest, measured.length)
            reachBefore = Swift.max(reachBefore, -measured.template.reach.min(axis))
            reachAfter = Swift.max(reachAfter, measured.template.reach.max(axis) - measured.length)
        }
    }
}
