import CollectionLayout
import LayoutConformance
import OrbitTestSupport
import Testing
@testable import UIKit

/// UICollectionViewFlowLayout (Orbit's flow engine with UIKit's names), its delegate, and
/// subclasses that post-process `super`.
@MainActor
@Suite("UIKit flow layout")
struct UIKitFlowLayoutTests {
    @Test func aDelegateSizesItemsAsUIKitLaysThemOut() throws {
        let sizes = TagSizes(sizes: [CGSize(width: 100, height: 50), CGSize(width: 80, height: 30), CGSize(width: 120, height: 50), CGSize(width: 90, height: 50)])
        var layout = UIKitLayout(UICollectionViewFlowLayout(), delegate: sizes)
        layout.prepare(LayoutContext(boundsSize: Size(width: 320, height: 480), itemCount: 4))
        // Usable 300 (insets 10): 100 + 10 + 80 fits, + 10 + 120 does not. The first line is
        // full: its gap grows to 300 - 180 = 120; its 30-point item is centred in its 50-point
        // line. The section's last line is leading, at the minimum spacing. Header 0...30.
        let expected = [
            Rect(x: 10, y: 40, width: 100, height: 50), Rect(x: 230, y: 50, width: 80, height: 30),
            Rect(x: 10, y: 100, width: 120, height: 50), Rect(x: 140, y: 100, width: 90, height: 50),
        ]
        for (item, frame) in expected.enumerated() {
            let cell = try #require(layout.attributes(at: ItemIndexPath(item: item)))
            #expect(isClose(cell.frame, frame), "item \(item): \(cell.frame) != \(frame)")
        }
        let header = try #require(layout.attributes(forSupplementaryElementOfKind: ElementKind.header, at: ItemIndexPath(item: 0)))
        #expect(isClose(header.frame, Rect(x: 0, y: 0, width: 320, height: 30)))
        expectClose(layout.contentSize, Size(width: 320, height: 160))
    }

    @Test func theFaceAnswersAsTheEngineItDrives() throws {
        let object = UICollectionViewFlowLayout()
        object.itemSize = CGSize(width: 70, height: 40)
        object.sectionInset = UIEdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
        object.headerReferenceSize = CGSize(width: 0, height: 24)
        object.footerReferenceSize = CGSize(width: 0, height: 12)
        object.sectionHeadersPinToVisibleBounds = true
        var face = UIKitLayout(object)
        var engine = FlowLayout()
        engine.itemSize = Size(width: 70, height: 40)
        engine.sectionInset = EdgeInsets(top: 5, left: 8, bottom: 5, right: 8)
        engine.headerHeight = 24
        engine.footerHeight = 12
        engine.pinHeaders = true
        for offset in [0.0, 130, 410] {
            let context = LayoutContext(boundsSize: Size(width: 300, height: 200), contentOffset: Point(x: 0, y: offset), sectionItemCounts: [9, 4, 13])
            face.prepare(context)
            engine.prepare(context)
            #expect(face.contentSize == engine.contentSize)
            let rect = Rect(x: 0, y: offset, width: 300, height: 200)
            // The same elements; the adapter orders headers and footers by kind and index path.
            let faceElements = face.attributes(in: rect).sorted { $0.elementKey < $1.elementKey }
            let engineElements = engine.attributes(in: rect).sorted { $0.elementKey < $1.elementKey }
            #expect(faceElements == engineElements, "offset \(offset)")
        }
    }

