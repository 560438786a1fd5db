@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// docs/reference/LAYOUTS.md "waterfall" with sections as iOS waterfalls lay them out: each section in
/// turn is its header (with `headerInset`), its inset lanes of items placed by the section's render
/// direction, and its footer (with `footerInset`); every section may have its own style.
@Suite("waterfall: sections, headers, footers and render directions")
struct WaterfallSectionTests {
    typealias Style = WaterfallLayout.SectionStyle

    /// The spec's sectioned rules, written out for vertical scrolling with plain loops: the frames of
    /// every cell by section, each header and footer, and the content height.
    struct Simulation {
        var cells: [[Rect]] = []
        var headers: [Rect?] = []
        var footers: [Rect?] = []
        var height = 0.0
    }

    static func simulate(_ styles: [Style], counts: [Int], width: Double, lengths: [Double]) -> Simulation {
        var result = Simulation()
        var top = 0.0
        for (section, count) in counts.enumerated() {
            let style = styles[section]
            let columns = style.columnCount
            top += style.headerInset.top
            if style.headerHeight > 0 {
                result.headers.append(Rect(
                    x: style.headerInset.left, y: top, width: width - style.headerInset.left - style.headerInset.right,
                    height: style.headerHeight))
                top += style.headerHeight + style.headerInset.bottom
            } else {
                result.headers.append(nil)
            }
            let inset = style.sectionInset
            top += inset.top
            let columnWidth = (width - inset.left - inset.right - Double(columns - 1) * style.minimumColumnSpacing) / Double(columns)
            var heights = [Double](repeating: top, count: columns)
            var frames: [Rect] = []
            for item in 0..<count {
                var column: Int
                switch style.itemRenderDirection {
                case .leftToRight: column = item % columns
                case .rightToLeft: column = columns - 1 - item % columns
                case .shortestFirst:
                    column = 0
                    for candidate in 0..<columns where heights[candidate] < heights[column] { column = candidate }
                }
                let frame = Rect(
                    x: inset.left + Double(column) * (columnWidth + style.minimumColumnSpacing), y: heights[column],
                    width: columnWidth, height: lengths[item % lengths.count])
                frames.append(frame)
                heights[column] = frame.maxY + style.minimumInteritemSpacing
            }
            result.cells.append(frames)
            // The longest column less the spacing after its last item, then the bottom inset;
            // an empty section's columns stand at its top, so it ends `spacing` above it plus the inset
            // (with several sections: a lone empty one keeps the seed's rule).
            top = count == 0 && counts.count == 1 ? top : heights.max()! - style.minimumInteritemSpacing + inset.bottom
            top += style.footerInset.top
            if style.footerHeight > 0 {
                result.footers.append(Rect(
                    x: style.footerInset.left, y: top, width: width - style.footerInset.left - style.footerInset.right,
                    height: style.footerHeight))
                top += style.footerHeight + style.footerInset.bottom
            } else {
                result.footers.append(nil)
            }
        }
        result.height = top
        return result
    }

    static let lengths = [50.0, 80, 30, 120, 65, 90, 40]

    func check(_ layout: any CollectionViewLayout, against expected: Simulation, counts: [Int]) {
        for (section, frames) in expected.cells.enumerated() {
            for (item, frame) in frames.enumerated() {
                let indexPath = ItemIndexPath(item: item, section: section)
                expectFrame(layout.attributes(at: indexPath)?.frame ?? .zero, frame, "cell \(indexPath)")
            }
            let path = ItemIndexPath(item: 0, section: section)
            for (kind, rect) in [(ElementKind.header, expected.headers[section]), (ElementKind.footer, expected.footers[section])] {
                let element = layout.attributes(forSupplementaryElementOfKind: kind, at: path)
                #expect((element == nil) == (rect == nil), "\(kind) of section \(section)")
                if let element, let rect {
                    expectFrame(element.frame, rect, "\(kind) of section \(section)")
                    #expect(element.category == .supplementary && element.elementKind == kind)
                }
            }
        }
        #expect(isClose(layout.contentSize.height, expected.height), "content height \(layout.contentSize.height) vs \(expected.height)")
        // The rect query agrees: the whole content holds every cell and element once.
        let all = layout.attributes(in: Rect(origin: .zero, size: layout.contentSize))
        let headerCount = expected.headers.compactMap { $0 }.count + expected.footers.compactMap { $0 }.count
        #expect(all.count == counts.reduce(0, +) + headerCount)
    }

