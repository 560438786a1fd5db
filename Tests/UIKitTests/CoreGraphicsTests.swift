import CollectionLayout
import Testing
import CoreGraphics

private let tolerance: CGFloat = 1e-9

private func close(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool { abs(lhs - rhs) <= tolerance }
private func close(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool { close(lhs.x, rhs.x) && close(lhs.y, rhs.y) }
private func close(_ lhs: CGSize, _ rhs: CGSize) -> Bool { close(lhs.width, rhs.width) && close(lhs.height, rhs.height) }
private func close(_ lhs: CGRect, _ rhs: CGRect) -> Bool { close(lhs.origin, rhs.origin) && close(lhs.size, rhs.size) }
private func close(_ lhs: CGAffineTransform, _ rhs: CGAffineTransform) -> Bool {
    close(lhs.a, rhs.a) && close(lhs.b, rhs.b) && close(lhs.c, rhs.c)
        && close(lhs.d, rhs.d) && close(lhs.tx, rhs.tx) && close(lhs.ty, rhs.ty)
}

@Suite("CoreGraphics")
struct CoreGraphicsTests {
    @Test func identityAndZeroInit() {
        let identity = CGAffineTransform.identity
        #expect(identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(identity.isIdentity)
        #expect(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransformMake(1, 2, 3, 4, 5, 6))
    }

    @Test func pointMappingFollowsTheRowVectorFormula() {
        // (x, y) -> (a*x + c*y + tx, b*x + d*y + ty) with a=2 b=3 c=5 d=7 tx=11 ty=13.
        let t = CGAffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 18, y: 23))
        #expect(CGPointApplyAffineTransform(CGPoint(x: 2, y: -1), t) == CGPoint(x: 10, y: 12))
        // Sizes ignore the translation.
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 7, height: 10))
        #expect(CGSizeApplyAffineTransform(CGSize(width: 1, height: 0), t) == CGSize(width: 2, height: 3))
    }

    @Test func rotationByHalfPiTurnsXTowardsY() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        #expect(close(quarter, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
        #expect(close(CGAffineTransformMakeRotation(.pi / 2), quarter))
        // A rotated size may come out negative, as in Core Graphics.
        #expect(close(CGSize(width: 2, height: 1).applying(quarter), CGSize(width: -1, height: 2)))
    }

    @Test func scaleAndTranslationConstructors() {
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransformMakeScale(2, 3) == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGAffineTransform(translationX: 4, y: 5) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 4, ty: 5))
        #expect(CGAffineTransformMakeTranslation(4, 5) == CGAffineTransform(translationX: 4, y: 5))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Scale then move: (1, 1) -> (2, 2) -> (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        // Move then scale: (1, 1) -> (11, 1) -> (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(CGAffineTransformConcat(scale, move) == scale.concatenating(move))
    }

    @Test func translatedScaledRotatedPreApplyTheirStep() {
        // t.translatedBy(x:y:) = translation * t: the translation happens before t.
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let translated = scale.translatedBy(x: 10, y: 10)
        #expect(translated == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 30))
        #expect(CGPoint(x: 0, y: 0).applying(translated) == CGPoint(x: 20, y: 30))
        #expect(CGAffineTransformTranslate(scale, 10, 10) == translated)

        // t.scaledBy(x:y:) = scale * t: the scale happens before t's translation.
        let move = CGAffineTransform(translationX: 5, y: 7)
        let scaled = move.scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 7, y: 10))
        #expect(CGAffineTransformScale(move, 2, 3) == scaled)

        // t.rotated(by:) = rotation * t: rotate (1, 0) to (0, 1), then move by (5, 7).
        let rotated = move.rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 5, y: 8)))
        #expect(close(CGAffineTransformRotate(move, .pi / 2), rotated))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        let inverse = t.inverted()
        #expect(inverse == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
        #expect(CGAffineTransformInvert(t) == inverse)
        #expect(CGPoint(x: 3, y: 5).applying(t).applying(inverse) == CGPoint(x: 3, y: 5))
    }

    @Test func invertedOverSeededRandomTransformsGivesIdentity() {
        var generator = SeededRandom(seed: 0x0B17)
        var checked = 0
        while checked < 200 {
            let t = CGAffineTransform(
                a: .random(in: -4...4, using: &generator), b: .random(in: -4...4, using: &generator),
                c: .random(in: -4...4, using: &generator), d: .random(in: -4...4, using: &generator),
                tx: .random(in: -500...500, using: &generator), ty: .random(in: -500...500, using: &generator)
            )
            guard abs(t.a * t.d - t.b * t.c) > 0.1 else { continue }
            #expect(close(t.concatenating(t.inverted()), .identity))
            #expect(close(t.inverted().concatenating(t), .identity))
            checked += 1
        }
    }

    @Test func singularInvertReturnsTheInput() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransformInvert(CGAffineTransform(scaleX: 0, y: 1)) == CGAffineTransform(scaleX: 0, y: 1))
        #expect(CGAffineTransform().inverted() == CGAffineTransform())
    }

    @Test func rectApplyingGivesTheBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        // Rotating by pi/2 maps the corners to x in [-10, 0] and y in [0, 20].
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(rotated, CGRect(x: -10, y: 0, width: 10, height: 20)))
        // Rotating by pi/4 about the origin: corners (0,0), (20,0), (0,10), (20,10).
        let s = CGFloat(2).squareRoot() / 2
        let diagonal = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(diagonal, CGRect(x: -10 * s, y: 0, width: 30 * s, height: 30 * s)))
        // Scale and translation keep it a rectangle; a negative scale still gives a positive size.
        let flipped = rect.applying(CGAffineTransform(scaleX: -1, y: 2).translatedBy(x: 5, y: 0))
        #expect(flipped == CGRect(x: -25, y: 0, width: 20, height: 20))
        #expect(CGRectApplyAffineTransform(rect, CGAffineTransform(translationX: 1, y: 2)) == CGRect(x: 1, y: 2, width: 20, height: 10))
    }

    @Test func nullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }

    @Test func vector() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector.zero == CGVector())
        #expect(CGVector(dx: 1 as Int, dy: 2 as Int) == CGVector(dx: 1.0 as Double, dy: 2.0 as Double))
        #expect(CGVectorMake(3, -4) == v)
        #expect(Set([v, CGVectorMake(3, -4)]).count == 1)
    }

    @Test func codableRoundTrip() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
        let v = CGVector(dx: 1.5, dy: -2)
        #expect(try JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(v)) == v)
    }

    @Test func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPointEqualToPoint(CGPoint(x: 1, y: 2), CGPoint(x: 2, y: 1)))
        #expect(CGSizeEqualToSize(CGSize(width: 3, height: 4), CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
        // Rects compare as areas: a negative-size rect equals its standardized form; nulls are equal.
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(CGRectEqualToRect(.null, .null))
        #expect(!CGRectEqualToRect(.null, .zero))
        #expect(!CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 2)))
    }

    @Test func cStyleGeometryFunctions() {
        let rect = CGRectMake(10, 20, 30, 40)
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(CGRectGetMinX(rect) == 10 && CGRectGetMidX(rect) == 25 && CGRectGetMaxX(rect) == 40)
        #expect(CGRectGetMinY(rect) == 20 && CGRectGetMidY(rect) == 40 && CGRectGetMaxY(rect) == 60)
        #expect(CGRectGetWidth(rect) == 30 && CGRectGetHeight(rect) == 40)
        #expect(CGRectGetWidth(CGRectMake(0, 0, -5, 1)) == 5)
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
        #expect(CGRectIsNull(CGRectNull) && CGRectIsInfinite(CGRectInfinite))

        #expect(CGRectIntersectsRect(rect, CGRectMake(35, 55, 10, 10)))
        #expect(!CGRectIntersectsRect(rect, CGRectMake(41, 20, 10, 10)))
        #expect(CGRectContainsPoint(rect, CGPointMake(10, 20)))
        #expect(!CGRectContainsPoint(rect, CGPointMake(40, 20)))
        #expect(CGRectContainsRect(rect, CGRectMake(11, 21, 5, 5)))
        #expect(CGRectInset(rect, 5, 10) == CGRectMake(15, 30, 20, 20))
        #expect(CGRectOffset(rect, -10, 5) == CGRectMake(0, 25, 30, 40))
        #expect(CGRectUnion(rect, CGRectMake(0, 0, 1, 1)) == CGRectMake(0, 0, 40, 60))
        #expect(CGRectIntersection(rect, CGRectMake(30, 50, 100, 100)) == CGRectMake(30, 50, 10, 10))
        #expect(CGRectIsNull(CGRectIntersection(rect, CGRectMake(100, 100, 1, 1))))
        #expect(CGRectIsEmpty(CGRectMake(0, 0, 0, 5)) && !CGRectIsEmpty(rect))
        #expect(CGRectStandardize(CGRectMake(10, 10, -10, -5)) == CGRectMake(0, 5, 10, 5))
        #expect(CGRectIntegral(CGRectMake(0.5, 0.5, 1, 1)) == CGRectMake(0, 0, 2, 2))
    }
}
