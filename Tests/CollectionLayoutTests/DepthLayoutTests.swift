import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// The 3D carousels (docs/reference/LAYOUTS.md, "3D carousels"): each formula checked through where an
/// item is drawn, computed here from the docs' formulas by hand (row vectors, `w = 1 + z*m34`).
@Suite("3D carousels")
struct DepthLayoutTests {
    static let bounds = Size(width: 800, height: 600)
    /// The view's middle, content coordinates at offset 0.
    static let middle = Point(x: 400, y: 300)

    func layout(_ descriptor: LayoutDescriptor, _ pairs: [String] = [], count: Int = 40, offset: Point = .zero) throws
        -> any CollectionViewLayout
    {
        try preparedLayout(descriptor, pairs.map { try LayoutSetting(parsing: $0) }, size: Self.bounds, offset: offset, count: count)
    }

    func item(_ layout: any CollectionViewLayout, _ index: Int) throws -> LayoutAttributes {
        try #require(layout.attributes(at: ItemIndexPath(item: index)))
    }

    @Test("the built-in catalog: the ten seeds keep the number keys, the carousels follow, then the gallery")
    func catalog() {
        let names = LayoutCatalog.builtIn.names
        #expect(Array(names.prefix(10)) == LayoutCatalog.seeds.names)
        #expect(Array(names.dropFirst(10).prefix(6)) == ["coverflow", "rotary", "cylinder", "timemachine", "wheel3d", "planner"])
        // Then the layouts shaped by their content (issue 19), then the gallery.
        #expect(Array(names.dropFirst(16).prefix(2)) == ["justified", "tags"])
        #expect(Array(names.dropFirst(18)) == LayoutCatalog.galleryLayouts.map(\.name))
        #expect(LayoutCatalog.builtIn.layout(after: "firewheel").name == "coverflow")
        #expect(LayoutCatalog.builtIn.layout(forDigit: 0)?.name == "firewheel")
    }

    @Test("every carousel: item centres in the middle of the view, content (n-1)*pitch + W (n*pitch for the wrapping circles), snapping and focus by item")
    func sharedModel() throws {
        for descriptor in LayoutCatalog.depthLayouts {
            let offset = Point(x: descriptor.name == "wheel3d" ? 0 : 130, y: descriptor.name == "wheel3d" ? 130 : 0)
            let layout = try layout(descriptor, offset: offset)
            let pitch = descriptor.name == "wheel3d" ? 50.0 : 200.0
            let axis: Axis = descriptor.name == "wheel3d" ? .vertical : .horizontal
            // Rotary and cylinder wrap by default, as iCarousel's circles do: the period n * pitch.
            let wraps = ["rotary", "cylinder"].contains(descriptor.name)
            #expect(layout.contentSize[axis] == (wraps ? 40 * pitch : 39 * pitch + Self.bounds[axis]), "\(descriptor.name)")
            #expect(try item(layout, 3).center == Self.middle + offset)
            #expect(layout.focusedItemPosition(at: offset) == 130 / pitch)
            #expect(layout.contentOffset(focusingItemAt: 7)?[axis] == 7 * pitch)
            var proposal = Point.zero
            proposal[axis] = 2.6 * pitch
            #expect(layout.targetContentOffset(proposed: proposal, velocity: .zero)[axis] == 3 * pitch)
            #expect(layout.paging == .items)
            #expect(try item(layout, 0).transform3D != nil)
        }
    }