    @Test("per-section styles: column counts, every render direction, header and footer insets")
    func perSectionStyles() {
        let styles = [
            Style(columnCount: 2, sectionInset: EdgeInsets(all: 5), headerHeight: 30, footerHeight: 12,
                  headerInset: EdgeInsets(top: 4, left: 10, bottom: 6, right: 20), footerInset: EdgeInsets(top: 3, left: 0, bottom: 9, right: 0)),
            Style(columnCount: 3, minimumColumnSpacing: 8, minimumInteritemSpacing: 11, sectionInset: EdgeInsets(top: 7, left: 2, bottom: 13, right: 6),
                  headerHeight: 0, footerHeight: 20, headerInset: EdgeInsets(top: 15, left: 0, bottom: 40, right: 0), itemRenderDirection: .leftToRight),
            Style(columnCount: 4, minimumColumnSpacing: 0, minimumInteritemSpacing: 0, sectionInset: .zero, headerHeight: 44,
                  footerInset: EdgeInsets(top: 25, left: 0, bottom: 0, right: 0), itemRenderDirection: .rightToLeft),
            Style(columnCount: 1, headerHeight: 10, footerHeight: 10),
        ]
        let counts = [9, 7, 10, 0]
        var layout = WaterfallLayout()
        layout.lengths = Self.lengths
        layout.sectionStyle = { section, _ in styles[section] }
        layout.prepare(LayoutContext(boundsSize: Size(width: 400, height: 300), sectionItemCounts: counts))
        let expected = Self.simulate(styles, counts: counts, width: 400, lengths: Self.lengths)
        check(layout, against: expected, counts: counts)
        // Worked by hand for section 1 (3 columns, left to right): header inset 15 but no header,
        // so its trailing 40 is not added; items start after section 0's end + 15 + 7.
        let section0End = expected.footers[0]!.maxY + 9
        let first = layout.attributes(at: ItemIndexPath(item: 0, section: 1))?.frame
        #expect(isClose(first?.minY ?? 0, section0End + 15 + 7))
        #expect(isClose(layout.attributes(at: ItemIndexPath(item: 0, section: 2))?.frame.minX ?? 0, 300), "right to left: item 0 in the last of 4 columns of 100")
    }

