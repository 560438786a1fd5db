import CollectionLayout
import OrbitRendering
import Testing

@testable import Playground

extension SDLTests {
    /// Headers, footers and decorations in headless frames: where their pixels land, what they
    /// cover and what covers them.
    @Suite struct ElementRenderingTests {
        let viewport = Viewport(size: Size(width: 400, height: 200))

        func renderer(fonts: Bool) throws -> HeadlessRenderer {
            guard fonts else { return try HeadlessRenderer(width: 400, height: 200, icons: IconLibrary.generated(size: 64)) }
            let paths = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            return try HeadlessRenderer(width: 400, height: 200, icons: IconLibrary.generated(size: 64), hud: true, fontPaths: .some(paths))
        }

        func element(_ category: ElementCategory, _ kind: String, section: Int = 1, frame: Rect, zIndex: Int = 0) -> DisplayedElement {
            DisplayedElement(attributes: LayoutAttributes(
                indexPath: ItemIndexPath(item: 0, section: section), center: frame.center, size: frame.size, zIndex: zIndex,
                category: category, elementKind: kind))
        }

        func cell(center: Point) -> DisplayedItem {
            DisplayedItem(
                id: 0, attributes: LayoutAttributes(indexPath: ItemIndexPath(item: 0, section: 1), center: center, size: Size(square: 80)))
        }

        func close(_ a: RGBAColor, _ b: RGBAColor, _ tolerance: Double = 3.0 / 255) -> Bool {
            abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
        }

        @Test func aBadgeIsARedDiscWithItsCountInWhite() throws {
            let renderer = try renderer(fonts: true)
            // Apple's sample's size.
            let frame = Rect(x: 100, y: 50, width: 20, height: 20)
            let badge = DisplayedElement(attributes: LayoutAttributes(
                indexPath: ItemIndexPath(item: 1, section: 0), center: frame.center, size: frame.size, zIndex: 1,
                category: .supplementary, elementKind: ElementKind.badge))
            let empty = try renderer.render(items: [], viewport: viewport).image
            let (image, list, _) = try renderer.render(items: [], elements: [badge], sectionItemCounts: [3], viewport: viewport)
            let shape = try #require(list.elements.first)
            let label = try #require(shape.label, "the count fits a 20-point badge")
            #expect(label.text == "2")
            // Inside the disc near its rim, the badge's red; the frame's corner (outside the disc) untouched.
            #expect(close(image[102, 60], ElementAppearance.fill(.badge, key: badge.key)), "\(image[102, 60])")
            #expect(image[100, 50] == empty[100, 50])
            var bright = 0
            for y in Int(label.frame.minY)..<Int(label.frame.maxY) {
                for x in Int(label.frame.minX)..<Int(label.frame.maxX) where image[x, y].green > 0.8 && image[x, y].blue > 0.8 { bright += 1 }
            }
            #expect(bright > 5, "\(bright) text pixels")
        }

        @Test func aHeaderIsAnOpaqueBarWithItsAccentStripeAndItsLabel() throws {
            let renderer = try renderer(fonts: true)
            let header = element(.supplementary, ElementKind.header, frame: Rect(x: 0, y: 20, width: 400, height: 40))
            let empty = try renderer.render(items: [], viewport: viewport).image
            let (image, list, _) = try renderer.render(items: [], elements: [header], sectionItemCounts: [3, 14], viewport: viewport)
            let shape = try #require(list.elements.first)
            // Away from the label, the bar's fill; outside, the backdrop untouched.
            let fill = ElementAppearance.fill(.bar, key: header.key)
            #expect(close(image[380, 40], fill), "\(image[380, 40]) vs \(fill)")
            #expect(image[380, 40] != empty[380, 40])
            #expect(image[200, 100] == empty[200, 100] && image[200, 10] == empty[200, 10])
            // The stripe along its leading edge in the section's accent.
            #expect(close(image[1, 40], ElementAppearance.accent(section: 1)), "\(image[1, 40])")
            // The label: "Section 1 · 14 items", white text over the bar.
            let label = try #require(shape.label)
            #expect(label.text == "Section 1 · 14 items")
            var bright = 0
            for y in Int(label.frame.minY)..<Int(label.frame.maxY) {
                for x in Int(label.frame.minX)..<Int(label.frame.maxX) where image[x, y].red > 0.85 && image[x, y].green > 0.85 {
                    bright += 1
                }
            }
            #expect(bright > 60, "\(bright) text pixels")
            // Without fonts, the bar without its text.
            let bare = try self.renderer(fonts: false).render(items: [], elements: [header], sectionItemCounts: [3, 14], viewport: viewport)
            #expect(bare.list.elements.first?.label == nil)
            #expect(close(bare.image[Int(label.frame.minX) + 2, 40], fill))
        }

