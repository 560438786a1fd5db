/// The layouts `orbit new NAME --template KIND` starts from: each a whole, conforming layout with
/// its descriptor and a test of its own promise beside the conformance kit's.
extension StarterTemplate {
    enum Kind: String, CaseIterable, Sendable {
        /// One section of items along a sine wave, paging by item (`StarterTemplate`'s own text).
        case wave
        /// Sections, each a pinned header with a title over a grid (`supportsSections`, headers, styles).
        case sections
        /// A `CompositionalLayout`: items in groups in sections, declared, with a header each.
        case compositional

        /// What the starter's layout is, for its descriptor's summary.
        var summary: String {
            switch self {
            case .wave: "items along a sine wave, one item per arrow press"
            case .sections: "sections of square items, each under a pinned header with its title"
            case .compositional: "a compositional grid: rows of square items under a header per section"
            }
        }
    }

    /// The sections starter's layout: a shelf per section, its header pinned while it scrolls by.
    func sectionsLayoutSource(public isPublic: Bool) -> String {
        let access = isPublic ? "public " : ""
        return """
            import CollectionLayout
            import Foundation

            /// Shelves: one per section, a header (pinned to the top of the view while its section scrolls
            /// by, titled "Shelf 1", "Shelf 2", …) over a grid of `columns` square items `spacing` apart.
            /// Section `s` starts where section `s - 1` ends. Scrolls vertically.
            \(access)struct \(layoutType): CollectionViewLayout {
                \(access)var columns = 4
                \(access)var spacing = 8.0
                \(access)var headerHeight = 40.0

                \(access)private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
                /// Where each section starts along y, then the end of the content: O(s) to make.
                private var starts: [Double] = [0]

                \(access)init() {}

                \(access)var supportsSections: Bool { true }
                \(access)var supplementaryElementKinds: [String] { [ElementKind.header] }

                /// The side of a square item: the row's width shared by `columns` items and their gaps.
                var side: Double {
                    Swift.max(0, (context.boundsSize.width - Double(columns + 1) * spacing) / Double(Swift.max(1, columns)))
                }

                \(access)mutating func prepare(_ context: LayoutContext) {
                    self.context = context
                    starts = [0]
                    for section in 0..<context.numberOfSections {
                        let rows = (context.numberOfItems(inSection: section) + columns - 1) / Swift.max(1, columns)
                        starts.append(starts[section] + headerHeight + spacing + Double(rows) * (side + spacing))
                    }
                }

                \(access)var contentSize: Size { Size(width: context.boundsSize.width, height: starts.last ?? 0) }

                \(access)func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
                    let section = indexPath.section, item = indexPath.item
                    guard section >= 0, section < context.numberOfSections, item >= 0, item < context.numberOfItems(inSection: section)
                    else { return nil }
                    let column = item % Swift.max(1, columns), row = item / Swift.max(1, columns)
                    let x = spacing + Double(column) * (side + spacing) + side / 2
                    let y = starts[section] + headerHeight + spacing + Double(row) * (side + spacing) + side / 2
                    return LayoutAttributes(indexPath: indexPath, center: Point(x: x, y: y), size: Size(width: side, height: side))
                }

                /// The shelf's header, at its section's top or pinned to the view's while the section is in view.
                \(access)func attributes(forSupplementaryElementOfKind kind: String, at indexPath: ItemIndexPath) -> LayoutAttributes? {
                    let section = indexPath.section
                    guard kind == ElementKind.header, indexPath.item == 0, section >= 0, section < context.numberOfSections else { return nil }
                    let y = PinnedHeader.origin(edge: context.contentOffset.y, start: starts[section], end: starts[section + 1], length: headerHeight)
                    return LayoutAttributes(
                        indexPath: indexPath, center: Point(x: context.boundsSize.width / 2, y: y + headerHeight / 2),
                        size: Size(width: context.boundsSize.width, height: headerHeight), zIndex: 10,
                        category: .supplementary, elementKind: kind, style: ElementStyle(title: "Shelf \\(section + 1)"))
                }

                /// The cells and headers that meet `rect`: O(s + k) for s sections and k results.
                \(access)func attributes(in rect: Rect) -> [LayoutAttributes] {
                    var cells: [LayoutAttributes] = [], headers: [LayoutAttributes] = []
                    for section in 0..<context.numberOfSections where starts[section] < rect.maxY && starts[section + 1] > rect.minY {
                        // The rows that can meet the rect, by arithmetic: O(k), whatever the section's size.
                        let count = context.numberOfItems(inSection: section), perRow = Swift.max(1, columns)
                        let top = starts[section] + headerHeight + spacing, pitch = side + spacing
                        let rows = Double((count + perRow - 1) / perRow)
                        let first = Swift.max(0, ((rect.minY - top) / pitch).rounded(.down))
                        let last = Swift.min(rows - 1, ((rect.maxY - top) / pitch).rounded(.down))
                        if pitch > 0, first <= last {
                            for item in (Int(first) * perRow)..<Swift.min(count, (Int(last) + 1) * perRow) {
                                if let cell = attributes(at: ItemIndexPath(item: item, section: section)), cell.frame.intersects(rect) {
                                    cells.append(cell)
                                }
                            }
                        }
                        if let header = attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: section)),
                            header.frame.intersects(rect)
                        {
                            headers.append(header)
                        }
                    }
                    return cells + headers
                }

                /// The pinned headers follow the offset: prepare again on every scroll.
                \(access)func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }
            }

            """
    }

