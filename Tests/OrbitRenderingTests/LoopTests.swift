import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

@Suite struct FixedTimestepTests {
    @Test func realTimeBecomesWholeSteps() {
        var clock = FixedTimestep(stepsPerSecond: 60, maximumFrame: 0.1)
        #expect(clock.feed(0.010).isEmpty)
        let due = clock.feed(0.010)
        #expect(due.count == 1 && isWithin(due[0], 1.0 / 60))
        #expect(clock.feed(1.0 / 30).count == 2)
        #expect(isWithin(clock.time, 3.0 / 60))
        #expect(clock.feed(0).isEmpty && clock.feed(-1).isEmpty && clock.feed(.nan).isEmpty)
    }

    @Test func aLongFrameIsClamped() {
        var clock = FixedTimestep(stepsPerSecond: 60, maximumFrame: 0.1)
        #expect(clock.feed(5).count == 6)
        #expect(isWithin(clock.time, 0.1))
    }
}

@Suite struct FrameStatsTests {
    @Test func percentilesUseTheNearestRank() {
        let values = (1...100).map(Double.init)
        #expect(FrameStats.percentile(0.5, of: values) == 50)
        #expect(FrameStats.percentile(0.99, of: values) == 99)
        #expect(FrameStats.percentile(1, of: values) == 100)
        #expect(FrameStats.percentile(0.5, of: []) == nil)
    }

    @Test func framesPerSecondCountsTheLastSecond() {
        var stats = FrameStats(capacity: 10)
        #expect(stats.framesPerSecond == nil && stats.lastFrame == nil)
        for frame in 0..<120 { stats.record(Double(frame % 4), endingAt: Double(frame) * 1000 / 60) }
        #expect(isWithin(stats.framesPerSecond ?? 0, 60))
        // Only the last 10 frames count (frames 110…119): 2 3 0 1 2 3 0 1 2 3.
        #expect(stats.percentile(0.5) == 2 && stats.percentile(0.99) == 3 && stats.percentile(0.1) == 0)
        #expect(stats.lastFrame == 3)
    }

    @Test func longFramesReadAsTheyAreNotAsTheFastOnesBefore() {
        // Four seconds at 60 fps, then 3.6-second frames (a million items the seeds' way).
        var stats = FrameStats()
        var end = 0.0
        for _ in 0..<240 {
            end += 1000.0 / 60
            stats.record(8.6, endingAt: end)
        }
        #expect(stats.percentile(0.5) == 8.6)
        end += 3600
        stats.record(3600, endingAt: end)
        // One slow frame: 1 interval of 3.6 s, not "60 fps" from the frames before it.
        #expect(isWithin(stats.framesPerSecond ?? 0, 1 / 3.6))
        end += 3600
        stats.record(3600, endingAt: end)
        // The 4-second window has let the fast frames go: the median is the slow frames'.
        #expect(stats.percentile(0.5) == 3600 && isWithin(stats.framesPerSecond ?? 0, 1 / 3.6))
    }

    @Test func profileRowsMatchTheHeader() {
        let row = FrameProfile(
            frame: 3, time: 0.05, frameMilliseconds: 4.25, layoutMilliseconds: 0.5, drawMilliseconds: 1, presentMilliseconds: 2.75,
            visible: 12)
        #expect(FrameProfile.csvHeader == "frame,t,frame_ms,layout_ms,draw_ms,present_ms,visible,on_screen,left_out")
        #expect(row.csvRow == "3,0.050,4.250,0.500,1.000,2.750,12,12,0")
        // What the renderer left out is on screen too.
        let cut = FrameProfile(
            frame: 3, time: 0.05, frameMilliseconds: 4.25, layoutMilliseconds: 0.5, drawMilliseconds: 1, presentMilliseconds: 2.75,
            visible: 12, leftOut: 5)
        #expect(cut.csvRow.hasSuffix(",12,17,5"))
    }
}
