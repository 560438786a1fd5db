import CollectionLayout
import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// What a frame may cost and what it did: sprite budgets, the fill-cost estimate, the level of
/// detail's counts, and the timings the profilers are told.
@Suite struct SpriteBudgetTests {
    @Test func aBudgetAdmitsUpToItsLimitsInclusive() {
        let budget = SpriteBudget(pixels: 1000, sprites: 10)
        #expect(budget.admits(pixels: 1000, sprites: 10))
        #expect(budget.admits(pixels: 0, sprites: 0))
        #expect(!budget.admits(pixels: 1000.5, sprites: 10))
        #expect(!budget.admits(pixels: 10, sprites: 11))
    }

    @Test func nonsenseLimitsBecomeNoneAndUnlimitedAdmitsAnything() {
        #expect(SpriteBudget(pixels: .nan, sprites: -5) == SpriteBudget(pixels: 0, sprites: 0))
        #expect(SpriteBudget(pixels: -1, sprites: 3).pixels == 0)
        #expect(!SpriteBudget(pixels: .nan, sprites: 5).admits(pixels: 1, sprites: 1))
        #expect(SpriteBudget.unlimited.admits(pixels: 1e18, sprites: Int.max))
        // The fixed frame budget is the one the fill model caps sprites at.
        #expect(FillCostModel.spriteLimit == SpriteBudget.frame.sprites)
        #expect(SpriteBudget.frame.admits(pixels: 1_500_000, sprites: 20_000) && !SpriteBudget.frame.admits(pixels: 1_500_001, sprites: 1))
    }
}

@Suite struct FillCostEstimateTests {
    @Test func oneFrameMovesTheEstimateBySmoothingOfTheWay() {
        let screen = 800.0 * 600
        var model = FillCostModel(targetMilliseconds: 25, millisecondsPerPixel: 10e-6, smoothing: 0.25)
        // This frame: 9.6 ms over 480,000 + 480,000 pixels = 10 ns a pixel: no change.
        model.record(milliseconds: 9.6, spritePixels: screen, screenPixels: screen)
        #expect(isClose(model.millisecondsPerPixel, 10e-6))
        // 20 ns a pixel: a quarter of the way from 10 to 20.
        model.record(milliseconds: 19.2, spritePixels: screen, screenPixels: screen)
        #expect(isClose(model.millisecondsPerPixel, 12.5e-6))
        // Smoothing 1 takes the latest frame as it is.
        var eager = FillCostModel(millisecondsPerPixel: 10e-6, smoothing: 1)
        eager.record(milliseconds: 3, spritePixels: 100_000, screenPixels: 200_000)
        #expect(isClose(eager.millisecondsPerPixel, 1e-5))
        eager.record(milliseconds: 6, spritePixels: 100_000, screenPixels: 200_000)
        #expect(isClose(eager.millisecondsPerPixel, 2e-5))
    }

    @Test func theBudgetIsTheTargetLessTheScreenWithinItsRange() {
        let model = FillCostModel(targetMilliseconds: 25, millisecondsPerPixel: 5e-6, smoothing: 0.2)
        // 25 ms / 5 ns = 5 M pixels, of which the screen takes 1 M: the detail target…
        #expect(isClose(model.budget(screenPixels: 1_000_000).detailPixels, 4_000_000))
        // …and the 100 ms bound: 20 M, less the screen.
        #expect(isClose(model.budget(screenPixels: 1_000_000).pixels, 19_000_000))
        // A screen that takes the whole target leaves the minimum, not a negative budget.
        #expect(model.budget(screenPixels: 6_000_000).detailPixels == FillCostModel.detailRange.lowerBound)
        #expect(model.budget(screenPixels: 30_000_000).pixels == FillCostModel.pixelRange.lowerBound)
        // A tiny cost is capped at the maximum.
        let fast = FillCostModel(targetMilliseconds: 25, millisecondsPerPixel: 1e-9)
        #expect(fast.budget(screenPixels: 0).pixels == FillCostModel.pixelRange.upperBound)
        #expect(fast.budget(screenPixels: 0).detailPixels == FillCostModel.detailRange.upperBound)
        // A cost of nothing (a division by zero) is the minimum, not infinity.
        let zero = FillCostModel(millisecondsPerPixel: 0)
        #expect(zero.budget(screenPixels: 0).pixels == FillCostModel.pixelRange.lowerBound)
        #expect(zero.budget(screenPixels: 0).detailPixels == FillCostModel.detailRange.lowerBound)
        // The floor travels with every budget.
        let budget = model.budget(screenPixels: 1_000_000)
        #expect(budget.floorItems == FillCostModel.floorItems && budget.floorPixels == FillCostModel.floorPixels)
    }

    @Test func aFrameTheMachineMadeSlowDoesNotRaiseTheCost() {
        var model = FillCostModel(millisecondsPerPixel: 10e-6, smoothing: 1)
        // 40 ms of wall clock but 10 ms of CPU over 1 M pixels: drawing cost 10 ns a pixel.
        model.record(milliseconds: 40, cpuMilliseconds: 10, spritePixels: 500_000, screenPixels: 500_000)
        #expect(isClose(model.millisecondsPerPixel, 10e-6))
        // More CPU than wall time (llvmpipe's threads in parallel): the wall clock is the cost.
        model.record(milliseconds: 5, cpuMilliseconds: 12, spritePixels: 500_000, screenPixels: 500_000)
        #expect(isClose(model.millisecondsPerPixel, 5e-6))
        // No CPU clock, or a nonsense one: the wall clock.
        model.record(milliseconds: 20, cpuMilliseconds: .nan, spritePixels: 500_000, screenPixels: 500_000)
        #expect(isClose(model.millisecondsPerPixel, 20e-6))
    }