        @Test func aBackgroundLiesUnderTheCellAndAHeaderOverIt() throws {
            let renderer = try renderer(fonts: false)
            let item = cell(center: Point(x: 100, y: 100))
            let background = element(.decoration, ElementKind.background, frame: Rect(x: 0, y: 40, width: 400, height: 160))
            let header = element(.supplementary, ElementKind.header, frame: Rect(x: 0, y: 90, width: 400, height: 20))
            let cellOnly = try renderer.render(items: [item], viewport: viewport).image
            let backdrop = try renderer.render(items: [], viewport: viewport).image
            let image = try renderer.render(items: [item], elements: [background, header], viewport: viewport).image
            // The cell's body (opaque) hides the panel: the same pixel as the cell alone.
            #expect(image[100, 75] == cellOnly[100, 75])
            // Beside the cell the panel tints the backdrop: its fill over it.
            let tinted = ElementAppearance.fill(.panel, key: background.key).over(backdrop[300, 150])
            #expect(close(image[300, 150], tinted), "\(image[300, 150]) vs \(tinted)")
            #expect(image[300, 150] != backdrop[300, 150])
            // The header crosses the cell above it.
            #expect(close(image[100, 100], ElementAppearance.fill(.bar, key: header.key)))
            // Pushed under the cells by its zIndex, the header is hidden where the cell is.
            let lowered = element(.supplementary, ElementKind.header, frame: Rect(x: 0, y: 90, width: 400, height: 20), zIndex: -1)
            let under = try renderer.render(items: [item], elements: [lowered], viewport: viewport).image
            #expect(under[100, 100] == cellOnly[100, 100])
            #expect(close(under[300, 100], ElementAppearance.fill(.bar, key: lowered.key)))
        }

        @Test func elementsOffScreenLeaveTheCellsFrameByteForByte() throws {
            let renderer = try renderer(fonts: true)
            let card = LayoutAttributes(indexPath: ItemIndexPath(item: 5), center: Point(x: 300, y: 80), size: Size(width: 160, height: 90))
            let items = [cell(center: Point(x: 100, y: 100)), DisplayedItem(id: 5, attributes: card)]
            let gone = [
                element(.supplementary, ElementKind.header, frame: Rect(x: 0, y: -60, width: 400, height: 40)),
                element(.decoration, ElementKind.background, frame: Rect(x: 0, y: 250, width: 400, height: 100)),
            ]
            let plain = try renderer.render(items: items, viewport: viewport)
            let with = try renderer.render(items: items, elements: gone, sectionItemCounts: [9], viewport: viewport)
            #expect(with.list.elements.isEmpty && with.list.sprites == plain.list.sprites)
            #expect(with.image == plain.image)
        }

        @Test func flowsPinnedHeaderIsDrawnAtTheTopOverTheCellsItCovers() throws {
            // The frame: flow, sections 5,7,3, 40-point pinned headers, offset 0,500, 800x600.
            let renderer = try HeadlessRenderer(width: 800, height: 600, icons: IconLibrary.generated(size: 64))
            let bounds = Size(width: 800, height: 600), offset = Point(x: 0, y: 500)
            var layout = FlowLayout()
            layout.headerHeight = 40
            layout.pinHeaders = true
            layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: offset, sectionItemCounts: [5, 7, 3]))
            let visible = layout.visibleAttributes
            let identities = ItemIdentities(sectionCounts: [5, 7, 3])
            let items = visible.compactMap { a in a.isCell ? identities[a.indexPath].map { DisplayedItem(id: $0, attributes: a) } : nil }
            let elements = visible.filter { !$0.isCell }.map { DisplayedElement(attributes: $0) }
            let headers = elements.filter { $0.attributes.elementKind == ElementKind.header }
            #expect(headers.count == 1)
            let header = try #require(headers.first?.attributes)
            let viewport = Viewport(size: bounds, contentOffset: offset)
            let (image, list, _) = try renderer.render(items: items, elements: elements, sectionItemCounts: [5, 7, 3], viewport: viewport)
            let cellsOnly = try renderer.render(items: items, viewport: viewport).image
            // Its rows in the window, from the layout's frame.
            let top = Int((header.frame.minY - offset.y).rounded(.up)), bottom = Int((header.frame.maxY - offset.y).rounded(.down))
            #expect(bottom > 0)
            let fill = ElementAppearance.fill(.bar, key: headers[0].key)
            for y in Swift.max(0, top)..<bottom {
                // Right of its label, over where the cells pass under it.
                #expect(close(image[700, y], fill), "row \(y): \(image[700, y])")
            }
            // Below it, the frame is the cells' frame.
            #expect(image[400, bottom + 5] == cellsOnly[400, bottom + 5])
            #expect(list.elements.last?.spriteIndex == list.sprites.count)
        }
    }
}
