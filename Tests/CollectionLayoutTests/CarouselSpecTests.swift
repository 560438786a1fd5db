import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// The carousels named after iCarousel and Flutter against their documented behaviour, computed
/// independently in CarouselSpecOracle.swift: matrices, alphas, which items are shown, back faces
/// and draw order, over seeded cases and the cases issue 24 reported.
@Suite("3D carousels against iCarousel and Flutter")
struct CarouselSpecTests {
    static let bounds = Size(width: 800, height: 600)

    func layout(_ name: String, _ pairs: [String], count: Int, offset: Point, size: Size = bounds) throws -> any CollectionViewLayout {
        let descriptor = try LayoutCatalog.builtIn.entry(named: name)
        return try preparedLayout(descriptor, pairs.map { try LayoutSetting(parsing: $0) }, size: size, offset: offset, count: count)
    }

    func expectSame(_ actual: Transform3D?, _ expected: Transform3D, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let entries = actual?.entries ?? []
        let close = entries.count == 16 && zip(entries, expected.entries).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
        #expect(close, "\(what): \(entries) vs \(expected.entries)", sourceLocation: sourceLocation)
    }

    /// Every item of `layout` matches the reference: transform, alpha and whether it is shown.
    func expectMatches(_ layout: any CollectionViewLayout, _ reference: CarouselSpecOracle, _ what: String) throws {
        for item in 0..<reference.numberOfItems {
            let attributes = try #require(layout.attributes(at: ItemIndexPath(item: item)))
            let offset = reference.offset(forItem: item)
            let label = "\(what) item \(item) (o = \(offset))"
            #expect(attributes.isHidden == reference.isHidden(item: item), "\(label) hidden")
            guard !reference.isHidden(item: item) else { continue }
            expectSame(attributes.transform3D, reference.transform(forOffset: offset), label)
            #expect(abs(attributes.alpha - reference.alpha(forOffset: offset)) < 1e-12, "\(label) alpha")
        }
        // attributes(in:) returns exactly the shown items that meet the rect.
        let visible = layout.attributes(in: layout.context.visibleRect).map(\.index)
        let expected = (0..<reference.numberOfItems).filter { item in
            !reference.isHidden(item: item) && layout.attributes(at: ItemIndexPath(item: item))!.transformedFrame.intersects(layout.context.visibleRect)
        }
        #expect(visible == expected, "\(what): attributes(in:)")
    }

    static let kinds: [(name: String, settings: [String], kind: CarouselSpecOracle.Kind)] = [
        ("coverflow", [], .coverFlow),
        ("rotary", [], .rotary), ("rotary", ["inverted=true"], .invertedRotary),
        ("cylinder", [], .cylinder), ("cylinder", ["inverted=true"], .invertedCylinder),
        ("timemachine", [], .timeMachine), ("timemachine", ["inverted=true"], .invertedTimeMachine),
    ]

    @Test("seeded cases: every item's matrix, alpha and visibility are iCarousel's, both axes, wrapped and not")
    func seededCases() throws {
        var random = SplitMix64(seed: 24)
        for (name, settings, kind) in Self.kinds {
            for _ in 0..<12 {
                let vertical = random.next() % 2 == 0
                let count = [1, 3, 5, 6, 12, 13, 40, 75][Int(random.next() % 8)]
                let position = Double(Int(random.next() % 400)) / 8 - 5
                var pairs = settings + ["direction=\(vertical ? "vertical" : "horizontal")"]
                var wrap: Bool?
                if kind.isCircular, random.next() % 2 == 0 {
                    wrap = random.next() % 2 == 0
                    pairs.append("wrap=\(wrap!)")
                }
                let length = vertical ? Self.bounds.height : Self.bounds.width
                let offset = Point(along: vertical ? .vertical : .horizontal, position * 200, across: 0)
                let layout = try layout(name, pairs, count: count, offset: offset)
                let reference = CarouselSpecOracle(
                    kind: kind, vertical: vertical, viewLength: length, numberOfItems: count, scrollOffset: position, wrap: wrap)
                try expectMatches(layout, reference, "\(name) \(pairs) n=\(count) p=\(position)")
            }
        }
    }

