import CollectionLayout
import Foundation

/// A sunflower head (Vogel's phyllotaxis): item `i` sits at radius `c·√i` and angle `i·divergence`
/// about the middle of the view, so every item covers about the same area and the golden angle
/// (137.5°) packs them without gaps. Nothing scrolls; pinch spreads the flower (`c` times the pinch,
/// clamped into 0.25…4) and rotation turns it.
///
/// Inserted items bloom out of the centre, scaled to 0.1; deleted items fly outward and fade.
/// `attributes(in:)` inverts `r = c·√i`: the items that can meet a rect lie in one index range.
public struct PetalsLayout: CollectionViewLayout {
    public var itemSize = Size(square: 36)
    /// `c`: the radius of item 1, points; item `i` is at `c·√i`.
    public var bloom = 22.0
    /// The angle between consecutive items, radians clockwise; the golden angle by default.
    public var divergence = Double.pi * (3 - 5.0.squareRoot())
    /// Whether each item turns to point away from the centre, like a petal.
    public var turnsOutward = true

    public private(set) var context = LayoutContext(boundsSize: .zero, itemCount: 0)
    private var inserted: Set<Int> = []
    private var deleted: Set<Int> = []

    public init() {}

    public mutating func prepare(_ context: LayoutContext) {
        self.context = context
    }

    public var contentSize: Size { context.boundsSize }

    public var gestures: GestureResponse { GestureResponse(pinch: "spread the petals x0.25-4", rotation: "turn the flower") }

    /// `c` after the pinch.
    public var effectiveBloom: Double {
        let pinch = context.gestureScale.isFinite ? Swift.min(Swift.max(context.gestureScale, 0.25), 4) : 1
        return bloom * pinch
    }

    /// The centre of the flower, content coordinates.
    public var hub: Point { Point(x: context.boundsSize.width / 2, y: context.boundsSize.height / 2) }

    public func attributes(at indexPath: ItemIndexPath) -> LayoutAttributes? {
        let item = indexPath.item
        guard item >= 0, item < context.itemCount else { return nil }
        let r = effectiveBloom * Double(item).squareRoot()
        let angle = (Double(item) * divergence).remainder(dividingBy: 2 * .pi) + context.gestureRotation
        return LayoutAttributes(
            indexPath: indexPath,
            center: hub + Point(x: r * cos(angle), y: r * sin(angle)),
            size: itemSize,
            transform: turnsOutward ? Transform2D(rotationAngle: angle + .pi / 2) : .identity)
    }

    /// - Complexity: O(k): an item that meets `rect` has its centre within half a diagonal of it
    ///   (its drawn bounds within √2 times that), so its radius, and with it its index, is bounded.
    public func attributes(in rect: Rect) -> [LayoutAttributes] {
        let n = context.itemCount, c = effectiveBloom
        guard n > 0, rect.width > 0, rect.height > 0, c > 0 else { return [] }
        let reach = (itemSize.width * itemSize.width + itemSize.height * itemSize.height).squareRoot() / 2 * 2.0.squareRoot()
        let dx = Swift.max(rect.minX - hub.x, 0, hub.x - rect.maxX), dy = Swift.max(rect.minY - hub.y, 0, hub.y - rect.maxY)
        let nearest = (dx * dx + dy * dy).squareRoot() - reach
        let farX = Swift.max(abs(rect.minX - hub.x), abs(rect.maxX - hub.x))
        let farY = Swift.max(abs(rect.minY - hub.y), abs(rect.maxY - hub.y))
        let farthest = (farX * farX + farY * farY).squareRoot() + reach
        let low = nearest > 0 ? (nearest / c) * (nearest / c) : 0
        guard low < Double(n) else { return [] }
        let first = index(clamping: low.rounded(.down), count: n)
        let last = index(clamping: ((farthest / c) * (farthest / c)).rounded(.up), count: n)
        return (first...last).compactMap { item in
            guard let attributes = attributes(at: ItemIndexPath(item: item)), attributes.transformedFrame.intersects(rect)
            else { return nil }
            return attributes
        }
    }

    // MARK: - Updates

    /// Keeps which items are new and which are going, for the two queries below.
    public mutating func prepare(forUpdates updates: [UpdateItem]) {
        inserted = Set(updates.compactMap { if case .insert(let indexPath) = $0 { indexPath.item } else { nil } })
        deleted = Set(updates.compactMap { if case .delete(let indexPath) = $0 { indexPath.item } else { nil } })
    }

    /// An inserted item blooms from the centre, scaled to 0.1; any other appearing item fades in.
    public func initialAttributes(forAppearingItemAt indexPath: ItemIndexPath) -> LayoutAttributes? {
        guard var attributes = attributes(at: indexPath) else { return nil }
        guard inserted.contains(indexPath.item) else { return attributes.with(alpha: 0) }
        attributes.center = hub
        attributes.transform = attributes.transform.concatenating(Transform2D(scaleX: 0.1, y: 0.1))
        attributes.alpha = 0.2
        return attributes
    }

    /// A deleted item flies straight out from the centre past the edge of the view, growing as it
    /// fades; any other disappearing item fades where it is.
    public func finalAttributes(forDisappearingItemAt indexPath: ItemIndexPath, from old: LayoutAttributes) -> LayoutAttributes {
        guard deleted.contains(indexPath.item) else { return old.with(alpha: 0) }
        var final = old.with(alpha: 0)
        let out = old.center - hub, distance = out.length
        let direction = distance > 0 ? out * (1 / distance) : Point(x: 0, y: -1)
        let flight = Swift.max(context.boundsSize.width, context.boundsSize.height) / 2 + Swift.max(itemSize.width, itemSize.height)
        final.center = old.center + direction * flight
        final.transform = old.transform.concatenating(Transform2D(scaleX: 1.5, y: 1.5))
        return final
    }

    public mutating func finalizeUpdates() {
        inserted = []
        deleted = []
    }
}

extension LayoutDescriptor {
    /// `petals`: a sunflower head that blooms new items out of its centre.
    public static let petals = LayoutDescriptor(
        name: "petals",
        summary: "a sunflower (phyllotaxis): item i at c*sqrt(i), i*137.5 deg; inserts bloom, deletes fly out",
        origin: "Orbit's examples (Examples/Sources/ExampleLayouts/PetalsLayout.swift)",
        partner: "spiral",
        parameters: [
            .size("itemSize", \.itemSize),
            .number("bloom", \.bloom, .within(1...10_000)),
            .number("divergence", \.divergence, .within(0...2 * Double.pi)),
            .flag("turnsOutward", \.turnsOutward),
        ],
        make: { PetalsLayout() })
}