    @Test("coverflow: c = clamp(o, -1, 1); along (c*tilt/2 + o*spacing)*w, depth -|c|*w/2, turned -c*tilt*pi/2 about y")
    func coverFlow() throws {
        let layout = try layout(.coverFlow)
        // The focused item faces the viewer, flat, at the middle.
        let focused = try item(layout, 0)
        expectClose(focused.drawnCentre ?? .zero, Self.middle, "focus")
        expectClose(focused.transformedFrame.size, Size(width: 200, height: 200), "flat")
        // Item 2 (o = 2, c = 1): centre moved (0.45 + 0.5) * 200 = 190 along x and 100 back.
        let w = 1 + 100.0 / 500
        expectClose(try item(layout, 2).drawnCentre ?? .zero, Point(x: 400 + 190 / w, y: 300), "item 2")
        // Its right edge: turned by -0.9*pi/2 about y, x = 100 cos(a), z = -100 sin(a) - 100.
        let a = -0.9 * Double.pi / 2
        let edgeW = 1 - (-100 * sin(a) - 100) / 500
        let right = try item(layout, 2).projectedOutline[1]
        expectClose(right.x, 400 + (190 + 100 * cos(a)) / edgeW, "right edge")
        // Nearer the focus is drawn on top: zIndex -floor(|o|).
        #expect(try item(layout, 1).zIndex == -1 && item(layout, 3).zIndex == -3 && focused.zIndex == 0)
    }

    @Test("rotary: count = min(n, 50, max(12, ceil(W/(spacing*w))*pi)), r = max(w*s/2, w*s/2/tan(arc/2/count)), (r sin a, 0, r cos a - r)")
    func rotary() throws {
        let layout = try layout(.rotary)
        // ceil(800/200) * pi = 12.57 -> 12 items on the circle; r = 100 / tan(pi/12).
        let r = 100 / tan(Double.pi / 12)
        // Item 3 is a quarter turn round: r to the right, r back.
        let w = 1 + r / 500
        expectClose(try item(layout, 3).drawnCentre ?? .zero, Point(x: 400 + r / w, y: 300), "item 3")
        // iCarousel's window: count = 12 items from the current item - 6, wrapped round: item 34
        // (o = -6, the back) shown, item 6 (o = 6) left out.
        #expect(try item(layout, 34).isHidden == false)
        #expect(try item(layout, 6).isHidden)
        // Items face the viewer everywhere (no turn): the drawn box stays square.
        let back = try item(layout, 34).transformedFrame
        expectClose(back.width, back.height, "square")
        // Inverted: radius and angle negated, the focus at the back of the circle.
        let inverted = try self.layout(.rotary, ["inverted=true"])
        let z = try item(inverted, 3).drawingTransform3D.apply(to: Self.middle).z
        expectClose(z, r, "inverted item 3 comes forward")
        // Fewer items than the rule: they share the whole circle.
        let few = try self.layout(.rotary, [], count: 4)
        let quarter = max(100, 100 / tan(Double.pi / 4))
        expectClose(try item(few, 1).drawnCentre?.x ?? 0, 400 + quarter / (1 + quarter / 500), "4 items")
    }

    @Test("cylinder: faces turned by o/count*arc about the cylinder's axis r + 0.01 behind them; inverted hides back faces by m33")
    func cylinder() throws {
        let layout = try layout(.cylinder)
        let r = max(0.01, 100 / tan(Double.pi / 12))
        // Item 3, a quarter turn: its centre at (r + 0.01) sin(pi/2) to the right, r back.
        let centre = try item(layout, 3).drawingTransform3D.apply(to: Self.middle)
        expectClose(centre.projected.x, 400 + (r + 0.01) / centre.w, "x")
        expectClose(centre.z, (r + 0.01) * cos(Double.pi / 2) - r, "z")
        // The face half way round (item 34, o = -6, wrapped) turns its back; shown by default.
        let back = try item(layout, 34)
        #expect(!back.isFacingViewer && back.isDoubleSided && back.isVisible)
        // Inverted: the layout hides the faces turned away (m33 <= 0) itself, as iCarousel does.
        // 8 faces, p = 0.4: the window is ceil(8/2) = 4 items from the current item - 2 (items
        // 38, 39, 0, 1); item 38 (o = -2.4) is turned by 2.4/8 * 2pi > pi/2, so m33 < 0: hidden.
        let inverted = try self.layout(.cylinder, ["inverted=true", "count=8"], offset: Point(x: 80, y: 0))
        #expect(try item(inverted, 39).isVisible && item(inverted, 0).isVisible && item(inverted, 38).isHidden)
        #expect(try item(inverted, 2).isHidden, "outside the window")
        let forced = try self.layout(.cylinder, ["inverted=true", "count=8", "showBackfaces=true"], offset: Point(x: 80, y: 0))
        #expect(try item(forced, 38).isVisible)
    }