    @Test("timemachine is iCarousel's timeMachine: o translates by (o*w*tilt, 0, +o*w*spacing) and o > 0 fades over one item; inverted is invertedTimeMachine")
    func timeMachineSense() throws {
        for (inverted, kind) in [(false, CarouselSpecOracle.Kind.timeMachine), (true, .invertedTimeMachine)] {
            for position in [2.0, 2.25, 2.5, 2.75] {
                let layout = try layout("timemachine", ["inverted=\(inverted)"], count: 10, offset: Point(x: position * 200, y: 0))
                try expectMatches(layout, CarouselSpecOracle(kind: kind, numberOfItems: 10, scrollOffset: position), "timemachine inverted=\(inverted)")
            }
        }
        // By hand at p = 2.25: item 3 (o = 0.75) comes 150 pt towards the viewer at alpha 0.25;
        // inverted, it recedes 150 pt opaque and item 1 (o = -1.25) is faded out.
        let plain = try layout("timemachine", [], count: 10, offset: Point(x: 450, y: 0))
        let item3 = try #require(plain.attributes(at: ItemIndexPath(item: 3)))
        #expect(abs(item3.depth - 150) < 1e-9 && abs(item3.alpha - 0.25) < 1e-12)
        let inverted = try layout("timemachine", ["inverted=true"], count: 10, offset: Point(x: 450, y: 0))
        let back = try #require(inverted.attributes(at: ItemIndexPath(item: 3)))
        #expect(abs(back.depth + 150) < 1e-9 && back.alpha == 1)
        #expect(try #require(inverted.attributes(at: ItemIndexPath(item: 1))).isHidden)
    }

    @Test("wrap at exactly half a turn follows offsetForItemAtIndex: item 0 of 6 at p = 3 goes to -3")
    func wrapAtHalfTurn() throws {
        let layout = try layout("rotary", ["wrap=true", "arc=3.14159"], count: 6, offset: Point(x: 600, y: 0))
        let reference = CarouselSpecOracle(kind: .rotary, numberOfItems: 6, scrollOffset: 3, wrap: true, arc: 3.14159)
        #expect(reference.offset(forItem: 0) == -3)
        try expectMatches(layout, reference, "rotary n=6 p=3 arc=3.14159")
        // Item 0 is on the left (o = -3 turns it by -arc/2).
        let item0 = try #require(layout.attributes(at: ItemIndexPath(item: 0)))
        #expect((item0.drawnCentre?.x ?? 0) < 600 + 400)
        // At p = 0, item 3 is exactly half way the other side: iCarousel keeps o = +3.
        let start = try self.layout("rotary", ["wrap=true", "arc=3.14159"], count: 6, offset: .zero)
        try expectMatches(start, CarouselSpecOracle(kind: .rotary, numberOfItems: 6, scrollOffset: 0, wrap: true, arc: 3.14159), "p=0")
        // A scrolled-round position (p = -3, one turn back from 3) gives the same offsets.
        let turned = try self.layout("rotary", ["wrap=true", "arc=3.14159"], count: 6, offset: Point(x: -600, y: 0))
        try expectMatches(turned, CarouselSpecOracle(kind: .rotary, numberOfItems: 6, scrollOffset: -3, wrap: true, arc: 3.14159), "p=-3")
    }

