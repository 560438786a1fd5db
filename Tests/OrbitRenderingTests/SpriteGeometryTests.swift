import CollectionLayout
import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// A sprite's drawn corners, as SDL turns a quad about its rotation centre, worked out with
/// sines and cosines here rather than with the core's transforms.
@Suite struct SpriteGeometryTests {
    static func sprite(_ destination: Rect, angle: Double, center: Point, flip: Bool = false) -> Sprite {
        Sprite(
            layer: .icon, itemID: 0, textureIndex: 0, destination: destination, angle: angle, rotationCenter: center, alpha: 1,
            flipVertical: flip)
    }

    @Test func anUnturnedSpriteHasItsDestinationsCornersClockwiseFromTopLeft() {
        let sprite = Self.sprite(Rect(x: 10, y: 20, width: 30, height: 40), angle: 0, center: Point(x: 15, y: 20))
        #expect(sprite.drawnCorners == [Point(x: 10, y: 20), Point(x: 40, y: 20), Point(x: 40, y: 60), Point(x: 10, y: 60)])
        #expect(sprite.drawnBounds == sprite.destination && sprite.drawnSide == 40)
    }

    @Test func cornersTurnClockwiseOnScreenAboutTheRotationCentre() {
        // Turned 30° about a centre 5 in from the top-left corner, as SDL_RenderCopyExF does.
        let destination = Rect(x: 100, y: 50, width: 20, height: 10)
        let pivot = Point(x: 105, y: 55)
        let sprite = Self.sprite(destination, angle: 30, center: Point(x: 5, y: 5))
        let radians = 30 * Double.pi / 180
        func turned(_ x: Double, _ y: Double) -> Point {
            let dx = x - pivot.x, dy = y - pivot.y
            return Point(x: pivot.x + dx * cos(radians) - dy * sin(radians), y: pivot.y + dx * sin(radians) + dy * cos(radians))
        }
        let expected = [turned(100, 50), turned(120, 50), turned(120, 60), turned(100, 60)]
        for (corner, want) in zip(sprite.drawnCorners, expected) { #expect(isWithin(corner, want, tolerance: 1e-9)) }
        // The pivot stays put; every corner keeps its distance to it.
        for (corner, original) in zip(sprite.drawnCorners, [Point(x: 100, y: 50), Point(x: 120, y: 50), Point(x: 120, y: 60), Point(x: 100, y: 60)]) {
            #expect(isWithin(hypot(corner.x - pivot.x, corner.y - pivot.y), hypot(original.x - pivot.x, original.y - pivot.y)))
        }
        // A quarter turn about the middle of a square maps it onto itself, corners shifted by one.
        let square = Self.sprite(Rect(x: 0, y: 0, width: 10, height: 10), angle: 90, center: Point(x: 5, y: 5))
        let corners = square.drawnCorners
        #expect(isWithin(corners[0], Point(x: 10, y: 0)) && isWithin(corners[1], Point(x: 10, y: 10)))
        #expect(isWithin(corners[2], Point(x: 0, y: 10)) && isWithin(corners[3], Point(x: 0, y: 0)))
    }

    @Test func aFlippedSpriteListsItsCornersFromTheBottom() {
        let destination = Rect(x: 0, y: 0, width: 8, height: 4)
        let plain = Self.sprite(destination, angle: 0, center: .zero).drawnCorners
        let flipped = Self.sprite(destination, angle: 0, center: .zero, flip: true).drawnCorners
        // The texture's top-left is drawn at the destination's bottom-left, and so on round.
        #expect(flipped == [plain[3], plain[2], plain[1], plain[0]])
    }
}

@Suite struct HUDNumberTests {
    @Test func thousandsAreGroupedInThrees() {
        #expect(HUDStatus.grouped(0) == "0")
        #expect(HUDStatus.grouped(999) == "999")
        #expect(HUDStatus.grouped(1000) == "1,000")
        #expect(HUDStatus.grouped(12_345_678) == "12,345,678")
        #expect(HUDStatus.grouped(-1_000_000) == "-1,000,000")
        #expect(HUDStatus.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func decimalsAreFixedAndMinusZeroReadsAsZero() {
        #expect(HUDStatus.format(3.14159, digits: 2) == "3.14")
        #expect(HUDStatus.format(2.5, digits: 0) == "2")
        #expect(HUDStatus.format(-0.004, digits: 2) == "0.00")
        #expect(HUDStatus.format(-0.006, digits: 2) == "-0.01")
        #expect(HUDStatus.format(.nan, digits: 1) == "–" && HUDStatus.format(-.infinity, digits: 1) == "–")
    }
}

@Suite struct PointerTrailTests {
    @Test func onlyFinitePositionsAndTimesAreKept() {
        var trail = PointerTrail()
        trail.record(.move(Point(x: .nan, y: 1)), at: 0.01)
        trail.record(.move(Point(x: 1, y: 1)), at: .infinity)
        #expect(trail.samples.isEmpty)
        trail.record(.move(Point(x: 1, y: 2)), at: 0.02)
        trail.record(.move(Point(x: 3, y: 4)), at: 0.03)
        #expect(trail.samples.map(\.point) == [Point(x: 1, y: 2), Point(x: 3, y: 4)])
        #expect(trail.samples.allSatisfy { !$0.pressed && !$0.startsStroke })
    }

    @Test func aPressMarksTheStrokeUntilTheLastButtonIsUp() {
        var trail = PointerTrail()
        trail.record(.press(Point(x: 0, y: 0)), at: 0)
        trail.record(.press(Point(x: 1, y: 0)), at: 0.01)
        trail.record(.release(Point(x: 2, y: 0)), at: 0.02)
        trail.record(.move(Point(x: 3, y: 0)), at: 0.03)
        trail.record(.release(Point(x: 4, y: 0)), at: 0.04)
        trail.record(.move(Point(x: 5, y: 0)), at: 0.05)
        #expect(trail.samples.map(\.pressed) == [true, true, true, true, true, false])
        #expect(trail.samples.map(\.startsStroke) == [true, true, false, false, false, false])
        // A stray release with no press counts as not pressed and does not go below zero.
        trail.record(.release(Point(x: 6, y: 0)), at: 0.06)
        trail.record(.move(Point(x: 7, y: 0)), at: 0.07)
        #expect(trail.samples.suffix(2).map(\.pressed) == [false, false])
    }

    @Test func recentSamplesAreThoseOfTheLastHalfSecondWithTheirAges() {
        var trail = PointerTrail()
        for step in 0...10 { trail.record(.move(Point(x: Double(step), y: 0)), at: Double(step) * 0.1) }
        // At 1.0 s the trail reaches back to 0.5 s: six samples, ages 0.5 down to 0.
        let recent = trail.recent(at: 1.0)
        #expect(recent.map(\.sample.point.x) == [5, 6, 7, 8, 9, 10])
        for (entry, expected) in zip(recent, [0.5, 0.4, 0.3, 0.2, 0.1, 0.0]) { #expect(isWithin(entry.age, expected, tolerance: 1e-9)) }
        // Asked about an earlier moment, later samples are not shown; long after, nothing is.
        #expect(trail.recent(at: 0.75).map(\.sample.point.x) == [5, 6, 7])
        #expect(trail.recent(at: 2).isEmpty)
    }
}
