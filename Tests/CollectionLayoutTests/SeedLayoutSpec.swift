import Foundation
@testable import LayoutCatalog
import OrbitTestSupport
import Testing

@testable import CollectionLayoutCore

/// The bounds, offset and item count a layout is prepared with.
struct Scene: CustomStringConvertible, Sendable {
    var size: Size
    var offset: Point = .zero
    var count: Int
    var gestureScale = 1.0
    var gestureRotation = 0.0

    var W: Double { size.width }
    var H: Double { size.height }
    var ox: Double { offset.x }
    var oy: Double { offset.y }
    var n: Int { count }
    var visibleRect: Rect { Rect(x: ox, y: oy, width: W, height: H) }

    var description: String { "size \(W)x\(H) offset (\(ox), \(oy)) n \(n)" }
}

/// A preset's behaviour written out from docs/reference/LAYOUTS.md, independently of the layout code: the tests'
/// model of the spec. Each conforming type also knows the `--set` settings that configure the real
/// layout the same way.
protocol SeedLayoutSpec: CustomStringConvertible, Sendable {
    var preset: LayoutDescriptor { get }
    /// The `--set` settings that give the real layout this spec's parameters.
    var settings: [LayoutSetting] { get }
    func contentSize(_ scene: Scene) -> Size
    /// `attributes(at:)` of item `i` by docs/reference/LAYOUTS.md.
    func attributes(_ i: Int, _ scene: Scene) -> LayoutAttributes
    /// `attributes(at:)` of every item; a layout that places items one after another overrides it.
    func allAttributes(_ scene: Scene) -> [LayoutAttributes]
    /// The indices `attributes(in: visibleRect)` must return when the spec fixes them (wheel's
    /// culling); nil when the brute-force filter decides.
    func culledIndices(_ scene: Scene) -> [Int]?
    /// `targetContentOffset` by docs/reference/LAYOUTS.md, before the host's clamp.
    func targetContentOffset(_ proposed: Point, _ velocity: Point, _ scene: Scene) -> Point
}

extension SeedLayoutSpec {
    func allAttributes(_ scene: Scene) -> [LayoutAttributes] { (0..<scene.n).map { attributes($0, scene) } }
    func culledIndices(_ scene: Scene) -> [Int]? { nil }
    func targetContentOffset(_ proposed: Point, _ velocity: Point, _ scene: Scene) -> Point { proposed }
    var description: String { "\(preset.name) " + settings.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }

    func layout(_ scene: Scene) throws -> any CollectionViewLayout {
        try preparedLayout(
            preset, settings, size: scene.size, offset: scene.offset, count: scene.count,
            gestureScale: scene.gestureScale, gestureRotation: scene.gestureRotation)
    }
}

/// Compares a real layout with its spec in `scene`, attribute by attribute, the way the outside
/// checker reads `orbit dump`: content size, `--all`, the visible query, `rects`, and
/// `--target` for `proposals` (offset, velocity) after the host's clamp.
func checkAgainstSpec(
    _ spec: any SeedLayoutSpec, _ scene: Scene, rects: [Rect] = [], proposals: [(Point, Point)] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let layout = try spec.layout(scene)
    let what = "\(spec) \(scene)"
    let contentSize = spec.contentSize(scene)
    expectClose(layout.contentSize, contentSize, "\(what) contentSize", sourceLocation: sourceLocation)

    // --all: every item, hidden ones included.
    let expected = spec.allAttributes(scene)
    var failures = 0
    for item in expected {
        let actual = layout.attributes(at: item.indexPath)
        if let actual, isClose(actual, item), actual.isFinite { continue }
        failures += 1
        // Report a few, not hundreds.
        if failures <= 3 { expectClose(actual, item, "\(what) item \(item.index)", sourceLocation: sourceLocation) }
    }
    #expect(failures == 0, "\(what): \(failures) items differ", sourceLocation: sourceLocation)
    #expect(layout.attributes(at: ItemIndexPath(item: scene.n)) == nil, "\(what): item n", sourceLocation: sourceLocation)
    #expect(layout.attributes(at: ItemIndexPath(item: -1)) == nil, "\(what): item -1", sourceLocation: sourceLocation)

    // The visible query, then arbitrary rects.
    let visible = layout.visibleAttributes
    let visibleIndices = visible.map(\.index)
    if let culled = spec.culledIndices(scene) {
        // Exactly the spec's range. Not a superset of the drawn items: docs/reference/LAYOUTS.md's culling angle is
        // the seed's approximation, and a wheel of more than 2*pi/anglePerItem cards wraps round.
        #expect(visibleIndices == culled, "\(what): visible query", sourceLocation: sourceLocation)
    } else {
        #expect(
            visibleIndices == bruteForceIndices(expected, in: scene.visibleRect), "\(what): visible query",
            sourceLocation: sourceLocation)
    }
    for attributes in visible where attributes.index >= 0 && attributes.index < expected.count {
        if !isClose(attributes, expected[attributes.index]) {
            expectClose(attributes, expected[attributes.index], "\(what) visible item", sourceLocation: sourceLocation)
            break
        }
    }
    for rect in rects {
        let indices = layout.attributes(in: rect).map(\.index)
        if let culled = spec.culledIndices(scene) {
            // The wheel only exists in its culled range; inside it, every drawn item meeting the
            // rect must be there.
            let drawn = Set(bruteForceIndices(expected, in: rect)).intersection(culled)
            #expect(Set(indices).isSubset(of: Set(culled)), "\(what) rect \(rect)", sourceLocation: sourceLocation)
            #expect(drawn.isSubset(of: Set(indices)), "\(what) rect \(rect)", sourceLocation: sourceLocation)
            #expect(indices == indices.sorted(), "\(what) rect \(rect): index order", sourceLocation: sourceLocation)
        } else {
            #expect(
                indices == bruteForceIndices(expected, in: rect), "\(what) rect \(rect)", sourceLocation: sourceLocation)
        }
    }

    // --target, after the host's clamp.
    for (proposed, velocity) in proposals {
        let target = layout.clampedTargetContentOffset(proposed: proposed, velocity: velocity)
        let want = hostClamp(spec.targetContentOffset(proposed, velocity, scene), content: contentSize, bounds: scene.size)
        expectClose(target, want, "\(what) target for \(proposed) v \(velocity)", sourceLocation: sourceLocation)
    }
}
