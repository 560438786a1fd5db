import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore
@testable import OrbitSession

/// A layout written as a user would, outside the seeds: items in one row that scrolls, focused by
/// an offset of `pitch * index`, paging on drag end, responding to pinch only.
struct RowLayout: CollectionViewLayout {
    var pitch = 50.0
    var direction: Axis = .horizontal
    private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) { self.context = context }

    var contentSize: Size {
        Size(along: direction, pitch * Double(context.itemCount) + context.boundsSize[direction], across: context.boundsSize[direction.crossed])
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        let along = context.boundsSize[direction] / 2 + pitch * Double(indexPath.item)
        return LayoutAttributes(
            indexPath: indexPath, center: Point(along: direction, along, across: context.boundsSize[direction.crossed] / 2),
            size: Size(square: 40))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        allAttributes.filter { $0.frame.intersects(rect) }
    }

    var paging: PagingStyle { .items }
    var dragPaging: DragPaging? { DragPaging(axis: direction, threshold: 20) }
    func focusedItemPosition(at offset: Point) -> Double? { offset[direction] / pitch }
    func contentOffset(focusingItemAt index: Int) -> Point? {
        Point(along: direction, pitch * Double(index), across: 0)
    }
    var gestures: GestureResponse { GestureResponse(pinch: "nothing really") }
    var flippableDirection: Axis? { direction }
}

extension LayoutDescriptor {
    static let row = LayoutDescriptor(
        name: "row", summary: "one row", origin: "the tests",
        parameters: [.number("pitch", \RowLayout.pitch, .within(10...200)), .choice("direction", \.direction)],
        make: { RowLayout() })
}

@Suite("the layout catalog")
struct LayoutCatalogTests {
    let size = Size(width: 400, height: 300)

