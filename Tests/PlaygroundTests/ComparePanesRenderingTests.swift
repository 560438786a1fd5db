import CollectionLayout
import OrbitRendering
import OrbitSession
import Testing

@testable import Playground

extension SDLTests {
    /// Side by side, headless (`orbit shot --compare`, `orbit replay --compare`): two labelled
    /// panes, each the frame its layout draws alone.
    @Suite struct ComparePanesRenderingTests {
        static let paneSize = Size(width: 320, height: 240)

        /// The items `descriptor` (made with `settings`) shows at the pane's size.
        static func items(_ descriptor: LayoutDescriptor, _ settings: [LayoutSetting] = []) throws -> [DisplayedItem] {
            var layout = try descriptor.makeLayout(settings)
            layout.prepare(LayoutContext(boundsSize: paneSize, contentOffset: .zero, itemCount: 12))
            return layout.visibleAttributes.map { DisplayedItem(id: $0.index, attributes: $0) }
        }

        /// `image`'s pixels in `rect` (whole pixels), as an image of their own.
        static func crop(_ image: PixelImage, _ rect: Rect) -> PixelImage {
            let x0 = Int(rect.minX), y0 = Int(rect.minY), w = Int(rect.width), h = Int(rect.height)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(w * h * 4)
            for y in y0..<(y0 + h) {
                let start = (y * image.width + x0) * 4
                bytes += image.bytes[start..<(start + w * 4)]
            }
            return PixelImage(width: w, height: h, bytes: bytes)
        }

        /// Whether `point` (pixels) is inside `rect` grown by `margin` pixels (antialiased edges).
        static func near(_ rect: Rect, _ x: Int, _ y: Int, margin: Double = 2) -> Bool {
            rect.insetBy(dx: -margin, dy: -margin).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        }

        @Test func eachPaneIsItsLayoutsFrameWithItsLabelAndTheDividerBetween() throws {
            let fonts = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            let icons = IconLibrary.generated(size: 32)
            let area = ComparePanes.area(paneSize: Self.paneSize)
            let compare = try HeadlessRenderer(
                width: Int(area.width), height: Int(area.height), icons: icons, hud: true, fontPaths: .some(fonts))
            let sides: [(LayoutDescriptor, [LayoutSetting])] = [(.wheel, []), (.wheel, [LayoutSetting(key: "radius", value: "300")])]
            let panes = try sides.enumerated().map { index, side in
                PaneFrame(
                    items: try Self.items(side.0, side.1), contentOffset: .zero,
                    label: ComparePanes.label(pane: index, layoutName: side.0.name, settings: side.1))
            }
            let (image, labels) = try compare.renderPanes(panes, paneSize: Self.paneSize)
            #expect(image.width == 2 * 320 + Int(ComparePanes.gap) && image.height == 240)

            let alone = try HeadlessRenderer(width: 320, height: 240, icons: icons, hud: true, fontPaths: .some(fonts))
            let frames = ComparePanes(area: area).frames
            var paneImages: [PixelImage] = []
            for (index, pane) in panes.enumerated() {
                let label = try #require(labels[index], "pane \(index) has a label")
                let frame = frames[index]
                #expect(frame.contains(label.center) && label.width > 20 && label.height > 8)
                // Outside its label, the pane is what its layout draws alone at the pane's size.
                let expected = try alone.render(items: pane.items, viewport: Viewport(size: Self.paneSize)).image
                let drawn = Self.crop(image, frame)
                paneImages.append(drawn)
                var outside = 0, differingOutside = 0, differingInLabel = 0
                for y in 0..<240 {
                    for x in 0..<320 {
                        let i = (y * 320 + x) * 4
                        let differs = (0..<3).contains { c in abs(Int(drawn.bytes[i + c]) - Int(expected.bytes[i + c])) > 8 }
                        if Self.near(label, x + Int(frame.minX), y) {
                            if differs { differingInLabel += 1 }
                        } else {
                            outside += 1
                            if differs { differingOutside += 1 }
                        }
                    }
                }
                #expect(differingOutside == 0, "pane \(index): \(differingOutside) of \(outside) pixels outside the label differ from the layout alone")
                // The label's plate and text are drawn over the frame.
                #expect(Double(differingInLabel) > label.width * label.height * 0.3, "pane \(index): the label changes \(differingInLabel) pixels")
            }
            // The two sides differ (radius 500 against 300), and the divider is its own colour.
            let between = try #require(ImageDifference(paneImages[0], paneImages[1], channelTolerance: 8))
            #expect(between.differingPixels > 1000, "\(between)")
            let divider = image[Int(frames[0].maxX) + 1, 120].bytes
            let expected = FrameRenderer.dividerColor.bytes
            #expect(divider.0 == expected.0 && divider.1 == expected.1 && divider.2 == expected.2)
        }

