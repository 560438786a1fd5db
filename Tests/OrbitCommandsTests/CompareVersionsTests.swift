import CollectionLayout
import Foundation
import LiveLayouts
import OrbitRendering
import OrbitSession
import Testing

@testable import Playground

/// `orbit play --watch FILE --compare-versions`, without a window: the playground's own reload step
/// (`PlaygroundApp.poll`) with a real edit of a layout file, compiled and loaded, on a clock the test
/// drives; then both panes drawn headless as the window draws them.
@Suite(.serialized) struct CompareVersionsTests {
    /// A live layout file: "stepped" puts item i at x = 60 + i * `step` (clear of the pane's edges), y = 100 (40 x 30 points).
    static func file(nonce: String, step: Int) -> String {
        """
        // \(nonce)
        import CollectionLayout

        struct Stepped: CollectionViewLayout {
            var context = LayoutContext(boundsSize: .zero, itemCount: 0)
            mutating func prepare(_ context: LayoutContext) { self.context = context }
            var contentSize: Size { context.boundsSize }
            func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
                guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
                return LayoutAttributes(
                    indexPath: indexPath, center: Point(x: 60 + Double(indexPath.item) * \(step), y: 100), size: Size(width: 40, height: 30))
            }
            func attributes(in rect: Rect) -> [LayoutAttributes] {
                (0..<context.itemCount).compactMap { attributes(at: ItemIndexPath(item: $0)) }.filter { $0.transformedFrame.intersects(rect) }
            }
        }

        let orbitLayouts: [LayoutDescriptor] = [LayoutDescriptor(name: "stepped", summary: "items in a row", make: { Stepped() })]
        """
    }

    static func save(_ text: String, to path: String, modified: Double) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: modified)], ofItemAtPath: path)
    }

    /// Item centres' x, by item, points of the pane.
    static func xs(_ session: Session) -> [Double] {
        session.displayedItems.sorted { $0.id < $1.id }.map(\.attributes.center.x)
    }

    @Test func anEditMovesTheRunningVersionLeftAndRunsTheNewOneRight() throws {
        let folder = NSTemporaryDirectory() + "orbit-compare-versions-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Stepped.swift"
        let nonce = String(UInt64.random(in: 0...UInt64.max))
        try Self.save(Self.file(nonce: nonce, step: 50), to: path, modified: 1_000_000)
        var environment = ProcessInfo.processInfo.environment
        environment["ORBIT_LIVE_CACHE_DIR"] = LayoutFileTests.cache
        let layoutReloader = LayoutReloader(
            paths: [path], compiler: try LayoutSourceCompiler.forRunningExecutable(environment: environment), notifications: false)
        guard case .reloaded(let first) = layoutReloader.reloadNow() else {
            Issue.record("the first version did not load")
            return
        }

        // The window `play --watch FILE --compare-versions --items 6` opens, two panes of 480x400.
        let window = ComparePanes.area(paneSize: Size(width: 480, height: 400))
        var options = PlaygroundOptions(layout: first.layouts[0], itemCount: 6, windowSize: window)
        options.compareVersions = true
        let paneSize = PlaygroundApp.startingBounds(options, window: options.windowSize)
        #expect(paneSize == Size(width: 480, height: 400), "two panes and the divider share the width")
        let session = Session(layout: first.layouts[0], itemCount: 6, boundsSize: paneSize)
        var panes = try PlaygroundApp.makePanes(options, lead: session, area: options.windowSize)
        #expect(panes.map(\.side) == [.left, .right] && panes.leadIndex == 1, "the current version runs on the right")
        var now = 0.0
        let reloader = PlaygroundReloader(layoutReloader, failure: nil, layoutName: "stepped", say: { _ in }, warn: { _ in }, clock: { now })
        let recorder = SessionRecorder(options: options, windowSize: paneSize, observers: [])
        func poll(at time: Double) -> Bool {
            now = time
            return PlaygroundApp.poll(reloader, panes: &panes, now: time, recorder: recorder, observed: { 0 })
        }

        // Until the first reload both panes show the first version.
        let v1 = (0..<6).map { 60 + Double($0) * 50 }
        #expect(Self.xs(panes[0].session) == v1 && Self.xs(panes[1].session) == v1)
        #expect(!poll(at: 0.5), "nothing saved yet")
        // The running version's state moves on (an item removed): the left pane must show it as it
        // is when the edit lands, not as the panes started.
        panes.lead.session.send(.removeItem, at: 0.5)
        for step in 1...30 { panes.lead.session.advance(to: 0.5 + Double(step) / 60) }
        #expect(panes.lead.session.itemCount == 5 && panes[0].session.itemCount == 6)

        // The edit: seen at the next look, built once settled, swapped in at the poll after.
        try Self.save(Self.file(nonce: nonce, step: 80), to: path, modified: 1_000_010)
        for time in [1.02, 1.06, 1.12] { #expect(!poll(at: time)) }
        reloader.waitUntilIdle()
        #expect(poll(at: 1.2), "the new version is swapped in")
        // The swap animates; both panes advance as the window's clock advances them.
        for step in 1...120 {
            for index in panes.indices { panes[index].session.advance(to: 1.2 + Double(step) / 60) }
        }
        #expect(Self.xs(panes[0].session) == Array(v1.prefix(5)), "left: the version that was running, in its state")
        #expect(Self.xs(panes[1].session) == (0..<5).map { 60 + Double($0) * 80 }, "right: the edited version")
        #expect(panes[0].label == "A  stepped  previous version")
        #expect(panes[1].label == "B  stepped  current version")

        // Drawn headless, each pane is its version's frame alone.
        let icons = IconLibrary.generated(size: 32)
        let area = ComparePanes.area(paneSize: paneSize)
        let canvas = try HeadlessRenderer(width: Int(area.width), height: Int(area.height), icons: icons, hud: false)
        let frames = panes.map { pane in
            PaneFrame(items: pane.session.displayedItems, contentOffset: pane.session.contentOffset, label: pane.label)
        }
        let (image, _) = try canvas.renderPanes(frames, paneSize: paneSize)
        let alone = try HeadlessRenderer(width: Int(paneSize.width), height: Int(paneSize.height), icons: icons, hud: false)
        let rects = ComparePanes(area: area).frames
        var drawn: [PixelImage] = []
        for (index, pane) in panes.enumerated() {
            let expected = try alone.render(items: pane.session.displayedItems, viewport: Viewport(size: paneSize)).image
            let crop = Self.crop(image, rects[index])
            // No fonts: no labels; the pane is the frame alone, pixel for pixel.
            let differing = stride(from: 0, to: crop.bytes.count, by: 4).filter { crop.bytes[$0..<($0 + 3)] != expected.bytes[$0..<($0 + 3)] }
            #expect(differing.isEmpty, "pane \(index): \(differing.count) pixels differ from the frame alone")
            drawn.append(crop)
        }
        #expect(drawn[0].bytes != drawn[1].bytes, "the two versions look different")
        _ = window
    }

    /// `image`'s pixels in `rect` (whole pixels).
    static func crop(_ image: PixelImage, _ rect: Rect) -> PixelImage {
        let x0 = Int(rect.minX), y0 = Int(rect.minY), w = Int(rect.width), h = Int(rect.height)
        var bytes: [UInt8] = []
        for y in y0..<(y0 + h) {
            let start = (y * image.width + x0) * 4
            bytes += image.bytes[start..<(start + w * 4)]
        }
        return PixelImage(width: w, height: h, bytes: bytes)
    }
}
