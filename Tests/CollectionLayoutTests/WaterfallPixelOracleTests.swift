@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// `waterfall` with `roundsToPixels` against an independent expectation written from
/// docs/reference/LAYOUTS.md's sectioned-waterfall rules (the ones iOS waterfall libraries such as
/// CHT follow): per-section values (column count, spacings, section inset, header and footer
/// heights and insets), the item render direction, given item sizes, device-pixel flooring
/// (`floor(value * scale) / scale` of the column width and of every item height), the
/// empty-section rule and `minimumContentHeight`. Seeded random cases at display scales 1, 2 and 3;
/// frames to 1e-9 (a layout that keeps column heights in 32-bit floats differs slightly; the
/// expectation, like Orbit, keeps doubles: docs/reference/LAYOUTS.md's deviation list).
@Suite("waterfall against the sectioned-waterfall rules, to the pixel")
struct WaterfallPixelOracleTests {
    /// One section's values, as an iOS waterfall's delegate gives them.
    struct Section {
        var columnCount: Int
        var columnSpacing: Double
        var interitemSpacing: Double
        var inset: EdgeInsets
        var headerHeight: Double
        var headerInset: EdgeInsets
        var footerHeight: Double
        var footerInset: EdgeInsets
        /// The item sizes, one per item.
        var sizes: [Size]
    }

    struct Case: CustomTestStringConvertible {
        var width: Double
        var scale: Double
        var direction: WaterfallLayout.ItemRenderDirection
        var minimumContentHeight: Double
        var sections: [Section]
        var testDescription: String { "width \(width) scale \(scale) \(direction) \(sections.map(\.sizes.count))" }
    }

    struct Frames {
        var cells: [[Rect]] = []
        var headers: [Rect?] = []
        var footers: [Rect?] = []
        var contentHeight = 0.0
    }

    /// The frames the rules give, section by section with plain loops; `float32`: column heights
    /// kept in 32-bit floats instead of exactly.
    static func expectedFrames(_ test: Case, float32: Bool = false) -> Frames {
        func stored(_ value: Double) -> Double { float32 ? Double(Float(value)) : value }
        func floorToPixels(_ value: Double) -> Double { (value * test.scale).rounded(.down) / test.scale }
        var frames = Frames()
        var top = 0.0
        var lastColumnHeights: [Double] = []
        for section in test.sections {
            let width = test.width - section.inset.left - section.inset.right
            let itemWidth = floorToPixels((width - Double(section.columnCount - 1) * section.columnSpacing) / Double(section.columnCount))
            // Header and footer blocks, alike: the top inset always, the element and its bottom
            // inset when its height is positive.
            func element(height: Double, inset: EdgeInsets) -> Rect? {
                top += inset.top
                guard height > 0 else { return nil }
                let frame = Rect(x: inset.left, y: top, width: test.width - (inset.left + inset.right), height: height)
                top = frame.maxY + inset.bottom
                return frame
            }
            frames.headers.append(element(height: section.headerHeight, inset: section.headerInset))
            top += section.inset.top
            var columnHeights = [Double](repeating: top, count: section.columnCount)
            var cells: [Rect] = []
            for (item, size) in section.sizes.enumerated() {
                var column = 0
                switch test.direction {
                case .shortestFirst:
                    var shortest = Double.greatestFiniteMagnitude
                    for (index, height) in columnHeights.map(stored).enumerated() where height < shortest {
                        shortest = height
                        column = index
                    }
                case .leftToRight: column = item % section.columnCount
                case .rightToLeft: column = section.columnCount - 1 - item % section.columnCount
                }
                let x = section.inset.left + (itemWidth + section.columnSpacing) * Double(column)
                var itemHeight = 0.0
                if size.height > 0, size.width > 0 { itemHeight = floorToPixels(size.height * itemWidth / size.width) }
                let frame = Rect(x: x, y: stored(columnHeights[column]), width: itemWidth, height: itemHeight)
                cells.append(frame)
                columnHeights[column] = frame.maxY + section.interitemSpacing
            }
            frames.cells.append(cells)
            // longestColumnIndexInSection: the first column strictly longer than those before (from 0).
            var longest = 0
            var longestHeight = 0.0
            for (index, height) in columnHeights.map(stored).enumerated() where height > longestHeight {
                longestHeight = height
                longest = index
            }
            top = stored(columnHeights[longest]) - section.interitemSpacing + section.inset.bottom
            frames.footers.append(element(height: section.footerHeight, inset: section.footerInset))
            lastColumnHeights = [Double](repeating: top, count: section.columnCount)
        }
        // collectionViewContentSize: the first column height of the last section, at least the minimum.
        frames.contentHeight = Swift.max(lastColumnHeights.first.map(stored) ?? 0, test.minimumContentHeight)
        return frames
    }