    @Test func theSeedsInTheOrderOfTheNumberKeys() {
        #expect(LayoutCatalog.seeds.names == [
            "flow", "ring", "waterfall", "line3d", "circle", "cards", "wheel", "line", "small-circle", "firewheel",
        ])
        #expect((try? LayoutCatalog(LayoutCatalog.seeds.entries)) != nil, "the seeds pass the catalog's own checks")
    }

    @Test func partnersFollowTheSeedDemos() {
        let seeds = LayoutCatalog.seeds
        #expect(seeds.partner(of: "ring") == .flow)
        #expect(seeds.partner(of: "flow") == .ring)
        #expect(seeds.partner(of: "line") == .smallCircle)
        #expect(seeds.partner(of: "small-circle") == .line)
        for name in ["waterfall", "line3d", "circle", "cards", "wheel", "firewheel"] {
            #expect(seeds.partner(of: name) == .flow, "\(name)")
        }
        #expect(seeds.layout(after: "firewheel") == .flow)
        #expect(seeds.layout(after: "flow") == .ring)
    }

    @Test func parametersShowTheirDefaults() throws {
        let flow = Dictionary(uniqueKeysWithValues: LayoutDescriptor.flow.parameters.map { ($0.key, $0.defaultValue) })
        #expect(flow == [
            "itemSize": "60x60", "minimumInteritemSpacing": "10", "minimumLineSpacing": "10", "sectionInset": "74,0,0,0",
            "direction": "vertical", "headerHeight": "0", "footerHeight": "0", "pinHeaders": "false",
            "estimatedItemSize": "none", "sectionHeadersPinToVisibleBounds": "false", "sectionFootersPinToVisibleBounds": "false",
            "sectionInsetReference": "fromContentInset", "layoutMargins": "0,0,0,0", "itemSizes": "none",
        ])
        let waterfall = Dictionary(uniqueKeysWithValues: LayoutDescriptor.waterfall.parameters.map { ($0.key, $0.defaultValue) })
        #expect(waterfall["laneWidth"] == "auto" && waterfall["lengths"] == "none" && waterfall["placement"] == "shortest")
        let firewheel = try #require(LayoutDescriptor.firewheel.parameters.first { $0.key == "anglePerItem" })
        #expect(ParameterValue.angle(firewheel.defaultValue) == .pi / 4)
        #expect(LayoutDescriptor.smallCircle.parameters.first { $0.key == "radius" }?.defaultValue == "70")
        // A default read back through --set changes nothing.
        for entry in LayoutCatalog.seeds.entries {
            let settings = entry.parameters.filter { !["auto", "none"].contains($0.defaultValue) }
                .map { LayoutSetting(key: $0.key, value: $0.defaultValue) }
            var plain = try entry.makeLayout(), explicit = try entry.makeLayout(settings)
            let context = LayoutContext(boundsSize: size, itemCount: 12)
            plain.prepare(context)
            explicit.prepare(context)
            #expect(plain.allAttributes == explicit.allAttributes, "\(entry.name)")
        }
    }

    /// What code outside Orbit gets for a built-in layout by name is that layout with its defaults,
    /// and a wrapper of it (the custom-layouts guide's `SwipePaged`) pages where the bare one does not.
    @Test func aBuiltInLayoutByNameIsItsDefaultsAndCanBeWrapped() throws {
        let context = LayoutContext(boundsSize: size, itemCount: 40)
        for entry in LayoutCatalog.builtIn.entries {
            var byName = entry.defaultLayout, made = try entry.makeLayout()
            byName.prepare(context)
            made.prepare(context)
            #expect(byName.allAttributes == made.allAttributes, "\(entry.name)")
        }
        struct SwipePaged: LayoutWrapper {
            var base: any CollectionViewLayout
            var dragPaging: DragPaging? { .swipe(axis: .vertical) }
        }
        var paged = SwipePaged(base: LayoutDescriptor.flow.defaultLayout), bare = LayoutDescriptor.flow.defaultLayout
        paged.prepare(context)
        bare.prepare(context)
        #expect(bare.dragPaging == nil)
        #expect(paged.dragPaging == .swipe(axis: .vertical))
        #expect(paged.allAttributes == bare.allAttributes)
    }

    @Test func anglesWithPi() {
        #expect(ParameterValue.angle("pi") == .pi)
        #expect(ParameterValue.angle("-pi/4") == -.pi / 4)
        #expect(ParameterValue.angle("5pi/4") == 5 * .pi / 4)
        #expect(ParameterValue.angle("1.5*pi") == 1.5 * .pi)
        #expect(ParameterValue.angle("0.25") == 0.25)
        for bad in ["pie", "pi/0", "2pi/x", "api", "pi/4/2", ""] {
            #expect(ParameterValue.angle(bad) == nil, "\(bad)")
        }
    }

    @Test func namesMustBeValidAndUnique() {
        #expect(throws: LayoutConfigurationError.duplicateName("flow")) { try LayoutCatalog.seeds.adding([.flow]) }
        #expect(throws: LayoutConfigurationError.emptyCatalog) { try LayoutCatalog([]) }
        let spaced = LayoutDescriptor(name: "my layout", summary: "", make: { RowLayout() })
        do {
            _ = try LayoutCatalog.seeds.adding([spaced])
            Issue.record("a name with a space was accepted")
        } catch {
            #expect(error.message.contains("'my layout'"))
        }
        #expect(LayoutDescriptor.isValidName("small-circle") && LayoutDescriptor.isValidName("v2.spiral_1"))
    }

    @Test func aUsersParameterIsCheckedAndNamedInOneLine() throws {
        do {
            _ = try LayoutDescriptor.row.makeLayout([LayoutSetting(key: "pitch", value: "500")])
            Issue.record("out of range")
        } catch {
            #expect(error.message == "malformed value '500' for pitch: expected a number from 10 to 200")
        }
        do {
            _ = try LayoutDescriptor.row.makeLayout([LayoutSetting(key: "radius", value: "5")])
            Issue.record("unknown key")
        } catch {
            #expect(error.message == "unknown key 'radius' for layout row (keys: pitch, direction)")
        }
        let made = try LayoutDescriptor.row.makeLayout([LayoutSetting(key: "pitch", value: "80")])
        #expect((made as? RowLayout)?.pitch == 80)
    }

    @Test func keysReachAUsersLayoutAndPastTheTenth() throws {
        let catalog = try LayoutCatalog.seeds.adding([.row])
        var session = try Session(catalog: catalog, layout: "flow", itemCount: 10, boundsSize: size)
        session.send(.selectNumberedLayout(0), at: 0.1)
        #expect(session.layoutName == "firewheel")
        session.send(.nextLayout, at: 0.2)
        #expect(session.layoutName == "row", "Tab goes past the tenth")
        session.send(.switchToPartner, at: 0.3)
        #expect(session.layoutName == "flow", "a layout without a partner goes to the catalog's first")
        session.send(.selectLayout("row"), at: 0.4)
        #expect(session.layoutName == "row")
        #expect(catalog.layout(forDigit: 1) == .flow && LayoutCatalog.seeds.layout(forDigit: 0) == .firewheel)
        let short = try LayoutCatalog([.row, .ring])
        #expect(short.layout(forDigit: 3) == nil)
    }

    @Test func theHostAsksAUsersLayoutForItsCapabilities() throws {
        var session = Session(layout: .row, itemCount: 10, boundsSize: size)
        #expect(session.catalog.names.last == "row", "a descriptor outside the catalog joins it")
        // Paging on drag end: a 30-point drag (threshold 20) turns one item, whatever the speed.
        session.send(.pointerDown(.left, Point(x: 200, y: 150)), at: 0)
        session.send(.pointerMove(Point(x: 185, y: 150)), at: 0.05)
        session.send(.pointerMove(Point(x: 170, y: 150)), at: 0.1)
        session.send(.pointerUp(.left, Point(x: 170, y: 150)), at: 0.5)
        session.advance(to: 3)
        #expect(session.contentOffset == Point(x: 50, y: 0))
        // Arrows page by item through the layout's focus.
        session.send(.page(1), at: 3.1)
        session.advance(to: 6)
        #expect(session.contentOffset == Point(x: 100, y: 0))
        // Pinch reaches it; rotation does not.
        session.send(.wheel(dx: 0, dy: 1, at: .zero), at: 6.1)
        session.send(.pointerDown(.right, Point(x: 300, y: 150)), at: 6.2)
        session.send(.pointerMove(Point(x: 200, y: 250)), at: 6.3)
        #expect(abs(session.gestureScale - 1.1) < 1e-12 && session.gestureRotation == 0)
        #expect(session.gestureHelp == "wheel/pinch: nothing really · right-drag: no effect")
        session.send(.pointerUp(.right, Point(x: 200, y: 250)), at: 6.4)
        // D flips its direction through its `direction` parameter.
        session.send(.flipDirection, at: 7)
        #expect((session.collectionView.layout as? RowLayout)?.direction == .vertical)
        #expect(session.settings == [LayoutSetting(key: "direction", value: "vertical")])
    }
}

