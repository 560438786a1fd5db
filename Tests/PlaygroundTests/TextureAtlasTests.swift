import CSDL2
import Foundation
import Testing

@testable import Playground

extension SDLTests {
    @Suite struct TextureAtlasTests {
        /// A waterfall frame meets many proportions at once; each is painted once and then reused,
        /// so later frames paint nothing (painting one takes milliseconds).
        @Test func aFramesPlatesArePaintedOnceAndFitTheCache() throws {
            let canvas = try HeadlessCanvas(width: 64, height: 64)
            let atlas = try TextureAtlas(renderer: canvas.renderer, icons: IconLibrary.generated(size: 32))
            let aspects = (0..<80).map { 0.4 * pow(2.5 / 0.4, Double($0) / 79) }
            for aspect in aspects {
                let plate = try atlas.plate(aspect: aspect)
                var width: Int32 = 0, height: Int32 = 0
                SDL_QueryTexture(plate, nil, nil, &width, &height)
                let ratio = Double(width) / Double(height)
                #expect(abs(log(ratio / aspect)) <= TextureAtlas.plateBucketWidth / 2 + 0.01, "aspect \(aspect) got \(width)x\(height)")
            }
            let painted = atlas.platePaintCount
            let buckets = Set(aspects.map { Int((log($0) / TextureAtlas.plateBucketWidth).rounded()) }).count
            #expect(painted == buckets)
            #expect(buckets < TextureAtlas.maximumPlates)
            for aspect in aspects.reversed() { _ = try atlas.plate(aspect: aspect) }
            #expect(atlas.platePaintCount == painted, "the second frame paints nothing")
        }

        /// More proportions than the cache holds evict the least recently used plate, one at a time.
        @Test func theCacheKeepsAtMostItsLimit() throws {
            let canvas = try HeadlessCanvas(width: 64, height: 64)
            let atlas = try TextureAtlas(renderer: canvas.renderer, icons: IconLibrary.generated(size: 32))
            let count = TextureAtlas.maximumPlates + 5
            for bucket in 0..<count { _ = try atlas.plate(aspect: exp(Double(bucket) * TextureAtlas.plateBucketWidth - 2)) }
            #expect(atlas.plateCount == TextureAtlas.maximumPlates)
            #expect(atlas.platePaintCount == count)
        }
    }
}