    /// A random case: 1 to 4 sections, some empty, headers and footers now and then, sizes with
    /// the proportions of photos and of odd rectangles.
    static func randomCase(_ random: inout SplitMix64, scale: Double) -> Case {
        func insets() -> EdgeInsets {
            EdgeInsets(
                top: random.decimal(0...20), left: random.decimal(0...20), bottom: random.decimal(0...20), right: random.decimal(0...20))
        }
        let sectionCount = Int.random(in: 1...4, using: &random)
        let sections = (0..<sectionCount).map { _ in
            // A lone empty section keeps the seed's rule (docs/reference/LAYOUTS.md's deviations): not compared.
            let count = sectionCount > 1 && random.chance(0.2) ? 0 : Int.random(in: 1...25, using: &random)
            let sizes = (0..<count).map { _ -> Size in
                if random.chance(0.5) {
                    let aspect = ContentSource.photoAspectRatios[random.index(through: ContentSource.photoAspectRatios.count - 1)]
                    return Size(width: 300 * aspect, height: 300)
                }
                return Size(width: random.decimal(20...400), height: random.decimal(20...400))
            }
            return Section(
                columnCount: Int.random(in: 1...6, using: &random), columnSpacing: random.decimal(0...15),
                interitemSpacing: random.decimal(0...15), inset: insets(),
                headerHeight: random.chance(0.5) ? random.decimal(10...60) : 0, headerInset: insets(),
                footerHeight: random.chance(0.5) ? random.decimal(10...60) : 0, footerInset: insets(), sizes: sizes)
        }
        return Case(
            width: random.decimal(200...1200), scale: scale,
            direction: WaterfallLayout.ItemRenderDirection.allCases[random.index(through: 2)],
            minimumContentHeight: random.chance(0.3) ? random.decimal(0...3000) : 0, sections: sections)
    }

    /// The case as `--set` writes it: every per-section key a list.
    static func settings(_ test: Case) -> [String] {
        func list<Value>(_ values: (Section) -> Value, _ format: (Value) -> String, _ separator: String = ",") -> String {
            test.sections.map { format(values($0)) }.joined(separator: separator)
        }
        return [
            "roundsToPixels=true", "itemRenderDirection=\(test.direction.rawValue)",
            "minimumContentHeight=\(ParameterValue.format(test.minimumContentHeight))",
            "columnCount=" + list(\.columnCount, String.init),
            "minimumColumnSpacing=" + list(\.columnSpacing, ParameterValue.format),
            "minimumInteritemSpacing=" + list(\.interitemSpacing, ParameterValue.format),
            "sectionInset=" + list(\.inset, ParameterValue.format, "/"),
            "headerHeight=" + list(\.headerHeight, ParameterValue.format),
            "headerInset=" + list(\.headerInset, ParameterValue.format, "/"),
            "footerHeight=" + list(\.footerHeight, ParameterValue.format),
            "footerInset=" + list(\.footerInset, ParameterValue.format, "/"),
            "itemSizes=" + test.sections.map { section in
                section.sizes.isEmpty ? "1x1" : section.sizes.map(ParameterValue.format).joined(separator: ",")
            }.joined(separator: "/"),
        ]
    }

