import CollectionLayout
import ExampleLayouts
import Foundation
import Testing

/// A petals layout prepared for `count` items in `bounds`, with a pinch and a rotation.
func petals(
    _ layout: PetalsLayout = PetalsLayout(), count: Int, bounds: Size = Size(width: 800, height: 600),
    pinch: Double = 1, rotation: Double = 0
) -> PetalsLayout {
    var layout = layout
    layout.prepare(LayoutContext(boundsSize: bounds, itemCount: count, gestureScale: pinch, gestureRotation: rotation))
    return layout
}

/// The golden angle, 137.50776°, written out rather than taken from the layout.
let goldenAngle = 137.507_764_050_037_85 * Double.pi / 180

@Suite("petals")
struct PetalsLayoutTests {
    /// Vogel's model: item i at c·√i, i·137.5° (plus the rotation), c times the clamped pinch.
    @Test("item i sits at c·√i and i·137.5°", arguments: [(1.0, 0.0), (2.0, 0.4), (10.0, -1.0), (0.01, 3.0)])
    func phyllotaxis(pinch: Double, rotation: Double) {
        let layout = petals(count: 500, pinch: pinch, rotation: rotation)
        let c = 22 * Swift.min(Swift.max(pinch, 0.25), 4)
        let hub = Point(x: 400, y: 300)
        for i in 0..<500 {
            let item = layout.attributes(at: ItemIndexPath(item: i))!
            let d = item.center - hub
            #expect(abs(d.length - c * Double(i).squareRoot()) < 1e-9 * Swift.max(1, d.length), "item \(i)")
            if i > 0 {
                let turn = (atan2(d.y, d.x) - Double(i) * goldenAngle - rotation).remainder(dividingBy: 2 * .pi)
                #expect(abs(turn) < 1e-9, "item \(i) is \(turn) rad off")
                // Each petal points away from the centre: its rotation is its angle plus a quarter turn.
                let tilt = (item.transform.decomposed.rotation - atan2(d.y, d.x) - .pi / 2).remainder(dividingBy: 2 * .pi)
                #expect(abs(tilt) < 1e-9)
            }
        }
    }

    @Test("bloom and divergence come from --set, with validation")
    func parameters() throws {
        let made = try LayoutDescriptor.petals.makeLayout([
            LayoutSetting(key: "bloom", value: "30"), LayoutSetting(key: "divergence", value: "pi/2"),
            LayoutSetting(key: "turnsOutward", value: "false"),
        ])
        var layout = try #require(made as? PetalsLayout)
        layout.prepare(LayoutContext(boundsSize: Size(width: 400, height: 400), itemCount: 5))
        // A quarter turn per item: item 4 has turned all the way round, 30·√4 points right of the centre.
        let item4 = layout.attributes(at: ItemIndexPath(item: 4))!
        #expect(abs(item4.center.x - 260) < 1e-9 && abs(item4.center.y - 200) < 1e-9)
        #expect(item4.transform == .identity)
        #expect(throws: LayoutConfigurationError.self) { try LayoutDescriptor.petals.makeLayout([LayoutSetting(key: "bloom", value: "0")]) }
        #expect(throws: LayoutConfigurationError.self) { try LayoutDescriptor.petals.makeLayout([LayoutSetting(key: "divergence", value: "7")]) }
        #expect(throws: LayoutConfigurationError.self) { try LayoutDescriptor.petals.makeLayout([LayoutSetting(key: "petals", value: "3")]) }
        #expect(LayoutDescriptor.petals.gestures.pinch != nil && LayoutDescriptor.petals.gestures.rotation != nil)
    }

    @Test("inserted items bloom from the centre at 0.1; other appearing items fade in place")
    func inserts() {
        var layout = petals(count: 40)
        layout.prepare(forUpdates: [.insert(ItemIndexPath(item: 5)), .insert(ItemIndexPath(item: 39))])
        for i in [5, 39] {
            let start = layout.initialAttributes(forAppearingItemAt: ItemIndexPath(item: i))!
            #expect(start.center == layout.hub)
            #expect(abs(start.transform.decomposed.scaleX - 0.1) < 1e-12 && abs(start.transform.decomposed.scaleY - 0.1) < 1e-12)
            #expect(start.alpha < 1)
        }
        let moved = layout.initialAttributes(forAppearingItemAt: ItemIndexPath(item: 6))!
        #expect(moved == layout.attributes(at: ItemIndexPath(item: 6))!.with(alpha: 0))
        layout.finalizeUpdates()
        // The update is over: item 5 is an ordinary item again.
        let after = layout.initialAttributes(forAppearingItemAt: ItemIndexPath(item: 5))!
        #expect(after.center != layout.hub)
    }

    @Test("deleted items fly out past the edge of the view and fade; others fade in place")
    func deletes() {
        var layout = petals(count: 40)
        layout.prepare(forUpdates: [.delete(ItemIndexPath(item: 0)), .delete(ItemIndexPath(item: 12))])
        for i in [0, 12] {
            let old = layout.attributes(at: ItemIndexPath(item: i))!
            let end = layout.finalAttributes(forDisappearingItemAt: ItemIndexPath(item: i), from: old)
            let from = (old.center - layout.hub).length, to = (end.center - layout.hub).length
            #expect(to >= from + 400, "item \(i) ends \(to) from the centre")
            #expect(end.alpha == 0 && end.isFinite)
            if from > 0 {
                // Straight out: the direction from the centre is kept.
                let a = old.center - layout.hub, b = end.center - layout.hub
                #expect(abs(a.x * b.y - a.y * b.x) < 1e-6 * from * to && a.x * b.x + a.y * b.y > 0)
            }
        }
        let old = layout.attributes(at: ItemIndexPath(item: 3))!
        #expect(layout.finalAttributes(forDisappearingItemAt: ItemIndexPath(item: 3), from: old) == old.with(alpha: 0))
    }

    /// The visible query inverts r = c·√i: its cost follows the items on screen, not n.
    @Test("ten million items: the visible query is O(k)")
    func hugeCount() {
        let layout = petals(count: 10_000_000)
        var count = 0
        let elapsed = ContinuousClock().measure {
            for _ in 0..<20 { count = layout.visibleAttributes.count }
        }
        #expect((100...2_000).contains(count), "\(count) items")
        #expect(elapsed < .seconds(2), "\(elapsed)")
        // A rect far out in the flower: only items at the matching radius are candidates.
        let far = layout.attributes(in: Rect(x: 40_000, y: 300, width: 200, height: 200))
        #expect(!far.isEmpty && far.allSatisfy { $0.index > 3_000_000 && $0.isFinite })
    }
}
