import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

@Suite struct OverlayTests {
    func item(
        _ index: Int, center: Point, size: Size, transform: Transform2D = .identity,
        anchor: Point = LayoutAttributes.defaultAnchorPoint, zIndex: Int = 0, id: Int? = nil
    ) -> DisplayedItem {
        DisplayedItem(
            id: id ?? index,
            attributes: LayoutAttributes(
                indexPath: ItemIndexPath(item: index), center: center, size: size, transform: transform, anchorPoint: anchor,
                zIndex: zIndex))
    }

    /// A label font of 8 pixels a character, 16 high.
    let measure: (String) -> Size = { Size(width: 8 * Double($0.count), height: 16) }

    func list(
        _ overlays: Set<Overlay>, _ items: [DisplayedItem], _ viewport: Viewport, state: OverlayState = OverlayState(contentSize: .zero)
    ) -> OverlayList {
        OverlayList(overlays: overlays, items: items, viewport: viewport, state: state, measure: measure)
    }

    // MARK: - Outlines and anchors

    @Test func outlineCornersAreTheFrameCornersTurnedAboutTheCentreInWindowPixels() throws {
        // 40x20 centred on (100, 50), turned 90° clockwise (x' = -y, y' = x) about its centre; the
        // window looks from (10, 0) at 2 pixels a point.
        let turned = item(0, center: Point(x: 100, y: 50), size: Size(width: 40, height: 20), transform: Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        let viewport = Viewport(size: Size(width: 400, height: 300), contentOffset: Point(x: 10, y: 0), pixelScale: 2)
        let outline = try #require(list([.frames], [turned], viewport).outlines.first)
        // Top-left (80, 40) is (-20, -10) from the centre; turned: (10, -20) -> (110, 30) -> window (100, 30) -> x2.
        let expected = [Point(x: 200, y: 60), Point(x: 200, y: 140), Point(x: 160, y: 140), Point(x: 160, y: 60)]
        #expect(zip(outline.corners, expected).allSatisfy { isWithin($0, $1) }, "\(outline.corners)")
        #expect(isWithin(outline.center, Point(x: 180, y: 100)) && isWithin(outline.anchor, Point(x: 180, y: 100)))
    }

    @Test func aScaleAboutATopLeftAnchorKeepsTheAnchorAndMovesTheCentre() throws {
        let scaled = item(
            0, center: Point(x: 100, y: 50), size: Size(width: 40, height: 20), transform: Transform2D(scaleX: 2, y: 2),
            anchor: Point(x: 0, y: 0))
        let viewport = Viewport(size: Size(width: 400, height: 300))
        let outline = try #require(list([.frames], [scaled], viewport).outlines.first)
        let expected = [Point(x: 80, y: 40), Point(x: 160, y: 40), Point(x: 160, y: 80), Point(x: 80, y: 80)]
        #expect(zip(outline.corners, expected).allSatisfy { isWithin($0, $1) }, "\(outline.corners)")
        #expect(isWithin(outline.anchor, Point(x: 80, y: 40)))
        #expect(isWithin(outline.center, Point(x: 120, y: 60)))
    }

    @Test func outlinesLeaveOutItemsOffScreenHiddenOrNotFinite() {
        let viewport = Viewport(size: Size(width: 200, height: 100))
        var hidden = item(2, center: Point(x: 50, y: 50), size: Size(square: 20))
        hidden.attributes.isHidden = true
        var broken = item(3, center: Point(x: 50, y: 50), size: Size(square: 20))
        broken.attributes.center.x = .nan
        let items = [
            item(0, center: Point(x: 50, y: 50), size: Size(square: 20)), item(1, center: Point(x: 500, y: 50), size: Size(square: 20)),
            hidden, broken,
        ]
        #expect(list([.frames], items, viewport).outlines.map(\.itemID) == [0])
    }

    // MARK: - Labels

    @Test func labelsSitAtTheDrawnCentreFullSizeShrunkOrLeftOut() {
        let viewport = Viewport(size: Size(width: 400, height: 300))
        let items = [
            // 60 points: 0.8 * 60 = 48 >= 16, full size.
            item(7, center: Point(x: 50, y: 50), size: Size(square: 60)),
            // 16 points: 12.8 / 16 = 0.8 of the font.
            item(12, center: Point(x: 150, y: 50), size: Size(square: 16)),
            // 8 points: 0.4 of the font, under the minimum: left out.
            item(3, center: Point(x: 250, y: 50), size: Size(square: 8)),
            // Moved by its transform: the label follows the drawn centre.
            item(4, center: Point(x: 50, y: 200), size: Size(square: 60), transform: Transform2D(translationX: 100, y: 0)),
        ]
        // In draw order (by index here).
        let labels = list([.labels], items, viewport).labels
        #expect(labels.map(\.text) == ["4", "7", "12"])
        #expect(isWithin(labels[0].center, Point(x: 150, y: 200)))
        #expect(labels[1].scale == 1 && isWithin(labels[1].size, Size(width: 8, height: 16)))
        #expect(isWithin(labels[1].center, Point(x: 50, y: 50)))
        // "12" is 16 x 16 at full size.
        #expect(isWithin(labels[2].scale, 0.8) && isWithin(labels[2].size, Size(width: 12.8, height: 12.8)))
        #expect(isWithin(labels[2].center, Point(x: 150, y: 50)))
    }

    @Test func whereLabelsWouldOverlapTheTopmostItemsWins() {
        let viewport = Viewport(size: Size(width: 400, height: 300))
        let items = [
            item(1, center: Point(x: 100, y: 100), size: Size(square: 60), zIndex: 2),
            item(2, center: Point(x: 104, y: 104), size: Size(square: 60), zIndex: 0),
            item(3, center: Point(x: 300, y: 100), size: Size(square: 60)),
        ]
        let labels = list([.labels], items, viewport).labels
        #expect(Set(labels.map(\.text)) == ["1", "3"])
        for (a, b) in zip(labels, labels.dropFirst()) { #expect(!a.frame.intersects(b.frame)) }
    }

    @Test func withoutAFontThereAreNoLabels() {
        let items = [item(1, center: Point(x: 100, y: 100), size: Size(square: 60))]
        let none = OverlayList(
            overlays: [.labels], items: items, viewport: Viewport(size: Size(width: 400, height: 300)),
            state: OverlayState(contentSize: .zero), measure: { _ in .zero })
        #expect(none.labels.isEmpty && none.isEmpty)
    }

    // MARK: - Minimap

    @Test func theMinimapKeepsTheContentsProportionsAndPlacesTheVisibleRect() throws {
        // A vertical content 800 x 3000 seen 600 points down through 800 x 600.
        let viewport = Viewport(size: Size(width: 800, height: 600), contentOffset: Point(x: 0, y: 600))
        let map = try #require(list([.minimap], [], viewport, state: OverlayState(contentSize: Size(width: 800, height: 3000))).minimap)
        // Longer side 150 points; 150 * 800 / 3000 = 40 across; bottom-right, 12 points in.
        #expect(isWithin(map.frame, Rect(x: 800 - 12 - 40, y: 600 - 12 - 150, width: 40, height: 150)))
        #expect(isWithin(map.content, map.frame))
        // 600 / 3000 of the height down, 600 / 3000 of it tall, full width.
        #expect(isWithin(map.visible, Rect(x: map.frame.minX, y: map.frame.minY + 30, width: 40, height: 30)))
        #expect(map.target == nil)
    }

    @Test func theMinimapShowsTheTargetAndStretchesToARubberBandedView() throws {
        // Horizontal content 4000 x 600, pulled 400 points past its start, flinging to x = 1600.
        let viewport = Viewport(size: Size(width: 800, height: 600), contentOffset: Point(x: -400, y: 0), pixelScale: 2)
        let state = OverlayState(contentSize: Size(width: 4000, height: 600), scrollTarget: Point(x: 1600, y: 0))
        let map = try #require(list([.minimap], [], viewport, state: state).minimap)
        // The world is x -400…4000 (4400 wide), 600 tall: 300 x max(48, 300 * 600 / 4400) pixels.
        #expect(isWithin(map.frame.size, Size(width: 300, height: 48)))
        let perPoint = 300.0 / 4400
        #expect(isWithin(map.visible.minX, map.frame.minX) && isWithin(map.visible.width, 800 * perPoint))
        #expect(isWithin(map.content.minX, map.frame.minX + 400 * perPoint) && isWithin(map.content.width, 4000 * perPoint))
        let target = try #require(map.target)
        #expect(isWithin(target.minX, map.frame.minX + 2000 * perPoint) && isWithin(target.width, 800 * perPoint))
    }

    @Test func noMinimapWhereTheLayoutDoesNotScroll() {
        let viewport = Viewport(size: Size(width: 800, height: 600))
        #expect(list([.minimap], [], viewport, state: OverlayState(contentSize: Size(width: 800, height: 600))).minimap == nil)
        #expect(list([.minimap], [], viewport, state: OverlayState(contentSize: Size(width: .nan, height: 900))).minimap == nil)
    }

    @Test func aMillionItemContentStillShowsTheVisibleRect() throws {
        let viewport = Viewport(size: Size(width: 800, height: 600), contentOffset: Point(x: 66_500_000, y: 0))
        let map = try #require(list([.minimap], [], viewport, state: OverlayState(contentSize: Size(width: 133_000_000, height: 600))).minimap)
        #expect(map.visible.width >= OverlayList.minimapMinimumMark)
        #expect(isWithin(map.visible.midX, map.frame.midX, tolerance: 0.01))
    }

    // MARK: - Snap target

    @Test func theSnapTargetIsTheRectVisibleAtRestWithAnArrowWhenOffScreen() throws {
        let viewport = Viewport(size: Size(width: 800, height: 600), contentOffset: Point(x: 0, y: 600))
        let far = try #require(list([.snap], [], viewport, state: OverlayState(contentSize: .zero, scrollTarget: Point(x: 0, y: 1200))).snapTarget)
        #expect(isWithin(far.rect, Rect(x: 0, y: 600, width: 800, height: 600)))
        #expect(isWithin(far.center, Point(x: 400, y: 900)))
        // Straight down from the window's centre to the bottom edge, 12 points in.
        #expect(isWithin(try #require(far.edgeMarker), Point(x: 400, y: 588)))
        let near = try #require(list([.snap], [], viewport, state: OverlayState(contentSize: .zero, scrollTarget: Point(x: 0, y: 700))).snapTarget)
        #expect(isWithin(near.center, Point(x: 400, y: 400)) && near.edgeMarker == nil)
        #expect(list([.snap], [], viewport, state: OverlayState(contentSize: .zero)).snapTarget == nil)
    }

    /// Items of several sections share item numbers: the landing item is marked by its index
    /// path, and captioned with its section past the first.
    @Test func theLandingItemIsFoundByItsSectionToo() throws {
        let viewport = Viewport(size: Size(width: 800, height: 600), contentOffset: .zero)
        func cell(_ item: Int, section: Int, x: Double, id: Int) -> DisplayedItem {
            DisplayedItem(
                id: id, attributes: LayoutAttributes(indexPath: ItemIndexPath(item: item, section: section), center: Point(x: x, y: 300), size: Size(width: 40, height: 40)))
        }
        // Item 2 of section 0 drawn first, item 2 of section 1 at x = 500: the latter lands.
        let items = [cell(2, section: 0, x: 100, id: 2), cell(2, section: 1, x: 500, id: 9)]
        let state = OverlayState(contentSize: .zero, scrollTarget: .zero, landingIndexPath: ItemIndexPath(item: 2, section: 1))
        let target = try #require(list([.snap], items, viewport, state: state).snapTarget)
        #expect(target.landingIndexPath == ItemIndexPath(item: 2, section: 1))
        #expect(Rect.bounding(target.landingCorners).midX == 500)
        #expect(OverlayList.SnapTarget.caption(ItemIndexPath(item: 2, section: 1)) == "item 2 · section 1")
        #expect(OverlayList.SnapTarget.caption(ItemIndexPath(item: 12)) == "item 12")
    }

    // MARK: - Trail

    @Test func theTrailFadesOverHalfASecondAndStartsAStrokeAtEachPress() {
        var trail = PointerTrail()
        let events: [(Double, PointerTrail.Event)] = [
            (0.0, .press(Point(x: 0, y: 0))), (0.1, .move(Point(x: 10, y: 0))), (0.2, .release(Point(x: 20, y: 0))),
            (0.3, .press(Point(x: 100, y: 100))), (0.4, .move(Point(x: 110, y: 100))),
        ]
        for (time, event) in events { trail.record(event, at: time) }
        let segments = list([.trail], [], Viewport(size: Size(width: 400, height: 300), pixelScale: 2), state: OverlayState(contentSize: .zero, trail: trail, time: 0.55)).trail
        // At 0.55 s the press at 0 is gone; 0.1 -> 0.2 is 0.45 s old (alpha 0.1); 0.2 -> 0.3 jumps
        // to a new press and is not drawn; 0.3 -> 0.4 is 0.25 s old (alpha 0.5).
        #expect(segments.count == 2)
        #expect(isWithin(segments[0].from, Point(x: 20, y: 0)) && isWithin(segments[0].to, Point(x: 40, y: 0)))
        #expect(isWithin(segments[0].alpha, 0.1) && segments[0].pressed)
        #expect(isWithin(segments[1].from, Point(x: 200, y: 200)) && isWithin(segments[1].alpha, 0.5))
        #expect(list([.trail], [], Viewport(size: Size(width: 400, height: 300)), state: OverlayState(contentSize: .zero, trail: trail, time: 2)).trail.isEmpty)
    }

    @Test func theTrailStaysBoundedUnderAFloodOfMotion() {
        var trail = PointerTrail()
        for step in 0..<10_000 { trail.record(.move(Point(x: Double(step), y: 0)), at: Double(step) * 1e-5) }
        #expect(trail.samples.count <= 2 * PointerTrail.capacity)
        #expect(trail.recent(at: 0.1).count <= PointerTrail.capacity)
        trail.record(.move(Point(x: .nan, y: 0)), at: 0.2)
        #expect(trail.samples.allSatisfy { $0.point.isFinite })
    }

    // MARK: - Names and keys

    @Test func overlayListsParseAndNameTheOverlaysOnABadName() throws {
        #expect(try Overlay.parseList("labels,frames") == [.labels, .frames])
        #expect(try Overlay.parseList("all") == Set(Overlay.allCases))
        #expect(try Overlay.parseList("none").isEmpty)
        #expect(throws: OverlayListError.self) { try Overlay.parseList("labels,grid") }
        do {
            _ = try Overlay.parseList("labels,grid")
        } catch {
            #expect(error.message == "unknown overlay 'grid' (overlays: labels, frames, minimap, snap, trail, all, none)")
        }
    }
}

@Suite struct LandingItemTests {
    func attributes(_ index: Int, x: Double, hidden: Bool = false) -> LayoutAttributes {
        LayoutAttributes(indexPath: ItemIndexPath(item: index), center: Point(x: x, y: 300), size: Size(square: 100), isHidden: hidden)
    }

    @Test func theLandingItemIsTheOneNearestTheMiddleOfTheRestingView() throws {
        // Resting at x = 1000 in 800 points: the middle is x = 1400.
        let items = [attributes(9, x: 1180), attributes(10, x: 1290), attributes(11, x: 1400, hidden: true), attributes(12, x: 1520)]
        let landing = try #require(OverlayState.landingItem(among: items, target: Point(x: 1000, y: 0), bounds: Size(width: 800, height: 600)))
        // 11 is hidden; 10 is 110 points away, 12 is 120.
        #expect(landing.index == 10)
        #expect(OverlayState.landingItem(among: [], target: .zero, bounds: Size(width: 800, height: 600)) == nil)
    }

    /// What `OverlayState` reads of a frame: its content size and scroll target as they are, and
    /// the landing item from a copy of its layout prepared at the target, once per target. (A
    /// session's fling landing the marked item: `FrameSnapshotTests`, PlaygroundTests.)
    @Test func theLandingItemIsAskedOfTheFramesLayoutOncePerTarget() throws {
        let bounds = Size(width: 800, height: 600)
        var line = try LayoutDescriptor.line.makeLayout()
        line.prepare(LayoutContext(boundsSize: bounds, itemCount: 40))
        let counts = CountingLayout.Counts()
        // Where item 12 comes to the middle: the line's own focus, items per point along it.
        let perPoint = try #require(line.focusedItemPosition(at: Point(x: 1000, y: 0))) / 1000
        let target = Point(x: 12 / perPoint, y: 0)
        var frame = FrameSnapshot(
            items: [], sectionItemCounts: [40], boundsSize: bounds, contentSize: line.contentSize, scrollTarget: target,
            layout: CountingLayout(line, counts: counts), hud: FrameSnapshot.HUDFacts(descriptor: .line, itemCount: 40))
        let state = OverlayState(frame: frame, overlays: [.snap], trail: PointerTrail(), time: 0)
        #expect(state.scrollTarget == target && state.contentSize == line.contentSize)
        #expect(counts.prepares == 1 && counts.queries == 1)
        #expect(state.landingIndexPath == ItemIndexPath(item: 12))
        // While the target holds the last answer stands; the layout is not asked again.
        #expect(OverlayState(frame: frame, overlays: [.snap], trail: PointerTrail(), time: 0, previous: state).landingIndexPath == ItemIndexPath(item: 12))
        #expect(counts.prepares == 1 && counts.queries == 1)
        // Nothing is asked without the snap overlay, nor at rest.
        #expect(OverlayState(frame: frame, overlays: [.minimap], trail: PointerTrail(), time: 0).landingIndexPath == nil)
        frame.scrollTarget = nil
        #expect(OverlayState(frame: frame, overlays: [.snap], trail: PointerTrail(), time: 0).landingIndexPath == nil)
        #expect(counts.prepares == 1 && counts.queries == 1)
    }
}