    /// The case in code: the per-section arrays.
    static func layout(_ test: Case) -> WaterfallLayout {
        var layout = WaterfallLayout()
        layout.roundsToPixels = true
        layout.itemRenderDirection = test.direction
        layout.minimumContentHeight = test.minimumContentHeight
        layout.sectionColumnCounts = test.sections.map(\.columnCount)
        layout.sectionColumnSpacings = test.sections.map(\.columnSpacing)
        layout.sectionInteritemSpacings = test.sections.map(\.interitemSpacing)
        layout.sectionInsets = test.sections.map(\.inset)
        layout.sectionHeaderHeights = test.sections.map(\.headerHeight)
        layout.sectionHeaderInsets = test.sections.map(\.headerInset)
        layout.sectionFooterHeights = test.sections.map(\.footerHeight)
        layout.sectionFooterInsets = test.sections.map(\.footerInset)
        layout.itemSizes = test.sections.map(\.sizes)
        return layout
    }

    /// Compares every frame to 1e-9; returns whether all matched.
    static func matches(_ layout: any CollectionViewLayout, _ expected: Frames) -> Bool {
        func same(_ a: Rect?, _ b: Rect?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case let (a?, b?): isClose(a, b, tolerance: 1e-9)
            default: false
            }
        }
        var ok = isClose(layout.contentSize.height, expected.contentHeight, tolerance: 1e-9)
        for (section, cells) in expected.cells.enumerated() {
            for (item, frame) in cells.enumerated() {
                ok = ok && same(layout.attributes(at: ItemIndexPath(item: item, section: section))?.frame, frame)
            }
            let path = ItemIndexPath(item: 0, section: section)
            ok = ok && same(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: path)?.frame, expected.headers[section])
            ok = ok && same(layout.attributes(forSupplementaryElementOfKind: ElementKind.footer, at: path)?.frame, expected.footers[section])
        }
        // The rect query returns the same frames.
        let everything = layout.attributes(in: Rect(x: 0, y: -1000, width: 1e6, height: 1e7))
        let cellCount = expected.cells.reduce(0) { $0 + $1.count }
        let elementCount = (expected.headers + expected.footers).compactMap { $0 }.count
        return ok && everything.count == cellCount + elementCount
    }

    @Test("seeded cases, in code and from --set, at scales 1, 2 and 3", arguments: [1.0, 2, 3])
    func seededCases(scale: Double) throws {
        var random = SplitMix64(seed: 0xC47 + UInt64(scale))
        var matched = 0
        let total = 200
        for _ in 0..<total {
            let test = Self.randomCase(&random, scale: scale)
            let expected = Self.expectedFrames(test)
            let context = LayoutContext(
                boundsSize: Size(width: test.width, height: 600), sectionItemCounts: test.sections.map(\.sizes.count), displayScale: scale)
            var inCode = Self.layout(test)
            inCode.prepare(context)
            var fromSettings = try LayoutDescriptor.waterfall.makeLayout(Self.settings(test).map { try LayoutSetting(parsing: $0) })
            fromSettings.prepare(context)
            let both = Self.matches(inCode, expected) && Self.matches(fromSettings, expected)
            #expect(both, "\(test.testDescription) \(Self.settings(test))")
            if both { matched += 1 }
        }
        #expect(matched == total)
    }

    /// 32-bit column heights against Orbit's doubles (docs/reference/LAYOUTS.md's deviations): the
    /// same cases, the largest difference in any frame edge stays far below a pixel (0.024 px at
    /// most when measured: spacings such as 0.37 have no exact float).
    @Test("32-bit float column heights differ from Orbit's by less than a twentieth of a pixel", arguments: [1.0, 2, 3])
    func float32ColumnHeights(scale: Double) {
        var random = SplitMix64(seed: 0xC47 + UInt64(scale))
        var largest = 0.0
        for _ in 0..<200 {
            let test = Self.randomCase(&random, scale: scale)
            let expected = Self.expectedFrames(test, float32: true)
            var layout = Self.layout(test)
            layout.prepare(LayoutContext(
                boundsSize: Size(width: test.width, height: 600), sectionItemCounts: test.sections.map(\.sizes.count), displayScale: scale))
            for (section, cells) in expected.cells.enumerated() {
                for (item, frame) in cells.enumerated() {
                    let actual = layout.attributes(at: ItemIndexPath(item: item, section: section))?.frame ?? .zero
                    largest = Swift.max(largest, abs(actual.minY - frame.minY), abs(actual.maxY - frame.maxY), abs(actual.minX - frame.minX))
                }
            }
            largest = Swift.max(largest, abs(layout.contentSize.height - expected.contentHeight))
        }
        #expect(largest * scale < 0.05, "largest difference \(largest) points")
    }

    @Test("586 points in 6 columns: cells 97 wide at scale 1, 97.5 at 2, 97 2/3 at 3 (floored to pixels; exact is 97.667)")
    func flooredColumnWidth() {
        var layout = WaterfallLayout()
        layout.roundsToPixels = true
        layout.lanes = 6
        layout.margin = .zero
        layout.columnSpacing = 0
        layout.lengths = [100.7]
        for (scale, width, height) in [(1.0, 97.0, 100.0), (2, 97.5, 100.5), (3, 97 + 2.0 / 3, 100 + 2.0 / 3)] {
            layout.prepare(LayoutContext(boundsSize: Size(width: 586, height: 400), itemCount: 6, displayScale: scale))
            let size = layout.attributes(at: ItemIndexPath(item: 0, section: 0))?.size
            #expect(isClose(size?.width ?? 0, width) && isClose(size?.height ?? 0, height), "scale \(scale): \(String(describing: size))")
        }
        // Off (the seed's rule): exact thirds.
        layout.roundsToPixels = false
        layout.prepare(LayoutContext(boundsSize: Size(width: 586, height: 400), itemCount: 6, displayScale: 2))
        #expect(isClose(layout.attributes(at: ItemIndexPath(item: 0, section: 0))?.size.width ?? 0, 586.0 / 6))
    }

    @Test("pictures self-size to the floored heights in every section")
    func picturesSelfSize() {
        let aspects: [Double?] = [1.5, 0.75, 1, 16.0 / 9, 2.0 / 3]
        for scale in [1.0, 2, 3] {
            var layout = WaterfallLayout()
            layout.roundsToPixels = true
            layout.lanes = 3
            var view = CollectionView(layout: layout, sectionItemCounts: [7, 0, 9], boundsSize: Size(width: 413, height: 5000))
            view.setDisplayScale(scale)
            view.setContent(ContentSource(kind: .photos, seed: 1, pictureAspectRatios: aspects))
            // A size delegate would answer each picture's own size: its aspect over a height of 1.
            var flat = 0
            let sections = [7, 0, 9].map { count in
                (0..<count).map { _ -> Size in
                    defer { flat += 1 }
                    return Size(width: aspects[flat % aspects.count]!, height: 1)
                }
            }
            let style = Section(
                columnCount: 3, columnSpacing: 5, interitemSpacing: 5, inset: EdgeInsets(all: 5), headerHeight: 0, headerInset: .zero,
                footerHeight: 0, footerInset: .zero, sizes: [])
            let test = Case(
                width: 413, scale: scale, direction: .shortestFirst, minimumContentHeight: 0,
                sections: sections.map { sizes in
                    var section = style
                    section.sizes = sizes
                    return section
                })
            #expect(Self.matches(view.layout, Self.expectedFrames(test)), "scale \(scale)")
        }
    }
}
