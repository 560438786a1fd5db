import CollectionLayout
import Testing

@testable import LayoutConformance

/// The compositional gallery with its orthogonal sections scrolled sideways (the layouts without
/// any are checked as they are, which costs a fraction of a second each): the same promises as at
/// rest (`BuiltInConformanceTests`) with every orthogonally scrolling section moved (clamped into
/// its own range), so the cells, pinned headers and the visible-items handler answer
/// consistently at offsets other than 0.
@Suite("compositional gallery conforms with its sections scrolled sideways")
struct GalleryConformanceTests {
    /// The gallery layouts that have orthogonal sections.
    static let orthogonal = LayoutCatalog.galleryLayouts.filter { ["orthogonal-sections", "orthogonal-behaviors", "store"].contains($0.name) }

    @Test("the kit passes with every orthogonal section 500 points in (or at its end)", arguments: LayoutCatalog.galleryLayouts)
    func scrolledSideways(_ entry: LayoutDescriptor) throws {
        let made = try entry.makeLayout([])
        #expect(made is CompositionalLayout)
        expectConformance(name: entry.name) {
            var layout = try! entry.makeLayout([]) as! CompositionalLayout
            layout.orthogonalContentOffsets = Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, 500.0) })
            return layout
        }
    }

    @Test("three of the thirteen gallery layouts scroll sections sideways")
    func orthogonalOnes() {
        #expect(LayoutCatalog.galleryLayouts.count == 13)
        #expect(Self.orthogonal.count == 3)
    }
}
