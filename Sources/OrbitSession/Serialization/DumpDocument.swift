import CollectionLayout
import OrbitSupport

/// The typed form of the `orbit dump` contract (docs/reference/LAYOUTS.md) and of the item objects that
/// replay traces share with it: what the writers (`Dump`, `ReplayTrace.line`) build and
/// `FormatEncoder` writes, and what readers decode with `JSONDecoder`. The properties are declared
/// in the order the keys are written.
///
/// Units: points in the layout's content space (`center`, `size`, offsets), except `bounds`,
/// the window size in points.
public struct DumpDocument: Codable, Equatable, Sendable, FormatModel {
    /// The layout's catalog name.
    public var layout: String
    /// The window size, `[width, height]`.
    public var bounds: [Double]
    /// `[x, y]`, reduced into the period for a wrapping layout.
    public var contentOffset: [Double]
    /// `[width, height]`.
    public var contentSize: [Double]
    /// What the items show (`captions`, `photos`); only with `--content` other than icons.
    public var content: String?
    public var items: [DumpItem]
    /// Where a fling proposed with `--target` comes to rest, `[x, y]`; only with `--target`.
    public var targetContentOffset: [Double]?

    public init(
        layout: String, bounds: Size, contentOffset: Point, contentSize: Size, content: String? = nil, items: [DumpItem],
        targetContentOffset: Point? = nil
    ) {
        self.layout = layout
        self.bounds = [bounds.width, bounds.height]
        self.contentOffset = [contentOffset.x, contentOffset.y]
        self.contentSize = [contentSize.width, contentSize.height]
        self.content = content
        self.items = items
        self.targetContentOffset = targetContentOffset.map { [$0.x, $0.y] }
    }
}

/// One item object of the dump contract; a trace's items add `id` and `phase`.
public struct DumpItem: Codable, Equatable, Sendable, FormatModel {
    public var index: Int
    /// Only when the output carries element fields (several sections, or any supplementary view).
    public var section: Int?
    /// `[x, y]`, points.
    public var center: [Double]
    /// `[width, height]`, points.
    public var size: [Double]
    /// The 2D affine transform `[a, b, c, d, tx, ty]`.
    public var transform: [Double]
    /// 16 entries in row order; only for an item with a 3D transform.
    public var transform3D: [Double]?
    /// `[x, y]` in the unit square.
    public var anchor: [Double]
    public var alpha: Double
    public var zIndex: Int
    public var hidden: Bool
    /// Present (and false) only for a single-sided item.
    public var doubleSided: Bool?
    /// `cell`, `supplementary` or `decoration`; only with element fields.
    public var category: String?
    /// The element kind of a supplementary or decoration item.
    public var kind: String?
    /// The layout's `ElementStyle`; only for an element that has one.
    public var style: DumpStyle?
    /// A trace item's stable id (absent for a header, footer or decoration).
    public var id: Int?
    /// A trace item's (or element's) `appearing` or `disappearing`; absent while steady.
    public var phase: String?
    /// Self-sizing only: whether the item still has its estimated size.
    public var estimated: Bool?
    /// Self-sizing only: `[width, height]` the item's content preferred, once taken.
    public var preferredSize: [Double]?
}

extension DumpItem {
    /// The item object of `attributes`: `transform3D` only for an item that has one, `doubleSided`
    /// (false) only for a single-sided one. With `elementFields` (several sections, or any header,
    /// footer or decoration in the output) also `section`, `category` and, for the other two
    /// categories, `kind`; without them a single section of cells writes what it always did.
    public init(_ attributes: LayoutAttributes, elementFields: Bool = false) {
        index = attributes.indexPath.item
        section = elementFields ? attributes.indexPath.section : nil
        center = [attributes.center.x, attributes.center.y]
        size = [attributes.size.width, attributes.size.height]
        transform = attributes.transform.components
        transform3D = attributes.transform3D?.entries
        anchor = [attributes.anchorPoint.x, attributes.anchorPoint.y]
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        hidden = attributes.isHidden
        doubleSided = attributes.isDoubleSided ? nil : false
        category = elementFields ? attributes.category.rawValue : nil
        kind = elementFields ? attributes.elementKind : nil
        style = attributes.style.map(DumpStyle.init)
    }

    /// Adds the self-sizing fields of item `id` in `view`: `estimated` (true until its preferred
    /// size is taken) and `preferredSize` (`[w, h]`, once taken), for a cell of a layout that asks
    /// for preferred sizes while self-sizing is active; nothing otherwise, so icon output stays as
    /// it was.
    public mutating func addSizing(of id: ItemID, attributes: LayoutAttributes, in view: CollectionView) {
        guard view.selfSizing.isActive, attributes.isCell, view.layout.preferredSizeFitting(forItemAt: attributes.indexPath) != nil
        else { return }
        let preferred = view.preferredSize(forItem: id)
        estimated = preferred == nil
        preferredSize = preferred.map { [$0.width, $0.height] }
    }
}