    @Test("circles at their ends: rotary and cylinder wrap by default; without wrap, iCarousel's whole window of count items stands on the far side")
    func circleEnds() throws {
        for (name, kind) in [("rotary", CarouselSpecOracle.Kind.rotary), ("cylinder", .cylinder)] {
            let wrapped = try layout(name, [], count: 12, offset: .zero)
            #expect(wrapped.wrapping != nil, "\(name) wraps by default")
            let reference = CarouselSpecOracle(kind: kind, numberOfItems: 12, scrollOffset: 0)
            try expectMatches(wrapped, reference, "\(name) default")
            // Items 7-11 come round before item 0 (o = -5 ... -1).
            #expect((7...11).allSatisfy { reference.offset(forItem: $0) == Double($0 - 12) })
            let open = try layout(name, ["wrap=false"], count: 12, offset: .zero)
            let unwrapped = CarouselSpecOracle(kind: kind, numberOfItems: 12, scrollOffset: 0, wrap: false)
            try expectMatches(open, unwrapped, "\(name) wrap=false")
            // Items 7-9, past half a turn, are shown on the far side at o = 7...9.
            for item in 7...9 {
                let attributes = try #require(open.attributes(at: ItemIndexPath(item: item)))
                #expect(!attributes.isHidden && unwrapped.offset(forItem: item) == Double(item), "\(name) item \(item)")
            }
            // Many items: a window of count, from the current item - count/2, moved inside at the end.
            for position in [0.0, 3.4, 3.6, 38.0, 39.0] {
                let long = try layout(name, ["wrap=false"], count: 40, offset: Point(x: position * 200, y: 0))
                try expectMatches(long, CarouselSpecOracle(kind: kind, numberOfItems: 40, scrollOffset: position, wrap: false), "\(name) n=40 p=\(position)")
            }
        }
    }

    @Test("visibleItems (iCarousel's option) sets the window's length, past the cap of 50")
    func visibleItemsOption() throws {
        for (name, kind, count, position, visible) in [
            ("coverflow", CarouselSpecOracle.Kind.coverFlow, 20, 5.0, 3), ("timemachine", .timeMachine, 100, 50.0, 80),
            ("rotary", .rotary, 100, 97.4, 70), ("cylinder", .invertedCylinder, 30, 1.0, 5),
        ] {
            let settings = ["visibleItems=\(visible)"] + (kind == .invertedCylinder ? ["inverted=true"] : [])
            let layout = try layout(name, settings, count: count, offset: Point(x: position * 200, y: 0))
            let reference = CarouselSpecOracle(kind: kind, numberOfItems: count, scrollOffset: position, visibleItems: visible)
            try expectMatches(layout, reference, "\(name) visibleItems=\(visible)")
        }
        // Coverflow at p = 5 with 3 items: 4, 5 and 6 alone.
        let three = try layout("coverflow", ["visibleItems=3"], count: 20, offset: Point(x: 1000, y: 0))
        #expect((0..<20).filter { !three.attributes(at: ItemIndexPath(item: $0))!.isHidden } == [4, 5, 6])
    }

    @Test("back faces: hidden by m33 <= 0 (iCarousel), including inverted vertical cylinders where the outline's winding says otherwise")
    func backFaces() throws {
        var disagreements = 0
        for vertical in [false, true] {
            for position in stride(from: 0.0, through: 12, by: 0.25) {
                for count in [5, 7, 12] {
                    let direction = vertical ? "vertical" : "horizontal"
                    let layout = try layout("cylinder", ["inverted=true", "direction=\(direction)", "count=\(count)"], count: 30,
                        offset: Point(along: vertical ? .vertical : .horizontal, position * 200, across: 0))
                    for item in 0..<30 {
                        let attributes = try #require(layout.attributes(at: ItemIndexPath(item: item)))
                        guard let transform = attributes.transform3D, layoutLoads(layout, item) else { continue }
                        #expect(attributes.isHidden == (transform.m33 <= 0), "item \(item) at p=\(position) \(direction)")
                        if !attributes.projectedOutline.isEmpty, (transform.m33 > 0) != attributes.isFacingViewer { disagreements += 1 }
                        #expect(attributes.isVisible == !attributes.isHidden)
                    }
                }
            }
        }
        // The cases where the two tests disagree exist, and m33 decides them.
        #expect(disagreements > 0)
    }

