/// A masonry (docs/LAYOUTS.md "waterfall", seed 001 §1): equal lanes across the scroll axis, items of
/// uneven length stacked in them.
///
/// `prepare` places every item once, O(n) (O(n log lanes) for `shortest`), and keeps 16 bytes per
/// item: its origin along the scroll axis, its lane, and its slot in the lane's index. Queries
/// binary-search each lane: O(lanes * log n + k).
public struct WaterfallLayout: CollectionViewLayout {
    /// How an item chooses its lane.
    public enum Placement: String, Sendable, CaseIterable {
        /// The lane whose end is nearest the start, lowest index on ties.
        case shortest
        /// Lane `i % lanes`, the seed's rule.
        case roundRobin
    }

    /// The scroll direction: vertical stacks items in columns, horizontal in rows.
    public var direction: Axis = .vertical
    /// Columns when vertical, rows when horizontal.
    public var lanes = 2
    /// Gap between columns (vertical) or along a row (horizontal), points.
    public var columnSpacing = 5.0
    /// Gap along a column (vertical) or between rows (horizontal), points.
    public var rowSpacing = 5.0
    public var margin = EdgeInsets(all: 5)
    /// Column width when vertical; nil derives it from the bounds.
    public var laneWidth: Double?
    /// Row height when horizontal; nil derives it from the bounds.
    public var laneHeight: Double?
    public var placement: Placement = .shortest
    /// Item lengths along the scroll axis, cycled over the items; empty uses the context's
    /// per-item lengths, then the seed's pattern (twice the lane thickness, 20 less for item 1).
    public var lengths: [Double] = []

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var index = Index()
    /// Self-sizing: lengths along the scroll axis the items' content preferred (a picture at its
    /// aspect ratio across the lane), by item; a full `prepare` drops them (WaterfallLayout+SelfSizing).
    var preferredLengths: [Int: Double] = [:]
    var keepsPreferredLengths = false

    public init() {}

    /// The placed items, laid out for search.
    struct Index: Sendable {
        var laneThickness = 0.0
        /// Leading edge of each item along the scroll axis, by item.
        var origins: [Double] = []
        /// Lane of each item, by item.
        var laneOfItem: [Int32] = []
        /// Items of each lane in placement order: origins and ends increase along each list.
        var itemsOfLane: [[Int32]] = []
        var contentLength = 0.0
    }

    /// Gap between lanes.
    private var laneSpacing: Double { direction == .vertical ? columnSpacing : rowSpacing }
    /// Gap between consecutive items of a lane.
    private var itemSpacing: Double { direction == .vertical ? rowSpacing : columnSpacing }

    /// - Complexity: O(n log lanes).
    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
        if !keepsPreferredLengths { preferredLengths = [:] }
        let along = direction, across = direction.crossed
        let laneCount = Swift.max(1, lanes)
        let explicitThickness = direction == .vertical ? laneWidth : laneHeight
        let derived = (context.boundsSize[across] - margin.leading(across) - margin.trailing(across)
            - laneSpacing * Double(laneCount - 1)) / Double(laneCount)
        let thickness = Swift.max(0, explicitThickness ?? derived)

        var index = Index()
        index.laneThickness = thickness
        let count = context.itemCount
        // Appending into reserved storage writes each element once (no zero fill first).
        index.origins.reserveCapacity(count)
        index.laneOfItem.reserveCapacity(count)
        index.itemsOfLane = Array(repeating: [], count: laneCount)
        for lane in 0..<laneCount { index.itemsOfLane[lane].reserveCapacity(count / laneCount + 1) }

