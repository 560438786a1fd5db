import CollectionLayout
import Foundation
import OrbitTestSupport
import Testing

@testable import OrbitRendering

@Suite struct FrameHistoryTests {
    func sample(_ frame: Double) -> FrameSample {
        FrameSample(layout: frame / 10, draw: frame / 5, present: frame / 2, frame: frame)
    }

    @Test func theRingBufferKeepsTheLatestInOrder() {
        var history = FrameHistory(capacity: 4)
        for frame in 1...3 { history.append(sample(Double(frame))) }
        #expect(history.samples.map(\.frame) == [1, 2, 3])
        for frame in 4...10 { history.append(sample(Double(frame))) }
        #expect(history.count == 4)
        #expect(history.samples.map(\.frame) == [7, 8, 9, 10])
        history.append(sample(11))
        #expect(history.samples.map(\.frame) == [8, 9, 10, 11])
        #expect(history.maximumFrame == 11)
    }

    @Test func theSummaryChangesOnlyWhenRefreshed() throws {
        var history = FrameHistory(capacity: 100)
        history.refreshSummary()
        #expect(history.summary == nil)
        for frame in 1...100 { history.append(sample(Double(frame))) }
        #expect(history.summary == nil)
        history.refreshSummary()
        let summary = try #require(history.summary)
        #expect(summary.frameP50 == 50 && summary.frameP99 == 99)
        #expect(isWithin(summary.layoutP50, 5) && isWithin(summary.drawP50, 10) && isWithin(summary.presentP50, 25))
        history.append(sample(1000))
        #expect(history.summary == summary)
    }

    @Test func aSampleIsAtLeastItsParts() {
        let short = FrameSample(layout: 1, draw: 2, present: 3, frame: 4)
        #expect(short.frame == 6 && short.other == 0)
        let long = FrameSample(layout: 1, draw: 2, present: 3, frame: 10)
        #expect(long.other == 4)
        #expect(FrameSample(layout: -1, draw: 0, present: 0, frame: -5).frame == 0)
    }
}

@Suite struct FrameGraphTests {
    let area = Rect(x: 100, y: 20, width: 240, height: 80)

    @Test func barHeightsAreProportionalToTheTimes() throws {
        var history = FrameHistory(capacity: 240)
        history.append(FrameSample(layout: 2, draw: 4, present: 8, frame: 16))
        let graph = FrameGraph(history: history, area: area)
        #expect(graph.scale == 40)
        #expect(isWithin(graph.pixelsPerMillisecond, 2))
        let segments = graph.segments(of: history.samples)
        #expect(segments.map(\.part) == [.layout, .draw, .present, .other])
        #expect(segments.map(\.rect.height).enumerated().allSatisfy { isWithin($1, [4, 8, 16, 4][$0]) })
        // Stacked from the bottom up, touching.
        #expect(isWithin(segments[0].rect.maxY, area.maxY))
        for (below, above) in zip(segments, segments.dropFirst()) { #expect(isWithin(above.rect.maxY, below.rect.minY)) }
        // The only frame is the newest: the last slot, at the right edge.
        #expect(isWithin(segments[0].rect.minX, area.maxX - 1))
    }

    @Test func guideLinesSitAtTheSixtyAndThirtyFPSBudgets() {
        var history = FrameHistory(capacity: 240)
        history.append(FrameSample(layout: 1, draw: 1, present: 1, frame: 3))
        let graph = FrameGraph(history: history, area: area)
        #expect(graph.guides.map(\.milliseconds).enumerated().allSatisfy { isWithin($1, [16.6667, 33.3333][$0], tolerance: 1e-3) })
        #expect(isWithin(graph.guides[0].y, area.maxY - 1000.0 / 60 * 2))
        #expect(isWithin(graph.guides[1].y, area.maxY - 1000.0 / 30 * 2))
    }

    @Test func theScaleDoublesForLongFramesAndTallBarsAreCut() {
        #expect(FrameGraph.scale(forLongestFrame: 0) == 40)
        #expect(FrameGraph.scale(forLongestFrame: 40) == 40)
        #expect(FrameGraph.scale(forLongestFrame: 41) == 80)
        #expect(FrameGraph.scale(forLongestFrame: 1e9) == FrameGraph.maximumScale)
        var history = FrameHistory(capacity: 240)
        history.append(FrameSample(layout: 0, draw: 0, present: 100, frame: 100))
        let graph = FrameGraph(history: history, area: area)
        #expect(graph.scale == 160)
        #expect(isWithin(graph.guides[0].y, area.maxY - 1000.0 / 60 / 2))
        let huge = FrameGraph(history: history, area: area).segments(of: [FrameSample(layout: 0, draw: 0, present: 10_000, frame: 10_000)])
        #expect(huge.count == 1 && isWithin(huge[0].rect.minY, area.minY))
    }

    @Test func afterWrapAroundTheNewestFrameIsAtTheRightEdge() {
        var history = FrameHistory(capacity: 4)
        for frame in 1...6 { history.append(FrameSample(layout: Double(frame), draw: 0, present: 0, frame: Double(frame))) }
        let graph = FrameGraph(history: history, area: Rect(x: 0, y: 0, width: 40, height: 40))
        let segments = graph.segments(of: history.samples)
        // Slots are 10 wide with a 1-pixel gap; frames 3…6, oldest at the left.
        #expect(segments.map(\.rect.minX) == [0, 10, 20, 30])
        #expect(segments.map(\.rect.width) == [9, 9, 9, 9])
        #expect(segments.map(\.rect.height).enumerated().allSatisfy { isWithin($1, Double($0 + 3)) })
    }
}