    func layoutLoads(_ layout: any CollectionViewLayout, _ item: Int) -> Bool {
        (layout as? any PerspectiveCarousel).map { $0.isLoaded(item) } ?? true
    }

    /// Faces either side of the focus share their centre's depth; iCarousel's `compareViewDepth`
    /// samples the point (1, 1, 1) of each, which puts one above the other (issue 32: at p = 3.5
    /// iCarousel draws item 3 over item 4), and breaks what still ties (a rotary's faces, which
    /// do not turn) by the distance from the current item: the draw order follows both.
    @Test("circles: the draw order is iCarousel's compareViewDepth for every pair of shown items")
    func circleDrawOrder() throws {
        let kinds = Self.kinds.filter { $0.kind.isCircular || $0.kind == .timeMachine || $0.kind == .invertedTimeMachine }
        var random = SplitMix64(seed: 32)
        var pairs = 0, mirrored = 0
        for (name, settings, kind) in kinds {
            for _ in 0..<10 {
                let count = [5, 12, 20, 40][Int(random.next() % 4)]
                let position = Double(Int(random.next() % 160)) / 8 - 2
                let layout = try layout(name, settings, count: count, offset: Point(x: position * 200, y: 0))
                let reference = CarouselSpecOracle(kind: kind, numberOfItems: count, scrollOffset: position)
                let shown = (0..<count).filter { !reference.isHidden(item: $0) }
                let items = shown.map { DisplayedItem(id: $0, attributes: layout.attributes(at: ItemIndexPath(item: $0))!) }
                let order = items.sortedInDrawOrder.map(\.id)
                for a in shown {
                    for b in shown where a < b && reference.isDrawnBelow(a, b) != reference.isDrawnBelow(b, a) {
                        let below = try #require(order.firstIndex(of: a)) < order.firstIndex(of: b)!
                        #expect(below == reference.isDrawnBelow(a, b), "\(name) \(settings) n=\(count) p=\(position): \(a) below \(b)")
                        pairs += 1
                        if abs(reference.offset(forItem: a) + reference.offset(forItem: b)) < 1e-9 { mirrored += 1 }
                    }
                }
            }
        }
        #expect(pairs > 1_000 && mirrored > 20, "\(pairs) pairs, \(mirrored) mirrored about the focus")
        // The issue's case: cylinder, 20 items of 200x80 in 300x300, radius 150, wrapped, at p = 3.5.
        let cylinder = try layout(
            "cylinder", ["itemSize=200x80", "radius=150", "wrap=true"], count: 20, offset: Point(x: 700, y: 0), size: Size(width: 300, height: 300))
        let pair = [3, 4].map { DisplayedItem(id: $0, attributes: cylinder.attributes(at: ItemIndexPath(item: $0))!) }
        #expect(pair[0].attributes.depth == pair[1].attributes.depth, "their centres tie")
        #expect(pair.inDrawOrder.map(\.id) == [4, 3], "item 3 over item 4, as iCarousel draws them")
    }

    @Test("coverflow: equal depths are broken by the distance from the current item, nearer on top")
    func coverFlowTies() throws {
        for position in [0.0, 0.3, 0.5, 2.7, 5.0, 6.45] {
            let layout = try layout("coverflow", [], count: 14, offset: Point(x: position * 200, y: 0))
            let reference = CarouselSpecOracle(kind: .coverFlow, numberOfItems: 14, scrollOffset: position)
            let shown = (0..<14).filter { !reference.isHidden(item: $0) }
            let items = shown.map { DisplayedItem(id: $0, attributes: layout.attributes(at: ItemIndexPath(item: $0))!) }
            let order = items.inDrawOrder.map(\.id)
            // Pairs at the same centre depth on the same side: iCarousel's comparator decides.
            for a in shown {
                for b in shown where a != b {
                    let oa = reference.offset(forItem: a), ob = reference.offset(forItem: b)
                    guard abs(oa) >= 1, abs(ob) >= 1, (oa > 0) == (ob > 0) else { continue }
                    let below = try #require(order.firstIndex(of: a)) < order.firstIndex(of: b)!
                    #expect(below == reference.isDrawnBelow(a, b), "p=\(position): \(a) below \(b)")
                }
            }
        }
    }

