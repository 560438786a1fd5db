import CollectionLayout
import OrbitTestSupport
import Testing

@testable import Playground

@Suite struct RenderTargetTests {
    @Test func withoutADisplayThereIsNoWindowTargetAndSDLIsNotStarted() {
        for environment in [[:], ["SDL_VIDEODRIVER": "dummy", "DISPLAY": ":99"], ["SDL_VIDEODRIVER": "offscreen"]] {
            #expect {
                try RenderTarget.window(size: Size(width: 320, height: 200), environment: environment)
            } throws: { error in
                (error as? PlaygroundError)?.noDisplay == true
            }
        }
    }
}

extension SDLTests {
    /// The render benchmark's bookkeeping with a fake clock (never how fast anything is).
    @Suite struct RenderBenchmarkTests {
        /// A clock that moves one millisecond each time it is read.
        final class FakeClock: @unchecked Sendable {
            var milliseconds = 0.0
            func read() -> Double {
                milliseconds += 1
                return milliseconds
            }
        }

        func benchmark(frames: Int) -> (RenderBenchmark, FakeClock) {
            let clock = FakeClock()
            var benchmark = RenderBenchmark(now: clock.read)
            benchmark.configuration.boundsSize = Size(width: 320, height: 200)
            benchmark.configuration.frames = frames
            benchmark.configuration.warmUpFrames = 2
            return (benchmark, clock)
        }

        @Test func everyRequestedSpriteIsVisibleAndEachPartIsTimed() throws {
            let target = try RenderTarget.software(size: Size(width: 320, height: 200), icons: IconLibrary.generated(size: 32))
            #expect(target.name == "software" && target.finishCall == "SDL_RenderFlush")
            let (bench, clock) = benchmark(frames: 3)
            for sprites in [1, 12, 40] {
                let result = bench.run(sprites: sprites, on: target)
                #expect(result.renderer == "software")
                #expect(result.sprites == sprites)
                #expect(result.visibleMinimum == sprites && result.visibleMaximum == sprites)
                #expect(result.frames == 3)
                // Four clock reads a frame: before layout, after layout, after draw, after present.
                #expect(result.layout == RenderBenchmark.Percentiles(p50: 1, p99: 1))
                #expect(result.draw == RenderBenchmark.Percentiles(p50: 1, p99: 1))
                #expect(result.present == RenderBenchmark.Percentiles(p50: 1, p99: 1))
                #expect(result.frame == RenderBenchmark.Percentiles(p50: 3, p99: 3))
            }
            #expect(clock.milliseconds == 3 * 4 * 5)
        }

        @Test func thePerspectiveSceneDrawsEverySpriteAsATessellatedQuad() throws {
            let target = try RenderTarget.software(size: Size(width: 320, height: 200), icons: IconLibrary.generated(size: 32))
            var (bench, _) = benchmark(frames: 3)
            bench.configuration.scene = .perspective
            let result = bench.run(sprites: 24, on: target)
            #expect(result.scene == .perspective)
            // The items at the cylinder's sides are seen edge-on, without area: not drawn.
            #expect(result.visibleMinimum >= 22 && result.visibleMaximum <= 24)
            #expect(result.triangles >= 2 * 24, "at least two triangles an item")
            // Every displayed item is 3D, and the drag turns the cylinder every frame.
            var session = bench.session(sprites: 24)
            session.send(bench.input(frame: 0, sprites: 24), at: 1.0 / 60)
            let first = session.displayedItems.sorted { $0.id < $1.id }
            #expect(first.count >= 22 && first.allSatisfy { $0.attributes.transform3D != nil })
            session.send(bench.input(frame: 1, sprites: 24), at: 2.0 / 60)
            let second = session.displayedItems.sorted { $0.id < $1.id }
            let moved = Dictionary(second.map { ($0.id, $0.attributes.transform3D) }, uniquingKeysWith: { a, _ in a })
            #expect(first.allSatisfy { item in moved[item.id].map { $0 != item.attributes.transform3D } ?? true })
        }

        @Test func theSpritesMoveEveryFrame() {
            let (bench, _) = benchmark(frames: 1)
            var session = bench.session(sprites: 10)
            #expect(session.descriptor == .ring && session.itemCount == 10)
            var previous: [Point] = []
            for frame in 1...3 {
                session.send(.rotate(angle: bench.configuration.turnPerFrame), at: Double(frame) / 60)
                let items = session.displayedItems.sorted { $0.id < $1.id }
                #expect(items.count == 10)
                #expect(items.allSatisfy { isWithin($0.attributes.size.width, bench.configuration.itemSize) })
                let centers = items.map(\.attributes.center)
                if !previous.isEmpty {
                    #expect(zip(previous, centers).allSatisfy { !isWithin($0, $1, tolerance: 0.5) })
                }
                previous = centers
            }
        }
    }
}
