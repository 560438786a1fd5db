import CollectionLayout
import Foundation
import Testing

/// `LayoutWrapper`: a wrapper that declares nothing but its base answers every requirement as the
/// base does, host capabilities and orthogonal sections included; the host cannot tell them
/// apart; a wrapper that watches calls sees each forwarded one by its name.
@Suite struct LayoutWrapperTests {
    /// Forwards everything.
    struct Transparent: LayoutWrapper, OrthogonalScrollingLayout {
        var base: any CollectionViewLayout
    }

    /// Forwards everything and writes down each call in the task's `Journal`.
    struct Recording: LayoutWrapper {
        final class Journal: @unchecked Sendable {
            private let lock = NSLock()
            private var names: [String] = []
            func append(_ name: String) { lock.withLock { names.append(name) } }
            var calls: [String] { lock.withLock { names } }
        }

        @TaskLocal static var journal: Journal?
        var base: any CollectionViewLayout

        static func forwarding<Answer>(_ requirement: StaticString, _ answer: () -> Answer) -> Answer {
            journal?.append(requirement.description)
            return answer()
        }
    }

    static let bounds = Size(width: 400, height: 300)

    /// Every built-in layout, prepared for sections when it lays them out.
    static func preparedLayouts() throws -> [(name: String, layout: any CollectionViewLayout)] {
        try LayoutCatalog.builtIn.entries.map { descriptor in
            var layout = try descriptor.makeLayout()
            let counts = layout.supportsSectionsOncePrepared ? [7, 4, 10] : [21]
            layout.prepare(LayoutContext(boundsSize: bounds, contentOffset: Point(x: 0, y: 30), sectionItemCounts: counts))
            return (descriptor.name, layout)
        }
    }