    @Test("wheel3d shows what Flutter lays out and paints: |o| < L*squeeze/(2e) + 1/2 (open), never past a quarter turn")
    func wheelRange() throws {
        // The issue's case: 300x600, offset 150 (p = 3), squeeze 2: Flutter lays out |o| < 12.5.
        let cases: [(size: Size, pixels: Double, settings: [String], extent: Double, squeeze: Double, diameter: Double)] = [
            (Size(width: 300, height: 600), 150, ["squeeze=2"], 50, 2, 2),
            (Size(width: 300, height: 600), 125, ["squeeze=2"], 50, 2, 2),  // o = 12.5 only touches the band's end
            (Size(width: 300, height: 600), 625, ["squeeze=2"], 50, 2, 2),  // o = -12.5
            (Size(width: 800, height: 600), 35, ["itemSize=240x70", "diameterRatio=0.5"], 70, 1, 0.5),  // o = 4.5 past a quarter turn
            (Size(width: 800, height: 600), 0, ["squeeze=0.1", "itemSize=240x10"], 10, 0.1, 2),
            (Size(width: 800, height: 600), 212, ["squeeze=0.7", "diameterRatio=0.9"], 50, 0.7, 0.9),
        ]
        for (size, pixels, settings, extent, squeeze, diameter) in cases {
            let layout = try layout("wheel3d", settings, count: 20, offset: Point(x: 0, y: pixels), size: size)
            let flutter = WheelSpecOracle(
                viewLength: size.height, itemExtent: extent, scrollPixels: pixels, childCount: 20, diameterRatio: diameter, squeeze: squeeze)
            for item in 0..<20 {
                let attributes = try #require(layout.attributes(at: ItemIndexPath(item: item)))
                #expect(attributes.isHidden == !flutter.isPainted(item), "\(settings) pixels \(pixels): item \(item)")
            }
            let visible = Set(layout.attributes(in: layout.context.visibleRect).map(\.index))
            #expect(visible.isSubset(of: Set((0..<20).filter(flutter.isPainted))))
        }
        let issue = WheelSpecOracle(viewLength: 600, itemExtent: 50, scrollPixels: 150, childCount: 20, squeeze: 2)
        #expect(issue.laidOutIndices == 0...15)
        let touching = WheelSpecOracle(viewLength: 600, itemExtent: 50, scrollPixels: 125, childCount: 20, squeeze: 2)
        #expect(touching.laidOutIndices == 0...14)
    }

    @Test("wheel3d paints later children on top, as Flutter's _paintAllChildren does, whatever their depth")
    func wheelPaintOrder() throws {
        for (pixels, settings) in [(130.0, [String]()), (400, ["diameterRatio=0.6", "offAxisFraction=0.4"]), (0, ["wrap=true"])] {
            let layout = try layout("wheel3d", settings, count: 30, offset: Point(x: 0, y: pixels))
            let items = layout.attributes(in: layout.context.visibleRect).map { DisplayedItem(id: $0.index, attributes: $0) }
            let order = items.inDrawOrder.map(\.id)
            let focus = pixels / 50
            // Flutter's child order is the virtual index: with wrap, the copy of an item within half
            // the items of the focus.
            let virtual = order.map { item in Double(item) - focus > 15 ? item - 30 : item }
            #expect(order.count > 3 && virtual == virtual.sorted(), "\(settings): \(order)")
        }
    }
}