    @Test func aFrameWeighsByTheTimeSinceTheLast() {
        // Smoothing 0.5 for a frame 1/60 s after the last: two 60 Hz frames' worth after 1/30 s.
        var model = FillCostModel(millisecondsPerPixel: 10e-6, smoothing: 0.5)
        model.record(milliseconds: 20, spritePixels: 0, screenPixels: 1_000_000, at: 10)
        // The first frame has no predecessor: it weighs one step.
        #expect(isClose(model.millisecondsPerPixel, 15e-6))
        model.record(milliseconds: 20, spritePixels: 0, screenPixels: 1_000_000, at: 10 + 2.0 / 60)
        #expect(isClose(model.millisecondsPerPixel, 20e-6 - 5e-6 * 0.25))
        // A frame a second later takes over (within a millionth), whatever came before.
        model.record(milliseconds: 5, spritePixels: 0, screenPixels: 1_000_000, at: 11 + 2.0 / 60)
        #expect(isWithin(model.millisecondsPerPixel, 5e-6, tolerance: 1e-10))
    }
}

@Suite struct LevelOfDetailTests {
    @Test func drawnItemsAreTheCandidatesLessThoseLeftOut() {
        let detail = LevelOfDetail(candidateItems: 500, coveredItems: 120, overBudgetItems: 30, grid: 2)
        #expect(detail.drawnItems == 350)
        #expect(detail.isReduced)
        #expect(!LevelOfDetail(candidateItems: 500).isReduced && LevelOfDetail(candidateItems: 500).drawnItems == 500)
        #expect(LevelOfDetail(candidateItems: 5, overBudgetItems: 1).isReduced)
    }

    @Test func refiningNeedsTheMarginAndStopsAtWholePixels() {
        let budget = SpriteBudget(pixels: 1_000, sprites: 10)
        let limit = budget.pixels / LevelOfDetail.refinementMargin
        // At the margin exactly the grid halves; a pixel more, it stays.
        #expect(LevelOfDetail(candidateItems: 10, grid: 2).nextGrid(drawnPixels: limit, budget: budget) == 1)
        #expect(LevelOfDetail(candidateItems: 10, grid: 2).nextGrid(drawnPixels: limit + 1, budget: budget) == 2)
        // Halving goes one step a frame: 8 → 4 → 2 → 1, and never below 1.
        var grid = 8
        var steps: [Int] = []
        while grid > 1 {
            grid = LevelOfDetail(candidateItems: 10, grid: grid).nextGrid(drawnPixels: 0, budget: budget)
            steps.append(grid)
        }
        #expect(steps == [4, 2, 1])
        #expect(LevelOfDetail(candidateItems: 10, grid: 1).nextGrid(drawnPixels: 0, budget: budget) == 1)
    }
}

@Suite struct FrameTimingTests {
    @Test func phasesAreLookedUpByNameAndNeverNegative() {
        let timing = FrameTiming(
            frame: 7, start: 100, end: 116,
            phases: [
                .init(FrameTiming.PhaseName.events, start: 100, end: 101), .init(FrameTiming.PhaseName.layout, start: 101, end: 105.5),
                .init(FrameTiming.PhaseName.draw, start: 105.5, end: 112), .init(FrameTiming.PhaseName.present, start: 112, end: 116),
            ], visible: 40)
        #expect(timing.milliseconds(of: FrameTiming.PhaseName.layout) == 4.5)
        #expect(timing.milliseconds(of: FrameTiming.PhaseName.draw) == 6.5)
        #expect(timing.milliseconds(of: "sleep") == 0)
        // The parts of a frame add up to it.
        #expect(timing.phases.reduce(0) { $0 + $1.milliseconds } == timing.end - timing.start)
        // An end before the start is read as no time at all.
        #expect(FrameTiming(frame: 0, start: 50, end: 40, visible: 0).end == 50)
        #expect(FrameTiming.Phase("x", start: 3, end: 1).milliseconds == 0)
    }

    @Test func aProfileRowIsTheTimingInMilliseconds() {
        let row = FrameProfile(
            frame: 12, time: 1.5, frameMilliseconds: 16.6666, layoutMilliseconds: 1.0004, drawMilliseconds: 0, presentMilliseconds: 10,
            visible: 1_000)
        // Three decimals, rounded; the columns of the header, in its order.
        #expect(row.csvRow == "12,1.500,16.667,1.000,0.000,10.000,1000,1000,0")
        #expect(row.csvRow.split(separator: ",").count == FrameProfile.csvHeader.split(separator: ",").count)
    }

    @Test func outputErrorsReadAsTheirMessage() {
        let error = OutputError("cannot write the profile file '/x.csv'")
        #expect(error.description == "cannot write the profile file '/x.csv'" && "\(error)" == error.message)
    }
}
