import LiveLayouts
import Testing

@Suite struct FNV1a64Tests {
    /// The published FNV-1a-64 test vectors.
    @Test(arguments: [
        ("", "cbf29ce484222325"),
        ("a", "af63dc4c8601ec8c"),
        ("foobar", "85944171f73967e8"),
    ])
    func knownVectors(text: String, hex: String) {
        var hash = FNV1a64()
        hash.combine(Array(text.utf8))
        #expect(hash.hex == hex)
    }

    @Test func separatedStringsDoNotRunTogether() {
        var one = FNV1a64(), two = FNV1a64()
        one.combine("ab")
        one.combine("c")
        two.combine("a")
        two.combine("bc")
        #expect(one != two)
    }
}
