/// The typed form of the `orbit dump` contract (docs/LAYOUTS.md) and of the item objects that
/// replay traces share with it: what readers decode with `JSONDecoder`. The writers
/// (`LayoutAttributes.write(to:)`, `Dump`, `ReplayTrace.line`) stay hand-built so that their text, key
/// order and number format stay byte-identical; `DumpDocumentTests` checks that what they write
/// decodes back to the values they were given.
///
/// Units: points in the layout's content space (`center`, `size`, offsets), except `bounds`,
/// the window size in points.
public struct DumpDocument: Codable, Equatable, Sendable {
    /// The layout's catalog name.
    public var layout: String
    /// The window size, `[width, height]`.
    public var bounds: [Double]
    /// `[x, y]`, reduced into the period for a wrapping layout.
    public var contentOffset: [Double]
    /// `[width, height]`.
    public var contentSize: [Double]
    public var items: [DumpItem]
    /// Where a fling proposed with `--target` comes to rest, `[x, y]`; only with `--target`.
    public var targetContentOffset: [Double]?
}

/// One item object of the dump contract; a trace's items add `id` and `phase`.
public struct DumpItem: Codable, Equatable, Sendable {
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
    /// A trace item's stable id (absent for a header, footer or decoration).
    public var id: Int?
    /// A trace item's (or element's) `appearing` or `disappearing`; absent while steady.
    public var phase: String?
    /// Self-sizing only: whether the item still has its estimated size.
    public var estimated: Bool?
    /// Self-sizing only: `[width, height]` the item's content preferred, once taken.
    public var preferredSize: [Double]?
}

/// One line of a replay trace (docs/INTERACTION.md section 3), as `ReplayTrace.line` writes it.
public struct TraceFrame: Codable, Equatable, Sendable {
    /// An interactive transition in progress.
    public struct Transition: Codable, Equatable, Sendable {
        /// The layout being transitioned to.
        public var to: String
        /// 0…1.
        public var progress: Double
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
}
