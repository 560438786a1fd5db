import OrbitTestSupport
import Testing

@testable import OrbitRendering

/// The picture cache's bound: eviction least recently used first, by bytes, never past capacity.
@Suite struct ByteBoundedCacheTests {
    @Test func evictsTheLeastRecentlyUsedUntilTheNewEntryFits() {
        var cache = ByteBoundedCache<String, Int>(capacity: 100)
        #expect(cache.insert(1, bytes: 40, for: "a").isEmpty)
        #expect(cache.insert(2, bytes: 30, for: "b").isEmpty)
        #expect(cache.insert(3, bytes: 20, for: "c").isEmpty)
        #expect(cache.totalBytes == 90 && cache.keysByAge == ["a", "b", "c"])
        // Using "a" makes "b" the oldest: 90 + 35 > 100 evicts b (30 bytes), leaving 95.
        #expect(cache.value(for: "a") == 1)
        let evicted = cache.insert(4, bytes: 35, for: "d")
        #expect(evicted.map(\.key) == ["b"] && evicted.map(\.value) == [2])
        #expect(cache.totalBytes == 40 + 20 + 35 && cache.keysByAge == ["c", "a", "d"])
        // A large entry evicts as many as it takes, oldest first.
        let many = cache.insert(5, bytes: 90, for: "e")
        #expect(many.map(\.key) == ["c", "a", "d"] && cache.keysByAge == ["e"] && cache.totalBytes == 90)
    }

    @Test func replacingAnEntryReturnsTheOldValueAndRecountsItsBytes() {
        var cache = ByteBoundedCache<Int, String>(capacity: 10)
        cache.insert("small", bytes: 2, for: 7)
        let removed = cache.insert("large", bytes: 9, for: 7)
        #expect(removed.map(\.value) == ["small"] && cache.totalBytes == 9 && cache.count == 1)
        #expect(cache.peek(7) == "large")
    }

    @Test func anEntryLargerThanTheBoundIsNotStored() {
        var cache = ByteBoundedCache<Int, String>(capacity: 10)
        cache.insert("kept", bytes: 5, for: 1)
        let removed = cache.insert("huge", bytes: 11, for: 2)
        #expect(removed.map(\.key) == [2] && cache.peek(2) == nil && cache.peek(1) == "kept" && cache.totalBytes == 5)
    }

    /// Random traffic against a model (an array in use order): the same evictions, and the total
    /// never past the bound.
    @Test func randomTrafficMatchesAModelAndStaysWithinTheBound() {
        var random = SplitMix64(seed: 19)
        for _ in 0..<50 {
            let capacity = Int.random(in: 1...500, using: &random)
            var cache = ByteBoundedCache<Int, Int>(capacity: capacity)
            var model: [(key: Int, bytes: Int)] = []
            for step in 0..<300 {
                let key = Int.random(in: 0..<20, using: &random)
                if random.chance(0.4) {
                    let hit = cache.value(for: key)
                    if let index = model.firstIndex(where: { $0.key == key }) {
                        #expect(hit == model[index].bytes)
                        model.append(model.remove(at: index))
                    } else {
                        #expect(hit == nil)
                    }
                    continue
                }
                let bytes = Int.random(in: 0...(capacity + 20), using: &random)
                let evicted = cache.insert(bytes, bytes: bytes, for: key)
                var expected: [Int] = []
                if let index = model.firstIndex(where: { $0.key == key }) { expected.append(model.remove(at: index).key) }
                if bytes > capacity {
                    expected.append(key)
                } else {
                    while model.reduce(0, { $0 + $1.bytes }) + bytes > capacity { expected.append(model.removeFirst().key) }
                    model.append((key, bytes))
                }
                #expect(evicted.map(\.key) == expected, "step \(step)")
                #expect(cache.totalBytes == model.reduce(0) { $0 + $1.bytes } && cache.totalBytes <= capacity)
                #expect(cache.keysByAge == model.map(\.key))
            }
        }
    }
}