/// A row whose focus is its left end: item `k` is focused at `offset.x = k * pitch`, where it sits
/// 30 points from the left edge, far from the middle of the view.
struct LeftFocusedRow: CollectionViewLayout {
    var pitch = 50.0
    private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)

    mutating func prepare(_ context: LayoutContext) { self.context = context }

    var contentSize: Size {
        Size(width: pitch * Double(Swift.max(0, context.itemCount - 1)) + context.boundsSize.width, height: context.boundsSize.height)
    }

    func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard indexPath.item >= 0, indexPath.item < context.itemCount else { return nil }
        return LayoutAttributes(
            indexPath: indexPath, center: Point(x: 30 + pitch * Double(indexPath.item), y: context.boundsSize.height / 2),
            size: Size(square: 40))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] { allAttributes.filter { $0.frame.intersects(rect) } }

    var paging: PagingStyle { .items }
    func focusedItemPosition(at offset: Point) -> Double? { offset.x / pitch }
    func contentOffset(focusingItemAt index: Int) -> Point? { Point(x: pitch * Double(index), y: 0) }
}

@Suite("the host keeps the item a layout focuses")
struct LayoutFocusTests {
    @Test func aResizeKeepsTheFocusedItemNotTheOneInTheMiddle() {
        var view = CollectionView(layout: LeftFocusedRow(), itemCount: 100, boundsSize: Size(width: 800, height: 300))
        view.setContentOffset(Point(x: 150, y: 0), animated: false, at: 0)
        #expect(view.focusedIndex == 3)
        view.setBoundsSize(Size(width: 600, height: 280), at: 0.1)
        #expect(view.contentOffset == Point(x: 150, y: 0), "item 3 stays focused")
        view.setLayout(LeftFocusedRow(pitch: 60), animated: false, at: 0.2)
        #expect(view.contentOffset == Point(x: 180, y: 0), "a layout switch focuses item 3 in the new layout")
    }
}
