import CollectionLayout
import Testing
import QuartzCore

private let tolerance: CGFloat = 1e-9

private func close(_ lhs: CGFloat, _ rhs: CGFloat, within limit: CGFloat = tolerance) -> Bool {
    abs(lhs - rhs) <= limit
}

private func entries(_ t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
     t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
}

private func close(_ lhs: CATransform3D, _ rhs: CATransform3D, within limit: CGFloat = tolerance) -> Bool {
    zip(entries(lhs), entries(rhs)).allSatisfy { close($0, $1, within: limit) }
}

/// `(x, y, z, 1) * t`, divided through by w: where Core Animation puts the point.
private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
    let w = x * t.m14 + y * t.m24 + z * t.m34 + t.m44
    return (
        (x * t.m11 + y * t.m21 + z * t.m31 + t.m41) / w,
        (x * t.m12 + y * t.m22 + z * t.m32 + t.m42) / w,
        (x * t.m13 + y * t.m23 + z * t.m33 + t.m43) / w
    )
}

private func close(_ p: (x: CGFloat, y: CGFloat, z: CGFloat), _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Bool {
    close(p.x, x) && close(p.y, y) && close(p.z, z)
}

@Suite("QuartzCore")
struct QuartzCoreTests {
    @Test func identityAndZeroInit() {
        #expect(entries(CATransform3DIdentity) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(entries(CATransform3D()) == Array(repeating: 0, count: 16))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        #expect(!CATransform3DIsIdentity(t))
        #expect(CATransform3DEqualToTransform(t, t))
        #expect(!CATransform3DEqualToTransform(t, CATransform3DIdentity))
        #expect(Set([t, t, CATransform3DIdentity]).count == 2)
    }

    @Test func memberwiseInitKeepsRowOrder() {
        let t = CATransform3D(
            m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16
        )
        #expect(entries(t) == (1...16).map { CGFloat($0) })
    }

    @Test func translationAndScaleLayout() {
        let move = CATransform3DMakeTranslation(1, 2, 3)
        #expect(entries(move) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1])
        #expect(close(apply(move, 10, 20, 30), 11, 22, 33))
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(entries(scale) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        #expect(close(apply(scale, 1, 1, 1), 2, 3, 4))
    }

    @Test func rotationAboutZTurnsXTowardsYAsOnIOS() {
        let rotated = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
        #expect(close(apply(rotated, 1, 0, 0), 0, 1, 0))
        #expect(close(apply(rotated, 0, 1, 0), -1, 0, 0))
        #expect(close(rotated, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        // The same matrix as the affine rotation, embedded.
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        #expect(close(CATransform3DMakeRotation(0.3, 0, 0, 1), affine))
    }

    @Test func rotationAboutXAndYFollowTheRightHandRule() {
        // About +x: y goes to z. About +y: z goes to x.
        #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 1, 0), 0, 0, 1))
        #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 0, 0, 1), 1, 0, 0))
        #expect(close(apply(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 1, 0, 0), 0, 0, -1))
    }

    @Test func rotationAxisIsNormalisedAndZeroAxisGivesIdentity() {
        #expect(close(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1)))
        // A third of a turn about (1, 1, 1) cycles the axes: x -> y -> z -> x.
        let cycle = CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1)
        #expect(close(apply(cycle, 1, 0, 0), 0, 1, 0))
        #expect(close(apply(cycle, 0, 1, 0), 0, 0, 1))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
        let t = CATransform3DMakeTranslation(4, 5, 6)
        #expect(CATransform3DRotate(t, 1.2, 0, 0, 0) == t)
    }

    @Test func translateAppliesTheTranslationFirst() {
        // Translate(Scale(2), 10, 0, 0) = translate * scale: move (0,0,0) to (10,0,0), then scale to (20,0,0).
        let scale = CATransform3DMakeScale(2, 2, 2)
        let translateThenScale = CATransform3DTranslate(scale, 10, 0, 0)
        #expect(close(apply(translateThenScale, 0, 0, 0), 20, 0, 0))
        #expect(close(translateThenScale, CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), scale)))
        // Scale(Translate(10), 2) = scale * translate: scale (1,0,0) to (2,0,0), then move to (12,0,0).
        let scaleThenTranslate = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 2)
        #expect(close(apply(scaleThenTranslate, 1, 0, 0), 12, 0, 0))
        // Rotate(Translate(5, 0, 0), pi/2 about z) rotates (1,0,0) to (0,1,0), then moves it to (5,1,0).
        let rotateThenTranslate = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        #expect(close(apply(rotateThenTranslate, 1, 0, 0), 5, 1, 0))
    }

    @Test func concatAppliesTheFirstArgumentFirst() {
        let a = CATransform3DMakeScale(3, 3, 3)
        let b = CATransform3DMakeTranslation(1, 2, 3)
        #expect(close(apply(CATransform3DConcat(a, b), 1, 1, 1), 4, 5, 6))
        #expect(close(apply(CATransform3DConcat(b, a), 1, 1, 1), 6, 9, 12))
        #expect(CATransform3DConcat(CATransform3DIdentity, a) == a)
    }

    @Test func invertTimesOriginalIsIdentityOverSeededRandomTransforms() {
        var generator = SeededRandom(seed: 0xCA_3D)
        var checked = 0
        while checked < 200 {
            var t = CATransform3DIdentity
            t = CATransform3DRotate(t, .random(in: -.pi ... .pi, using: &generator),
                                    .random(in: -1...1, using: &generator), .random(in: -1...1, using: &generator),
                                    .random(in: -1...1, using: &generator))
            t = CATransform3DScale(t, .random(in: 0.2...3, using: &generator),
                                   .random(in: 0.2...3, using: &generator), .random(in: 0.2...3, using: &generator))
            t = CATransform3DTranslate(t, .random(in: -300...300, using: &generator),
                                       .random(in: -300...300, using: &generator), .random(in: -300...300, using: &generator))
            t.m34 = .random(in: -0.01...0.01, using: &generator)
            t.m12 += .random(in: -0.5...0.5, using: &generator)
            let inverse = CATransform3DInvert(t)
            guard !CATransform3DEqualToTransform(inverse, t) else { continue }
            #expect(close(CATransform3DConcat(inverse, t), CATransform3DIdentity, within: 1e-7))
            #expect(close(CATransform3DConcat(t, inverse), CATransform3DIdentity, within: 1e-7))
            checked += 1
        }
    }

    @Test func invertOfKnownMatrices() {
        #expect(close(CATransform3DInvert(CATransform3DMakeTranslation(1, 2, 3)), CATransform3DMakeTranslation(-1, -2, -3)))
        #expect(close(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)), CATransform3DMakeScale(0.5, 0.25, 0.125)))
        #expect(close(CATransform3DInvert(CATransform3DMakeRotation(0.4, 1, 2, 3)), CATransform3DMakeRotation(-0.4, 1, 2, 3)))
    }

    @Test func singularInvertReturnsTheInput() {
        let flat = CATransform3DMakeScale(1, 1, 0)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        // Singular only up to rounding: a product through a zero scale.
        let squashed = CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 1, 0), CATransform3DMakeScale(1, 0, 1))
        #expect(CATransform3DInvert(squashed) == squashed)
    }

    @Test func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(entries(t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        // A point in the z = 0 plane lands where the affine transform puts it.
        let p = CGPoint(x: 7, y: -2).applying(affine)
        #expect(close(apply(t, 7, -2, 0), p.x, p.y, 0))
        #expect(CATransform3DIsAffine(CATransform3DIdentity))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
    }

    @Test func perspectiveM34ShrinksPointsFurtherAway() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        // w = 1 - z/500: z = -500 halves, z = 250 doubles, z = 0 is unchanged.
        #expect(close(apply(perspective, 100, 50, -500), 50, 25, -250))
        #expect(close(apply(perspective, 100, 50, 250).x, 200))
        #expect(close(apply(perspective, 100, 50, 0), 100, 50, 0))
        // A card turned about y under perspective: its near edge grows, its far edge shrinks.
        let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let near = apply(turned, -100, 0, 0)
        let far = apply(turned, 100, 0, 0)
        #expect(abs(near.x) > 100 * CGFloat(2).squareRoot() / 2)
        #expect(abs(far.x) < 100 * CGFloat(2).squareRoot() / 2)
    }

    @Test func currentMediaTimeIsMonotonicSeconds() {
        let first: CFTimeInterval = CACurrentMediaTime()
        let second = CACurrentMediaTime()
        #expect(first > 0)
        #expect(second >= first)
        #expect(second - first < 5)
    }
}