extension DumpItem: DirectFormatModel {
    /// The item object, keys in declaration order, absent optionals left out: `encode(to:)`'s text.
    ///
    /// - Complexity: O(1) (at most 16 numbers of `transform3D`).
    package func write(to json: inout JSONText) {
        json.beginObject()
        json.key("index")
        json.integer(index)
        if let section { json.key("section"); json.integer(section) }
        json.key("center")
        json.numbers(center)
        json.key("size")
        json.numbers(size)
        json.key("transform")
        json.numbers(transform)
        if let transform3D { json.key("transform3D"); json.numbers(transform3D) }
        json.key("anchor")
        json.numbers(anchor)
        json.key("alpha")
        json.number(alpha)
        json.key("zIndex")
        json.integer(zIndex)
        json.key("hidden")
        json.bool(hidden)
        if let doubleSided { json.key("doubleSided"); json.bool(doubleSided) }
        if let category { json.key("category"); json.string(category) }
        if let kind { json.key("kind"); json.string(kind) }
        if let style { json.key("style"); style.write(to: &json) }
        if let id { json.key("id"); json.integer(id) }
        if let phase { json.key("phase"); json.string(phase) }
        if let estimated { json.key("estimated"); json.bool(estimated) }
        if let preferredSize { json.key("preferredSize"); json.numbers(preferredSize) }
        json.endObject()
    }
}

/// An element's `ElementStyle` in a dump or trace: only the fields the layout set.
public struct DumpStyle: Codable, Equatable, Sendable, FormatModel {
    public var title: String?
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var color: String?
    /// Points.
    public var cornerRadius: Double?
    public var badgeCount: Int?

    public init(_ style: ElementStyle) {
        title = style.title
        color = style.color?.hexString
        cornerRadius = style.cornerRadius
        badgeCount = style.badgeCount
    }
}

extension DumpStyle: DirectFormatModel {
    /// The style object, as `encode(to:)` writes it.
    package func write(to json: inout JSONText) {
        json.beginObject()
        if let title { json.key("title"); json.string(title) }
        if let color { json.key("color"); json.string(color) }
        if let cornerRadius { json.key("cornerRadius"); json.number(cornerRadius) }
        if let badgeCount { json.key("badgeCount"); json.integer(badgeCount) }
        json.endObject()
    }
}

/// One line of a replay trace (docs/reference/INTERACTION.md section 3), as `ReplayTrace.line` writes it.
public struct TraceFrame: Codable, Equatable, Sendable, FormatModel {
    /// An interactive transition in progress.
    public struct Transition: Codable, Equatable, Sendable {
        /// The layout being transitioned to.
        public var to: String
        /// 0…1.
        public var progress: Double

        public init(to: String, progress: Double) {
            self.to = to
            self.progress = progress
        }
    }

    /// An item being dragged to a new place.
    public struct Movement: Codable, Equatable, Sendable {
        /// The dragged item's id.
        public var item: Int
        /// Its index now.
        public var target: Int
        /// Its section now; only when the frame carries element fields (several sections, or any
        /// header, footer or decoration on screen).
        public var section: Int?

        public init(item: Int, target: Int, section: Int? = nil) {
            self.item = item
            self.target = target
            self.section = section
        }
    }

    /// An orthogonal section's offset.
    public struct OrthogonalOffset: Codable, Equatable, Sendable {
        public var section: Int
        /// Points across the layout's scroll axis.
        public var offset: Double
    }

    public var frame: Int
    /// Seconds of simulation time.
    public var t: Double
    public var layout: String
    public var contentOffset: [Double]
    public var contentSize: [Double]
    /// Only for a layout with sections that scroll orthogonally: those away from 0, by section.
    public var orthogonal: [OrthogonalOffset]?
    public var transition: Transition?
    public var movement: Movement?
    /// In draw order.
    public var items: [DumpItem]

    public init(
        frame: Int, t: Double, layout: String, contentOffset: Point, contentSize: Size, transition: Transition? = nil,
        movement: Movement? = nil, items: [DumpItem]
    ) {
        self.frame = frame
        self.t = t
        self.layout = layout
        self.contentOffset = [contentOffset.x, contentOffset.y]
        self.contentSize = [contentSize.width, contentSize.height]
        self.transition = transition
        self.movement = movement
        self.items = items
    }
}