    /// The compositional starter's layout: a grid declared as items in groups in sections.
    func compositionalLayoutSource(public isPublic: Bool) -> String {
        let access = isPublic ? "public " : ""
        return """
            import CollectionLayout

            /// A compositional grid, declared as UICollectionViewCompositionalLayout declares one: in every
            /// section, rows of `columns` square items as wide as the view, 4 points of inset around each,
            /// under a 44-point header pinned to the top while its section scrolls by.
            \(access)enum \(layoutType) {
                \(access)static func make(columns: Int = 3) -> CompositionalLayout {
                    let fraction = 1.0 / Double(Swift.max(1, columns))
                    var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1.0)))
                    item.contentInsets = EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(fraction))
                    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                    var section = LayoutSection(group: group)
                    section.contentInsets = EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                    var header = LayoutBoundarySupplementaryItem(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                        elementKind: ElementKind.header, alignment: .top)
                    header.pinToVisibleBounds = true
                    header.zIndex = 2
                    section.boundarySupplementaryItems = [header]
                    return CompositionalLayout(section: section)
                }
            }

            """
    }

    /// The descriptor of a `sections` or `compositional` starter (`wave`'s is `descriptorSource`).
    func sectionedDescriptorSource(public isPublic: Bool) -> String {
        let access = isPublic ? "public " : ""
        let made = kind == .compositional
            ? "defaultSections: [9, 6, 12],\n        make: { \(layoutType).make() })"
            : """
            parameters: [
                        .count("columns", \\.columns, 1...50),
                        .number("spacing", \\.spacing, .within(0...1_000)),
                        .number("headerHeight", \\.headerHeight, .within(0...1_000)),
                    ],
                    defaultSections: [9, 6, 12],
                    make: { \(layoutType)() })
            """
        return """
            extension LayoutDescriptor {
                /// `\(layoutName)`: `--layout \(layoutName)`, with sections (`--sections 9,6,12`).
                \(access)static let \(descriptorName) = LayoutDescriptor(
                    name: "\(layoutName)",
                    summary: "\(kind.summary)",
                    origin: "orbit new \(name) --template \(kind.rawValue)",
                    \(made)
            }

            """
    }

    /// The starter's test of its own promise, beside the conformance kit's.
    var promiseTest: String {
        switch kind {
        case .wave:
            """
                /// The wave's own promise, from its equation: item i at x = (i + 0.5)·spacing, y = H/2 + A·sin(2πx/λ).
                @Test("items follow the wave")
                func followsTheWave() throws {
                    var layout = \(layoutType)()
                    layout.prepare(LayoutContext(boundsSize: Size(width: 800, height: 600), itemCount: 30))
                    for item in [0, 7, 29] {
                        let attributes = try #require(layout.attributes(at: ItemIndexPath(item: item)))
                        let x = (Double(item) + 0.5) * layout.spacing
                        #expect(abs(attributes.center.x - x) < 1e-9)
                        #expect(abs(attributes.center.y - (300 + layout.amplitude * sin(2 * Double.pi * x / layout.wavelength))) < 1e-9)
                    }
                }
            """
        case .sections:
            """
                /// Each shelf under its header: 4 columns of (400 - 5·8) / 4 = 90-point squares.
                @Test("items sit on their shelf, under its header")
                func shelves() throws {
                    var layout = \(layoutType)()
                    layout.prepare(LayoutContext(boundsSize: Size(width: 400, height: 800), contentOffset: .zero, sectionItemCounts: [5, 3]))
                    let fifth = try #require(layout.attributes(at: ItemIndexPath(item: 4, section: 0)))
                    #expect(fifth.center == Point(x: 8 + 45, y: 40 + 8 + 98 + 45), "the second row's first item")
                    let header = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0, section: 1)))
                    let first = try #require(layout.attributes(at: ItemIndexPath(item: 0, section: 1)))
                    #expect(header.frame.maxY < first.frame.minY && header.style?.title == "Shelf 2")
                }
            """
        case .compositional:
            """
                /// Three squares a row, each a third of the width inset by 4 points (and the section by 4).
                @Test("rows of three equal squares")
                func rows() throws {
                    var layout = \(layoutType).make()
                    layout.prepare(LayoutContext(boundsSize: Size(width: 308, height: 600), contentOffset: .zero, sectionItemCounts: [6]))
                    let cells = try (0..<4).map { try #require(layout.attributes(at: ItemIndexPath(item: $0))) }
                    #expect(cells.allSatisfy { abs($0.size.width - 92) < 1e-9 && abs($0.size.height - 92) < 1e-9 })
                    #expect(cells[0].center.y == cells[2].center.y && cells[3].center.y > cells[2].center.y)
                }
            """
        }
    }
}

