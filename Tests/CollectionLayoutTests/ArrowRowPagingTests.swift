@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// The arrows on a sectioned grid step one row, wherever the view rests: the row under the middle
/// of the view is the current one, and Down centres the one after it (Up the one before), never a
/// row a few points off the middle (the issue's 12.33-point step), and a press back returns.
@Suite struct ArrowRowPagingTests {
    static let size = Size(width: 1280, height: 800)

    static func album(_ settings: [String: String]) throws -> CollectionView {
        let all = ["itemSize": "180"].merging(settings) { $1 }.sorted { $0.key < $1.key }.map { LayoutSetting(key: $0.key, value: $0.value) }
        return CollectionView(layout: try LayoutDescriptor.flow.makeLayout(all), sectionItemCounts: [7, 4, 10, 12, 9], boundsSize: size)
    }

    /// The rows: the cells' spans along y, one per row, top to bottom.
    static func rows(_ view: CollectionView) -> [(min: Double, centre: Double, max: Double)] {
        let cells = view.layout.attributes(in: Rect(x: 0, y: 0, width: size.width, height: view.contentSize.height)).filter(\.isCell)
        var rows: [Double: (min: Double, centre: Double, max: Double)] = [:]
        for cell in cells { rows[(cell.frame.midY * 100).rounded()] = (cell.frame.minY, cell.frame.midY, cell.frame.maxY) }
        return rows.values.sorted { $0.centre < $1.centre }
    }

    @Test(arguments: [[String: String](), ["headerHeight": "40", "footerHeight": "24"]])
    func eachPressStepsOneRowFromWhereverTheViewRests(settings: [String: String]) throws {
        let view = try Self.album(settings)
        let rows = Self.rows(view)
        let maximum = view.layout.maximumContentOffset.y
        #expect(rows.count == 9 && maximum > 0)
        var time = 0.0
        for start in stride(from: 0.0, through: maximum, by: 12.33) {
            for step in [1, -1] {
                var pressed = view
                pressed.setContentOffset(Point(x: 0, y: start), animated: false, at: time)
                time += 1
                pressed.page(by: step, at: time)
                time += 10
                pressed.advance(to: time)
                let before = start + Self.size.height / 2, after = pressed.contentOffset.y + Self.size.height / 2
                // The current row: the one under the middle (nearest it), else the middle itself;
                // the next row is counted from its centre.
                let current = rows.filter { $0.min <= before && $0.max >= before }.min { abs($0.centre - before) < abs($1.centre - before) }
                let reference = current?.centre ?? before
                let next = step > 0 ? rows.first { $0.centre > reference + 1 } : rows.last { $0.centre < reference - 1 }
                let expected = next.map { min(max($0.centre, Self.size.height / 2), maximum + Self.size.height / 2) }
                    ?? (step > 0 ? maximum + Self.size.height / 2 : Self.size.height / 2)
                #expect(abs(after - expected) < 0.5, "from offset \(start), \(step > 0 ? "down" : "up") went to \(after - Self.size.height / 2)")
                // Never a few points: a row, or to the end of the range.
                let atEnd = abs(pressed.contentOffset.y - (step > 0 ? maximum : 0)) < 0.5
                #expect(abs(after - before) > 90 || atEnd, "from offset \(start) a press moved \(after - before) points")
            }
        }
    }
}