    @Test("timemachine: along o*tilt*w, depth +o*spacing*w; later items fade from o = 0 over one item (iCarousel's timeMachine)")
    func timeMachine() throws {
        let layout = try layout(.timeMachine, [], offset: Point(x: 400, y: 0))
        // Focus on item 2. Item 0 (o = -2): 120 to the left, 400 back.
        let w = 1 + 400.0 / 500
        expectClose(try item(layout, 0).drawnCentre ?? .zero, Point(x: 800 - 120 / w, y: 300), "item 0")
        let passing = try self.layout(.timeMachine, [], offset: Point(x: 350, y: 0))
        expectClose(try item(passing, 2).alpha, 0.75, "o = 0.25")
        #expect(try item(layout, 3).isHidden, "o = 1: faded out")
        // Earlier items are farther, so drawn first.
        #expect(try item(layout, 0).depth < item(layout, 1).depth)
        let inverted = try self.layout(.timeMachine, ["inverted=true"], offset: Point(x: 400, y: 0))
        expectClose(try item(inverted, 4).depth, -400, "inverted: later items recede")
        #expect(try item(inverted, 1).isHidden, "inverted: o = -1 faded out")
        // Inverting mirrors the fade set before it: fadeMax 2 becomes fadeMin -2.
        let mirrored = try self.layout(.timeMachine, ["fadeMax=2", "inverted=true"], offset: Point(x: 400, y: 0))
        #expect(try item(mirrored, 1).alpha == 1 && item(mirrored, 4).alpha == 1 && item(mirrored, 0).alpha == 1)
        expectClose(try item(mirrored, 4).depth, -400, "mirrored")
    }

    @Test("wheel3d: Flutter's cylindrical projection, angle o*e/H*2*asin(1/diameterRatio)/squeeze, only the items whose flat place meets the view")
    func wheel3D() throws {
        let layout = try layout(.wheel3D)
        let r = 600.0 * 2 / 2, maxAngle = asin(0.5)
        let angle = 50.0 / 600 * 2 * maxAngle
        // Item 1: y = r sin(angle) / w with w = 1 + 0.003 r (1 - cos(angle)).
        let w = 1 + 0.003 * r * (1 - cos(angle))
        expectClose(try item(layout, 1).drawnCentre ?? .zero, Point(x: 400, y: 300 + r * sin(angle) / w), "item 1")
        // Only the items whose slot meets the band L*squeeze long: |o| < 600/100 + 0.5.
        #expect(try item(layout, 6).isHidden == false)
        #expect(try item(layout, 7).isHidden)
        // squeeze 0.1 narrows the band to 60 points: |o| < 60/20 + 0.5 with 10-point items.
        let squeezed = try self.layout(.wheel3D, ["squeeze=0.1", "itemSize=240x10"])
        #expect(try item(squeezed, 3).isHidden == false)
        #expect(try item(squeezed, 4).isHidden)
        // The magnifier and the moved axis.
        let tuned = try self.layout(.wheel3D, ["magnification=1.5", "offAxisFraction=0.25"])
        let focused = try item(tuned, 0)
        expectClose(focused.transformedFrame.height, 75, "magnified")
        expectClose(focused.anchorPoint.x, 0.5 - 0.25 * 800 / 240, "anchor")
    }

    @Test("culling is O(k): a million items cost the same window")
    func hugeCounts() throws {
        for descriptor in LayoutCatalog.depthLayouts {
            let layout = try layout(descriptor, count: 1_000_000, offset: Point(x: 50_000_000, y: 10_000_000))
            let visible = layout.visibleAttributes
            #expect(!visible.isEmpty && visible.count <= 101, "\(descriptor.name)")
            #expect(visible.allSatisfy { $0.isFinite })
        }
    }
}