    @Test func aWrapperThatDeclaresNothingAnswersAsItsBase() throws {
        for (name, base) in try Self.preparedLayouts() {
            var wrapper = Transparent(base: base)
            let rect = Rect(origin: Point(x: 0, y: 30), size: Self.bounds)
            #expect(wrapper.context == base.context, "\(name)")
            #expect(wrapper.contentSize == base.contentSize, "\(name)")
            #expect(wrapper.attributes(in: rect) == base.attributes(in: rect), "\(name)")
            #expect(wrapper.attributes(in: rect, resolution: 2) == base.attributes(in: rect, resolution: 2), "\(name)")
            let first = ItemIndexPath(item: 1)
            #expect(wrapper.attributes(at: first) == base.attributes(at: first), "\(name)")
            #expect(wrapper.paging == base.paging && wrapper.dragPaging == base.dragPaging, "\(name)")
            #expect(wrapper.wrapping == base.wrapping && wrapper.gestures == base.gestures, "\(name)")
            #expect(wrapper.flippableDirection == base.flippableDirection, "\(name)")
            #expect(wrapper.requestedContentOffset == base.requestedContentOffset, "\(name)")
            let proposed = Point(x: 37, y: 411), velocity = Point(x: 300, y: -900)
            #expect(
                wrapper.targetContentOffset(proposed: proposed, velocity: velocity)
                    == base.targetContentOffset(proposed: proposed, velocity: velocity), "\(name)")
            #expect(wrapper.contentOffset(focusingItemAt: 3) == base.contentOffset(focusingItemAt: 3), "\(name)")
            #expect(wrapper.focusedItemPosition(at: proposed) == base.focusedItemPosition(at: proposed), "\(name)")
            #expect(wrapper.supplementaryElementKinds == base.supplementaryElementKinds, "\(name)")
            #expect(wrapper.supportsSections == base.supportsSections, "\(name)")
            for kind in base.supplementaryElementKinds {
                #expect(wrapper.elementCount(ofKind: kind, inSection: 1) == base.elementCount(ofKind: kind, inSection: 1), "\(name)")
                let header = ItemIndexPath(item: 0, section: 1)
                #expect(
                    wrapper.attributes(forSupplementaryElementOfKind: kind, at: header)
                        == base.attributes(forSupplementaryElementOfKind: kind, at: header), "\(name)")
            }
            let center = base.attributes(at: ItemIndexPath(item: 2))?.center ?? .zero
            #expect(
                wrapper.targetIndexPath(forInteractivelyMovingItem: first, withPosition: center)
                    == base.targetIndexPath(forInteractivelyMovingItem: first, withPosition: center), "\(name)")
            #expect(wrapper.preferredSizeFitting(forItemAt: first) == base.preferredSizeFitting(forItemAt: first), "\(name)")
            try Self.expectSameOrthogonalAnswers(&wrapper, base, name)
        }
    }

    /// The orthogonal requirements: the base's when it has orthogonal sections, none otherwise.
    static func expectSameOrthogonalAnswers(_ wrapper: inout Transparent, _ base: any CollectionViewLayout, _ name: String) throws {
        guard var scrolling = base as? any OrthogonalScrollingLayout else {
            #expect(!wrapper.hasOrthogonalSections && wrapper.orthogonalRange(inSection: 0) == 0, "\(name)")
            return
        }
        #expect(wrapper.hasOrthogonalSections == scrolling.hasOrthogonalSections, "\(name)")
        for section in 0..<base.context.numberOfSections {
            #expect(wrapper.scrollsOrthogonally(section: section) == scrolling.scrollsOrthogonally(section: section), "\(name)")
            #expect(wrapper.orthogonalRange(inSection: section) == scrolling.orthogonalRange(inSection: section), "\(name)")
        }
        wrapper.orthogonalContentOffsets = [0: 25]
        scrolling.orthogonalContentOffsets = [0: 25]
        #expect(wrapper.orthogonalContentOffsets == scrolling.orthogonalContentOffsets, "\(name)")
        let rect = Rect(origin: Point(x: 0, y: 30), size: bounds)
        #expect(wrapper.attributes(in: rect) == scrolling.attributes(in: rect), "\(name): an offset set through the wrapper")
    }

    /// A fling, a page and a drag through a wrapper end where they end on the bare layout: the
    /// host reads paging, drag paging, wrapping and snapping through the wrapper.
    @Test(arguments: ["line3d", "ring", "coverflow", "flow", "planner", "wheel"])
    func theHostCannotTellAWrapperFromItsBase(name: String) throws {
        let descriptor = try LayoutCatalog.builtIn.entry(named: name)
        func run(_ layout: any CollectionViewLayout) -> [Rect] {
            var view = CollectionView(layout: layout, itemCount: 40, boundsSize: Self.bounds)
            view.beginDragging(at: 0)
            view.drag(translation: Point(x: -90, y: -120), at: 0.05)
            view.endDragging(velocity: Point(x: -1_400, y: -1_800), at: 0.05)
            view.advance(to: 2)
            view.page(by: 1, at: 2)
            view.advance(to: 4)
            return view.displayedItems.sorted { $0.id < $1.id }.map(\.attributes.frame)
        }
        let bare = run(try descriptor.makeLayout())
        #expect(!bare.isEmpty)
        #expect(run(Transparent(base: try descriptor.makeLayout())) == bare)
    }

    @Test func aWatchingWrapperSeesEachForwardedCallByItsName() throws {
        let journal = Recording.Journal()
        try Recording.$journal.withValue(journal) {
            var layout = Recording(base: try LayoutDescriptor.flow.makeLayout())
            layout.prepare(LayoutContext(boundsSize: Self.bounds, itemCount: 10))
            _ = layout.contentSize
            _ = layout.attributes(in: Rect(origin: .zero, size: Self.bounds))
            _ = layout.paging
            _ = layout.requestedContentOffset
            layout.finalizeUpdates()
        }
        #expect(journal.calls == ["prepare", "contentSize", "attributes(in:)", "paging", "requestedContentOffset", "finalizeUpdates"])
    }
}