        let start = margin.leading(along)
        var lastEnd = [Double?](repeating: nil, count: laneCount)
        var queue = LaneQueue(lanes: laneCount, start: start)
        for item in 0..<count {
            let lane = placement == .roundRobin ? item % laneCount : queue.shortest
            let origin = queue.end(of: lane)
            let end = origin + length(of: item, thickness: thickness)
            index.origins.append(origin)
            index.laneOfItem.append(Int32(lane))
            index.itemsOfLane[lane].append(Int32(item))
            lastEnd[lane] = end
            queue.setEnd(of: lane, to: end + itemSpacing)
        }
        index.contentLength = lastEnd.map { end in end.map { $0 + margin.trailing(along) } ?? start }.max() ?? start
        self.index = index
    }

    /// The length of `item` along the scroll axis, never negative.
    private func length(of item: Int, thickness: Double) -> Double {
        if !preferredLengths.isEmpty, let preferred = preferredLengths[item] { return Swift.max(0, preferred) }
        if !lengths.isEmpty { return Swift.max(0, lengths[item % lengths.count]) }
        if item < context.itemLengths.count { return Swift.max(0, context.itemLengths[item]) }
        return Swift.max(0, 2 * thickness - (item == 1 ? 20 : 0))
    }

    /// The bytes the search index holds (by capacity), for the benchmark's bytes-per-item figure.
    public var indexByteCount: Int {
        index.origins.capacity * MemoryLayout<Double>.stride
            + index.laneOfItem.capacity * MemoryLayout<Int32>.stride
            + index.itemsOfLane.reduce(0) { $0 + $1.capacity * MemoryLayout<Int32>.stride }
    }

    public var contentSize: Size {
        Size(along: direction, index.contentLength, across: context.boundsSize[direction.crossed])
    }

    /// The leading edge of `lane` across the scroll axis.
    private func laneOrigin(_ lane: Int) -> Double {
        margin.leading(direction.crossed) + Double(lane) * (index.laneThickness + laneSpacing)
    }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        let thickness = index.laneThickness
        let size = Size(along: direction, length(of: item, thickness: thickness), across: thickness)
        let origin = Point(along: direction, index.origins[item], across: laneOrigin(Int(index.laneOfItem[item])))
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2), size: size)
    }

    /// - Complexity: O(lanes * log n + k) for k results.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        let along = direction, across = direction.crossed
        let low = rect.min(along), high = rect.max(along)
        var result: [LayoutAttributes] = []
        for (lane, items) in index.itemsOfLane.enumerated() {
            let laneLow = laneOrigin(lane)
            guard laneLow < rect.max(across), laneLow + index.laneThickness > rect.min(across) else { continue }
            // First item of the lane whose end is past `low`: ends increase along the lane.
            var lower = 0, upper = items.count
            while lower < upper {
                let middle = (lower + upper) / 2
                let item = Int(items[middle])
                if index.origins[item] + length(of: item, thickness: index.laneThickness) > low {
                    upper = middle
                } else {
                    lower = middle + 1
                }
            }
            for position in lower..<items.count {
                let item = Int(items[position])
                if index.origins[item] >= high { break }
                if let attributes = attributes(at: ItemIndexPath(item: item)), attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
        }
        result.sort { $0.indexPath < $1.indexPath }
        return result
    }
}

/// The end of every lane with the shortest one at hand: a binary min-heap ordered by (end, lane),
/// so ties go to the lowest lane.
struct LaneQueue {
    private var ends: [Double]
    private var heap: [Int]
    private var position: [Int]

    init(lanes: Int, start: Double) {
        ends = Array(repeating: start, count: lanes)
        heap = Array(0..<lanes)
        position = Array(0..<lanes)
    }

    /// The lane with the smallest end, lowest index on ties. O(1).
    var shortest: Int { heap[0] }

    func end(of lane: Int) -> Double { ends[lane] }

    /// Moves a lane's end; ends only grow in a waterfall, so the lane sinks. O(log lanes).
    mutating func setEnd(of lane: Int, to end: Double) {
        ends[lane] = end
        var slot = position[lane]
        while slot > 0, precedes(heap[slot], heap[(slot - 1) / 2]) {
            swapSlots(slot, (slot - 1) / 2)
            slot = (slot - 1) / 2
        }
        while true {
            let left = 2 * slot + 1, right = left + 1
            var best = slot
            if left < heap.count, precedes(heap[left], heap[best]) { best = left }
            if right < heap.count, precedes(heap[right], heap[best]) { best = right }
            if best == slot { return }
            swapSlots(slot, best)
            slot = best
        }
    }

    private func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        ends[lhs] < ends[rhs] || (ends[lhs] == ends[rhs] && lhs < rhs)
    }

    private mutating func swapSlots(_ i: Int, _ j: Int) {
        heap.swapAt(i, j)
        position[heap[i]] = i
        position[heap[j]] = j
    }
}

extension WaterfallLayout {
    public var flippableDirection: Axis? { direction }
}

extension WaterfallLayout: LayoutMemoryReporting {}