        /// What `descriptor` shows at the pane's size with `sections`: its items and its headers,
        /// footers and decorations (as `orbit shot` and the playground draw them).
        static func frame(_ descriptor: LayoutDescriptor, _ settings: [LayoutSetting], sections: [Int]) throws
            -> (items: [DisplayedItem], elements: [DisplayedElement])
        {
            var layout = try descriptor.makeLayout(settings)
            layout.prepare(LayoutContext(boundsSize: paneSize, contentOffset: .zero, sectionItemCounts: sections))
            let identities = ItemIdentities(sectionCounts: sections)
            let visible = layout.visibleAttributes
            let items = visible.compactMap { a in a.isCell ? identities[a.indexPath].map { DisplayedItem(id: $0, attributes: a) } : nil }
            return (items, visible.compactMap { $0.isCell || !$0.isFinite ? nil : DisplayedElement(attributes: $0) })
        }

        /// A pane draws what the main view draws: its headers, footers and decorations between the
        /// items, and the items' content (captions here), not only the cells.
        @Test func panesDrawTheirElementsAndContentAsTheFrameAloneDoes() throws {
            let fonts = try #require(FontLocator.locate(environment: [:]), "fonts-dejavu-core is needed for this test")
            let icons = IconLibrary.generated(size: 32)
            let area = ComparePanes.area(paneSize: Self.paneSize)
            let compare = try HeadlessRenderer(
                width: Int(area.width), height: Int(area.height), icons: icons, hud: true, fontPaths: .some(fonts))
            let alone = try HeadlessRenderer(width: 320, height: 240, icons: icons, hud: true, fontPaths: .some(fonts))
            for renderer in [compare, alone] { _ = try renderer.useContent(ContentOptions(kind: .captions), seed: 3, warn: { _ in }) }
            let sections = [3, 4]
            let sides: [(LayoutDescriptor, [LayoutSetting])] = [
                (.flow, [LayoutSetting(key: "headerHeight", value: "30"), LayoutSetting(key: "footerHeight", value: "20")]), (.planner, []),
            ]
            let contents = try sides.map { try Self.frame($0.0, $0.1, sections: sections) }
            for (index, content) in contents.enumerated() {
                #expect(!content.elements.isEmpty, "side \(index) shows elements")
            }
            let panes = sides.indices.map { index in
                PaneFrame(
                    items: contents[index].items, elements: contents[index].elements, sectionItemCounts: sections, contentOffset: .zero,
                    label: ComparePanes.label(pane: index, layoutName: sides[index].0.name, settings: sides[index].1))
            }
            let (image, labels) = try compare.renderPanes(panes, paneSize: Self.paneSize)
            let frames = ComparePanes(area: area).frames
            for (index, pane) in panes.enumerated() {
                let label = try #require(labels[index])
                let expected = try alone.render(
                    items: pane.items, elements: pane.elements, sectionItemCounts: sections, viewport: Viewport(size: Self.paneSize)).image
                let withoutElements = try alone.render(items: pane.items, viewport: Viewport(size: Self.paneSize)).image
                let drawn = Self.crop(image, frames[index])
                var differingOutside = 0, elementPixels = 0
                for y in 0..<240 {
                    for x in 0..<320 where !Self.near(label, x + Int(frames[index].minX), y) {
                        let i = (y * 320 + x) * 4
                        if (0..<3).contains(where: { c in abs(Int(drawn.bytes[i + c]) - Int(expected.bytes[i + c])) > 8 }) { differingOutside += 1 }
                        if (0..<3).contains(where: { c in abs(Int(expected.bytes[i + c]) - Int(withoutElements.bytes[i + c])) > 8 }) { elementPixels += 1 }
                    }
                }
                // The elements are visible in the frame alone, and the pane shows them the same.
                #expect(elementPixels > 1000, "pane \(index): the elements change \(elementPixels) pixels of the frame alone")
                #expect(differingOutside == 0, "pane \(index): \(differingOutside) pixels outside the label differ from the frame alone")
            }
        }

        @Test func withoutFontsThePanesDrawUnlabelled() throws {
            let area = ComparePanes.area(paneSize: Self.paneSize)
            let renderer = try HeadlessRenderer(
                width: Int(area.width), height: Int(area.height), icons: IconLibrary.generated(size: 32), hud: true, fontPaths: .some(nil))
            let panes = [PaneFrame(items: try Self.items(.ring), contentOffset: .zero, label: "A  ring"),
                         PaneFrame(items: try Self.items(.flow), contentOffset: .zero, label: "B  flow")]
            let (image, labels) = try renderer.renderPanes(panes, paneSize: Self.paneSize)
            #expect(labels == [nil, nil])
            #expect(image.width == Int(area.width))
        }
    }
}