    @Test func aSubclassScalesWhatSuperReturnsAndStopsOnACard() throws {
        let bounds = Size(width: 400, height: 300)
        var view = CollectionView(layout: UIKitLayout(ZoomingLineLayout()), itemCount: 12, boundsSize: bounds)
        // The inset centres the first card: (400 - 160) / 2 = 120.
        let first = try #require(view.layout.attributes(at: ItemIndexPath(item: 0)))
        expectClose(first.center, Point(x: 200, y: 150))
        expectClose(first.transform, .identity)
        let second = try #require(view.layout.attributes(at: ItemIndexPath(item: 1)))
        expectClose(second.transform, Transform2D(scaleX: 0.7, y: 0.7), "one card away: the minimum scale")
        view.beginDragging(at: 0)
        view.drag(translation: Point(x: -250, y: 0), at: 0.1)
        view.endDragging(velocity: Point(x: 600, y: 0), at: 0.1)
        var time = 0.1
        while view.isScrollAnimating, time < 10 {
            time += 1.0 / 60
            view.advance(to: time)
        }
        let pitch = 180.0
        let index = (view.contentOffset.x / pitch).rounded()
        expectClose(view.contentOffset.x, index * pitch, "at rest a card is in the middle")
        #expect(index >= 2)
        let focused = try #require(view.layout.attributes(at: ItemIndexPath(item: Int(index))))
        expectClose(focused.transform, .identity)
    }

    @Test func aSubclassLeftAlignsTheLinesOfSuper() throws {
        let sizes = TagSizes(sizes: [CGSize(width: 100, height: 40), CGSize(width: 60, height: 40), CGSize(width: 140, height: 40)])
        var layout = UIKitLayout(LeadingFlowLayout(), delegate: sizes)
        layout.prepare(LayoutContext(boundsSize: Size(width: 320, height: 480), itemCount: 5))
        // Line 1: 100, 60, (140 does not fit in 300 after 100 + 10 + 60 + 10); line 2: 140, 100, (60 fits: 140 + 10 + 100 + 10 + 60 = 320 > 300: no).
        let lines = layout.attributes(in: Rect(x: 0, y: 0, width: 320, height: 480)).filter(\.isCell)
        let xs = lines.map { $0.frame.minX }
        #expect(xs == [10, 120, 10, 160, 10], "\(xs)")
    }

    @Test func estimatedSizesAreMeasuredAsTheEnginesAre() throws {
        let bounds = Size(width: 390, height: 844)
        let object = UICollectionViewFlowLayout()
        object.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        object.estimatedItemSize = CGSize(width: 370, height: 44)
        var engine = FlowLayout()
        engine.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        engine.estimatedItemSize = Size(width: 370, height: 44)
        var face = CollectionView(layout: UIKitLayout(object), itemCount: 200, boundsSize: bounds)
        var reference = CollectionView(layout: engine, itemCount: 200, boundsSize: bounds)
        face.setContent(ContentSource(kind: .captions, seed: 7))
        reference.setContent(ContentSource(kind: .captions, seed: 7))
        face.setContentOffset(Point(x: 0, y: 1200), animated: false, at: 0)
        reference.setContentOffset(Point(x: 0, y: 1200), animated: false, at: 0)
        #expect(face.contentOffset == reference.contentOffset)
        #expect(face.contentSize == reference.contentSize)
        let measured = face.layout.attributes(in: face.visibleRect).filter(\.isCell)
        #expect(measured == reference.layout.attributes(in: reference.visibleRect).filter(\.isCell))
        #expect(Set(measured.map(\.size.height)).count > 1, "captions of different lengths: items of different heights")
    }

    @Test func flowLayoutsConform() {
        var options = LayoutConformanceChecker.Options()
        options.hugeItemCount = 20_000
        for make in [
            { UIKitLayout(UICollectionViewFlowLayout()) as any CollectionViewLayout },
            { UIKitLayout(UICollectionViewFlowLayout(), delegate: TagSizes(sizes: [CGSize(width: 70, height: 30), CGSize(width: 120, height: 44)])) },
            { UIKitLayout(ZoomingLineLayout()) },
        ] as [@MainActor () -> any CollectionViewLayout] {
            let report = LayoutConformanceChecker(makeLayout: { runOnMain(make) }, options: options).run()
            #expect(report.passed, "\(report.messages().joined(separator: "\n"))")
        }
    }
}