    @Test("--set parameters apply to every section", arguments: [
        (WaterfallLayout.ItemRenderDirection.shortestFirst, [5, 12, 3]),
        (.leftToRight, [8, 0, 6]),
        (.rightToLeft, [1, 9, 4, 7]),
    ])
    func settingsApplyToEverySection(_ direction: WaterfallLayout.ItemRenderDirection, counts: [Int]) throws {
        let settings = [
            "columnCount=3", "minimumColumnSpacing=8", "minimumInteritemSpacing=6", "headerHeight=30", "footerHeight=20",
            "headerInset=5,10,7,10", "footerInset=2,4,3,4", "itemRenderDirection=\(direction.rawValue)", "margin=4,6,8,10",
            "lengths=" + Self.lengths.map { String(Int($0)) }.joined(separator: ","),
        ]
        var layout = try LayoutDescriptor.waterfall.makeLayout(settings.map { try LayoutSetting(parsing: $0) })
        layout.prepare(LayoutContext(boundsSize: Size(width: 360, height: 500), sectionItemCounts: counts))
        let style = Style(
            columnCount: 3, minimumColumnSpacing: 8, minimumInteritemSpacing: 6, sectionInset: EdgeInsets(top: 4, left: 6, bottom: 8, right: 10),
            headerHeight: 30, footerHeight: 20, headerInset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 10),
            footerInset: EdgeInsets(top: 2, left: 4, bottom: 3, right: 4), itemRenderDirection: direction)
        let expected = Self.simulate(Array(repeating: style, count: counts.count), counts: counts, width: 360, lengths: Self.lengths)
        check(layout, against: expected, counts: counts)
    }

    @Test("a render direction per section from the command line, the last repeating")
    func renderDirectionPerSection() throws {
        let counts = [7, 8, 9, 5]
        let settings = [
            "columnCount=3", "itemRenderDirection=leftToRight,rightToLeft,shortestFirst", "headerHeight=20",
            "lengths=" + Self.lengths.map { String(Int($0)) }.joined(separator: ","),
        ]
        var layout = try LayoutDescriptor.waterfall.makeLayout(settings.map { try LayoutSetting(parsing: $0) })
        layout.prepare(LayoutContext(boundsSize: Size(width: 360, height: 500), sectionItemCounts: counts))
        let directions: [WaterfallLayout.ItemRenderDirection] = [.leftToRight, .rightToLeft, .shortestFirst, .shortestFirst]
        let styles = directions.map { Style(columnCount: 3, headerHeight: 20, itemRenderDirection: $0) }
        check(layout, against: Self.simulate(styles, counts: counts, width: 360, lengths: Self.lengths), counts: counts)
        // A value outside the choices is refused.
        #expect(throws: LayoutConfigurationError.self) {
            try LayoutDescriptor.waterfall.makeLayout([LayoutSetting(key: "itemRenderDirection", value: "leftToRight,upward")])
        }
    }

    @Test("the iOS waterfall names are the seed's parameters under other keys")
    func aliases() throws {
        let layout = try #require(LayoutDescriptor.waterfall.makeLayout([
            LayoutSetting(key: "columnCount", value: "4"), LayoutSetting(key: "minimumColumnSpacing", value: "9"),
            LayoutSetting(key: "minimumInteritemSpacing", value: "3"), LayoutSetting(key: "itemRenderDirection", value: "leftToRight"),
        ]) as? WaterfallLayout)
        #expect(layout.lanes == 4 && layout.columnSpacing == 9 && layout.rowSpacing == 3 && layout.placement == .roundRobin)
        #expect(throws: LayoutConfigurationError.self) {
            try LayoutDescriptor.waterfall.makeLayout([LayoutSetting(key: "itemRenderDirection", value: "diagonal")])
        }
    }

    @Test("no two elements of a section overlap, in any direction", arguments: WaterfallLayout.ItemRenderDirection.allCases)
    func noOverlap(_ direction: WaterfallLayout.ItemRenderDirection) throws {
        for axis in ["vertical", "horizontal"] {
            let settings = ["direction=\(axis)", "columnCount=3", "headerHeight=25", "footerHeight=15", "headerInset=3",
                            "itemRenderDirection=\(direction.rawValue)"]
            var layout = try LayoutDescriptor.waterfall.makeLayout(settings.map { try LayoutSetting(parsing: $0) })
            let counts = [11, 4, 17]
            layout.prepare(LayoutContext(boundsSize: Size(width: 320, height: 480), sectionItemCounts: counts))
            let everything = layout.attributes(in: Rect(origin: .zero, size: layout.contentSize))
            #expect(everything.count == counts.reduce(0, +) + 2 * counts.count)
            for (i, a) in everything.enumerated() {
                for b in everything[(i + 1)...] {
                    let width = Swift.min(a.frame.maxX, b.frame.maxX) - Swift.max(a.frame.minX, b.frame.minX)
                    let height = Swift.min(a.frame.maxY, b.frame.maxY) - Swift.max(a.frame.minY, b.frame.minY)
                    #expect(width <= 1e-9 || height <= 1e-9, "\(axis): \(a.elementKey) overlaps \(b.elementKey)")
                }
            }
        }
    }

    @Test("horizontal is vertical with the axes swapped")
    func horizontalIsTransposed() throws {
        // Every inset transposed too (top and left, bottom and right swap).
        func layout(
            _ axis: String, columnSpacing: Int, rowSpacing: Int, margin: String, headerInset: String, footerInset: String, size: Size
        ) throws -> any CollectionViewLayout {
            let settings = ["direction=\(axis)", "columnCount=3", "headerHeight=25", "footerHeight=15", "headerInset=\(headerInset)",
                            "footerInset=\(footerInset)", "columnSpacing=\(columnSpacing)", "rowSpacing=\(rowSpacing)", "margin=\(margin)",
                            "lengths=40,90,60,25"]
            var made = try LayoutDescriptor.waterfall.makeLayout(settings.map { try LayoutSetting(parsing: $0) })
            made.prepare(LayoutContext(boundsSize: size, sectionItemCounts: [7, 5]))
            return made
        }
        let vertical = try layout(
            "vertical", columnSpacing: 6, rowSpacing: 9, margin: "1,2,3,4", headerInset: "1,2,3,4", footerInset: "4,3,2,1",
            size: Size(width: 300, height: 500))
        let horizontal = try layout(
            "horizontal", columnSpacing: 9, rowSpacing: 6, margin: "2,1,4,3", headerInset: "2,1,4,3", footerInset: "3,4,1,2",
            size: Size(width: 500, height: 300))
        func transposed(_ rect: Rect) -> Rect { Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) }
        for (section, count) in [7, 5].enumerated() {
            for item in 0..<count {
                let path = ItemIndexPath(item: item, section: section)
                expectFrame(horizontal.attributes(at: path)?.frame ?? .zero, transposed(vertical.attributes(at: path)?.frame ?? .zero), "\(path)")
            }
            for kind in [ElementKind.header, ElementKind.footer] {
                let path = ItemIndexPath(item: 0, section: section)
                expectFrame(
                    horizontal.attributes(forSupplementaryElementOfKind: kind, at: path)?.frame ?? .zero,
                    transposed(vertical.attributes(forSupplementaryElementOfKind: kind, at: path)?.frame ?? .zero), "\(kind) \(section)")
            }
        }
        #expect(isClose(horizontal.contentSize.width, vertical.contentSize.height))
    }

    @Test("the visible query finds the sections it crosses among a thousand")
    func visibleQueryAcrossSections() {
        var layout = WaterfallLayout()
        layout.headerHeight = 20
        let counts = Array(repeating: 50, count: 1000)
        layout.prepare(LayoutContext(boundsSize: Size(width: 400, height: 600), sectionItemCounts: counts))
        let rect = Rect(x: 0, y: layout.contentSize.height / 2, width: 400, height: 600)
        let answer = layout.attributes(in: rect)
        var brute: [ElementKey] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count where layout.attributes(at: ItemIndexPath(item: item, section: section))!.frame.intersects(rect) {
                brute.append(ElementKey(category: .cell, kind: nil, indexPath: ItemIndexPath(item: item, section: section)))
            }
            if let header = layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: section)),
                header.frame.intersects(rect)
            {
                brute.append(header.elementKey)
            }
        }
        #expect(!brute.isEmpty)
        #expect(answer.map(\.elementKey) == brute)
    }
}

/// Records an issue naming both frames when they differ by more than the tolerance.
func expectFrame(_ actual: Rect, _ expected: Rect, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(isClose(actual, expected), "\(what): \(actual) != expected \(expected)", sourceLocation: sourceLocation)
}
