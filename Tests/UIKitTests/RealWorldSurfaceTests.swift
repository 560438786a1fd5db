import CollectionLayout
import OrbitTestSupport
import Testing
@testable import UIKit

/// API surface that real iOS layouts use, found by running open-source layouts through Orbit:
/// paths and shape layers kept in custom attributes (a slanted cell's mask), layers and content
/// views a layout's animator transforms. The layouts here are written for these tests in the
/// style of the layouts that needed the API.
@MainActor
@Suite("Real-world UIKit surface")
struct RealWorldSurfaceTests {
    /// Attributes carrying a mask for the cell to apply, compared by value as UIKit compares attributes.
    final class MaskedAttributes: UICollectionViewLayoutAttributes {
        var outline: CAShapeLayer?

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            (copy as? MaskedAttributes)?.outline = outline
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? MaskedAttributes, other.outline == outline else { return false }
            return super.isEqual(object)
        }
    }

    /// A vertical list whose cells overlap by `slant` points and carry a parallelogram mask.
    final class SlantedList: UICollectionViewLayout {
        var rowHeight: CGFloat = 200
        var slant: CGFloat = 40
        private var cache: [MaskedAttributes] = []

        override class var layoutAttributesClass: AnyClass { MaskedAttributes.self }

        override func prepare() {
            guard let view = collectionView else { return }
            let width = view.bounds.width
            let outline = UIBezierPath()
            outline.move(to: CGPoint(x: 0, y: slant))
            outline.addLine(to: CGPoint(x: width, y: 0))
            outline.addLine(to: CGPoint(x: width, y: rowHeight - slant))
            outline.addLine(to: CGPoint(x: 0, y: rowHeight))
            outline.close()
            cache = (0..<view.numberOfItems(inSection: 0)).map { item in
                let attributes = MaskedAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: CGFloat(item) * (rowHeight - slant), width: width, height: rowHeight)
                attributes.zIndex = item
                let mask = CAShapeLayer()
                mask.path = outline.cgPath
                attributes.outline = mask
                return attributes
            }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
        }
    }

    @Test func aLayoutKeepsABezierMaskInItsAttributes() throws {
        let object = SlantedList()
        var layout = UIKitLayout(object)
        layout.prepare(LayoutContext(boundsSize: Size(width: 300, height: 500), itemCount: 4))
        expectClose(layout.contentSize, Size(width: 300, height: 680))
        let second = try #require(object.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) as? MaskedAttributes)
        let path = try #require(second.outline?.path)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(path.currentPoint == CGPoint(x: 0, y: 40))
        var rect = CGRect.zero
        #expect(!path.isRect(&rect))
        // A copy is equal (same mask object); a copy with another mask is not.
        let copy = try #require(second.copy() as? MaskedAttributes)
        #expect(copy.isEqual(second))
        copy.outline = CAShapeLayer()
        #expect(!copy.isEqual(second))
        #expect(layout.attributes(in: Rect(x: 0, y: 0, width: 300, height: 500)).map(\.indexPath.item) == [0, 1, 2, 3])
    }

    @Test func pathsMeasureCurvesAsCoreGraphicsDoes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // The control point bounds the curve's box; the curve itself peaks halfway, at 50.
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(path.boundingBoxOfPath.height - 50) < 1e-9)
        #expect(CGMutablePath().boundingBox.isNull)

        var square = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil).isRect(&square))
        #expect(square == CGRect(x: 10, y: 20, width: 30, height: 40))

        // A circle as four cubics: its box is the circle's square, within the approximation.
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil).boundingBoxOfPath
        #expect(abs(circle.minX + 50) < 1e-6 && abs(circle.maxY - 50) < 1e-6)

        // UIKit's clockwise arc (y down) from 0 to π/2 passes through +y: the lower right quarter.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        let box = arc.cgPath.boundingBoxOfPath
        #expect(box.minY > -1e-9 && box.minX > -1e-9)
        // Counterclockwise goes the long way round, through −y.
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(long.cgPath.boundingBoxOfPath.minY + 10) < 1e-6)

        var elements: [CGPathElementType] = []
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4).cgPath.applyWithBlock { elements.append($0.pointee.type) }
        #expect(elements.first == .moveToPoint && elements.last == .closeSubpath && elements.filter { $0 == .addCurveToPoint }.count == 4)
    }

    @Test func aLayerPlacesItsFrameAroundTheAnchorPoint() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        #expect(layer.frame == CGRect(x: 200, y: 75, width: 100, height: 50))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: 200, y: 50, width: 200, height: 100))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        layer.transform = CATransform3DIdentity
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.position == CGPoint(x: 10, y: 20) && layer.bounds.size == CGSize(width: 40, height: 20))

        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.path == shape.path)
        layer.addSublayer(shape)
        #expect(shape.superlayer === layer && layer.sublayers?.count == 1)
        shape.removeFromSuperlayer()
        #expect(layer.sublayers?.isEmpty == true)
    }

    /// An animator in the style of page-transition layouts: it turns the cell's content view when
    /// it finds one (Orbit has no cells, so it finds none) and otherwise the attributes.
    final class TiltingLayout: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let view = collectionView else { return nil }
            return super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }.map { attributes in
                let position = (attributes.center.x - view.contentOffset.x) / view.bounds.width - 0.5
                if let content = view.cellForItem(at: attributes.indexPath)?.contentView {
                    var turn = CATransform3DIdentity
                    turn.m34 = -1 / 500
                    content.layer.transform = CATransform3DRotate(turn, position, 0, 1, 0)
                    content.layer.anchorPoint = CGPoint(x: position > 0 ? 0 : 1, y: 0.5)
                } else {
                    attributes.transform = CGAffineTransform(rotationAngle: position / 4)
                }
                return attributes
            }
        }
    }

    @Test func contentViewsAndLayersCompileAndAreData() throws {
        let object = TiltingLayout()
        object.scrollDirection = .horizontal
        object.itemSize = CGSize(width: 100, height: 100)
        var layout = UIKitLayout(object)
        layout.prepare(LayoutContext(boundsSize: Size(width: 400, height: 300), itemCount: 5))
        let first = try #require(layout.attributes(in: Rect(x: 0, y: 0, width: 400, height: 300)).first)
        #expect(first.transform != .identity)

        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(cell.contentView === cell.contentView)
        #expect(cell.contentView.bounds.size == CGSize(width: 80, height: 60))
        cell.contentView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(cell.contentView.layer.affineTransform() == CGAffineTransform(scaleX: 0.5, y: 0.5))
        cell.contentView.layer.setAffineTransform(.identity)
        #expect(cell.contentView.transform == .identity)
        #expect(cell.layer.bounds.size == CGSize(width: 80, height: 60))
    }
}
