import CollectionLayoutCore

/// The seeded text of caption items: 1 to `maximumWords` words from a fixed list, chosen by
/// SplitMix64 from the session's seed and the item's identity, so the same seed gives every item
/// the same caption on every machine and in every tool (play, dump, replay, fuzz).
package enum CaptionText {
    /// The longest caption, in words. Word counts are spread so that one caption in a column of
    /// 300 points fits on one line and another needs five or more.
    package static let maximumWords = 28

    /// The caption of item `identity` under `seed`. O(words).
    package static func text(seed: UInt64, identity: ItemID) -> String {
        var random = generator(seed: seed, identity: identity)
        // Squaring the unit skews lengths short, as real captions are, with a long tail.
        let unit = random.unit()
        let count = 1 + Int(unit * unit * Double(maximumWords))
        var words: [String] = []
        words.reserveCapacity(count)
        for _ in 0..<count { words.append(vocabulary[random.index(through: vocabulary.count - 1)]) }
        return words.joined(separator: " ")
    }

    /// A generator for one identity: the seed and the identity mixed, so neighbouring identities
    /// get unrelated streams.
    static func generator(seed: UInt64, identity: ItemID) -> SeededRandom {
        var mixer = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: identity) &* 0xD6E8_FEB8_6659_FD93))
        return SeededRandom(seed: mixer.next())
    }

    /// Short and long words, ASCII so that every font has them.
    static let vocabulary = [
        "orbit", "layout", "a", "of", "the", "collection", "view", "spring", "row", "column", "photo", "light",
        "evening", "harbour", "mountain", "river", "in", "and", "with", "morning", "waterfall", "justified", "tag",
        "caption", "on", "to", "bridge", "garden", "at", "quiet", "northern", "summer", "walk", "city", "old",
        "window", "coffee", "train", "station", "autumn", "forest", "after", "rain", "market", "square", "sea",
        "by", "lighthouse", "winter", "snow", "field", "self-sizing", "estimated", "invalidation", "scroll",
    ]
}
